// Registers the finance texts before anything of the queue renders.
import '@/pages/ops/financeMessages';
import { useState } from 'react';
import { Alert, Button, Empty, Form, Modal, Radio } from 'antd';
import { FileDoneOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import FileUpload, { type HeldFile } from '@/components/FileUpload';
import { uploadHint } from '@/components/FileUpload/service';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n, type MessageKey } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { placeFinanceError } from '@/pages/finance/errors';
import { Fact, FileLink, InvoiceStatusBadge } from '@/pages/finance/parts';
import { financeErrorMessage } from '@/pages/finance/service';
import { INVOICE_STATUSES, issueInvoice, opsInvoicesQuery, type InvoiceStatus, type OpsInvoice } from './service';
import styles from '@/pages/finance/index.module.css';
import LoadMore from '@/components/LoadMore';
import * as ErrorCode from '@/services/errorCodes';

const QUEUE_KEY = ['finance/ops/invoices'];

/** The invoice file inside an antd Form.Item (which hands it id, value and onChange). */
function InvoiceFileField({
  id,
  value,
  onChange,
  onError,
}: {
  id?: string;
  value?: HeldFile | null;
  onChange?: (file: HeldFile) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useI18n();
  return (
    <FileUpload
      id={id ?? 'issueInvoice_file'}
      purpose="invoice"
      value={value ?? null}
      onChange={(file) => onChange?.(file)}
      onError={onError}
      alt={t('opsFinance.invoiceFileAlt')}
      label={t('opsFinance.invoiceFile')}
    />
  );
}

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
        <Form.Item
          name="file"
          label={t('opsFinance.invoiceFile')}
          extra={uploadHint(t, 'invoice')}
          rules={[{ required: true, message: t('opsFinance.invoiceFileRequired') }]}
        >
          <InvoiceFileField onError={(message) => form.setFields([{ name: 'file', errors: message ? [message] : [] }])} />
        </Form.Item>
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
  const rows = list.data?.pages.flatMap((p) => p.list ?? []) ?? [];

  let content;
  if (list.isPending) {
    content = <PageLoading />;
  } else if (list.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('opsFinance.loadFailed')}
        action={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
      />
    );
  } else if (!rows.length) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(status === 'pending' ? 'opsFinance.invoicesEmptyPending' : 'opsFinance.empty')} />;
  } else {
    content = (
      <>
        <ul className={styles.list} data-testid="ops-invoices" aria-busy={(list.isFetching && !list.isFetchingNextPage) || undefined}>
          {rows.map((row) => (
            <li key={row.invoiceId} className={styles.item} data-testid={`ops-invoice-${row.invoiceId}`}>
              <div className={styles.itemMain}>
                <strong className={styles.itemTitle}>{row.enterpriseName || row.enterpriseId}</strong>
                <span className={styles.meta}>{t('opsFinance.submittedOn', { date: formatDateTime(row.createdAt, locale) })}</span>
              </div>
              <div className={styles.itemFacts}>
                <strong className={styles.itemAmount}>{formatFen(row.amountFen, locale)}</strong>
                <span>{row.title}</span>
                <span className={`${styles.meta} ${styles.mono}`}>{row.taxNumber}</span>
                {row.email ? <span className={styles.meta}>{row.email}</span> : null}
                <InvoiceStatusBadge status={row.status} />
                {row.issuedAt ? <span className={styles.meta}>{t('finance.invoices.issuedOn', { date: formatDateTime(row.issuedAt, locale) })}</span> : null}
              </div>
              <div className={styles.itemActions}>
                {row.status === 'pending' ? (
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
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <LoadMore query={list} testId="ops-more" />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('screen.opsInvoices')} />
      <Panel>
        <div className={styles.tab}>
          <div className={styles.filters}>
            <Radio.Group
              value={status}
              onChange={(e) => setStatus(e.target.value as InvoiceStatus)}
              optionType="button"
              buttonStyle="solid"
              aria-label={t('opsFinance.invoiceFilter')}
              options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`finance.invoiceStatus.${s}` as MessageKey) }))}
            />
          </div>
          {content}
        </div>
      </Panel>
      <IssueModal
        target={issuing}
        onClose={() => setIssuing(null)}
        onDone={() => {
          setIssuing(null);
          void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
        }}
      />
    </>
  );
}
