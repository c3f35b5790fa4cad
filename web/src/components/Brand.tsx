import { useI18n } from '@/i18n';
import styles from './common.module.css';

/** Logo mark + product name. */
export default function Brand({ name, compact = false }: { name?: string; compact?: boolean }) {
  const { t } = useI18n();
  return (
    <span className={styles.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} className={styles.brandMark} />
      {compact ? null : <span className={styles.brandName}>{name || t('app.name')}</span>}
    </span>
  );
}
