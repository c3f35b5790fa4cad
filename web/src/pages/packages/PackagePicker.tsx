import { Radio } from 'antd';
import { useI18n } from '@/i18n';
import { formatFen } from '@/utils/money';
import type { PackageRow } from './service';
import { useCatalogNames } from './useCatalogNames';
import styles from './PackagePicker.module.css';

/**
 * The active packages as cards to choose from: name, items and price. A form control (`value`,
 * `onChange`), used by single and batch ordering.
 */
export default function PackagePicker({
  packages,
  value,
  onChange,
  testId,
}: {
  packages: PackageRow[];
  value?: string;
  onChange?: (packageId: string) => void;
  testId: string;
}) {
  const { locale } = useI18n();
  const names = useCatalogNames();
  return (
    <Radio.Group className={styles.packages} value={value} onChange={(e) => onChange?.(e.target.value as string)} data-testid={testId}>
      {packages.map((p) => (
        <Radio
          key={p.packageId}
          value={p.packageId}
          className={p.packageId === value ? `${styles.packageChoice} ${styles.packageChosen}` : styles.packageChoice}
          data-testid={`${testId}-${p.packageId}`}
        >
          <span className={styles.packageBody}>
            <span>
              <strong>{p.name}</strong>
              <span className={styles.meta}>
                <br />
                {p.itemCodes.map(names).join(' · ')}
              </span>
            </span>
            <span className={styles.packagePrice}>{formatFen(p.priceFen, locale)}</span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
