import { useInfiniteQuery } from '@tanstack/react-query';
import QueryList, { pageRows } from '@/components/QueryList';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { FileLink, FinanceRow, RechargeStatusBadge } from './parts';
import { rechargesQuery, type Recharge } from './service';
import styles from './index.module.css';

function RechargeItem({ row }: { row: Recharge }) {
  const { t, locale } = useI18n();
  return (
    <FinanceRow
      testId={`recharge-${row.rechargeId}`}
      main={
        <>
          <strong className={styles.itemAmount}>{formatFen(row.amountFen, locale)}</strong>
          <span className={styles.meta}>
            {t(row.method === 'sandbox' ? 'finance.method.sandbox' : 'finance.method.transfer')} ·{' '}
            <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt, locale)}</time>
          </span>
        </>
      }
      facts={
        <>
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
        </>
      }
      actions={
        row.voucherUrl ? (
          <FileLink url={row.voucherUrl} testId={`voucher-${row.rechargeId}`}>
            {t('finance.recharges.voucher')}
          </FileLink>
        ) : null
      }
    />
  );
}

/** The enterprise's recharges, newest first: amount, method, status, the platform's reason. */
export default function RechargesTab({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t } = useI18n();
  const list = useInfiniteQuery(rechargesQuery(enterpriseId));
  return (
    <QueryList
      query={list}
      rows={pageRows(list.data)}
      renderRow={(row) => <RechargeItem key={row.rechargeId} row={row} />}
      testId="recharges"
      moreTestId="recharges-more"
      errorTitle={t('finance.recharges.loadFailed')}
      empty={{ description: t('finance.recharges.empty') }}
    />
  );
}
