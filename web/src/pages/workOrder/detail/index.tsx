// Registers the work order texts before anything of the screen renders.
import '@/pages/workOrder/messages';
import { useEffect, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import { consoleCrumbs } from '@/components/PageHeader/crumbs';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { errorText, handledElsewhere } from '@/pages/workOrder/errors';
import ReplyBox from '@/pages/workOrder/ReplyBox';
import Facts from '@/pages/workOrder/Facts';
import Thread from '@/pages/workOrder/Thread';
import TicketUnavailable from '@/pages/workOrder/TicketUnavailable';
import { closeWorkOrder, reopenWorkOrder, replyWorkOrder, workOrderQuery } from '@/pages/workOrder/service';
import styles from '@/pages/workOrder/workOrder.module.css';

/**
 * One work order (`/workOrder/detail?id=`): the conversation with support (the enterprise at the
 * right), the reply box while it is open or in progress, and Close (any time until closed) and
 * Reopen (within 7 days of its resolution; after that the page says a new one is needed), each
 * confirmed first. Reading it clears its unread answers, so the list and the sidebar badge are
 * read again.
 */
export default function WorkOrderDetailPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const workOrderId = params.get('id') ?? '';
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [problem, setProblem] = useState<string | null>(null);
  const ticket = useQuery(workOrderQuery(enterpriseId, workOrderId));
  const canSeeOrders = hasRight(state.sideBarMenus, 'backRecord');

  // The read cleared this ticket's unread answers: the list and the badge count again.
  const readAt = ticket.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void client.invalidateQueries({ queryKey: ['workOrder/list'] });
    void client.invalidateQueries({ queryKey: ['workOrder/unreadCount'] });
  }, [readAt, client]);

  const reload = () => void client.invalidateQueries({ queryKey: ['workOrder/detail'] });
  const failed = (e: unknown) => {
    if (handledElsewhere(e)) return;
    setProblem(errorText(e));
    reload();
  };
  const close = useMutation({
    mutationFn: () => closeWorkOrder(workOrderId),
    onSuccess: () => {
      setProblem(null);
      toastSuccess(t('workOrder.close.done'));
      reload();
    },
    onError: failed,
  });
  const reopen = useMutation({
    mutationFn: () => reopenWorkOrder(workOrderId),
    onSuccess: () => {
      setProblem(null);
      toastSuccess(t('workOrder.reopen.done'));
      reload();
    },
    onError: failed,
  });

  const title = t('screen.workOrderDetail');
  if (ticket.isPending && enterpriseId && workOrderId) {
    return (
      <>
        <PageHeader title={title} />
        <PageLoading />
      </>
    );
  }
  if (!ticket.data) {
    return (
      <>
        <PageHeader title={title} />
        <TicketUnavailable workOrderId={workOrderId} ticket={ticket} back={{ to: '/workOrder', label: t('workOrder.back') }} testId="workorder" />
      </>
    );
  }

  const d = ticket.data;
  const confirmClose = () =>
    void modal.confirm({
      title: t('workOrder.close.title'),
      content: t('workOrder.close.text'),
      okText: t('workOrder.close.ok'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'workorder-close-ok' } as Record<string, string>) },
      cancelText: t('workOrder.keep'),
      onOk: () => close.mutateAsync().catch(() => undefined),
    });
  const confirmReopen = () =>
    void modal.confirm({
      title: t('workOrder.reopen.title'),
      content: t('workOrder.reopen.text'),
      okText: t('workOrder.reopen.ok'),
      okButtonProps: { ...({ 'data-testid': 'workorder-reopen-ok' } as Record<string, string>) },
      cancelText: t('common.cancel'),
      onOk: () => reopen.mutateAsync().catch(() => undefined),
    });
  const raiseNew = `/workOrder?new=1${d.orderId ? `&orderId=${encodeURIComponent(d.orderId)}` : ''}`;

  let notice = null;
  if (d.status === 'resolved' && d.canReopen) {
    notice = (
      <Alert className={styles.notice} type="success" showIcon title={t('workOrder.reopenUntil', { date: formatDateTime(d.reopenUntil, locale) })} data-testid="workorder-reopen-until" />
    );
  } else if (d.status === 'resolved') {
    notice = (
      <Alert
        className={styles.notice}
        type="info"
        showIcon
        title={t('workOrder.reopenOver')}
        action={<LinkButton to={raiseNew}>{t('workOrder.raiseNew')}</LinkButton>}
        data-testid="workorder-reopen-over"
      />
    );
  } else if (d.status === 'closed') {
    notice = (
      <Alert
        className={styles.notice}
        type="info"
        showIcon
        title={t('workOrder.closedNotice')}
        action={<LinkButton to={raiseNew}>{t('workOrder.raiseNew')}</LinkButton>}
        data-testid="workorder-closed"
      />
    );
  }

  return (
    <>
      <PageHeader
        title={d.subject}
        crumbs={consoleCrumbs(pathname, d.workOrderNo, t, (right) => hasRight(state.sideBarMenus, right))}
        actions={
          <div className={styles.actions}>
            {d.canReopen ? (
              <Button type="primary" onClick={confirmReopen} loading={reopen.isPending} data-testid="workorder-reopen">
                {t('workOrder.reopen')}
              </Button>
            ) : null}
            {d.canClose ? (
              <Button danger onClick={confirmClose} loading={close.isPending} data-testid="workorder-close">
                {t('workOrder.close')}
              </Button>
            ) : null}
          </div>
        }
      />
      {modalHolder}
      {problem ? <Alert className={styles.notice} type="error" showIcon role="alert" title={problem} closable={{ onClose: () => setProblem(null) }} data-testid="workorder-problem" /> : null}
      {notice}
      <div className={styles.layout}>
        <Panel title={t('workOrder.thread')}>
          <Thread detail={d} reader="enterprise" testId="workorder-thread" />
          {d.canReply ? (
            <ReplyBox id="workorder" send={(text, attachments) => replyWorkOrder(d.workOrderId, text, attachments)} onSent={reload} />
          ) : null}
        </Panel>
        <Panel>
          <Facts d={d} orderHref={d.orderId && canSeeOrders ? `/backRecord/detail?orderId=${encodeURIComponent(d.orderId)}` : undefined} />
        </Panel>
      </div>
    </>
  );
}
