// Registers the dashboard's texts (and the order statuses' names) before anything of it renders.
import './messages';
import '@/pages/order/messages';
import { Alert, Button, Skeleton } from 'antd';
import { PlusOutlined, UploadOutlined, WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight, type Right } from '@/router/table';
import { managesFinance } from '@/pages/finance/service';
import ChartPanel from './ChartPanel';
import { Figures, LowBalanceAlert, StatusCards, type Abilities } from './Figures';
import Recent from './Recent';
import { RECHARGE_PATH, summaryQuery } from './service';
import { OnboardingChecklist, OnboardingFailed } from '@/components/OnboardingChecklist';
import { onboardingQuery } from '@/services/onboarding';
import styles from './index.module.css';

function QuickActions({ can }: { can: Abilities }) {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t('home.quick')} className={styles.quick}>
      {can.initiate ? (
        <LinkButton type="primary" to="/initiateBack" icon={<PlusOutlined />} data-testid="quick-initiate">
          {t('home.quick.initiate')}
        </LinkButton>
      ) : null}
      {can.batch ? (
        <LinkButton to="/batchBack" icon={<UploadOutlined />} data-testid="quick-batch">
          {t('home.quick.batch')}
        </LinkButton>
      ) : null}
      {can.recharge ? (
        <LinkButton to={RECHARGE_PATH} icon={<WalletOutlined />} data-testid="quick-recharge">
          {t('home.quick.recharge')}
        </LinkButton>
      ) : null}
    </div>
  );
}

/** The page's shape while the summary loads. */
function Loading() {
  const { t } = useI18n();
  return (
    <div className={styles.page} aria-busy="true" data-testid="home-loading">
      <span role="status" className="visually-hidden">
        {t('chunk.loading')}
      </span>
      <div className={styles.figures}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
      <div className={styles.columns}>
        <Panel>
          <Skeleton active paragraph={{ rows: 7 }} />
        </Panel>
        <Panel>
          <Skeleton active paragraph={{ rows: 7 }} />
        </Panel>
      </div>
    </div>
  );
}

/**
 * The console home (`/homePage`): the balance (warned about when low), this month's orders by
 * status, consents waiting, reports finished in the last 7 days, orders per day over the last 30 days and
 * the latest orders, with quick ways to order and recharge. Until its first order, the enterprise
 * sees its onboarding checklist (entered, reviewed, contract, package, balance, first order) instead. Links show only to members whose menus open their page; Recharge
 * only to those who may recharge (owners and administrators).
 */
export default function HomePage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const enterprise = state.userInfo?.enterprise;
  const has = (right: Right) => hasRight(state.sideBarMenus, right);
  const can: Abilities = {
    records: has('backRecord'),
    finance: has('financialManage'),
    recharge: has('financialManage') && managesFinance(state.userInfo?.role),
    initiate: has('initiateBack'),
    batch: has('batchBack'),
  };
  const summary = useQuery(summaryQuery(enterprise?.id));
  const onboarding = useQuery(onboardingQuery(enterprise?.id));

  let body;
  if (summary.isPending || onboarding.isPending) {
    body = <Loading />;
  } else if (summary.isError) {
    body = (
      <Panel testId="home-error">
        <Alert
          type="error"
          showIcon
          title={t('home.loadFailed')}
          description={t('home.loadFailedText')}
          action={
            <Button onClick={() => void summary.refetch()} loading={summary.isFetching} data-testid="home-retry">
              {t('chunk.retry')}
            </Button>
          }
        />
      </Panel>
    );
  } else {
    const data = summary.data;
    body = (
      <div className={styles.page} aria-busy={summary.isFetching || undefined}>
        {/* During onboarding the checklist's balance step says it; after, the warning does. */}
        {onboarding.data && !onboarding.data.complete ? null : <LowBalanceAlert summary={data} can={can} />}
        {onboarding.isError ? (
          <OnboardingFailed onRetry={() => void onboarding.refetch()} retrying={onboarding.isFetching} />
        ) : null}
        {onboarding.data && !onboarding.data.complete ? (
          <OnboardingChecklist onboarding={onboarding.data} enterpriseName={enterprise?.name ?? ''} back="/homePage" />
        ) : (
          <>
            <Figures summary={data} can={can} />
            <StatusCards summary={data} can={can} />
            <div className={styles.columns}>
              <ChartPanel daily={data.daily} />
              <Recent recent={data.recent} canOpen={can.records} />
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('screen.homePage')} actions={can.initiate || can.batch || can.recharge ? <QuickActions can={can} /> : undefined} />
      {body}
    </>
  );
}
