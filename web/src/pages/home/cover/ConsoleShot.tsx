import { useI18n } from '@/i18n';
import styles from './index.module.css';

/**
 * A picture of the console drawn in HTML: the records list with its status counts, as a
 * customer sees it. One image to assistive technology (its label says what it shows).
 */
export default function ConsoleShot() {
  const { t } = useI18n();
  const rows = [
    { name: t('cover.shot.row1'), pkg: t('cover.shot.pkgStandard'), status: 'done', date: '11-20' },
    { name: t('cover.shot.row2'), pkg: t('cover.shot.pkgExecutive'), status: 'running', date: '11-21' },
    { name: t('cover.shot.row3'), pkg: t('cover.shot.pkgStandard'), status: 'consent', date: '11-21' },
    { name: t('cover.shot.row4'), pkg: t('cover.shot.pkgBasic'), status: 'running', date: '11-22' },
  ] as const;
  const label = { done: t('cover.shot.done'), running: t('cover.shot.running'), consent: t('cover.shot.consent') };
  return (
    <figure className={styles.shot} role="img" aria-label={t('cover.shot.alt')}>
      <div className={styles.shotBar} aria-hidden>
        <span />
        <span />
        <span />
      </div>
      <div className={styles.shotBody} aria-hidden>
        <div className={styles.shotSide}>
          <span className={styles.shotLogo} />
          <span className={styles.shotNavActive} />
          <span />
          <span />
          <span />
          <span />
        </div>
        <div className={styles.shotMain}>
          <div className={styles.shotHead}>
            <strong>{t('screen.backRecord')}</strong>
            <span className={styles.shotButton}>{t('cover.shot.new')}</span>
          </div>
          <div className={styles.shotStats}>
            <div>
              <b>12</b>
              <small>{t('cover.shot.running')}</small>
            </div>
            <div>
              <b>86</b>
              <small>{t('cover.shot.done')}</small>
            </div>
            <div>
              <b>3</b>
              <small>{t('cover.shot.consent')}</small>
            </div>
          </div>
          <div className={styles.shotTable}>
            {rows.map((row) => (
              <div key={row.name} className={styles.shotRow}>
                <span>{row.name}</span>
                <span className={styles.shotPkg}>{row.pkg}</span>
                <span className={`${styles.pill} ${styles[`pill_${row.status}`]}`}>{label[row.status]}</span>
                <span className={styles.shotDate}>{row.date}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}
