import { Spin } from 'antd';
import { useI18n } from '../i18n';
import styles from './common.module.css';

/** Placeholder while a page chunk or page data loads. */
export default function PageLoading({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className={fullHeight ? `${styles.loading} ${styles.loadingFull}` : styles.loading}>
      <Spin description={t('chunk.loading')} size="large">
        <div className={styles.loadingBox} />
      </Spin>
    </div>
  );
}
