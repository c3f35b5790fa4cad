import { useState } from 'react';
import { Button, Form, Popconfirm } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { handledElsewhere, placeFinanceError } from '@/pages/finance/errors';
import { FileLink, FinanceRow, RechargeStatusBadge } from '@/pages/finance/parts';
import FinanceQueue from '@/pages/ops/FinanceQueue';
import { financeErrorMessage } from '@/pages/finance/service';
import { confirmRecharge, opsRechargesQuery, RECHARGE_STATUSES, type OpsRecharge, type RechargeStatus } from './service';
import styles from '@/pages/finance/index.module.css';
import queue from './index.module.css';
import ReasonModal from '@/components/ReasonModal';
import * as ErrorCode from '@/services/errorCodes';

const QUEUE_KEY = ['finance/ops/recharges'];

/** The rejection of a transfer: a reason the enterprise reads, required. */
function RejectModal({ target, onClose, onDone }: { target: OpsRecharge | null; onClose: () => void; onDone: () => void }) {
  const { t, locale } = useI18n();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: ({ rechargeId, reason }: { rechargeId: string; reason: string }) => confirmRecharge({ rechargeId, decision: 'reject', reason }),
    onSuccess: () => {
      if (target) toastSuccess(t('opsFinance.rejected', { amount: formatFen(target.amountFen, locale), name: target.enterpriseName }));
      form.resetFields();
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && (e.code === ErrorCode.RechargeDecided || e.code === ErrorCode.NotFound)) {
        toastError(financeErrorMessage(e, t, locale));
        form.resetFields();
        onDone();
        return;
      }
      const message = placeFinanceError(form, e, ['reason'], t, locale);
      if (message) toastError(message);
    },
  });
  const amount = target ? formatFen(target.amountFen, locale) : '';
  return (
    <ReasonModal
      form={form}
      formName="rejectRecharge"
      open={!!target}
      title={t('opsFinance.rejectTitle', { amount, name: target?.enterpriseName ?? '' })}
      okText={t('opsFinance.reject')}
      label={t('opsFinance.reason')}
      hint={t('opsFinance.reasonHint')}
      requiredMessage={t('opsFinance.reasonRequired')}
      loading={reject.isPending}
      onSubmit={(reason) => target && reject.mutate({ rechargeId: target.rechargeId, reason })}
      onCancel={onClose}
    />
  );
}

/**
 * Bank transfers to confirm (`/ops/recharges`), for the platform's operators: the queue by status
 * (waiting first, the longest waiting on top), each with its enterprise, amount and voucher; an
 * approval credits the balance (confirmed with the amount), a rejection needs a reason.
 */
export default function OpsRechargesPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RechargeStatus>('pending_review');
  const [rejecting, setRejecting] = useState<OpsRecharge | null>(null);
  const list = useInfiniteQuery(opsRechargesQuery(status));

  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });

  const approve = useMutation({
    mutationFn: (row: OpsRecharge) => confirmRecharge({ rechargeId: row.rechargeId, decision: 'approve' }),
    onSuccess: (_r, row) => {
      toastSuccess(t('opsFinance.approved', { amount: formatFen(row.amountFen, locale), name: row.enterpriseName }));
      refresh();
    },
    onError: (e) => {
      if (handledElsewhere(e)) return;
      toastError(financeErrorMessage(e, t, locale));
      // Decided by someone else meanwhile (4104), or gone: the queue is asked again.
      refresh();
    },
  });


  return (
    <FinanceQueue
      title={t('screen.opsRecharges')}
      statuses={RECHARGE_STATUSES}
      statusLabel="finance.rechargeStatus"
      status={status}
      onStatus={setStatus}
      filterLabel={t('opsFinance.filter')}
      list={list}
      testId="ops-recharges"
      // A plain line, not antd's Empty: the page sits at its size budget.
      plainEmpty
      emptyPending={t('opsFinance.rechargesEmptyPending')}
      renderRow={(row) => {
        const amount = formatFen(row.amountFen, locale);
        return (
          <FinanceRow
            key={row.rechargeId}
            testId={`ops-recharge-${row.rechargeId}`}
            main={
              <>
                <strong className={styles.itemTitle}>{row.enterpriseName || row.enterpriseId}</strong>
                <span className={styles.meta}>{t('opsFinance.submittedOn', { date: formatDateTime(row.createdAt, locale) })}</span>
              </>
            }
            facts={
              <>
                <strong className={styles.itemAmount}>{amount}</strong>
                <span>{t(row.method === 'sandbox' ? 'finance.method.sandbox' : 'finance.method.transfer')}</span>
                <RechargeStatusBadge status={row.status} />
                {row.voucherUrl ? (
                  <FileLink url={row.voucherUrl} testId={`voucher-${row.rechargeId}`}>
                    {t('opsFinance.voucher')}
                  </FileLink>
                ) : (
                  <span className={styles.meta}>{t('opsFinance.noVoucher')}</span>
                )}
                {row.decidedAt ? <span className={styles.meta}>{t('opsFinance.decidedOn', { date: formatDateTime(row.decidedAt, locale) })}</span> : null}
                {row.status === 'rejected' && row.rejectReason ? (
                  <span className={styles.reason}>{t('finance.recharges.reason', { reason: row.rejectReason })}</span>
                ) : null}
              </>
            }
            actions={
              row.status === 'pending_review' ? (
                <>
                  <Button
                    size="small"
                    danger
                    icon={<CloseOutlined />}
                    onClick={() => setRejecting(row)}
                    aria-label={t('opsFinance.rejectOf', { amount, name: row.enterpriseName })}
                    data-testid={`reject-${row.rechargeId}`}
                  >
                    {t('opsFinance.reject')}
                  </Button>
                  <Popconfirm
                    title={t('opsFinance.approveTitle', { amount, name: row.enterpriseName })}
                    description={<span className={queue.confirmText}>{t('opsFinance.approveText')}</span>}
                    okText={t('opsFinance.approve')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => approve.mutateAsync(row).catch(() => undefined)}
                  >
                    <Button
                      size="small"
                      type="primary"
                      icon={<CheckOutlined />}
                      loading={approve.isPending && approve.variables?.rechargeId === row.rechargeId}
                      aria-label={t('opsFinance.approveOf', { amount, name: row.enterpriseName })}
                      data-testid={`approve-${row.rechargeId}`}
                    >
                      {t('opsFinance.approve')}
                    </Button>
                  </Popconfirm>
                </>
              ) : null
            }
          />
        );
      }}
    >
      <RejectModal
        target={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          refresh();
        }}
      />
    </FinanceQueue>
  );
}
