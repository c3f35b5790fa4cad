import { useI18n } from '@/i18n';
import styles from './common.module.css';

/**
 * Placeholder while a page chunk or page data loads: a CSS spinner rather than antd's Spin,
 * as it is part of the entry every page loads.
 */
export default function PageLoading({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className={fullHeight ? `${styles.loading} ${styles.loadingFull}` : styles.loading}>
      <span className={styles.spinner} aria-hidden />
      <span className={styles.loadingText}>{t('chunk.loading')}</span>
    </div>
  );
}
