import StatusBadge from '@/components/StatusBadge';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import type { Report } from './ReportView';
import { changesBetween, type Findings } from './diff';
import styles from './history.module.css';
import { gradeLabel, overallLabel } from '@/utils/grades';

/**
 * The versions of a report, newest first: who made each, when and why, and what it changed from
 * the version before (per check: the grade from → to, the findings old → new; the overall result;
 * the note). The enterprise's report page and the analysts' edit page both show it.
 */
export default function History({
  versions,
  showAnalystIds = false,
}: {
  /** Oldest first, as `report/versions` answers. */
  versions: readonly Report[];
  /** Analysts see who among them made a version; the enterprise reads "an analyst". */
  showAnalystIds?: boolean;
}) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  const text = (f: Findings) => (zh ? f.zh : f.en) || t('report.history.empty');
  const newestFirst = versions.map((v, i) => ({ v, prev: i > 0 ? versions[i - 1] : undefined })).reverse();
  const last = versions.at(-1)?.version;
  return (
    <ol className={styles.versions} data-testid="report-history">
      {newestFirst.map(({ v, prev }) => {
        const date = formatDateTime(v.createdAt, locale);
        const changes = prev ? changesBetween(prev, v) : undefined;
        const nothing = changes && !changes.items.length && !changes.overall && !changes.note;
        return (
          <li key={v.version} className={styles.version} data-testid={`history-v${v.version}`}>
            <h3 className={styles.head}>
              {t('report.history.version', { version: v.version })}
              {v.version === last ? <StatusBadge tone="info">{t('report.history.current')}</StatusBadge> : null}
            </h3>
            <p className={styles.meta}>
              {v.createdBy === 'system'
                ? t('report.history.bySystem', { date })
                : showAnalystIds
                  ? t('report.history.byAnalystId', { id: v.createdBy, date })
                  : t('report.history.byAnalyst', { date })}
            </p>
            {v.reason ? <p>{t('report.history.reason', { reason: v.reason })}</p> : null}
            {!changes ? (
              <p className={styles.meta}>{t('report.history.first')}</p>
            ) : nothing ? (
              <p className={styles.meta}>{t('report.history.none')}</p>
            ) : (
              <ul className={styles.changes} data-testid={`history-changes-v${v.version}`}>
                {changes.overall ? (
                  <li>
                    {t('report.history.overall', {
                      from: overallLabel(changes.overall[0], locale),
                      to: overallLabel(changes.overall[1], locale),
                    })}
                  </li>
                ) : null}
                {changes.items.map((c) => (
                  <li key={c.index} data-testid={`history-change-v${v.version}-${c.code}`}>
                    <strong>{zh ? c.nameZh : c.nameEn}</strong>
                    {c.grade ? (
                      <span className={styles.grade}>
                        {' · '}
                        {t('report.history.grade', {
                          from: gradeLabel(c.grade[0], locale),
                          to: gradeLabel(c.grade[1], locale),
                        })}
                      </span>
                    ) : null}
                    {c.findings ? (
                      <>
                        {' · '}
                        {t('report.history.findings')}
                        <span className={styles.findings}>
                          <span className={styles.was}>
                            {t('report.history.was')} <del>{text(c.findings[0])}</del>
                          </span>
                          <span className={styles.now}>
                            {t('report.history.now')} <ins>{text(c.findings[1])}</ins>
                          </span>
                        </span>
                      </>
                    ) : null}
                  </li>
                ))}
                {changes.note ? (
                  <li>
                    {changes.note.kind === 'removed'
                      ? t('report.history.noteRemoved')
                      : t(changes.note.kind === 'added' ? 'report.history.noteAdded' : 'report.history.noteChanged', { note: changes.note.note })}
                  </li>
                ) : null}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
