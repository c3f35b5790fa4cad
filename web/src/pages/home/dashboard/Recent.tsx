import { Link } from 'react-router-dom';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { STATUS_TONE } from '@/pages/order/status';
import { recordPath, RECORDS_PATH, type HomeRecent } from './service';
import styles from './index.module.css';

/** The latest orders, newest first, each opening its record. */
export default function Recent({ recent, canOpen }: { recent: readonly HomeRecent[]; canOpen: boolean }) {
  const { t, locale } = useI18n();
  return (
    <Panel
      title={t('home.recent.title')}
      extra={
        canOpen ? (
          <Link to={RECORDS_PATH} className={styles.more}>
            {t('home.month.toRecords')}
          </Link>
        ) : undefined
      }
      testId="recent-orders"
    >
      {recent.length === 0 ? (
        <p className={styles.chartNote}>{t('home.recent.empty')}</p>
      ) : (
        <ul className={styles.recent}>
          {recent.map((r) => (
            <li key={r.orderId} className={styles.recentRow} data-testid={`recent-${r.orderNo}`}>
              <div className={styles.recentMain}>
                {canOpen ? (
                  <Link to={recordPath(r.orderId)} className={styles.orderNo}>
                    {r.orderNo}
                  </Link>
                ) : (
                  <span className={styles.orderNo}>{r.orderNo}</span>
                )}
                {r.candidateName ? (
                  <span className={styles.recentPackage} data-testid={`recent-candidate-${r.orderNo}`}>
                    {r.candidateName}
                  </span>
                ) : null}
                <span className={styles.recentPackage}>{r.packageName}</span>
                <span className={styles.hint}>{t('home.recent.ordered', { time: formatDateTime(r.createdAt, locale) })}</span>
              </div>
              <StatusBadge tone={STATUS_TONE[r.status] ?? 'neutral'}>{t(`order.status.${r.status}` as MessageKey)}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
