// Registers the batch texts (and the order statuses it counts) before anything renders.
import '@/pages/batch/messages';
import '@/pages/order/messages';
import { Alert, Button, Modal, Result } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { STATUS_TONE } from '@/pages/order/status';
import BatchProgress from '@/pages/batch/BatchProgress';
import { batchQuery, cancelRest, exportBatch } from '@/pages/batch/service';
import { BATCH_TONE } from '@/pages/batch/status';
import styles from '@/pages/batch/index.module.css';

/**
 * `/batchRecord/detail?batchId=`: a batch's file, package, money and progress, its orders by
 * status with a way into them (the records screen filtered to the batch), the results as a file,
 * and cancelling the orders still waiting for consent (one refund, after a confirmation).
 */
export default function BatchDetailPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const batch = useQuery(batchQuery(enterpriseId, batchId));
  const download = useMutation({
    mutationFn: () => exportBatch(batchId),
    onSuccess: (reply) => window.open(reply.url, '_blank', 'noopener'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelRest(batchId),
    onSuccess: (r) => {
      toastSuccess(t('batch.detail.canceled', { count: r.canceledCount, amount: formatFen(r.refundedFen, locale) }));
      void client.invalidateQueries({ queryKey: ['batch/detail'] });
      void client.invalidateQueries({ queryKey: ['finance/account'] });
      void client.invalidateQueries({ queryKey: ['order/list'] });
    },
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });

  const title = t('screen.batchRecordDetail');
  if (batch.isPending && enterpriseId && batchId) return <PageLoading />;
  const b = batch.data;
  if (!b)
    return (
      <>
        <PageHeader title={title} />
        <Panel>
          <Result status="warning" title={t('batch.detail.notFound')} extra={<LinkButton to="/batchRecord">{t('batch.detail.back')}</LinkButton>} data-testid="batch-not-found" />
        </Panel>
      </>
    );
  const waiting = b.countsByStatus['awaiting_authorization'] ?? 0;
  const confirmCancel = () =>
    void modal.confirm({
      title: t('batch.detail.cancelTitle'),
      content: t('batch.detail.cancelText'),
      okText: t('batch.detail.cancelOk'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'batch-cancel-ok' } as Record<string, string>) },
      cancelText: t('batch.detail.keep'),
      onOk: () => cancel.mutateAsync().catch(() => undefined),
    });

  return (
    <>
      {holder}
      <PageHeader
        title={`${title} · ${b.fileName}`}
        actions={
          <div className={styles.actions}>
            {b.status === 'ready' ? (
              <LinkButton type="primary" to={`/batchBack?batchId=${encodeURIComponent(b.batchId)}`}>
                {t('batch.detail.review')}
              </LinkButton>
            ) : null}
            <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()} data-testid="batch-export">
              {t('batch.detail.export')}
            </Button>
            {b.status === 'submitted' && waiting > 0 ? (
              <Button danger loading={cancel.isPending} onClick={confirmCancel} data-testid="batch-cancel-rest">
                {t('batch.detail.cancelRest')}
              </Button>
            ) : null}
          </div>
        }
      />
      <Panel>
        <StatusBadge tone={BATCH_TONE[b.status]} testId="batch-status">
          {t(`batch.status.${b.status}` as MessageKey)}
        </StatusBadge>
        {b.refundedFen > 0 ? (
          <Alert className={styles.section} type="info" showIcon title={`${t('batch.detail.refunded')} ${formatFen(b.refundedFen, locale)}`} data-testid="batch-refunded" />
        ) : null}
        <dl className={styles.facts}>
          <dt>{t('batch.detail.file')}</dt>
          <dd>{b.fileName}</dd>
          <dt>{t('batch.detail.package')}</dt>
          <dd>
            {b.packageName} · {formatFen(b.unitPriceFen, locale)}
          </dd>
          <dt>{t('batch.summary.rows')}</dt>
          <dd>{t('batch.list.counts', { valid: b.validCount, rows: b.rowCount })}</dd>
          <dt>{t('batch.detail.charged')}</dt>
          <dd data-testid="batch-charged">{formatFen(b.priceFen, locale)}</dd>
          {b.submittedAt ? (
            <>
              <dt>{t('batch.detail.submitted')}</dt>
              <dd>{formatDateTime(b.submittedAt, locale)}</dd>
            </>
          ) : null}
        </dl>
      </Panel>
      {b.status !== 'ready' ? (
        <Panel title={t('batch.step.progress')}>
          <BatchProgress batch={b} />
        </Panel>
      ) : null}
      {b.submittedAt ? (
        <Panel title={t('batch.detail.byStatus')}>
          <ul className={styles.counts} data-testid="batch-counts">
            {Object.entries(b.countsByStatus).map(([status, count]) => (
              <li key={status}>
                <StatusBadge tone={STATUS_TONE[status] ?? 'neutral'}>{t(`order.status.${status}` as MessageKey)}</StatusBadge>
                <strong data-testid={`batch-count-${status}`}>{count}</strong>
              </li>
            ))}
          </ul>
          <LinkButton className={styles.section} to={`/backRecord?batchId=${encodeURIComponent(b.batchId)}`} data-testid="batch-orders">
            {t('batch.detail.orders')}
          </LinkButton>
        </Panel>
      ) : null}
    </>
  );
}
