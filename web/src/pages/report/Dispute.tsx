import StatusBadge from '@/components/StatusBadge';
import { useI18n } from '@/i18n';
import type { Schemas } from '@/services/api';
import { formatDateTime } from '@/utils/format';
import { itemNamesText } from '@/utils/grades';
import type { Report } from './ReportView';
import styles from './history.module.css';

export type Dispute = Schemas['Dispute'];

/**
 * A candidate's dispute of a report: when, which findings (named from the report's items), in
 * their words, and once resolved the analyst's answer and the version it made.
 */
export default function DisputeView({ dispute, items }: { dispute: Dispute; items: Report['items'] }) {
  const { t, locale } = useI18n();
  const resolved = dispute.status === 'resolved';
  return (
    <div data-testid="report-dispute" data-status={dispute.status}>
      <p className={styles.head}>
        <StatusBadge tone={resolved ? 'success' : 'warning'} testId="dispute-status">
          {t(resolved ? 'report.dispute.status.resolved' : 'report.dispute.status.open')}
        </StatusBadge>
        <span className={styles.meta}>{t('report.dispute.raised', { date: formatDateTime(dispute.raisedAt, locale) })}</span>
      </p>
      <dl className={styles.facts}>
        <dt>{t('report.dispute.items')}</dt>
        <dd data-testid="dispute-items">{itemNamesText(items, dispute.items, locale)}</dd>
        <dt>{t('report.dispute.text')}</dt>
        <dd>
          <blockquote className={styles.quote} data-testid="dispute-text">
            {dispute.text}
          </blockquote>
        </dd>
        {resolved ? (
          <>
            <dt>{t('report.dispute.resolution')}</dt>
            <dd data-testid="dispute-resolution">
              {dispute.resolution ?? ''}
              {dispute.resolvedVersion ? (
                <span className={styles.meta}>
                  {' '}
                  ({t('report.dispute.resolvedOn', { date: formatDateTime(dispute.resolvedAt, locale), version: dispute.resolvedVersion })})
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
