// Registers the package texts before anything of the screen renders.
import '@/pages/packages/messages';
import { Button, Popconfirm } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastSuccess } from '@/utils/feedback';
import { formatDate } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { PackageStatusBadge } from '@/pages/packages/list';
import { itemName, managesPackages, packageQuery, setPackageStatus, turnaround, workingDays, type PackageLine } from '@/pages/packages/service';
import { LoadFailure } from '@/pages/packages/LoadFailure';
import styles from '@/pages/packages/index.module.css';

function ItemsTable({ items }: { items: PackageLine[] }) {
  const { t, locale } = useI18n();
  return (
    <table className={styles.table} data-testid="package-items">
      <thead>
        <tr>
          <th scope="col">{t('packages.detail.item')}</th>
          <th scope="col" className={styles.num}>
            {t('packages.detail.quantity')}
          </th>
          <th scope="col" className={styles.num}>
            {t('packages.detail.unitPrice')}
          </th>
          <th scope="col" className={styles.num}>
            {t('packages.detail.subtotal')}
          </th>
          <th scope="col">{t('packages.detail.turnaround')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.code}>
            <td>{itemName(i, locale)}</td>
            <td className={styles.num}>{i.quantity}</td>
            <td className={styles.num}>{formatFen(i.unitPriceFen, locale)}</td>
            <td className={styles.num}>{formatFen(i.subtotalFen, locale)}</td>
            <td>{workingDays(t, i.turnaroundDays)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One package (`/mealManage/detail?packageId=`): its price, items and turnaround, and every
 * version it had (orders keep the version they were placed with).
 */
export default function PackageDetailPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const packageId = params.get('packageId') ?? '';
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const canWrite = managesPackages(state.userInfo?.role);
  const detail = useQuery(packageQuery(enterpriseId, packageId));
  const toggle = useMutation({
    mutationFn: () => setPackageStatus(packageId, detail.data?.status === 'active' ? 'disabled' : 'active'),
    onSuccess: async (reply) => {
      toastSuccess(t(reply.status === 'disabled' ? 'packages.disabled' : 'packages.enabled'));
      await client.invalidateQueries({ queryKey: ['package/detail'] });
      await client.invalidateQueries({ queryKey: ['package/list'] });
    },
  });

  if (packageId && detail.isPending) return <PageLoading />;
  const p = detail.data;
  if (!p) {
    return (
      <>
        <PageHeader title={t('screen.mealDetail')} />
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  const actions = canWrite ? (
    <>
      {p.status === 'active' ? (
        <>
          <Button icon={<EditOutlined />} onClick={() => navigate(`/mealManage/add?packageId=${encodeURIComponent(p.packageId)}`)} data-testid="edit-package">
            {t('packages.edit')}
          </Button>
          <Popconfirm
            title={t('packages.disableTitle', { name: p.name })}
            description={t('packages.disableText')}
            okText={t('packages.disable')}
            cancelText={t('common.cancel')}
            onConfirm={() => toggle.mutateAsync().catch(() => undefined)}
          >
            <Button danger loading={toggle.isPending}>
              {t('packages.disable')}
            </Button>
          </Popconfirm>
        </>
      ) : (
        <Button loading={toggle.isPending} onClick={() => toggle.mutate()}>
          {t('packages.enable')}
        </Button>
      )}
    </>
  ) : null;

  return (
    <>
      <PageHeader title={p.name} actions={actions} />
      <Panel testId="package-detail">
        <dl className={styles.facts}>
          <div>
            <dt>{t('packages.detail.price')}</dt>
            <dd data-testid="package-price">{formatFen(p.priceFen, locale)}</dd>
          </div>
          <div>
            <dt>{t('packages.detail.version')}</dt>
            <dd data-testid="package-version">{p.version}</dd>
          </div>
          <div>
            <dt>{t('packages.detail.status')}</dt>
            <dd>
              <PackageStatusBadge status={p.status} />
            </dd>
          </div>
          <div>
            <dt>{t('packages.detail.turnaround')}</dt>
            <dd>{workingDays(t, turnaround(p.items))}</dd>
          </div>
        </dl>
        {p.description ? <p className={styles.meta}>{p.description}</p> : null}
      </Panel>
      <Panel title={t('packages.detail.items')}>
        <div style={{ overflowX: 'auto' }}>
          <ItemsTable items={p.items} />
        </div>
      </Panel>
      <Panel title={t('packages.detail.history')}>
        <p className={styles.meta}>{t('packages.detail.historyNote')}</p>
        <ol className={styles.versions} data-testid="package-versions">
          {p.versions.map((v) => (
            <li key={v.version} className={styles.version}>
              <strong>
                {t('packages.detail.versionLine', { version: v.version, date: formatDate(v.createdAt, locale), price: formatFen(v.priceFen, locale) })}
              </strong>
              {v.version === p.version ? <span className={styles.meta}> ({t('packages.detail.current')})</span> : null}
              <div className={styles.tags}>
                {v.items.map((i) => (
                  <span key={i.code} className={styles.tag}>
                    {itemName(i, locale)}
                    {i.quantity > 1 ? ` ×${i.quantity}` : ''}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}
