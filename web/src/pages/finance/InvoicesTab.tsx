import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import QueryList, { pageRows } from '@/components/QueryList';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { formatFen, parseYuan } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { placeFinanceError } from './errors';
import { FileLink, FinanceRow, InvoiceStatusBadge, YuanInput } from './parts';
import { normalizeYuan, yuanRules } from './rules';
import {
  applyInvoice,
  fenToYuanText,
  INVOICE_TITLE_MAX,
  invoicesQuery,
  TAX_NUMBER,
  type FinanceAccount,
  type Invoice,
  type InvoiceRequest,
} from './service';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

interface InvoiceValues {
  title: string;
  taxNumber: string;
  amount: string;
  email: string;
}

const FIELDS = ['title', 'taxNumber', 'amount', 'email'];

/** Capital letters and digits only, as tax numbers are printed (spaces and dashes dropped). */
const normalizeTaxNumber = (v: string | undefined) => (v ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');

/** The request of an invoice over charges not yet invoiced. */
function ApplyModal({ open, account, onClose }: { open: boolean; account: FinanceAccount; onClose: () => void }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InvoiceValues>();
  const apply = useMutation({
    mutationFn: applyInvoice,
    onSuccess: (_reply, body) => {
      toastSuccess(t('finance.invoice.applied', { amount: formatFen(body.amountFen, locale) }));
      void queryClient.invalidateQueries({ queryKey: ['finance/invoice/list'] });
      void queryClient.invalidateQueries({ queryKey: ['finance/account'] });
      onClose();
    },
    onError: (e) => {
      // What can be invoiced changed meanwhile: show the amount now in force.
      if (e instanceof ApiError && e.code === ErrorCode.InvoiceAmountExceeded) void queryClient.invalidateQueries({ queryKey: ['finance/account'] });
      const message = placeFinanceError(form, e, FIELDS, t, locale);
      if (message) toastError(message);
    },
  });

  const submit = (v: InvoiceValues) => {
    const amountFen = parseYuan(v.amount);
    if (amountFen === null) return;
    const body: InvoiceRequest = { title: v.title.trim(), taxNumber: v.taxNumber, amountFen };
    const email = v.email.trim();
    if (email) body.email = email;
    apply.mutate(body);
  };

  return (
    <Modal
      open={open}
      title={t('finance.invoice.title')}
      okText={t('finance.invoice.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <p className={styles.hint}>{t('finance.invoice.lead', { amount: formatFen(account.invoiceableFen, locale) })}</p>
      <Form<InvoiceValues>
        form={form}
        name="invoice"
        layout="vertical"
        initialValues={{ title: '', taxNumber: '', amount: fenToYuanText(account.invoiceableFen), email: '' }}
        onFinish={submit}
        requiredMark
      >
        <Form.Item
          name="title"
          label={t('finance.invoice.titleLabel')}
          extra={t('finance.invoice.titleHint')}
          rules={[
            { required: true, whitespace: true, message: t('finance.invoice.titleRequired') },
            { max: INVOICE_TITLE_MAX, message: t('enterprise.tooLong', { max: INVOICE_TITLE_MAX }) },
          ]}
        >
          <Input autoComplete="organization" maxLength={INVOICE_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="taxNumber"
          label={t('finance.invoice.taxNumber')}
          extra={t('finance.invoice.taxNumberHint')}
          normalize={normalizeTaxNumber}
          rules={[
            { required: true, message: t('finance.invoice.taxNumberRequired') },
            { pattern: TAX_NUMBER, message: t('finance.invoice.taxNumberInvalid') },
          ]}
        >
          <Input autoComplete="off" maxLength={20} spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('finance.invoice.amount')}
          extra={t('finance.invoice.amountHint', { amount: formatFen(account.invoiceableFen, locale) })}
          normalize={normalizeYuan}
          rules={yuanRules(t, locale, 1, account.invoiceableFen, {
            required: 'finance.invoice.amountRequired',
            min: 'finance.invoice.amountMin',
            max: 'finance.invoice.amountMax',
          })}
        >
          <YuanInput />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('finance.invoice.email')}
          extra={t('finance.invoice.emailHint')}
          rules={[{ type: 'email', message: t('finance.invoice.emailInvalid') }]}
        >
          <Input type="email" inputMode="email" autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function InvoiceItem({ row }: { row: Invoice }) {
  const { t, locale } = useI18n();
  return (
    <FinanceRow
      testId={`invoice-${row.invoiceId}`}
      main={
        <>
          <strong className={styles.itemTitle}>{row.title}</strong>
          <span className={`${styles.meta} ${styles.mono}`}>{row.taxNumber}</span>
        </>
      }
      facts={
        <>
          <strong className={styles.itemAmount}>{formatFen(row.amountFen, locale)}</strong>
          <InvoiceStatusBadge status={row.status} testId={`invoice-status-${row.invoiceId}`} />
          <span className={styles.meta}>
            {row.issuedAt
              ? t('finance.invoices.issuedOn', { date: formatDateTime(row.issuedAt, locale) })
              : t('finance.invoices.requestedOn', { date: formatDateTime(row.createdAt, locale) })}
          </span>
          {row.email ? <span className={styles.meta}>{t('finance.invoices.sentTo', { email: row.email })}</span> : null}
        </>
      }
      actions={
        row.status === 'issued' && row.fileUrl ? (
          <FileLink url={row.fileUrl} testId={`invoice-file-${row.invoiceId}`}>
            {t('finance.invoices.download')}
          </FileLink>
        ) : null
      }
    />
  );
}

/** The invoices: what can be invoiced, a request (owners and administrators), and the requests made. */
export default function InvoicesTab({
  enterpriseId,
  account,
  canWrite,
}: {
  enterpriseId: string | undefined;
  account: FinanceAccount | undefined;
  canWrite: boolean;
}) {
  const { t, locale } = useI18n();
  const [opening, setOpening] = useState(0);
  const [applying, setApplying] = useState(false);
  const list = useInfiniteQuery(invoicesQuery(enterpriseId));
  const invoiceable = account?.invoiceableFen ?? 0;

  return (
    <div className={styles.tab}>
      <QueryList
        query={list}
        rows={pageRows(list.data)}
        renderRow={(row) => <InvoiceItem key={row.invoiceId} row={row} />}
        testId="invoices"
        moreTestId="invoices-more"
        errorTitle={t('finance.invoices.loadFailed')}
        empty={{ description: t('finance.invoices.empty') }}
        filtersClassName={styles.filters}
        filters={
          <>
            <p className={styles.hint} data-testid="invoiceable-note">
              {invoiceable > 0 ? t('finance.invoices.invoiceable', { amount: formatFen(invoiceable, locale) }) : t('finance.invoices.nothing')}
            </p>
            {canWrite && account ? (
              <Button
                type="primary"
                icon={<FileAddOutlined />}
                disabled={invoiceable <= 0}
                onClick={() => {
                  setOpening((n) => n + 1);
                  setApplying(true);
                }}
                data-testid="apply-invoice"
              >
                {t('finance.invoice.open')}
              </Button>
            ) : null}
          </>
        }
      />
      {canWrite && account ? <ApplyModal key={opening} open={applying} account={account} onClose={() => setApplying(false)} /> : null}
    </div>
  );
}
