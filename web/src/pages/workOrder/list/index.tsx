// Registers the work order texts before anything of the screen renders.
import '@/pages/workOrder/messages';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { toastSuccess } from '@/utils/feedback';
import TicketList from '@/pages/workOrder/TicketList';
import { useTicketParams } from '@/pages/workOrder/useTicketParams';
import { refreshWorkOrders, workOrdersQuery, type WorkOrderRow } from '@/pages/workOrder/service';

// The form loads when first opened: most visits read answers.
const NewWorkOrderModal = lazy(() => import('./NewWorkOrderModal'));

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
  const { params, status, setStatus, update } = useTicketParams();
  const creating = params.get('new') === '1';
  const orderId = params.get('orderId') ?? '';
  // Mounted at the first opening and kept: a draft survives closing the form.
  const [formLoaded, setFormLoaded] = useState(creating);
  if (creating && !formLoaded) setFormLoaded(true);

  const list = useInfiniteQuery(workOrdersQuery(enterpriseId, status));

  const openForm = () => update((p) => p.set('new', '1'));
  const closeForm = () => update((p) => p.delete('new'));

  const created = (row: WorkOrderRow) => {
    toastSuccess(t('workOrder.form.created', { no: row.workOrderNo }));
    refreshWorkOrders(client);
    // Back from the new ticket leads to the list, not to the form again.
    closeForm();
    navigate(`/workOrder/detail?id=${encodeURIComponent(row.workOrderId)}`);
  };

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
      <TicketList
        list={list}
        status={status}
        onStatus={setStatus}
        testId="workorder"
        hrefOf={(id) => `/workOrder/detail?id=${encodeURIComponent(id)}`}
        intro={t('workOrder.intro')}
        loadFailed={t('workOrder.loadFailed')}
        empty={t(status === 'all' ? 'workOrder.empty' : 'workOrder.emptyFiltered')}
        emptyAction={
          status === 'all' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={openForm} data-testid="workorder-empty-new">
              {t('workOrder.raise')}
            </Button>
          ) : null
        }
      />
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
