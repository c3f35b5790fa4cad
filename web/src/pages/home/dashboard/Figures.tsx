import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { RightOutlined, WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatFen } from '@/utils/money';
import { STATUS_TONE } from '@/pages/order/status';
import { MONTH_STATUSES, RECHARGE_PATH, RECORDS_PATH, recordsWithStatus, type HomeSummary } from './service';
import { useCount } from './useCount';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

/** What the signed-in member may open from here (their menus, and finance writes for recharging). */
export interface Abilities {
  records: boolean;
  finance: boolean;
  recharge: boolean;
  initiate: boolean;
  batch: boolean;
}

/** A card that is a link to `to` when the member may open it, else plain. */
function Card({ to, testId, className, children }: { to?: string; testId: string; className?: string; children: ReactNode }) {
  const cls = `${styles.card} ${className ?? ''}`;
  return to ? (
    <Link to={to} className={`${cls} ${styles.cardLink}`} data-testid={testId}>
      {children}
      <RightOutlined className={styles.cardArrow} aria-hidden />
    </Link>
  ) : (
    <div className={cls} data-testid={testId}>
      {children}
    </div>
  );
}

/** The warning above everything when the balance is below the enterprise's threshold. */
export function LowBalanceAlert({ summary, can }: { summary: HomeSummary; can: Abilities }) {
  const { t, locale } = useI18n();
  if (!summary.lowBalance) return null;
  return (
    <Alert
      type="warning"
      showIcon
      classNames={{ root: styles.lowAlert, actions: styles.lowAlertActions }}
      data-testid="low-balance"
      title={t('home.low.title', { balance: formatFen(summary.balanceFen, locale), threshold: formatFen(summary.lowBalanceThresholdFen, locale) })}
      description={t(can.recharge ? 'home.low.text' : 'home.low.textReader')}
      action={
        can.recharge ? (
          <LinkButton type="primary" to={RECHARGE_PATH} icon={<WalletOutlined />} data-testid="low-balance-recharge">
            {t('home.quick.recharge')}
          </LinkButton>
        ) : undefined
      }
    />
  );
}

/** The balance, this month's orders, consents waiting and reports of the last 7 days. */
export function Figures({ summary, can }: { summary: HomeSummary; can: Abilities }) {
  const { t, locale } = useI18n();
  const count = useCount();
  const records = can.records ? RECORDS_PATH : undefined;
  return (
    <section aria-label={t('home.figures')} className={styles.figures}>
      <div className={`${styles.card} ${summary.lowBalance ? styles.cardLow : ''}`} data-testid="figure-balance">
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{t('home.balance.title')}</h2>
          {summary.lowBalance ? (
            <StatusBadge tone="warning" testId="balance-low">
              {t('home.balance.low')}
            </StatusBadge>
          ) : null}
        </div>
        <strong className={`${shared.figure} ${styles.value} ${styles.money}`} data-testid="balance">
          {formatFen(summary.balanceFen, locale)}
        </strong>
        <span className={styles.hint}>
          {summary.lowBalanceThresholdFen > 0
            ? t('home.balance.threshold', { amount: formatFen(summary.lowBalanceThresholdFen, locale) })
            : t('home.balance.thresholdOff')}
        </span>
        {can.finance ? (
          <Link to={RECHARGE_PATH} className={`${styles.more} ${styles.balanceMore}`} data-testid="balance-finance">
            {t('home.balance.details')}
          </Link>
        ) : null}
      </div>
      <Card to={records} testId="figure-month">
        <h2 className={styles.cardTitle}>{t('home.month.title')}</h2>
        <strong className={`${shared.figure} ${styles.value}`}>{count(summary.ordersThisMonth.total)}</strong>
        <span className={styles.hint}>{t('home.month.hint', { completed: count(summary.ordersThisMonth.completed) })}</span>
      </Card>
      <Card to={records && recordsWithStatus('awaiting_authorization')} testId="figure-consents" className={summary.consentsPending > 0 ? styles.cardAttention : undefined}>
        <h2 className={styles.cardTitle}>{t('home.consents.title')}</h2>
        <strong className={`${shared.figure} ${styles.value}`}>{count(summary.consentsPending)}</strong>
        <span className={styles.hint}>{t('home.consents.hint')}</span>
      </Card>
      <Card to={records} testId="figure-reports">
        <h2 className={styles.cardTitle}>{t('home.reports.title')}</h2>
        <strong className={`${shared.figure} ${styles.value}`}>{count(summary.reportsThisWeek)}</strong>
        <span className={styles.hint}>{t('home.reports.hint')}</span>
      </Card>
    </section>
  );
}

/** This month's orders by status, each a way into the records. */
export function StatusCards({ summary, can }: { summary: HomeSummary; can: Abilities }) {
  const { t } = useI18n();
  const count = useCount();
  return (
    <Panel
      title={t('home.month.byStatus')}
      extra={
        can.records ? (
          <Link to={RECORDS_PATH} className={styles.more}>
            {t('home.month.toRecords')}
          </Link>
        ) : undefined
      }
      testId="month-statuses"
    >
      <ul className={styles.statuses}>
        {MONTH_STATUSES.map(({ key, status }) => {
          const n = summary.ordersThisMonth[key];
          return (
            <li key={status}>
              <Card to={can.records ? recordsWithStatus(status) : undefined} testId={`status-${status}`} className={`${styles.statusCard} ${n === 0 ? styles.statusNone : ''}`}>
                <StatusBadge tone={STATUS_TONE[status] ?? 'neutral'}>{t(`order.status.${status}` as MessageKey)}</StatusBadge>
                <strong className={styles.statusValue}>{count(n)}</strong>
              </Card>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
