import { Button } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { GRADE_TONE, gradeLabel, OVERALL_TONE, overallLabel } from '@/utils/grades';
import { ApiError } from '@/utils/request';
import Notice from '@/pages/candidate/Notice';
import Actions from './Actions';
import { endedKey, isMeKey as hasMessage } from './messages';
import { CheckStatusTag } from './List';
import MeShell from './MeShell';
import { useMeToken } from './useMeToken';
import { checkQuery, isMeSessionError, itemNames, ME_CODES, type CheckDetail } from './service';
import styles from './index.module.css';

const ITEM_TONE: Record<string, Tone> = { pending: 'neutral', running: 'info', done: 'success', failed: 'error', skipped: 'neutral' };

/** An item's result as the order keeps it (`clear` / `consider`), in words; a report grade (`green`…) reads as one too. */
function ResultBadge({ result }: { result: string }) {
  const { locale } = useI18n();
  if (result in OVERALL_TONE) return <StatusBadge tone={OVERALL_TONE[result]}>{overallLabel(result, locale)}</StatusBadge>;
  return <StatusBadge tone={GRADE_TONE[result] ?? 'neutral'}>{gradeLabel(result, locale)}</StatusBadge>;
}

function Overview({ check }: { check: CheckDetail }) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  return (
    <section className={styles.card} aria-labelledby="me-overview-heading" data-testid="me-overview">
      <div className={styles.checkHead}>
        <h2 id="me-overview-heading" className={styles.enterprise}>
          {check.enterpriseName}
        </h2>
        <CheckStatusTag status={check.status} />
      </div>
      <p className={styles.meta}>{t('me.detail.order', { orderNo: check.orderNo })}</p>
      <dl className={styles.facts}>
        <dt>{t('me.detail.package')}</dt>
        <dd>{check.packageName}</dd>
        {check.position ? (
          <>
            <dt>{t('me.detail.position')}</dt>
            <dd>{check.position}</dd>
          </>
        ) : null}
        <dt>{t('me.detail.name')}</dt>
        <dd>{check.nameMask}</dd>
        <dt>{t('me.detail.idNumber')}</dt>
        <dd>{check.idNumberMask}</dd>
        <dt>{t('me.detail.items')}</dt>
        <dd>{itemNames(check.items, zh)}</dd>
      </dl>
      <p className={styles.note}>
        {t('me.ordered', { date: formatDateTime(check.createdAt, locale) })}
        {check.completedAt ? <br /> : null}
        {check.completedAt ? t(endedKey(check.status), { date: formatDateTime(check.completedAt, locale) }) : null}
      </p>
      {check.eraseDueAt && !check.erasureRequested ? <p className={styles.note}>{t('me.eraseDue', { date: formatDateTime(check.eraseDueAt, locale) })}</p> : null}
    </section>
  );
}

/** An item's state in words; one that never ran because the check stopped or expired says so. */
function itemState(status: string, checkStatus: string): { key: string; tone: Tone } {
  const stopped = (checkStatus === 'canceled' || checkStatus === 'expired') && (status === 'pending' || status === 'running');
  if (stopped) return { key: 'me.item.notRun', tone: 'neutral' };
  return { key: `me.item.${status}`, tone: ITEM_TONE[status] ?? 'neutral' };
}

function ItemState({ status, checkStatus }: { status: string; checkStatus: string }) {
  const { t } = useI18n();
  const { key, tone } = itemState(status, checkStatus);
  return <StatusBadge tone={tone}>{hasMessage(key) ? t(key as MessageKey) : status}</StatusBadge>;
}

