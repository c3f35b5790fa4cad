// Registers the work order texts before anything of the screen renders.
import '@/pages/workOrder/messages';
import '@/pages/ops/workOrders/messages';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { ApiError } from '@/utils/request';
import { errorText, handledElsewhere } from '@/pages/workOrder/errors';
import Facts from '@/pages/workOrder/Facts';
import ReplyBox from '@/pages/workOrder/ReplyBox';
import Thread from '@/pages/workOrder/Thread';
import TicketUnavailable from '@/pages/workOrder/TicketUnavailable';
import { TEXT_MAX, type WorkOrderDetail } from '@/pages/workOrder/service';
import { opsReply, opsResolve, opsWorkOrderQuery } from '@/pages/ops/workOrders/service';
import styles from '@/pages/workOrder/workOrder.module.css';
import * as ErrorCode from '@/services/errorCodes';

/** Resolving, confirmed, with an optional last message to the enterprise. */
function ResolveDialog({
  open,
  d,
  onClose,
  onResolved,
  onStale,
}: {
  open: boolean;
  d: WorkOrderDetail;
  onClose: () => void;
  onResolved: () => void;
  /** Refused because the ticket moved meanwhile: the page reads it again. */
  onStale: () => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const resolve = useMutation({
    mutationFn: () => opsResolve(d.workOrderId, text.trim()),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: () => {
      setProblem(null);
      setText('');
      toastSuccess(t('opsWorkOrders.resolve.done'));
      onResolved();
    },
    onError: (e) => {
      if (handledElsewhere(e)) return;
      setProblem(errorText(e));
      // Resolved or closed meanwhile: the page shows where it stands now.
      if (e instanceof ApiError && (e.code === ErrorCode.WorkOrderClosed || e.code === ErrorCode.WorkOrderStateConflict)) onStale();
    },
  });
  return (
    <Modal
      open={open}
      title={t('opsWorkOrders.resolve.title')}
      okText={t('opsWorkOrders.resolve.ok')}
      okButtonProps={{ ...({ 'data-testid': 'ops-workorder-resolve-ok' } as Record<string, string>) }}
      cancelText={t('common.cancel')}
      confirmLoading={resolve.isPending}
      onOk={() => {
        if (sending.current) return;
        sending.current = true;
        resolve.mutate();
      }}
      onCancel={() => {
        if (!resolve.isPending) onClose();
      }}
      forceRender
    >
      <p>{t('opsWorkOrders.resolve.text')}</p>
      <label htmlFor="ops-workorder-resolve-text" className={styles.hint}>
        {t('opsWorkOrders.resolve.message')}
      </label>
      <Input.TextArea
        id="ops-workorder-resolve-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={TEXT_MAX}
        showCount
        data-testid="ops-workorder-resolve-text"
      />
      {problem ? <Alert className={styles.problem} type="error" showIcon role="alert" title={problem} data-testid="ops-workorder-resolve-problem" /> : null}
    </Modal>
  );
}

/**
 * One work order for the platform's support (`/ops/workOrders/detail?id=`): the enterprise and
 * the conversation (support at the right), the reply box until the enterprise closes it, and
 * Resolve (open or in progress), confirmed with an optional last message. Reading it clears
 * the enterprise's unread messages on the queue.
 */
export default function OpsWorkOrderDetailPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const workOrderId = params.get('id') ?? '';
  const client = useQueryClient();
  const [resolving, setResolving] = useState(false);
  const ticket = useQuery(opsWorkOrderQuery(workOrderId));

  const readAt = ticket.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: ['workOrder/ops/list'] });
  }, [readAt, client]);
  const reload = () => void client.invalidateQueries({ queryKey: ['workOrder/ops/detail'] });

  const crumbs = (title: string) => [{ title: t('menu.group.ops') }, { title: t('screen.opsWorkOrders'), to: '/ops/workOrders' }, { title }];
  const title = t('screen.opsWorkOrderDetail');
  if (ticket.isPending && workOrderId) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs(title)} />
        <PageLoading />
      </>
    );
  }
  if (!ticket.data) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs(title)} />
        <TicketUnavailable workOrderId={workOrderId} ticket={ticket} back={{ to: '/ops/workOrders', label: t('opsWorkOrders.back') }} testId="ops-workorder" />
      </>
    );
  }

  const d = ticket.data;
  let notice = null;
  if (d.status === 'closed') {
    notice = <Alert className={styles.notice} type="info" showIcon title={t('opsWorkOrders.closedNotice')} data-testid="ops-workorder-closed" />;
  } else if (d.status === 'resolved') {
    notice = (
      <Alert
        className={styles.notice}
        type="success"
        showIcon
        title={t('opsWorkOrders.resolvedNotice', { date: formatDateTime(d.reopenUntil, locale) })}
        data-testid="ops-workorder-resolved"
      />
    );
  }

  return (
    <>
      <PageHeader
        title={d.subject}
        crumbs={crumbs(d.workOrderNo)}
        actions={
          d.canResolve ? (
            <Button type="primary" icon={<CheckOutlined />} onClick={() => setResolving(true)} data-testid="ops-workorder-resolve">
              {t('opsWorkOrders.resolve')}
            </Button>
          ) : null
        }
      />
      {notice}
      <div className={styles.layout}>
        <Panel title={t('workOrder.thread')}>
          <Thread detail={d} reader="ops" testId="ops-workorder-thread" />
          {d.canReply ? <ReplyBox id="ops-workorder" send={(text, attachments) => opsReply(d.workOrderId, text, attachments)} onSent={reload} /> : null}
        </Panel>
        <Panel>
          <Facts d={d}>
            <dt>{t('workOrder.fact.enterprise')}</dt>
            <dd data-testid="ops-workorder-enterprise">{d.enterpriseName || d.enterpriseId}</dd>
          </Facts>
        </Panel>
      </div>
      <ResolveDialog
        open={resolving}
        d={d}
        onClose={() => setResolving(false)}
        onResolved={() => {
          setResolving(false);
          reload();
        }}
        onStale={reload}
      />
    </>
  );
}
