// Registers the finance texts before anything of the screen renders.
import './messages';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeBack } from '@/utils/back';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import SectionNav from '@/components/SectionNav';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import AccountPanel from './AccountPanel';
import LedgerTab from './LedgerTab';
import RechargesTab from './RechargesTab';
import { accountQuery, managesFinance } from './service';
import styles from './index.module.css';

// The invoices section and the recharge form load when first opened: most visits are about the
// balance and the ledger (and readers never recharge), and the page stays within its budget.
const InvoicesTab = lazy(() => import('./InvoicesTab'));
const RechargeModal = lazy(() => import('./RechargeModal'));

const TABS = ['ledger', 'recharges', 'invoices'] as const;
type Tab = (typeof TABS)[number];

/** The address of a section: the ledger is the page itself. */
const searchOf = (tab: Tab) => (tab === 'ledger' ? '' : `?tab=${tab}`);

/**
 * Finance (`/financialManage`): the balance and what stands beside it, recharges (owners and
 * administrators), the ledger with its statement, the recharges made and the invoices. Every
 * member reads; the write buttons show only to owners and administrators (the server refuses
 * the others with -6 anyway). The tab is in the address (`?tab=recharges`).
 */
export default function FinancePage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const enterpriseName = state.userInfo?.enterprise?.name ?? '';
  const canWrite = managesFinance(state.userInfo?.role);
  const account = useQuery(accountQuery(enterpriseId));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'ledger';
  // Each opening of the recharge form is a new form, with its own idempotency key.
  const [opening, setOpening] = useState(() => (canWrite && params.get('recharge') === '1' ? 1 : 0));
  // `?recharge=1` (the order form's "Recharge") opens the form at once; `back` is where a
  // settled recharge returns.
  const [recharging, setRecharging] = useState(() => canWrite && params.get('recharge') === '1');
  const back = safeBack(params.get('back'));
  const navigate = useNavigate();

  // A section once opened stays mounted (hidden), keeping its filters and pages.
  const [visited, setVisited] = useState<readonly Tab[]>([tab]);
  if (!visited.includes(tab)) setVisited([...visited, tab]);

  const setTab = (next: Tab) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next === 'ledger') copy.delete('tab');
      else copy.set('tab', next);
      return copy;
    });

  const openRecharge = () => {
    setOpening((n) => n + 1);
    setRecharging(true);
  };

  let overview;
  if (account.isPending) {
    overview = (
      <Panel>
        <PageLoading />
      </Panel>
    );
  } else if (account.isError) {
    overview = (
      <Panel>
        <Alert
          type="error"
          showIcon
          title={t('finance.account.loadFailed')}
          action={
            <Button onClick={() => void account.refetch()} loading={account.isFetching}>
              {t('chunk.retry')}
            </Button>
          }
        />
      </Panel>
    );
  } else {
    overview = (
      <AccountPanel account={account.data} enterpriseId={enterpriseId} canWrite={canWrite} onRecharge={openRecharge} onShowRecharges={() => setTab('recharges')} />
    );
  }

  return (
    <>
      <PageHeader title={t('screen.financialManage')} />
      <div className={styles.page}>
        {overview}
        <div>
          <SectionNav
            label={t('finance.sections')}
            sections={TABS.map((key) => ({
              key,
              to: { search: searchOf(key) },
              label: t(`finance.tab.${key}` as MessageKey),
              active: key === tab,
              testId: `section-${key}`,
            }))}
          />
          {visited.includes('ledger') ? (
            <div hidden={tab !== 'ledger'}>
              <Panel title={t('finance.tab.ledger')} testId="finance-ledger">
                <LedgerTab enterpriseId={enterpriseId} />
              </Panel>
            </div>
          ) : null}
          {visited.includes('recharges') ? (
            <div hidden={tab !== 'recharges'}>
              <Panel title={t('finance.tab.recharges')} testId="finance-recharges">
                <RechargesTab enterpriseId={enterpriseId} />
              </Panel>
            </div>
          ) : null}
          {visited.includes('invoices') ? (
            <div hidden={tab !== 'invoices'}>
              <Panel title={t('finance.tab.invoices')} testId="finance-invoices">
                <Suspense fallback={<PageLoading />}>
                  <InvoicesTab enterpriseId={enterpriseId} account={account.data} canWrite={canWrite} />
                </Suspense>
              </Panel>
            </div>
          ) : null}
        </div>
      </div>
      {canWrite && opening > 0 ? (
        <Suspense fallback={null}>
          <RechargeModal
            key={opening}
            open={recharging}
            account={account.data}
            enterpriseName={enterpriseName}
            onClose={() => setRecharging(false)}
            onShowRecharges={() => setTab('recharges')}
            onBack={back ? () => navigate(back) : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
