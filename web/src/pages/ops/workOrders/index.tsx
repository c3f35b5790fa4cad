// Registers the work order texts before anything of the screen renders.
import '@/pages/workOrder/messages';
import './messages';
import { useMemo } from 'react';
import { Alert, Button, Empty } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import LoadMore from '@/components/LoadMore';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { errorText } from '@/pages/workOrder/errors';
import Rows from '@/pages/workOrder/Rows';
import StatusTabs from '@/pages/workOrder/StatusTabs';
import { WORK_ORDER_STATUSES, type StatusFilter } from '@/pages/workOrder/service';
import { opsWorkOrdersQuery } from './service';
import styles from '@/pages/workOrder/workOrder.module.css';

const statusOf = (value: string | null): StatusFilter => ((WORK_ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all');

/**
 * Work orders (`/ops/workOrders`), for the platform's support: every enterprise's tickets, the
 * latest activity first, by status (`?status=`), each with its enterprise and the number of
 * the enterprise's messages not yet read (a new ticket counts as one); a page at a time.
 */
export default function OpsWorkOrdersPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useInfiniteQuery(opsWorkOrdersQuery(status));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items ?? []) ?? [], [list.data]);

  const setStatus = (next: StatusFilter) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'all') copy.delete('status');
        else copy.set('status', next);
        return copy;
      },
      { replace: true },
    );

  let body;
  if (list.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('opsWorkOrders.loadFailed')}
        description={errorText(list.error)}
        action={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
        data-testid="ops-workorder-load-failed"
      />
    );
  } else if (list.isPending) {
    body = <PageLoading />;
  } else if (!rows.length) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(status === 'all' ? 'opsWorkOrders.empty' : 'opsWorkOrders.emptyFiltered')}
        data-testid="ops-workorder-empty"
      />
    );
  } else {
    body = (
      <>
        <Rows rows={rows} hrefOf={(id) => `/ops/workOrders/detail?id=${encodeURIComponent(id)}`} testId="ops-workorder" busy={list.isFetching} />
        <LoadMore query={list} testId="ops-workorder-more" />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('screen.opsWorkOrders')} />
      <Panel>
        <p className={styles.intro}>{t('opsWorkOrders.intro')}</p>
        <StatusTabs id="ops-workorder" value={status} onChange={setStatus}>
          {body}
        </StatusTabs>
      </Panel>
    </>
  );
}
