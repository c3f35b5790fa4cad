import { useState, type FormEvent } from 'react';
import { Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { errorField } from '@/components/form/serverErrors';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { ApiError, RequestError } from '@/utils/request';
import { decide, type Decision } from './service';
import formStyles from '@/components/form/form.module.css';
import styles from './detail.module.css';
import * as ErrorCode from '@/services/errorCodes';

/** A reason the candidate may read: at most 500 characters (the server's `Reason`). */
const REASON_MAX = 500;

/**
 * The decision on a report, with its required reason (loaded on demand; plain controls rather than
 * antd's Form keep the report page light). A decline says what the candidate is then told and may do.
 */
export default function DecideModal({
  orderId,
  decision,
  name,
  version,
  onClose,
  onDone,
}: {
  orderId: string;
  decision: Decision;
  /** The candidate's masked name. */
  name: string;
  version: number;
  onClose: () => void;
  /** After a decision, or a refusal that means the page is out of date: the page reloads. */
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: () => decide(orderId, decision, reason.trim()),
    onSuccess: () => {
      toastSuccess(t(decision === 'proceed' ? 'report.decide.done.proceed' : 'report.decide.done.decline'));
      onDone();
    },
    onError: (e) => {
      if (e instanceof RequestError && e.kind === 'session') return;
      if (e instanceof ApiError && (e.code === ErrorCode.ReportDecided || e.code === ErrorCode.ReportDisputed)) {
        // Decided by a colleague, or disputed, meanwhile: the page shows where things stand.
        toastError(e.message);
        onDone();
        return;
      }
      if (errorField(e, ['reason'])) setServerError(e.message);
      else toastError(e instanceof Error ? e.message : String(e));
    },
  });
  const decline = decision === 'decline';
  const error = tried && !reason.trim() ? t('report.decide.reasonRequired') : serverError;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (reason.trim() && !record.isPending) record.mutate();
  };

  return (
    <Modal
      open
      title={t(decline ? 'report.decide.declineTitle' : 'report.decide.proceedTitle', { name })}
      okText={t('report.decide.confirm')}
      okButtonProps={{ danger: decline, ...({ 'data-testid': 'decide-confirm' } as Record<string, string>) }}
      cancelText={t('common.cancel')}
      confirmLoading={record.isPending}
      onOk={() => submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.modalText} data-testid="decide-text">
        {decline ? t('report.decide.declineText') : t('report.decide.proceedText', { version })}
      </p>
      <form id="decideReport" noValidate onSubmit={submit}>
        <label htmlFor="decideReport_reason" className={formStyles.label}>
          {t('report.decide.reason')}
        </label>
        <textarea
          id="decideReport_reason"
          className={error ? `${styles.textarea} ${styles.textareaInvalid}` : styles.textarea}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          aria-required
          aria-invalid={!!error || undefined}
          aria-describedby={error ? 'decideReport_reason_error decideReport_reason_hint' : 'decideReport_reason_hint'}
          onChange={(e) => {
            setServerError(null);
            setReason(e.target.value);
          }}
          data-testid="decide-reason"
        />
        <div id="decideReport_reason_hint" className={styles.meta}>
          {t('report.decide.reasonHint')} ({reason.length} / {REASON_MAX})
        </div>
        {error ? (
          <div id="decideReport_reason_error" className={styles.fieldError} role="alert">
            {error}
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
