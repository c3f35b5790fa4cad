import { useI18n } from '@/i18n';
import Bar from './Bar';
import { isMoving, type BatchView } from './service';
import styles from './index.module.css';

/** Orders created and consent texts sent, against the batch's valid rows. */
export default function BatchProgress({ batch }: { batch: BatchView }) {
  const { t } = useI18n();
  return (
    <div data-testid="batch-progress" data-done={!isMoving(batch) || undefined}>
      <div className={styles.progressLine}>
        <span>{t('batch.progress.orders')}</span>
        <Bar label={t('batch.progress.orders')} done={batch.orderCount} total={batch.validCount} testId="batch-progress-orders" />
      </div>
      <div className={styles.progressLine}>
        <span>{t('batch.progress.texts')}</span>
        <Bar label={t('batch.progress.texts')} done={batch.invitedCount} total={batch.validCount} testId="batch-progress-texts" />
      </div>
    </div>
  );
}
