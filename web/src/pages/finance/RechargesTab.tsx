import { Alert, Button, Empty } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import PageLoading from '@/components/PageLoading';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { FileLink, RechargeStatusBadge } from './parts';
import { rechargesQuery, type Recharge } from './service';
import styles from './index.module.css';
import LoadMore from '@/components/LoadMore';

function RechargeItem({ row }: { row: Recharge }) {
  const { t, locale } = useI18n();
  return (
    <li className={styles.item} data-testid={`recharge-${row.rechargeId}`}>
      <div className={styles.itemMain}>
        <strong className={styles.itemAmount}>{formatFen(row.amountFen, locale)}</strong>
        <span className={styles.meta}>
          {t(row.method === 'sandbox' ? 'finance.method.sandbox' : 'finance.method.transfer')} ·{' '}
          <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt, locale)}</time>
        </span>
      </div>
      <div className={styles.itemFacts}>
        <RechargeStatusBadge status={row.status} testId={`recharge-status-${row.rechargeId}`} />
        {row.decidedAt ? (
          <span className={styles.meta}>{t(row.status === 'settled' ? 'finance.recharges.creditedOn' : 'finance.recharges.decidedOn', { date: formatDateTime(row.decidedAt, locale) })}</span>
        ) : row.status === 'pending_review' ? (
          <span className={styles.meta}>{t('finance.recharges.waiting')}</span>
        ) : null}
        {row.status === 'rejected' && row.rejectReason ? (
          <span className={styles.reason} data-testid={`reject-reason-${row.rechargeId}`}>
            {t('finance.recharges.reason', { reason: row.rejectReason })}
          </span>
        ) : null}
      </div>
      <div className={styles.itemActions}>
        {row.voucherUrl ? (
          <FileLink url={row.voucherUrl} testId={`voucher-${row.rechargeId}`}>
            {t('finance.recharges.voucher')}
          </FileLink>
        ) : null}
      </div>
    </li>
  );
}

/** The enterprise's recharges, newest first: amount, method, status, the platform's reason. */
export default function RechargesTab({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t } = useI18n();
  const list = useInfiniteQuery(rechargesQuery(enterpriseId));
  const rows = list.data?.pages.flatMap((p) => p.list ?? []) ?? [];

  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('finance.recharges.loadFailed')}
        action={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
      />
    );
  }
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('finance.recharges.empty')} />;
  return (
    <>
      <ul className={styles.list} data-testid="recharges" aria-busy={(list.isFetching && !list.isFetchingNextPage) || undefined}>
        {rows.map((row) => (
          <RechargeItem key={row.rechargeId} row={row} />
        ))}
      </ul>
      <LoadMore query={list} testId="recharges-more" />
    </>
  );
}
