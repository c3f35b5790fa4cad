import { useState } from 'react';
import { Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { ApiError, RequestError } from '@/utils/request';
import { CORRECTION_MAX, CORRECTION_MIN, isMeSessionError, ME_CODES, requestCorrection, requestErasure, withdraw, type CheckDetail } from './service';
import Sheet from './Sheet';
import styles from './index.module.css';

type Asking = 'withdraw' | 'erase' | 'correction' | null;

/** A failure the page shows itself: not a 5001 (which signs out) nor a call the user left. */
const shown = (e: unknown) => !isMeSessionError(e) && !(e instanceof RequestError && e.kind === 'aborted');

/** The correction request: 5–500 characters in the candidate's words, with a counter. */
function CorrectionModal({ orderId, open, onClose, onSent }: { orderId: string; open: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => requestCorrection(orderId, text.trim()),
    onSuccess: () => {
      setText('');
      setTried(false);
      toastSuccess(t('me.correctionSent'));
      onSent();
    },
    onError: (e) => {
      if (shown(e)) setServerError(e.message);
    },
  });
  const length = text.trim().length;
  const short = tried && length < CORRECTION_MIN ? t('me.correctionShort', { min: CORRECTION_MIN }) : null;
  const error = short ?? serverError;
  const submit = () => {
    setTried(true);
    setServerError(null);
    if (length >= CORRECTION_MIN && length <= CORRECTION_MAX) send.mutate();
  };
  return (
    <Sheet
      open={open}
      title={t('me.correctionTitle')}
      okText={t('me.correctionSend')}
      cancelText={t('me.cancel')}
      onOk={submit}
      onCancel={onClose}
      loading={send.isPending}
      testId="me-correction-dialog"
    >
      <p>{t('me.correctionLead')}</p>
      <label htmlFor="me-correction-text" className={styles.label}>
        {t('me.correctionLabel')}
      </label>
      <textarea
        id="me-correction-text"
        className={error ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
        maxLength={CORRECTION_MAX}
        value={text}
        placeholder={t('me.correctionPlaceholder')}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? 'me-correction-error me-correction-count' : 'me-correction-count'}
        onChange={(e) => {
          setServerError(null);
          setText(e.target.value);
        }}
        data-testid="me-correction-text"
      />
      <div id="me-correction-count" className={styles.count} aria-live="polite" data-testid="me-correction-count">
        {t('me.correctionCount', { count: text.length, max: CORRECTION_MAX })}
      </div>
      {error ? (
        <div id="me-correction-error" className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </Sheet>
  );
}

/**
 * What the candidate may do about one check: withdraw a consent while the check has not ended,
 * ask for a correction, ask for their data to be deleted once it ended. Each asks first.
 */
export default function Actions({ check, onChanged }: { check: CheckDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const failed = (e: unknown) => {
    close();
    if (shown(e)) toastError(e instanceof Error ? e.message : String(e));
    // 5003/5004: the check moved on meanwhile; show it as it is now.
    if (e instanceof ApiError && (e.code === ME_CODES.notWithdrawable || e.code === ME_CODES.notErasable)) onChanged();
  };
  const stop = useMutation({
    mutationFn: () => withdraw(check.orderId),
    onSuccess: () => {
      close();
      toastSuccess(t('me.withdrawn'));
      onChanged();
    },
    onError: failed,
  });
  const erase = useMutation({
    mutationFn: () => requestErasure(check.orderId),
    onSuccess: () => {
      close();
      toastSuccess(t('me.erasureSent'));
      onChanged();
    },
    onError: failed,
  });
  const openCorrection = check.disputes.some((d) => d.kind === 'correction' && d.status === 'open');
  const canErase = check.canErase && !check.erasureRequested;

  return (
    <section className={styles.card} aria-labelledby="me-actions-heading" data-testid="me-actions">
      <h2 id="me-actions-heading">{t('me.actions')}</h2>
      {check.erasureRequested ? (
        <p className={styles.lead} data-testid="me-erasure-due">
          {t('me.erasureDue', { date: formatDateTime(check.eraseDueAt, locale) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {check.canWithdraw ? (
          <Button danger size="large" block onClick={() => setAsking('withdraw')} data-testid="me-withdraw">
            {t('me.withdraw')}
          </Button>
        ) : null}
        {openCorrection ? null : (
          <Button size="large" block onClick={() => setAsking('correction')} data-testid="me-correction">
            {t('me.correction')}
          </Button>
        )}
        {canErase ? (
          <Button danger size="large" block onClick={() => setAsking('erase')} data-testid="me-erase">
            {t('me.erase')}
          </Button>
        ) : null}
      </div>
      <Sheet
        open={asking === 'withdraw'}
        title={t('me.withdrawTitle')}
        okText={t('me.withdrawOk')}
        cancelText={t('me.cancel')}
        danger
        loading={stop.isPending}
        onOk={() => stop.mutate()}
        onCancel={close}
        testId="me-withdraw-dialog"
      >
        <p>{t('me.withdrawText', { enterprise: check.enterpriseName })}</p>
      </Sheet>
      <Sheet
        open={asking === 'erase'}
        title={t('me.eraseTitle')}
        okText={t('me.eraseOk')}
        cancelText={t('me.cancel')}
        danger
        loading={erase.isPending}
        onOk={() => erase.mutate()}
        onCancel={close}
        testId="me-erase-dialog"
      >
        <p>{t('me.eraseText')}</p>
      </Sheet>
      <CorrectionModal
        orderId={check.orderId}
        open={asking === 'correction'}
        onClose={close}
        onSent={() => {
          close();
          onChanged();
        }}
      />
    </section>
  );
}
