// Registers the form's texts before anything of it renders.
import './formMessages';
import { Button } from 'antd';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { educationKey } from '@/pages/job/education';
import type { Application } from './service';
import styles from './index.module.css';

/** The application as sent (the applicant's own values, the ID number masked), and the way to change it. */
export default function Saved({ application: a, onEdit }: { application: Application; onEdit: () => void }) {
  const { t, locale } = useI18n();
  const e = a.education;
  return (
    <section className={styles.group} data-testid="apply-saved" aria-labelledby="apply-saved-title">
      <h2 id="apply-saved-title" className={styles.heading}>
        {t('apply.saved')}
      </h2>
      <p className={styles.meta}>
        {t('apply.savedOn', { date: formatDateTime(a.submittedAt, locale) })}
        {a.updatedAt > a.submittedAt ? ` · ${t('apply.changedOn', { date: formatDateTime(a.updatedAt, locale) })}` : ''}
      </p>
      <dl className={styles.details}>
        <dt>{t('apply.nameLabel')}</dt>
        <dd data-testid="apply-saved-name">{a.name}</dd>
        <dt>{t('apply.phone')}</dt>
        <dd>{a.phoneMasked}</dd>
        <dt>{t('apply.idNumberKeep')}</dt>
        <dd>{a.idNumberMasked}</dd>
        {e ? (
          <>
            <dt>{t('apply.education')}</dt>
            <dd>
              {t(educationKey(e.level))} · {e.school}
              {e.major ? ` · ${e.major}` : ''}
              {e.graduationYear ? ` · ${e.graduationYear}` : ''}
            </dd>
          </>
        ) : null}
        {a.workHistory.length ? (
          <>
            <dt>{t('apply.work')}</dt>
            <dd>
              <ul className={styles.plainList}>
                {a.workHistory.map((w, i) => (
                  <li key={i}>
                    {w.company} · {w.title} ({w.from} – {w.to ?? t('apply.present')})
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {a.attachments.length ? (
          <>
            <dt>{t('apply.attachments')}</dt>
            <dd>
              <ul className={styles.plainList}>
                {a.attachments.map((f) => (
                  <li key={f.key}>
                    <a href={f.url} target="_blank" rel="noopener noreferrer">
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.meta}>{t('apply.consentGiven', { version: a.consentVersion, date: formatDateTime(a.consentedAt, locale) })}</p>
      {a.canUpdate ? (
        <Button type="primary" block size="large" onClick={onEdit} data-testid="apply-edit">
          {t('apply.edit')}
        </Button>
      ) : (
        <p className={styles.note} data-testid="apply-read-only">
          {t('apply.readOnly')}
        </p>
      )}
    </section>
  );
}
