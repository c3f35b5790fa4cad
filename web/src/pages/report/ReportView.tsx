import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import type { Schemas } from '@/services/api';
import { formatDateTime } from '@/utils/format';
import shared from '@/styles/shared.module.css';
import styles from './report.module.css';
import { GRADE_TONE, gradeLabel, overallLabel } from '@/utils/grades';

export type Report = Schemas['Report'];


/**
 * A report version as the enterprise and a shared reader see it: the overall result, the
 * candidate (masked), the package and its version, each check with its traffic light and
 * findings, the consent and who made this version. Laid out to print on A4.
 */
export default function ReportView({ report }: { report: Report }) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  const r = report;
  return (
    <article className={styles.report} data-testid="report" data-version={r.version}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('report.title')}</h1>
          <p className={styles.meta}>
            {t('report.order', { orderNo: r.orderNo })} · {t('report.version', { version: r.version })}
          </p>
        </div>
        <div className={r.overallResult === 'clear' ? `${styles.overall} ${styles.clear}` : `${styles.overall} ${styles.consider}`} data-testid="report-overall">
          <strong>{overallLabel(r.overallResult, locale)}</strong>
          <span>{t(`report.overallHint.${r.overallResult}` as MessageKey)}</span>
        </div>
      </header>
      <dl className={styles.facts}>
        <dt>{t('report.candidate')}</dt>
        <dd data-testid="report-candidate">
          {r.candidate.name} · {r.candidate.phone} · {r.candidate.idNumber}
        </dd>
        <dt>{t('report.package')}</dt>
        <dd>{t('report.packageVersion', { name: r.packageName, version: r.packageVersion })}</dd>
        <dt>{t('report.ordered')}</dt>
        <dd>{formatDateTime(r.orderedAt, locale)}</dd>
        <dt>{t('report.completed')}</dt>
        <dd>{formatDateTime(r.completedAt, locale)}</dd>
      </dl>
      <h2 className={styles.section}>{t('report.items')}</h2>
      <ol className={styles.items} data-testid="report-items">
        {r.items.map((i) => {
          const findings = zh ? i.findingsZh : i.findingsEn;
          const source = (zh && i.sourceZh) || i.source;
          return (
            <li key={i.index} className={styles.item} data-testid={`report-item-${i.code}`} data-grade={i.grade}>
              <span className={`${styles.light} ${styles[i.grade]}`} aria-hidden />
              <div className={styles.itemBody}>
                <div className={shared.entryHead}>
                  <strong>{zh ? i.nameZh : i.nameEn}</strong>
                  <StatusBadge tone={GRADE_TONE[i.grade] ?? 'neutral'}>{gradeLabel(i.grade, locale)}</StatusBadge>
                </div>
                <p>{findings || t('report.noFindings')}</p>
                <p className={styles.meta}>
                  {source ? t('report.source', { source }) : ''}
                  {source && i.checkedAt ? ' · ' : ''}
                  {i.checkedAt ? t('report.checkedAt', { date: formatDateTime(i.checkedAt, locale) }) : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {r.consent ? (
        <>
          <h2 className={styles.section}>{t('report.consent')}</h2>
          <p>
            {r.consent.mode === 'sms'
              ? t('report.consent.sms', { date: formatDateTime(r.consent.signedAt, locale), version: r.consent.textVersion })
              : r.consent.mode === 'registration'
                ? t('report.consent.registration', { date: formatDateTime(r.consent.signedAt, locale), version: r.consent.textVersion })
                : t('report.consent.offline', { date: formatDateTime(r.consent.signedAt, locale) })}
          </p>
        </>
      ) : null}
      <footer className={styles.footer} data-testid="report-made">
        {r.createdBy === 'system'
          ? t('report.madeBy.system', { date: formatDateTime(r.createdAt, locale) })
          : t('report.madeBy.analyst', { version: r.version, date: formatDateTime(r.createdAt, locale), reason: r.reason ?? '' })}
      </footer>
    </article>
  );
}
