import { Link } from 'react-router-dom';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { STATUS_TONE, type WorkOrderRow } from './service';
import styles from './workOrder.module.css';

/** The number of unread messages of a ticket, as a badge (nothing when none). */
export function UnreadBadge({ count, testId }: { count: number; testId: string }) {
  const { t } = useI18n();
  if (count <= 0) return null;
  return (
    <span className={styles.unread} data-testid={testId}>
      {t('workOrder.unread', { count })}
    </span>
  );
}

/**
 * One ticket of a list (lists run latest activity first, the server's order): subject (a link to
 * the ticket), number, type, the enterprise (platform lists), the related order, the last
 * activity, the status and the unread badge.
 */
export function TicketRow({
  row: r,
  hrefOf,
  testId,
}: {
  row: WorkOrderRow;
  hrefOf: (workOrderId: string) => string;
  /** `workorder` → `workorder-row-<id>`, `workorder-unread-<id>`. */
  testId: string;
}) {
  const { t, locale } = useI18n();
  return (
    <li className={r.unread > 0 ? `${styles.row} ${styles.unreadRow}` : styles.row} data-testid={`${testId}-row-${r.workOrderId}`}>
      <div className={styles.rowMain}>
        <Link
          to={hrefOf(r.workOrderId)}
          className={styles.subject}
          aria-label={t('workOrder.open', { no: r.workOrderNo, subject: r.subject })}
          data-testid={`${testId}-link-${r.workOrderId}`}
        >
          {r.subject}
        </Link>
        <span className={styles.meta}>
          {[
            r.enterpriseName,
            t('workOrder.no', { no: r.workOrderNo }),
            t(`workOrder.type.${r.type}` as MessageKey),
            r.orderNo ? t('workOrder.order', { orderNo: r.orderNo }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className={styles.meta}>{t('workOrder.lastActivity', { date: formatDateTime(r.lastActivityAt, locale) })}</span>
      </div>
      <div className={styles.badges}>
        <UnreadBadge count={r.unread} testId={`${testId}-unread-${r.workOrderId}`} />
        <StatusBadge tone={STATUS_TONE[r.status]} testId={`${testId}-status-${r.workOrderId}`}>
          {t(`workOrder.status.${r.status}` as MessageKey)}
        </StatusBadge>
      </div>
    </li>
  );
}
