import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { EditOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatFen, parseYuan } from '@/utils/money';
import { placeFinanceError } from './errors';
import { Fact, YuanInput } from './parts';
import { normalizeYuan, yuanRules } from './rules';
import { accountQuery, fenToYuanText, setLowBalance, THRESHOLD_MAX_FEN, type FinanceAccount } from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

/** The low-balance threshold: below it the screens warn; 0 turns the warning off. */
function ThresholdModal({
  open,
  account,
  enterpriseId,
  onClose,
}: {
  open: boolean;
  account: FinanceAccount;
  enterpriseId: string | undefined;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ threshold: string }>();
  const save = useMutation({
    mutationFn: setLowBalance,
    onSuccess: (updated) => {
      queryClient.setQueryData(accountQuery(enterpriseId).queryKey, updated);
      toastSuccess(updated.lowBalanceThresholdFen > 0 ? t('finance.threshold.saved', { amount: formatFen(updated.lowBalanceThresholdFen, locale) }) : t('finance.threshold.savedOff'));
      onClose();
    },
    onError: (e) => {
      const message = placeFinanceError(form, e, ['threshold'], t, locale);
      if (message) toastError(message);
    },
  });
  return (
    <Modal
      open={open}
      title={t('finance.threshold.title')}
      okText={t('finance.threshold.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <p className={styles.hint}>{t('finance.threshold.lead')}</p>
      <Form
        form={form}
        name="threshold"
        layout="vertical"
        initialValues={{ threshold: fenToYuanText(account.lowBalanceThresholdFen) }}
        onFinish={({ threshold }) => {
          const fen = parseYuan(threshold);
          if (fen !== null) save.mutate(fen);
        }}
      >
        <Form.Item
          name="threshold"
          label={t('finance.threshold.label')}
          extra={t('finance.threshold.hint', { max: formatFen(THRESHOLD_MAX_FEN, locale) })}
          normalize={normalizeYuan}
          rules={yuanRules(t, locale, 0, THRESHOLD_MAX_FEN, {
            required: 'finance.threshold.required',
            min: 'finance.threshold.max',
            max: 'finance.threshold.max',
          })}
        >
          <YuanInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The account at a glance: the balance, large; a warning when it is below the threshold; the
 * threshold (changed by owners and administrators), transfers waiting for confirmation and what
 * can be invoiced.
 */
export default function AccountPanel({
  account,
  enterpriseId,
  canWrite,
  onRecharge,
  onShowRecharges,
}: {
  account: FinanceAccount;
  enterpriseId: string | undefined;
  canWrite: boolean;
  onRecharge: () => void;
  onShowRecharges: () => void;
}) {
  const { t, locale } = useI18n();
  const [editing, setEditing] = useState(false);
  // A fresh form for each opening, filled with the threshold now in force.
  const [opening, setOpening] = useState(0);
  return (
    <Panel title={t('finance.account.title')} testId="finance-account">
      <div className={styles.account}>
        {account.lowBalance ? (
          <Alert
            type="warning"
            showIcon
            data-testid="low-balance"
            title={t('finance.account.lowTitle', { amount: formatFen(account.lowBalanceThresholdFen, locale) })}
            description={t(canWrite ? 'finance.account.lowText' : 'finance.account.lowTextReader')}
            action={
              canWrite ? (
                <Button size="small" type="primary" onClick={onRecharge}>
                  {t('finance.recharge.open')}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        <div className={styles.overview}>
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>{t('finance.account.balance')}</span>
            <strong className={`${shared.figure} ${styles.balanceValue}`} data-testid="balance">
              {formatFen(account.balanceFen, locale)}
            </strong>
            {canWrite ? (
              <Button type="primary" icon={<WalletOutlined />} onClick={onRecharge} className={styles.balanceAction} data-testid="recharge">
                {t('finance.recharge.open')}
              </Button>
            ) : null}
          </div>
          <dl className={styles.figures}>
            <Fact label={t('finance.account.threshold')} testId="threshold">
              <span>{account.lowBalanceThresholdFen > 0 ? formatFen(account.lowBalanceThresholdFen, locale) : t('finance.account.thresholdOff')}</span>
              {canWrite ? (
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => {
                    setOpening((n) => n + 1);
                    setEditing(true);
                  }}
                  aria-label={t('finance.threshold.title')}
                  data-testid="edit-threshold"
                >
                  {t('finance.account.change')}
                </Button>
              ) : null}
            </Fact>
            <Fact label={t('finance.account.pending')} testId="pending">
              <span>{formatFen(account.pendingRechargeFen, locale)}</span>
              {account.pendingRechargeFen > 0 ? (
                <Button type="link" size="small" onClick={onShowRecharges}>
                  {t('finance.account.showRecharges')}
                </Button>
              ) : null}
            </Fact>
            <Fact label={t('finance.account.invoiceable')} testId="invoiceable">
              {formatFen(account.invoiceableFen, locale)}
            </Fact>
          </dl>
        </div>
      </div>
      {canWrite ? <ThresholdModal key={opening} open={editing} account={account} enterpriseId={enterpriseId} onClose={() => setEditing(false)} /> : null}
    </Panel>
  );
}
