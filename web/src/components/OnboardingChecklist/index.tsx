import './messages';
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import Panel from '@/components/Panel';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { managesEnterprise } from '@/services/enterprise';
import { onboardingQuery, progress, stepPath, type Onboarding, type OnboardingStep, type StepKey } from '@/services/onboarding';
import { managesFinance } from '@/pages/finance/service';
import { managesPackages } from '@/pages/packages/service';
import { formatDate } from '@/utils/format';
import { formatFen } from '@/utils/money';
import styles from './index.module.css';

/** Whether the signed-in member may take the step's action (the server checks again). */
function useCanAct(): (key: StepKey) => boolean {
  const { state } = useLogin();
  const role = state.userInfo?.role;
  const menus = state.sideBarMenus;
  return (key) => {
    switch (key) {
      case 'review':
      case 'contract':
        return managesEnterprise(role);
      case 'package':
        return hasRight(menus, 'mealManage') && managesPackages(role);
      case 'balance':
        return hasRight(menus, 'financialManage') && managesFinance(role);
      case 'firstOrder':
        return hasRight(menus, 'initiateBack');
      default:
        return false;
    }
  };
}

const ACTION: Partial<Record<StepKey, MessageKey>> = {
  review: 'onb.review.fix',
  contract: 'onb.contract.action',
  package: 'onb.package.action',
  balance: 'onb.balance.action',
  firstOrder: 'onb.firstOrder.action',
};

function StepText({ step, o }: { step: OnboardingStep; o: Onboarding }) {
  const { t, locale } = useI18n();
  const date = formatDate(step.at, locale);
  const balance = formatFen(o.balanceFen, locale);
  switch (step.key) {
    case 'entry':
      return <>{t('onb.entry.done', { date })}</>;
    case 'review':
      if (step.state === 'done') return <>{t('onb.review.done', { date })}</>;
      if (step.state === 'rejected')
        return <>{o.rejectReason ? t('onb.review.rejected', { reason: o.rejectReason }) : t('onb.review.rejectedNoReason')}</>;
      return <>{t('onb.review.waiting')}</>;
    case 'contract':
      return <>{step.state === 'done' ? t('onb.contract.done', { date }) : t('onb.contract.todo', { version: o.contractVersion })}</>;
    case 'package':
      return <>{step.state === 'done' ? t('onb.package.done', { count: o.activePackages }) : t('onb.package.todo')}</>;
    case 'balance':
      if (step.state === 'done') return <>{t('onb.balance.done', { balance })}</>;
      if (o.cheapestPackageFen == null) return <>{t('onb.balance.noPackage', { balance })}</>;
      return <>{t('onb.balance.todo', { balance, price: formatFen(o.cheapestPackageFen, locale) })}</>;
    case 'firstOrder':
      return <>{t(step.state === 'todo' ? 'onb.firstOrder.todo' : 'onb.firstOrder.waiting')}</>;
  }
}

function Mark({ step, index }: { step: OnboardingStep; index: number }) {
  if (step.state === 'done') return <CheckCircleFilled className={styles.done} />;
  if (step.state === 'rejected') return <ExclamationCircleFilled className={styles.rejected} />;
  if (step.state === 'waiting') return <ClockCircleOutlined className={styles.waiting} />;
  return <span className={styles.number}>{index + 1}</span>;
}

function StepRow({ step, index, o, back }: { step: OnboardingStep; index: number; o: Onboarding; back?: string }) {
  const { t } = useI18n();
  const canAct = useCanAct();
  const actionable = step.state === 'todo' || step.state === 'rejected';
  const path = stepPath(step.key, back);
  const label = ACTION[step.key];
  let action: ReactNode = null;
  if (actionable && path && label) {
    action = canAct(step.key) ? (
      <LinkButton to={path} type={o.next === step.key ? 'primary' : 'default'} data-testid={`onb-action-${step.key}`}>
        {t(label)}
      </LinkButton>
    ) : (
      <span className={styles.hint}>{t('onb.askOwner')}</span>
    );
  }
  return (
    <li
      className={`${styles.step} ${o.next === step.key ? styles.current : ''}`}
      data-testid={`onb-step-${step.key}`}
      data-state={step.state}
      aria-current={o.next === step.key ? 'step' : undefined}
    >
      <span className={styles.mark} aria-hidden>
        <Mark step={step} index={index} />
      </span>
      <div className={styles.body}>
        <h3 className={styles.stepTitle}>
          {t(`onb.step.${step.key}` as MessageKey)}
          <span className="visually-hidden"> ({t(`onb.state.${step.state}` as MessageKey)})</span>
        </h3>
        <p className={styles.hint}>
          <StepText step={step} o={o} />
        </p>
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </li>
  );
}

/**
 * The enterprise's way to its first check, as a checklist with the next action: shown on the home
 * page until the first order is placed. Each action's screen comes back to `back` when done.
 */
export function OnboardingChecklist({ onboarding: o, enterpriseName, back }: { onboarding: Onboarding; enterpriseName: string; back?: string }) {
  const { t } = useI18n();
  const { done, total } = progress(o);
  return (
    <Panel title={t('onb.title', { done, total })} testId="onboarding-checklist">
      <p className={styles.lead} data-testid="onb-lead">
        {o.orderingOpen ? t('onb.leadOpen') : o.certStatus === 'certified' ? t('onb.leadCertified') : t('onb.leadClosed', { name: enterpriseName })}
      </p>
      <ol className={styles.steps}>
        {o.steps.map((step, i) => (
          <StepRow key={step.key} step={step} index={i} o={o} back={back} />
        ))}
      </ol>
    </Panel>
  );
}

/**
 * Where an unfinished step blocks an action (ordering): what is missing, with its action, and a
 * link to every step. Renders nothing while ordering is open or the checklist cannot be read
 * (the action's own call then answers why).
 */
export function OnboardingBlocker({ back }: { back: string }) {
  const { t } = useI18n();
  const { state } = useLogin();
  const canAct = useCanAct();
  const query = useQuery(onboardingQuery(state.userInfo?.enterprise?.id));
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const o = query.data;
  if (!o || o.orderingOpen) return null;
  const next = o.next ? o.steps.find((s) => s.key === o.next) : undefined;
  const path = next ? stepPath(next.key, back) : null;
  const label = next ? ACTION[next.key] : undefined;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="onboarding-blocker"
      title={next ? t('onb.blocked.title', { step: t(`onb.step.${next.key}` as MessageKey) }) : t('onb.blocked.waiting')}
      description={next ? <StepText step={next} o={o} /> : undefined}
      action={
        <div className={styles.blockerActions}>
          {next && path && label && canAct(next.key) ? (
            <LinkButton type="primary" size="small" to={path} data-testid={`onb-blocker-${next.key}`}>
              {t(label)}
            </LinkButton>
          ) : null}
          <Link to="/homePage">{t('onb.blocked.all')}</Link>
        </div>
      }
    />
  );
}

/** The checklist's failure, with a retry. */
export function OnboardingFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useI18n();
  return (
    <Alert
      type="error"
      showIcon
      title={t('onb.loadFailed')}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {t('chunk.retry')}
        </Button>
      }
    />
  );
}
