import { useState } from 'react';
import { Button, Form, Modal } from 'antd';
import { FileDoneOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldFile } from '@/components/FileUpload';
import FormFileUpload from '@/components/FileUpload/FormFileUpload';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { placeFinanceError } from '@/pages/finance/errors';
import { Fact, FileLink, FinanceRow, InvoiceStatusBadge } from '@/pages/finance/parts';
import FinanceQueue from '@/pages/ops/FinanceQueue';
import { financeErrorMessage } from '@/pages/finance/service';
import { INVOICE_STATUSES, issueInvoice, opsInvoicesQuery, type InvoiceStatus, type OpsInvoice } from './service';
import styles from '@/pages/finance/index.module.css';
import * as ErrorCode from '@/services/errorCodes';

const QUEUE_KEY = ['finance/ops/invoices'];

/** Issuing: the invoice's details to copy from, its file uploaded, then `ops/issueInvoice`. */
function IssueModal({ target, onClose, onDone }: { target: OpsInvoice | null; onClose: () => void; onDone: () => void }) {
  const { t, locale } = useI18n();
  const [form] = Form.useForm<{ file: HeldFile | null }>();
  const issue = useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => {
      if (target) toastSuccess(t('opsFinance.issued', { name: target.enterpriseName }));
      form.resetFields();
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && (e.code === ErrorCode.InvoiceIssued || e.code === ErrorCode.NotFound)) {
        // Issued by someone else meanwhile: the queue is asked again.
        toastError(financeErrorMessage(e, t, locale));
        form.resetFields();
        onDone();
        return;
      }
      const message = placeFinanceError(form, e, ['file'], t, locale, 'file');
      if (message) toastError(message);
    },
  });
  return (
    <Modal
      open={!!target}
      title={t('opsFinance.issueTitle', { name: target?.enterpriseName ?? '' })}
      okText={t('opsFinance.issue')}
      cancelText={t('common.cancel')}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {target ? (
        <dl className={styles.facts} data-testid="issue-details">
          <Fact label={t('finance.invoice.titleLabel')}>{target.title}</Fact>
          <Fact label={t('finance.invoice.taxNumber')}>
            <span className={styles.mono}>{target.taxNumber}</span>
          </Fact>
          <Fact label={t('finance.invoice.amount')}>{formatFen(target.amountFen, locale)}</Fact>
          {target.email ? <Fact label={t('finance.invoice.email')}>{target.email}</Fact> : null}
        </dl>
      ) : null}
      <Form
        form={form}
        name="issueInvoice"
        layout="vertical"
        initialValues={{ file: null }}
        onFinish={({ file }) => target && file?.key && issue.mutate({ invoiceId: target.invoiceId, fileKey: file.key })}
      >
        <FormFileUpload
          name="file"
          formName="issueInvoice"
          purpose="invoice"
          label={t('opsFinance.invoiceFile')}
          alt={t('opsFinance.invoiceFileAlt')}
          requiredMessage={t('opsFinance.invoiceFileRequired')}
        />
      </Form>
    </Modal>
  );
}

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
                onClick={() => setIssuing(row)}
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
      <IssueModal
        target={issuing}
        onClose={() => setIssuing(null)}
        onDone={() => {
          setIssuing(null);
          void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
        }}
      />
    </FinanceQueue>
  );
}
