import { useRef, useState } from 'react';
import { Alert, Button, Form, Modal, Radio } from 'antd';
import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldFile } from '@/components/FileUpload';
import FormFileUpload from '@/components/FileUpload/FormFileUpload';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { formatFen, parseYuan } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { handledElsewhere, placeFinanceError } from './errors';
import { Fact, YuanInput } from './parts';
import { normalizeYuan, yuanRules } from './rules';
import {
  FINANCE_KEYS,
  financeErrorMessage,
  newIdempotencyKey,
  PLATFORM_BANK_ACCOUNT,
  recharge,
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  type FinanceAccount,
  type RechargeMethod,
  type RechargeStatus,
} from './service';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

interface RechargeValues {
  amount: string;
  method: RechargeMethod;
  voucher: HeldFile | null;
}

/** What the user confirms: the form's values, checked. */
interface Reviewed {
  amountFen: number;
  method: RechargeMethod;
  voucher: HeldFile | null;
}

type Step = 'form' | 'confirm' | 'result';

const FIELDS = ['amount', 'method', 'voucher'];

/** Where a bank transfer goes: the platform's account, as static text. */
function BankDetails({ enterpriseName }: { enterpriseName: string }) {
  const { t } = useI18n();
  return (
    <section className={styles.bank} aria-labelledby="recharge-bank-title" data-testid="bank-details">
      <h3 id="recharge-bank-title" className={styles.subTitle}>
        {t('finance.bank.title')}
      </h3>
      <dl className={styles.facts}>
        <Fact label={t('finance.bank.accountName')}>{t('finance.bank.accountNameValue')}</Fact>
        <Fact label={t('finance.bank.bank')}>{t('finance.bank.bankValue')}</Fact>
        <Fact label={t('finance.bank.accountNumber')}>
          <span className={styles.mono}>{PLATFORM_BANK_ACCOUNT}</span>
        </Fact>
        <Fact label={t('finance.bank.remark')}>{t('finance.bank.remarkValue', { name: enterpriseName })}</Fact>
      </dl>
      <p className={styles.hint}>{t('finance.bank.after')}</p>
    </section>
  );
}

/**
 * A recharge, in three steps: the form (amount in yuan, method, the transfer's voucher), a
 * confirmation showing the amount, then the result (waiting for the platform's confirmation, or
 * credited). The form's idempotency key is made once, when it opens (the parent mounts this
 * anew for each opening): a double click, a resend after a lost reply or a busy server all
 * carry it, and the server answers them with the first result — never a second recharge.
 *
 * Opening and closing: the parent mounts the dialog already open, so its form is rendered with
 * its buttons in the first commit (nothing to pre-render: no `forceRender`). Closing removes its
 * content (`destroyOnHidden`), and the next opening is a new instance (the parent's `key`): the
 * amount, the voucher, the step and the key all start afresh.
 */
