// Registers the work order texts before anything of the screen renders.
import '@/pages/workOrder/messages';
import './messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import PageHeader from '@/components/PageHeader';
import { useI18n } from '@/i18n';
import TicketList from '@/pages/workOrder/TicketList';
import { useTicketParams } from '@/pages/workOrder/useTicketParams';
import { opsWorkOrdersQuery } from './service';

/**
 * Work orders (`/ops/workOrders`), for the platform's support: every enterprise's tickets, the
 * latest activity first, by status (`?status=`), each with its enterprise and the number of
 * the enterprise's messages not yet read (a new ticket counts as one); a page at a time.
 */
export default function OpsWorkOrdersPage() {
  const { t } = useI18n();
  const { status, setStatus } = useTicketParams();
  const list = useInfiniteQuery(opsWorkOrdersQuery(status));

  return (
    <>
      <PageHeader title={t('screen.opsWorkOrders')} />
      <TicketList
        list={list}
        status={status}
        onStatus={setStatus}
        testId="ops-workorder"
        hrefOf={(id) => `/ops/workOrders/detail?id=${encodeURIComponent(id)}`}
        intro={t('opsWorkOrders.intro')}
        loadFailed={t('opsWorkOrders.loadFailed')}
        empty={t(status === 'all' ? 'opsWorkOrders.empty' : 'opsWorkOrders.emptyFiltered')}
      />
    </>
  );
}
