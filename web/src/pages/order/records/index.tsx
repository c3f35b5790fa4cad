// Registers the order texts before anything of the screen renders.
import '@/pages/order/messages';
import { useMemo, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import QueryList, { FilterSelect, pageRows } from '@/components/QueryList';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDate, formatDateTime } from '@/utils/format';
import { packagesQuery, type PackageRow } from '@/pages/packages/service';
import { exportOrders, ORDER_STATUSES, ordersQuery, type OrderFilter, type OrderRow } from '@/pages/order/service';
import { STATUS_TONE } from '@/pages/order/status';
import styles from '@/pages/order/index.module.css';
import UnmaskedExport from './UnmaskedExport';
import { OVERALL_TONE, overallLabel } from '@/utils/grades';
import { can } from '@/services/rights';

/**
 * `/backRecord`: the enterprise's checks, newest first, filtered by status, result, package and
 * a keyword (part of a name or the phone's last 4+ digits for members who see candidates, else
 * an exact name or phone); a page at a time; exported as CSV or XLSX (masked; owners and
 * administrators may export unmasked after a confirmation, which the server audits). Full names
 * for members who see candidates, phones masked.
 */
export default function RecordsPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? undefined;
  // `?status=` (the home page's status cards) opens the list already filtered.
  const [chosen, setFilter] = useState<OrderFilter>(() => {
    const status = params.get('status');
    return status && status in STATUS_TONE ? { status: status as OrderFilter['status'] } : {};
  });
  const filter = useMemo(() => ({ ...chosen, batchId }), [chosen, batchId]);
  const [typed, setTyped] = useState('');
  const list = useInfiniteQuery(ordersQuery(enterpriseId, filter));
  const packages = useInfiniteQuery(packagesQuery(enterpriseId, 'active', ''));
  const filtered = Object.values(filter).some((v) => v !== undefined && v !== '');
  const download = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => exportOrders(filter, format),
    onSuccess: (reply) => window.open(reply.url, '_blank', 'noopener'),
  });

  const row = (r: OrderRow) => (
    <li key={r.orderId} className={styles.row} data-testid={`order-row-${r.orderNo}`}>
      <div>
        <Link className={styles.orderNo} to={`/backRecord/detail?orderId=${encodeURIComponent(r.orderId)}`} data-testid={`order-link-${r.orderNo}`}>
          {r.orderNo}
        </Link>
        <div className={styles.meta}>
          {r.candidateName} · {r.candidatePhone}
        </div>
      </div>
      <div>
        <div>{r.packageName}</div>
        <div className={styles.meta}>
          {t('order.col.created')} {formatDateTime(r.createdAt, locale)}
          {r.etaAt ? ` · ${t('order.col.eta')} ${formatDate(r.etaAt, locale)}` : ''}
        </div>
      </div>
      <div className={styles.badges}>
        <StatusBadge tone={STATUS_TONE[r.status]} testId={`order-status-${r.orderNo}`}>
          {t(`order.status.${r.status}` as MessageKey)}
        </StatusBadge>
        {r.result ? (
          <StatusBadge tone={OVERALL_TONE[r.result]} testId={`order-result-${r.orderNo}`}>
            {overallLabel(r.result, locale)}
          </StatusBadge>
        ) : null}
      </div>
      <div className={styles.meta} aria-label={t('order.col.progress')}>
        {t('order.col.progress')} {r.itemsDone}/{r.itemCount}
      </div>
    </li>
  );

  return (
    <>
      <PageHeader
        title={t('screen.backRecord')}
        actions={
          <>
            <Button icon={<DownloadOutlined />} loading={download.isPending && download.variables === 'xlsx'} onClick={() => download.mutate('xlsx')} data-testid="orders-export">
              {t('order.list.export')} XLSX
            </Button>
            <Button loading={download.isPending && download.variables === 'csv'} onClick={() => download.mutate('csv')}>
              CSV
            </Button>
            {can(state.userInfo?.role, 'manageEnterprise') ? (
              <UnmaskedExport filter={filter} />
            ) : null}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/initiateBack')}>
              {t('order.list.new')}
            </Button>
          </>
        }
      />
      <Panel>
        {batchId ? (
          <Alert
            className={styles.batchFilter}
            type="info"
            showIcon
            title={t('order.list.batch')}
            action={<Link to="/backRecord">{t('order.list.allOrders')}</Link>}
            data-testid="orders-batch-filter"
          />
        ) : null}
        <QueryList
          query={list}
          rows={pageRows<OrderRow>(list.data)}
          renderRow={row}
          testId="orders-table"
          moreTestId="orders-more"
          errorTitle={t('order.list.loadFailed')}
          retryLabel={t('order.list.retry')}
          empty={{
            description: t(filtered ? 'order.list.emptyFiltered' : 'order.list.empty'),
            testId: 'orders-empty',
            action: filtered ? null : (
              <Button type="primary" onClick={() => navigate('/initiateBack')}>
                {t('order.list.new')}
              </Button>
            ),
          }}
          filtersLabel={t('order.list.filters')}
          filtersClassName={styles.toolbar}
          filters={
            <>
              <FilterSelect
                label={t('order.col.status')}
                value={filter.status}
                onChange={(status) => setFilter({ ...filter, status })}
                allLabel={t('order.list.allStatuses')}
                options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`order.status.${s}` as MessageKey) }))}
                testId="orders-status"
              />
              <FilterSelect
                label={t('order.col.result')}
                value={filter.result}
                onChange={(result) => setFilter({ ...filter, result })}
                allLabel={t('order.list.allResults')}
                options={(['clear', 'consider'] as const).map((r) => ({ value: r, label: overallLabel(r, locale) }))}
              />
              <FilterSelect
                label={t('order.col.package')}
                value={filter.packageId}
                onChange={(packageId) => setFilter({ ...filter, packageId })}
                allLabel={t('order.list.allPackages')}
                options={pageRows<PackageRow>(packages.data).map((p) => ({ value: p.packageId, label: p.name }))}
              />
              <Input.Search
                allowClear
                placeholder={t('order.list.keyword')}
                aria-label={t('order.list.keyword')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onSearch={(keyword) => setFilter({ ...filter, keyword: keyword.trim() || undefined })}
                enterButton={t('order.list.search')}
                style={{ maxWidth: 360 }}
                data-testid="orders-keyword"
              />
              {filtered ? (
                <Button
                  onClick={() => {
                    setFilter({});
                    setTyped('');
                  }}
                >
                  {t('order.list.reset')}
                </Button>
              ) : null}
            </>
          }
        />
      </Panel>
    </>
  );
}