function Progress({ check }: { check: CheckDetail }) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  return (
    <section className={styles.card} aria-labelledby="me-items-heading">
      <h2 id="me-items-heading">{t('me.detail.items')}</h2>
      <ul className={styles.rows} data-testid="me-items">
        {check.itemsProgress.map((i) => (
          <li key={i.code} data-testid={`me-item-${i.code}`}>
            <span className={styles.rowMain}>
              {zh ? i.nameZh : i.nameEn}
              {i.finishedAt ? <span className={styles.when}>{formatDateTime(i.finishedAt, locale)}</span> : null}
            </span>
            <span className={styles.tags}>
              <ItemState status={i.status} checkStatus={check.status} />
              {i.result ? <ResultBadge result={i.result} /> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Timeline({ check }: { check: CheckDetail }) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  const itemName = (code?: string | null) => {
    const item = code ? check.items.find((i) => i.code === code) : undefined;
    return item ? (zh ? item.nameZh : item.nameEn) : (code ?? '');
  };
  const events = [...check.timeline].sort((a, b) => a.at - b.at);
  return (
    <section className={styles.card} aria-labelledby="me-timeline-heading">
      <h2 id="me-timeline-heading">{t('me.detail.timeline')}</h2>
      {events.length ? (
        <ol className={styles.timeline} data-testid="me-timeline">
          {events.map((e, i) => (
            <li key={`${e.at}-${e.kind}-${i}`}>
              <time className={styles.when}>{formatDateTime(e.at, locale)}</time>
              {hasMessage(`me.event.${e.kind}`) ? t(`me.event.${e.kind}` as MessageKey) : t('me.event.other')}
              {e.itemCode ? ` · ${itemName(e.itemCode)}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.meta}>{t('me.detail.noEvents')}</p>
      )}
    </section>
  );
}

function ConsentBlock({ check }: { check: CheckDetail }) {
  const { t, locale } = useI18n();
  const c = check.consent;
  const disclosure = locale === 'zh-CN' ? c.disclosureZh || c.disclosureEn : c.disclosureEn || c.disclosureZh;
  return (
    <section className={styles.card} aria-labelledby="me-consent-heading" data-testid="me-consent">
      <h2 id="me-consent-heading">{t('me.detail.consent')}</h2>
      <dl className={styles.facts}>
        <dt>{t('me.detail.consentMode')}</dt>
        <dd>{t(`me.detail.consentMode.${c.mode}` as MessageKey)}</dd>
        {c.textVersion ? (
          <>
            <dt>{t('me.detail.textVersion')}</dt>
            <dd data-testid="me-consent-version">{c.textVersion}</dd>
          </>
        ) : null}
        <dt>{t('me.detail.signedAt')}</dt>
        <dd data-testid="me-consent-signed">{c.signedAt ? formatDateTime(c.signedAt, locale) : t('me.detail.notSigned')}</dd>
      </dl>
      {c.signaturePng?.startsWith('data:image/') ? (
        <figure style={{ margin: '12px 0 0' }}>
          <figcaption className={styles.meta}>{t('me.detail.signature')}</figcaption>
          <img src={c.signaturePng} alt={t('me.detail.signatureAlt')} className={styles.signature} data-testid="me-signature" />
        </figure>
      ) : null}
      {disclosure ? (
        <details className={styles.disclosure}>
          <summary>{t(c.signedAt ? 'me.detail.disclosure' : 'me.detail.disclosureUnsigned')}</summary>
          {disclosure.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </details>
      ) : null}
    </section>
  );
}

/** Only links of this site's shared-report page (`/#/sr?…`) are offered; anything else is not shown. */
function reportHref(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin && (url.pathname + url.hash).includes('/sr') ? url.href : null;
  } catch {
    return null;
  }
}

function Reports({ check }: { check: CheckDetail }) {
  const { t, locale } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="me-reports-heading" data-testid="me-reports">
      <h2 id="me-reports-heading">{t('me.detail.reports')}</h2>
      {check.reports.length ? (
        <ul className={styles.rows}>
          {check.reports.map((r) => {
            const href = reportHref(r.link);
            return (
              <li key={`${r.version}-${r.sharedAt}`}>
                <span className={styles.rowMain}>
                  {t('me.detail.reportVersion', { version: r.version })}
                  <span className={styles.when}>{t('me.detail.sharedAt', { date: formatDateTime(r.sharedAt, locale) })}</span>
                </span>
                {href ? (
                  <Button href={href} aria-label={t('me.detail.openReportOf', { version: r.version })} data-testid={`me-report-${r.version}`}>
                    {t('me.detail.openReport')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.meta}>{t('me.detail.noReports')}</p>
      )}
    </section>
  );
}

function Outcome({ check }: { check: CheckDetail }) {
  const { t, locale } = useI18n();
  if (!check.decision && !check.disputes.length) return null;
  const d = check.decision;
  return (
    <section className={styles.card} aria-labelledby="me-outcome-heading" data-testid="me-outcome">
      <h2 id="me-outcome-heading">{d ? t('me.detail.decision') : t('me.detail.disputes')}</h2>
      {d ? (
        <p data-testid="me-decision">
          {hasMessage(`me.detail.decision.${d.status}`) ? t(`me.detail.decision.${d.status}` as MessageKey) : d.status}
          <span className={styles.when}>{t('me.detail.decidedAt', { date: formatDateTime(d.decidedAt, locale) })}</span>
        </p>
      ) : null}
      {check.disputes.length ? (
        <>
          {d ? <h3 className={styles.label}>{t('me.detail.disputes')}</h3> : null}
          <ul className={styles.rows} data-testid="me-disputes">
            {check.disputes.map((x, i) => (
              <li key={`${x.raisedAt}-${i}`}>
                <span className={styles.rowMain}>
                  {t(x.kind === 'correction' ? 'me.detail.kind.correction' : 'me.detail.kind.dispute')}
                  <span className={styles.when}>{t('me.detail.raisedAt', { date: formatDateTime(x.raisedAt, locale) })}</span>
                  {x.resolution ? <span className={styles.when}>{t('me.detail.answer', { text: x.resolution })}</span> : null}
                </span>
                <StatusBadge tone={x.status === 'resolved' ? 'success' : 'warning'}>
                  {t(x.status === 'resolved' ? 'me.detail.disputeStatus.resolved' : 'me.detail.disputeStatus.open')}
                </StatusBadge>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * `/me/check?id=<orderId>`: one check about the candidate: who asked, what is checked and how far
 * it got, the timeline, the consent they gave (mode, text version, time, signature), the reports
 * shared with them, the decision and disputes, and what they may do about it. Signed out (or a
 * 5001), back to the sign-in.
 */
export default function MeCheckPage() {
  const { t } = useI18n();
  const token = useMeToken();
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const client = useQueryClient();
  const check = useQuery(checkQuery(token, orderId));

  if (!token) return <Navigate to="/me" replace />;
  const back = (
    <Link to="/me" className={styles.back} data-testid="me-back">
      <span aria-hidden>‹</span>
      {t('me.detail.back')}
    </Link>
  );
  let body;
  if (!orderId || (check.error instanceof ApiError && check.error.code === ME_CODES.checkNotFound)) {
    body = (
      <div className={styles.card}>
        <Notice tone="warning" title={t('me.detail.notFound')} text={t('me.detail.notFoundText')} testId="me-not-found">
          <LinkButton to="/me" type="primary" size="large">
            {t('me.detail.back')}
          </LinkButton>
        </Notice>
      </div>
    );
  } else if (check.isPending || isMeSessionError(check.error)) {
    body = (
      <p className={styles.card} role="status">
        {t('me.loading')}
      </p>
    );
  } else if (check.isError) {
    body = (
      <div className={styles.card}>
        <Notice tone="error" title={t('me.loadFailed')} testId="me-load-failed">
          <Button type="primary" size="large" onClick={() => void check.refetch()}>
            {t('me.retry')}
          </Button>
        </Notice>
      </div>
    );
  } else {
    const c = check.data;
    body = (
      <>
        <Overview check={c} />
        <Progress check={c} />
        <Timeline check={c} />
        <ConsentBlock check={c} />
        <Reports check={c} />
        <Outcome check={c} />
        <Actions
          check={c}
          onChanged={() => {
            void client.invalidateQueries({ queryKey: ['me/checkDetail'] });
            void client.invalidateQueries({ queryKey: ['me/checks'] });
          }}
        />
      </>
    );
  }
  return (
    <MeShell title={t('me.title')}>
      {back}
      {body}
    </MeShell>
  );
}
