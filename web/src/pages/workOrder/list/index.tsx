// Registers the work order texts before anything of the screen renders.
import '@/pages/workOrder/messages';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import LoadMore from '@/components/LoadMore';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { toastSuccess } from '@/utils/feedback';
import { errorText } from '@/pages/workOrder/errors';
import Rows from '@/pages/workOrder/Rows';
import StatusTabs from '@/pages/workOrder/StatusTabs';
import { refreshWorkOrders, WORK_ORDER_STATUSES, workOrdersQuery, type StatusFilter, type WorkOrderRow } from '@/pages/workOrder/service';
import styles from '@/pages/workOrder/workOrder.module.css';

// The form loads when first opened: most visits read answers.
const NewWorkOrderModal = lazy(() => import('./NewWorkOrderModal'));

const statusOf = (value: string | null): StatusFilter => ((WORK_ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all');

/**
 * Work orders (`/workOrder`): the enterprise's tickets to support, latest activity first, by
 * status (`?status=`), with the number of support's answers not yet read; a page at a time.
 * "New work order" opens the form; `?new=1&orderId=…` opens it for an order (a record's
 * detail links here).
 */
export default function WorkOrdersPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const creating = params.get('new') === '1';
  const orderId = params.get('orderId') ?? '';
  // Mounted at the first opening and kept: a draft survives closing the form.
  const [formLoaded, setFormLoaded] = useState(creating);
  if (creating && !formLoaded) setFormLoaded(true);

  const list = useInfiniteQuery(workOrdersQuery(enterpriseId, status));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items ?? []) ?? [], [list.data]);

  const update = (change: (p: URLSearchParams) => void) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        change(copy);
        return copy;
      },
      { replace: true },
    );
  const setStatus = (next: StatusFilter) =>
    update((p) => {
      if (next === 'all') p.delete('status');
      else p.set('status', next);
    });
  const openForm = () => update((p) => p.set('new', '1'));
  const closeForm = () => update((p) => p.delete('new'));

  const created = (row: WorkOrderRow) => {
    toastSuccess(t('workOrder.form.created', { no: row.workOrderNo }));
    refreshWorkOrders(client);
    // Back from the new ticket leads to the list, not to the form again.
    closeForm();
    navigate(`/workOrder/detail?id=${encodeURIComponent(row.workOrderId)}`);
  };

  let body;
  if (list.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('workOrder.loadFailed')}
        description={errorText(list.error)}
        action={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
        data-testid="workorder-load-failed"
      />
    );
  } else if (list.isPending) {
    body = <PageLoading />;
  } else if (!rows.length) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(status === 'all' ? 'workOrder.empty' : 'workOrder.emptyFiltered')} data-testid="workorder-empty">
        {status === 'all' ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={openForm} data-testid="workorder-empty-new">
            {t('workOrder.raise')}
          </Button>
        ) : null}
      </Empty>
    );
  } else {
    body = (
      <>
        <Rows rows={rows} hrefOf={(id) => `/workOrder/detail?id=${encodeURIComponent(id)}`} testId="workorder" busy={list.isFetching} />
        <LoadMore query={list} testId="workorder-more" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('screen.workOrder')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={openForm} data-testid="workorder-new">
            {t('workOrder.new')}
          </Button>
        }
      />
      <Panel>
        <p className={styles.intro}>{t('workOrder.intro')}</p>
        <StatusTabs id="workorder" value={status} onChange={setStatus}>
          {body}
        </StatusTabs>
      </Panel>
      {formLoaded ? (
        <Suspense fallback={null}>
          <NewWorkOrderModal
            open={creating}
            enterpriseId={enterpriseId}
            ordersVisible={hasRight(state.sideBarMenus, 'backRecord')}
            orderId={orderId}
            onClose={closeForm}
            onCreated={created}
          />
        </Suspense>
      ) : null}
    </>
  );
}