export default function RechargeModal({
  open,
  account,
  enterpriseName,
  onClose,
  onShowRecharges,
  onBack,
}: {
  open: boolean;
  account: FinanceAccount | undefined;
  enterpriseName: string;
  onClose: () => void;
  onShowRecharges: () => void;
  /** Opened from a form (`?back=`): once the money is in, it returns there at once. */
  onBack?: () => void;
}) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RechargeValues>();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<Step>('form');
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const [problem, setProblem] = useState<{ message: string; tone: 'error' | 'warning' } | null>(null);
  const [result, setResult] = useState<{ status: RechargeStatus; amountFen: number } | null>(null);
  const sandbox = !!account?.sandboxPayments;

  // Set at the first click, before React re-renders: a second click of the same moment sends nothing.
  const sending = useRef(false);

  const refresh = () => FINANCE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));

  const submit = useMutation({
    mutationFn: recharge,
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (reply, body) => {
      setProblem(null);
      refresh();
      if (onBack && reply.status === 'settled') {
        // Opened from the order form: the money is in, so straight back to it.
        toastSuccess(t('finance.recharge.settledBack', { amount: formatFen(body.amountFen, locale) }));
        onBack();
        return;
      }
      setResult({ status: reply.status, amountFen: body.amountFen });
      setStep('result');
    },
    onError: (e) => {
      if (handledElsewhere(e)) return;
      if (!(e instanceof ApiError)) {
        // The reply was lost: the recharge may or may not be recorded. Sending the same form
        // again is safe — it carries the same key.
        setProblem({ message: t('finance.recharge.uncertain'), tone: 'warning' });
        return;
      }
      if (e.code === ErrorCode.RateLimited) {
        setProblem({ message: t('finance.error.busy'), tone: 'warning' });
        return;
      }
      if (e.code === ErrorCode.IdempotencyKeyReused) {
        // An earlier sending of this form was recorded with other details: the user checks the
        // list first; a further confirmation is a new recharge.
        setIdempotencyKey(newIdempotencyKey());
        setProblem({ message: t('finance.error.keyReused'), tone: 'error' });
        refresh();
        return;
      }
      if (e.code === ErrorCode.SandboxPaymentsDisabled) void queryClient.invalidateQueries({ queryKey: ['finance/account'] });
      const message = placeFinanceError(form, e, FIELDS, t, locale, 'voucher');
      if (message === null) {
        // It went under its field: back to the form.
        setProblem(null);
        setStep('form');
        return;
      }
      setProblem({ message: financeErrorMessage(e, t, locale), tone: 'error' });
    },
  });

  const review = (v: RechargeValues) => {
    const amountFen = parseYuan(v.amount);
    if (amountFen === null) return;
    setReviewed({ amountFen, method: v.method, voucher: v.method === 'transfer' ? v.voucher : null });
    setProblem(null);
    setStep('confirm');
  };

  const confirm = () => {
    if (!reviewed || sending.current) return;
    sending.current = true;
    submit.mutate({
      amountFen: reviewed.amountFen,
      method: reviewed.method,
      ...(reviewed.method === 'transfer' && reviewed.voucher?.key ? { voucherFileKey: reviewed.voucher.key } : {}),
      idempotencyKey,
    });
  };

  const close = () => {
    if (submit.isPending) return;
    // After a lost reply the recharge may exist: the figures and the list show it.
    if (problem) refresh();
    onClose();
  };

  const amountText = reviewed ? formatFen(reviewed.amountFen, locale) : '';
  let footer;
  if (step === 'form') {
    footer = [
      <Button key="cancel" onClick={close}>
        {t('common.cancel')}
      </Button>,
      <Button key="next" type="primary" onClick={() => form.submit()} data-testid="recharge-next">
        {t('finance.recharge.next')}
      </Button>,
    ];
  } else if (step === 'confirm') {
    footer = [
      <Button key="back" onClick={() => setStep('form')} disabled={submit.isPending}>
        {t('finance.recharge.back')}
      </Button>,
      <Button key="confirm" type="primary" loading={submit.isPending} onClick={confirm} data-testid="recharge-confirm">
        {t('finance.recharge.confirm', { amount: amountText })}
      </Button>,
    ];
  } else {
    footer = [
      result?.status === 'pending_review' ? (
        <Button
          key="list"
          onClick={() => {
            onShowRecharges();
            onClose();
          }}
        >
          {t('finance.recharge.showList')}
        </Button>
      ) : null,
      <Button key="done" type="primary" onClick={onClose} data-testid="recharge-done">
        {t('finance.recharge.done')}
      </Button>,
    ];
  }

  return (
    <Modal
      open={open}
      title={t('finance.recharge.title')}
      onCancel={close}
      closable={!submit.isPending}
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
    >
      <div hidden={step !== 'form'}>
        <Form<RechargeValues>
          form={form}
          name="recharge"
          layout="vertical"
          initialValues={{ amount: '', method: 'transfer', voucher: null }}
          onFinish={review}
          requiredMark
        >
          <Form.Item
            name="amount"
            label={t('finance.recharge.amount')}
            extra={t('finance.recharge.amountHint', { min: formatFen(RECHARGE_MIN_FEN, locale), max: formatFen(RECHARGE_MAX_FEN, locale) })}
            normalize={normalizeYuan}
            rules={yuanRules(t, locale, RECHARGE_MIN_FEN, RECHARGE_MAX_FEN, {
              required: 'finance.recharge.amountRequired',
              min: 'finance.recharge.amountMin',
              max: 'finance.recharge.amountMax',
            })}
          >
            <YuanInput placeholder="5000" />
          </Form.Item>
          <Form.Item name="method" label={t('finance.recharge.method')} rules={[{ required: true }]}>
            <Radio.Group
              className={styles.methods}
              options={[
                {
                  value: 'transfer',
                  label: (
                    <span>
                      <strong>{t('finance.method.transfer')}</strong>
                      <span className={styles.hint}>{t('finance.recharge.transferText')}</span>
                    </span>
                  ),
                },
                ...(sandbox
                  ? [
                      {
                        value: 'sandbox',
                        label: (
                          <span>
                            <strong>{t('finance.method.sandbox')}</strong>
                            <span className={styles.sandboxTag}>{t('finance.recharge.sandboxTag')}</span>
                          </span>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.method !== b.method}>
            {({ getFieldValue }) =>
              getFieldValue('method') === 'sandbox' ? (
                <Alert type="warning" showIcon title={t('finance.recharge.sandboxTag')} description={t('finance.recharge.sandboxText')} data-testid="sandbox-warning" />
              ) : (
                <>
                  <BankDetails enterpriseName={enterpriseName} />
                  <FormFileUpload
                    name="voucher"
                    formName="recharge"
                    purpose="voucher"
                    label={t('finance.recharge.voucher')}
                    alt={t('finance.recharge.voucherAlt')}
                    hint={t('finance.recharge.voucherHint')}
                    requiredMessage={t('finance.recharge.voucherRequired')}
                  />
                </>
              )
            }
          </Form.Item>
        </Form>
      </div>

      {step === 'confirm' && reviewed ? (
        <div className={styles.confirm} data-testid="recharge-review">
          <p className={styles.hint}>{t('finance.recharge.confirmLead')}</p>
          <p className={styles.confirmAmount} data-testid="recharge-amount">
            {amountText}
          </p>
          <dl className={styles.facts}>
            <Fact label={t('finance.recharge.method')}>{t(reviewed.method === 'sandbox' ? 'finance.method.sandbox' : 'finance.method.transfer')}</Fact>
            {reviewed.voucher ? <Fact label={t('finance.recharge.voucher')}>{reviewed.voucher.name || t('finance.recharge.voucherAttached')}</Fact> : null}
          </dl>
          {reviewed.method === 'sandbox' ? (
            <Alert type="warning" showIcon title={t('finance.recharge.sandboxTag')} description={t('finance.recharge.sandboxText')} />
          ) : (
            <p className={styles.hint}>{t('finance.recharge.transferNext')}</p>
          )}
          {problem ? (
            <Alert type={problem.tone} showIcon role="alert" title={problem.message} data-testid="recharge-problem" />
          ) : null}
        </div>
      ) : null}

      {step === 'result' && result ? (
        <div className={`${styles.result} ${styles[`result_${result.status}`]}`} role="status" data-testid="recharge-result">
          {result.status === 'settled' ? (
            <CheckCircleFilled className={styles.resultIcon} aria-hidden />
          ) : result.status === 'rejected' ? (
            <CloseCircleFilled className={styles.resultIcon} aria-hidden />
          ) : (
            <ClockCircleFilled className={styles.resultIcon} aria-hidden />
          )}
          <p className={styles.resultTitle}>
            {t(`finance.recharge.result.${result.status === 'pending_review' ? 'pending' : result.status}`, { amount: formatFen(result.amountFen, locale) })}
          </p>
          <p className={styles.hint}>{t(`finance.recharge.resultText.${result.status === 'pending_review' ? 'pending' : result.status}`)}</p>
        </div>
      ) : null}
    </Modal>
  );
}
