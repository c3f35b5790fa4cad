// Registers the order texts before anything of the screen renders.
import '@/pages/order/messages';
import './recordMessages';
import { Alert, Button, Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDate, formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { ApiError, RequestError } from '@/utils/request';
import Candidate from './Candidate';
import { cancelOrder, downloadProcessingRecord, orderQuery, remindOrder } from '@/pages/order/service';
import { eventText, STATUS_TONE } from '@/pages/order/status';
import styles from '@/pages/order/index.module.css';
import { GRADE_TONE, gradeLabel, OVERALL_TONE, overallLabel } from '@/utils/grades';
import * as ErrorCode from '@/services/errorCodes';

const ITEM_TONE = { pending: 'neutral', running: 'info', done: 'success', failed: 'error', skipped: 'neutral' } as const;

/**
 * `/backRecord/detail?orderId=`: one check: status and result, the candidate (the full name for
 * members who see candidates; phone and ID number masked, each with a "Show" that is confirmed
 * and written to the audit log; the clear value lives only in this screen's state), the package
 * version, each item's progress and finding, the timeline, the consent evidence and the ETA. It
 * follows the processor live while open; cancel (refunded) and remind are confirmed first.
 */
export default function OrderDetailPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const order = useQuery(orderQuery(enterpriseId, orderId));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['order/detail'] });
    void client.invalidateQueries({ queryKey: ['order/list'] });
    void client.invalidateQueries({ queryKey: ['finance/account'] });
  };
  const shown = (e: unknown) => {
    if (e instanceof ApiError && e.code === ErrorCode.ReminderCooldown) {
      const data = e.data as { retryAfterSeconds?: number };
      const minutes = Math.ceil((data.retryAfterSeconds ?? 4 * 3600) / 60);
      toastError(t('order.detail.remindWait', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }));
    } else if (e instanceof Error) toastError(e.message);
    refresh();
  };
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (r) => {
      toastSuccess(t('order.detail.canceled', { price: formatFen(r.refundedFen, locale) }));
      refresh();
    },
    onError: shown,
  });
  const record = useMutation({
    mutationFn: ({ id, no }: { id: string; no: string }) => downloadProcessingRecord(id, no),
    onError: (e) => {
      if (!(e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted'))) toastError(t('order.detail.processingRecordFailed'));
    },
  });
  const remind = useMutation({
    mutationFn: () => remindOrder(orderId),
    onSuccess: () => {
      toastSuccess(t('order.detail.reminded'));
      refresh();
    },
    onError: shown,
  });

  const title = t('screen.backRecordDetail');
  if (order.isPending && enterpriseId && orderId) return <PageLoading />;
  if (!order.data) {
    return (
      <>
        <PageHeader title={title} />
        <Panel>
          {/* An Alert, not antd's Result: the record screens share one chunk, kept within its budget. */}
          <Alert
            type="warning"
            showIcon
            title={t('order.detail.notFound')}
            action={<LinkButton to="/backRecord">{t('order.detail.back')}</LinkButton>}
            data-testid="order-not-found"
          />
        </Panel>
      </>
    );
  }
  const d = order.data;
  const zh = locale === 'zh-CN';
  const itemName = (code: string) => {
    const item = d.items.find((i) => i.code === code);
    return item ? (zh ? item.nameZh : item.nameEn) : code;
  };
  const confirmCancel = () =>
    void modal.confirm({
      title: t('order.detail.cancelTitle'),
      content: t('order.detail.cancelText', { price: formatFen(d.priceFen, locale) }),
      okText: t('order.detail.cancelOk'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'order-cancel-ok' } as Record<string, string>) },
      cancelText: t('order.detail.keep'),
      onOk: () => cancel.mutateAsync().catch(() => undefined),
    });

  return (
    <>
      <PageHeader
        title={`${title} · ${d.orderNo}`}
        actions={
          <div className={styles.actions}>
            {d.status === 'completed' ? (
              <LinkButton type="primary" to={`/reportDetail?orderId=${encodeURIComponent(d.orderId)}`} data-testid="order-report">
                {t('order.detail.report')}
              </LinkButton>
            ) : null}
            {d.canRemind ? (
              <Button onClick={() => remind.mutate()} loading={remind.isPending} data-testid="order-remind">
                {t('order.detail.remind')}
              </Button>
            ) : null}
            {d.canCancel ? (
              <Button danger onClick={confirmCancel} loading={cancel.isPending} data-testid="order-cancel">
                {t('order.detail.cancel')}
              </Button>
            ) : null}
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => record.mutate({ id: d.orderId, no: d.orderNo })}
              loading={record.isPending}
              title={t('order.detail.processingRecordHint')}
              data-testid="order-processing-record"
            >
              {t('order.detail.processingRecord')}
            </Button>
            {hasRight(state.sideBarMenus, 'workOrder') ? (
              <LinkButton to={`/workOrder?new=1&orderId=${encodeURIComponent(d.orderId)}`} data-testid="order-work-order">
                {t('order.detail.workOrder')}
              </LinkButton>
            ) : null}
          </div>
        }
      />
      {modalHolder}
      <Panel>
        <div className={styles.actions}>
          <StatusBadge tone={STATUS_TONE[d.status]} testId="order-status">
            {t(`order.status.${d.status}` as MessageKey)}
          </StatusBadge>
          {d.result ? (
            <StatusBadge tone={OVERALL_TONE[d.result]} testId="order-result">
              {overallLabel(d.result, locale)}
            </StatusBadge>
          ) : null}
        </div>
        {d.refundedFen > 0 ? (
          <Alert
            className={styles.section}
            type="info"
            showIcon
            title={t('order.detail.canceled', { price: formatFen(d.refundedFen, locale) })}
            action={<Link to="/financialManage">{t('order.detail.ledger')}</Link>}
            data-testid="order-refunded"
          />
        ) : null}
        <dl className={`${styles.facts} ${styles.section}`}>
          <Candidate d={d} />
          <dt>{t('order.detail.package')}</dt>
          <dd>
            {d.packageName} ({t('order.detail.version', { version: d.packageVersion })})
          </dd>
          <dt>{t('order.detail.price')}</dt>
          <dd>{formatFen(d.priceFen, locale)}</dd>
          {d.etaAt ? (
            <>
              <dt>{t('order.detail.eta')}</dt>
              <dd>{formatDate(d.etaAt, locale)}</dd>
            </>
          ) : null}
          {d.statusReason ? (
            <>
              <dt>{t('order.detail.reason')}</dt>
              <dd>{d.statusReason}</dd>
            </>
          ) : null}
        </dl>
      </Panel>
      <Panel title={t('order.detail.items')}>
        <ul className={styles.items} data-testid="order-items">
          {d.items.map((i) => (
            <li key={i.index} data-testid={`order-item-${i.index}`}>
              <div>
                <strong>{zh ? i.nameZh : i.nameEn}</strong>
                {i.finding ? <div>{i.finding}</div> : null}
                <div className={styles.meta}>
                  {i.source ? `${i.source} · ` : ''}
                  {i.finishedAt ? formatDateTime(i.finishedAt, locale) : ''}
                  {i.attempts > 1 ? ` · ${t('order.detail.attempts', { count: i.attempts })}` : ''}
                </div>
              </div>
              <div className={styles.badges}>
                <StatusBadge tone={ITEM_TONE[i.status]}>{t(`order.item.${i.status}` as MessageKey)}</StatusBadge>
                {i.grade ? <StatusBadge tone={GRADE_TONE[i.grade]}>{gradeLabel(i.grade, locale)}</StatusBadge> : null}
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t('order.detail.consent')}>
        <div data-testid="order-consent">
          {d.consent ? (
            <>
              <p>
                {d.consent.mode === 'sms'
                  ? t('order.detail.consentSms', { date: formatDateTime(d.consent.signedAt, locale), version: d.consent.textVersion })
                  : d.consent.mode === 'registration'
                    ? t('order.detail.consentRegistration', { date: formatDateTime(d.consent.signedAt, locale), version: d.consent.textVersion })
                    : t('order.detail.consentOffline', { date: formatDateTime(d.consent.signedAt, locale) })}
              </p>
              {d.consent.userAgent ? <p className={styles.meta}>{t('order.detail.device', { ua: d.consent.userAgent })}</p> : null}
              {d.consent.ipMasked ? <p className={styles.meta}>{t('order.detail.network', { ip: d.consent.ipMasked })}</p> : null}
              {d.consent.corrections ? <p>{t('order.detail.corrections', { text: d.consent.corrections })}</p> : null}
            </>
          ) : (
            <p>{t('order.detail.noConsent')}</p>
          )}
          {d.invite && d.invite.lastSentAt ? (
            <p className={styles.meta}>{t(d.invite.sentCount === 1 ? 'order.detail.invitedOnce' : 'order.detail.invites', { count: d.invite.sentCount, date: formatDateTime(d.invite.lastSentAt, locale) })}</p>
          ) : null}
        </div>
      </Panel>
      <Panel title={t('order.detail.timeline')}>
        {/* A plain list (antd's Timeline weighs 10 KB gzip on a page at its size budget). */}
        <ol className={styles.timeline} data-testid="order-timeline">
          {d.timeline.map((e) => (
            <li key={`${e.at}-${e.kind}-${e.itemCode ?? ''}`}>
              <div>
                {eventText(e, t)}
                {e.itemCode ? ` · ${itemName(e.itemCode)}` : ''}
              </div>
              <time className={styles.meta} dateTime={new Date(e.at).toISOString()}>
                {formatDateTime(e.at, locale)}
              </time>
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}
