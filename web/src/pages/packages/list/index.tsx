// Registers the package texts before anything of the screen renders.
import '@/pages/packages/messages';
import { useState } from 'react';
import { Alert, Button, Input, Popconfirm, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastSuccess } from '@/utils/feedback';
import { formatDate } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { managesPackages, packagesQuery, setPackageStatus, type PackageRow, type PackageStatus } from '@/pages/packages/service';
import { useCatalogNames } from '@/pages/packages/useCatalogNames';
import shared from '@/styles/shared.module.css';
import styles from '@/pages/packages/index.module.css';
import QueryList, { pageRows } from '@/components/QueryList';

function PackageItem({ row, canWrite }: { row: PackageRow; canWrite: boolean }) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const names = useCatalogNames();
  const toggle = useMutation({
    mutationFn: () => setPackageStatus(row.packageId, row.status === 'active' ? 'disabled' : 'active'),
    onSuccess: async (reply) => {
      toastSuccess(t(reply.status === 'disabled' ? 'packages.disabled' : 'packages.enabled'));
      await client.invalidateQueries({ queryKey: ['package/list'] });
    },
  });
  const detail = `/mealManage/detail?packageId=${encodeURIComponent(row.packageId)}`;
  return (
    <li className={shared.catalogItem} data-testid={`package-${row.packageId}`}>
      <div>
        <Link to={detail} className={shared.entryName}>
          {row.name}
        </Link>
        <div className={styles.meta}>
          {t('packages.version', { version: row.version })} · {t('packages.updated', { date: formatDate(row.updatedAt, locale) })} ·{' '}
          {t('packages.items', { count: row.itemCodes.length })}
        </div>
        {row.description ? <div className={styles.meta}>{row.description}</div> : null}
        <div className={styles.tags}>
          {row.itemCodes.map((code) => (
            <span key={code} className={styles.tag}>
              {names(code)}
            </span>
          ))}
        </div>
      </div>
      <div className={styles.price} data-testid={`package-price-${row.packageId}`}>
        {formatFen(row.priceFen, locale)}
      </div>
      <div className={styles.actions}>
        <Link to={detail}>{t('packages.view')}</Link>
        {canWrite && row.status === 'active' ? (
          <>
            <Link to={`/mealManage/add?packageId=${encodeURIComponent(row.packageId)}`}>{t('packages.edit')}</Link>
            <Popconfirm
              title={t('packages.disableTitle', { name: row.name })}
              description={t('packages.disableText')}
              okText={t('packages.disable')}
              cancelText={t('common.cancel')}
              onConfirm={() => toggle.mutateAsync().catch(() => undefined)}
            >
              <Button size="small" danger loading={toggle.isPending} data-testid={`disable-${row.packageId}`}>
                {t('packages.disable')}
              </Button>
            </Popconfirm>
          </>
        ) : null}
        {canWrite && row.status === 'disabled' ? (
          <Button size="small" loading={toggle.isPending} onClick={() => toggle.mutate()} data-testid={`enable-${row.packageId}`}>
            {t('packages.enable')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Packages (`/mealManage`): the enterprise's packages by status, most recently changed first,
 * searchable by name, a page at a time. Owners and administrators build, change and disable
 * them; the other roles read them (they order with them).
 */
export default function PackageListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const canWrite = managesPackages(state.userInfo?.role);
  const [status, setStatus] = useState<PackageStatus>('active');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useInfiniteQuery(packagesQuery(enterpriseId, status, keyword));

  const create = canWrite ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/mealManage/add')} data-testid="new-package">
      {t('packages.new')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('screen.mealManage')} actions={create} />
      {canWrite ? null : <Alert type="info" showIcon title={t('packages.readOnly')} style={{ marginBottom: 16 }} />}
      <Panel>
        <QueryList
          query={list}
          rows={pageRows<PackageRow>(list.data)}
          renderRow={(row) => <PackageItem key={row.packageId} row={row} canWrite={canWrite} />}
          testId="package-list"
          moreTestId="packages-more"
          errorTitle={t('packages.loadFailed')}
          retryLabel={t('packages.retry')}
          empty={{
            description: keyword ? t('packages.emptySearch', { keyword }) : t(status === 'active' ? 'packages.empty' : 'packages.emptyDisabled'),
            testId: 'packages-empty',
            action: status === 'active' && !keyword ? create : null,
          }}
          filtersClassName={styles.toolbar}
          filters={
            <>
              <Radio.Group
                aria-label={t('packages.statusFilter')}
                optionType="button"
                value={status}
                onChange={(e) => setStatus(e.target.value as PackageStatus)}
                options={[
                  { value: 'active', label: t('packages.status.active') },
                  { value: 'disabled', label: t('packages.status.disabled') },
                ]}
              />
              <Input.Search
                className={styles.search}
                allowClear
                placeholder={t('packages.search')}
                aria-label={t('packages.searchLabel')}
                value={typed}
                maxLength={50}
                onChange={(e) => {
                  setTyped(e.target.value);
                  if (!e.target.value) setKeyword('');
                }}
                onSearch={(value) => setKeyword(value.trim())}
                data-testid="package-search"
              />
            </>
          }
        />
      </Panel>
    </>
  );
}

export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={status === 'active' ? 'success' : 'neutral'} testId="package-status">
      {t(status === 'active' ? 'packages.status.active' : 'packages.status.disabled')}
    </StatusBadge>
  );
}
