import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { FileDoneOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { FileLink, FinanceRow, InvoiceStatusBadge } from '@/pages/finance/parts';
import FinanceQueue from '@/pages/ops/FinanceQueue';
import { INVOICE_STATUSES, opsInvoicesQuery, type InvoiceStatus, type OpsInvoice } from './service';
import styles from '@/pages/finance/index.module.css';

// The issuing dialog (its form and upload field) loads when an invoice is first issued.
const IssueModal = lazy(() => import('./IssueModal'));

const QUEUE_KEY = ['finance/ops/invoices'];

/**
 * Invoices to issue (`/ops/invoices`), for the platform's operators: the requests by status
 * (waiting first, the oldest on top) with the buyer's title, tax number and amount; issuing
 * uploads the invoice's file, which the enterprise then downloads.
 */
export default function OpsInvoicesPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InvoiceStatus>('pending');
  const [issuing, setIssuing] = useState<OpsInvoice | null>(null);
  // Mounted from the first issuing on, so it closes with its animation.
  const [issued, setIssued] = useState(false);
  const list = useInfiniteQuery(opsInvoicesQuery(status));

  return (
    <FinanceQueue
      title={t('screen.opsInvoices')}
      statuses={INVOICE_STATUSES}
      statusLabel="finance.invoiceStatus"
      status={status}
      onStatus={setStatus}
      filterLabel={t('opsFinance.invoiceFilter')}
      list={list}
      testId="ops-invoices"
      emptyPending={t('opsFinance.invoicesEmptyPending')}
      renderRow={(row) => (
        <FinanceRow
          key={row.invoiceId}
          testId={`ops-invoice-${row.invoiceId}`}
          main={
            <>
              <strong className={styles.itemTitle}>{row.enterpriseName || row.enterpriseId}</strong>
              <span className={styles.meta}>{t('opsFinance.submittedOn', { date: formatDateTime(row.createdAt, locale) })}</span>
            </>
          }
          facts={
            <>
              <strong className={styles.itemAmount}>{formatFen(row.amountFen, locale)}</strong>
              <span>{row.title}</span>
              <span className={`${styles.meta} ${styles.mono}`}>{row.taxNumber}</span>
              {row.email ? <span className={styles.meta}>{row.email}</span> : null}
              <InvoiceStatusBadge status={row.status} />
              {row.issuedAt ? <span className={styles.meta}>{t('finance.invoices.issuedOn', { date: formatDateTime(row.issuedAt, locale) })}</span> : null}
            </>
          }
          actions={
            row.status === 'pending' ? (
              <Button
                size="small"
                type="primary"
                icon={<FileDoneOutlined />}
                onClick={() => {
                  setIssued(true);
                  setIssuing(row);
                }}
                aria-label={t('opsFinance.issueOf', { name: row.enterpriseName, amount: formatFen(row.amountFen, locale) })}
                data-testid={`issue-${row.invoiceId}`}
              >
                {t('opsFinance.issue')}
              </Button>
            ) : row.fileUrl ? (
              <FileLink url={row.fileUrl} testId={`invoice-file-${row.invoiceId}`}>
                {t('finance.invoices.download')}
              </FileLink>
            ) : null
          }
        />
      )}
    >
      {issued ? (
        <Suspense fallback={null}>
          <IssueModal
            target={issuing}
            onClose={() => setIssuing(null)}
            onDone={() => {
              setIssuing(null);
              void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
            }}
          />
        </Suspense>
      ) : null}
    </FinanceQueue>
  );
}
