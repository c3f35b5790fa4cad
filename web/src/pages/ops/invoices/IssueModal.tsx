import { Form, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { HeldFile } from '@/components/FileUpload';
import FormFileUpload from '@/components/FileUpload/FormFileUpload';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatFen } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { placeFinanceError } from '@/pages/finance/errors';
import { Fact } from '@/pages/finance/parts';
import { financeErrorMessage } from '@/pages/finance/service';
import { issueInvoice, type OpsInvoice } from './service';
import styles from '@/pages/finance/index.module.css';
import * as ErrorCode from '@/services/errorCodes';

/** Issuing: the invoice's details to copy from, its file uploaded, then `ops/issueInvoice`. */
export default function IssueModal({ target, onClose, onDone }: { target: OpsInvoice | null; onClose: () => void; onDone: () => void }) {
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
