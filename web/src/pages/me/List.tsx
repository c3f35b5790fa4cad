import { Button } from 'antd';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDate } from '@/utils/format';
import { RequestError } from '@/utils/request';
import Notice from '@/pages/candidate/Notice';
import { STATUS_TONE } from '@/pages/order/status';
import { endedKey } from './messages';
import MeShell from './MeShell';
import { useMeToken } from './useMeToken';
import SignIn from './SignIn';
import { checksQuery, downloadJson, downloadPdf, isMeSessionError, itemNames, sessionExpired, type CheckSummary } from './service';
import styles from './index.module.css';

/** A check's status in the candidate's words, as a tag. */
export function CheckStatusTag({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={STATUS_TONE[status] ?? 'neutral'} testId="me-status">
      {t(`me.status.${status}` as MessageKey)}
    </StatusBadge>
  );
}

function CheckCard({ check }: { check: CheckSummary }) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  return (
    <li>
      <Link
        to={`/me/check?id=${encodeURIComponent(check.orderId)}`}
        className={styles.check}
        // No aria-label: the card's own text (who asked, status, package, dates) names the link,
        // which tells two checks by one company apart and matches what is seen (WCAG 2.5.3).
        data-testid={`me-check-${check.orderId}`}
      >
        <div className={styles.checkHead}>
          <span className={styles.enterprise}>{check.enterpriseName}</span>
          <CheckStatusTag status={check.status} />
        </div>
        <p className={styles.meta}>{check.packageName}</p>
        <p className={styles.meta}>{t('me.detail.order', { orderNo: check.orderNo })}</p>
        <p className={styles.meta}>{itemNames(check.items, zh)}</p>
        <p className={styles.meta}>
          {t('me.ordered', { date: formatDate(check.createdAt, locale) })}
          {check.completedAt ? ` · ${t(endedKey(check.status), { date: formatDate(check.completedAt, locale) })}` : ''}
        </p>
        {check.erasureRequested ? (
          <p className={styles.meta}>{t('me.erasureRequested')}</p>
        ) : check.eraseDueAt ? (
          <p className={styles.meta}>{t('me.eraseDue', { date: formatDate(check.eraseDueAt, locale) })}</p>
        ) : null}
        <span className={styles.chev} aria-hidden>
          {t('me.open')}
          <span>›</span>
        </span>
      </Link>
    </li>
  );
}

/** Downloads of everything stored about the candidate: JSON (machine-readable) and PDF (readable). */
function DataCard() {
  const { t } = useI18n();
  const json = useMutation({ mutationFn: downloadJson });
  const pdf = useMutation({ mutationFn: downloadPdf });
  const failed = [json.error, pdf.error].some((e) => e && !(e instanceof RequestError && e.kind === 'aborted') && !isMeSessionError(e));
  return (
    <section className={styles.card} aria-labelledby="me-data-heading" data-testid="me-data">
      <h2 id="me-data-heading">{t('me.data.title')}</h2>
      <p className={styles.lead}>{t('me.data.lead')}</p>
      <div className={styles.actions}>
        <Button size="large" block loading={json.isPending} onClick={() => json.mutate()} data-testid="me-download-json">
          {t('me.data.json')}
        </Button>
        <Button size="large" block loading={pdf.isPending} onClick={() => pdf.mutate()} data-testid="me-download-pdf">
          {t('me.data.pdf')}
        </Button>
      </div>
      {failed ? (
        <p className={styles.error} role="alert" data-testid="me-download-failed">
          {t('me.data.failed')}
        </p>
      ) : null}
    </section>
  );
}

function Checks({ token }: { token: string }) {
  const { t } = useI18n();
  const checks = useInfiniteQuery(checksQuery(token));
  if (checks.isPending) {
    return (
      <p className={styles.card} role="status">
        {t('me.loading')}
      </p>
    );
  }
  if (checks.isError) {
    // A 5001 dropped the token: the sign-in shows on the next render.
    if (isMeSessionError(checks.error)) return null;
    return (
      <div className={styles.card}>
        <Notice tone="error" title={t('me.loadFailed')} testId="me-load-failed">
          <Button type="primary" size="large" onClick={() => void checks.refetch()}>
            {t('me.retry')}
          </Button>
        </Notice>
      </div>
    );
  }
  const rows = checks.data.pages.flatMap((p) => p.list ?? []);
  const total = checks.data.pages[0]?.total ?? rows.length;
  if (!rows.length) {
    return (
      <div className={styles.card}>
        <Notice tone="info" title={t('me.empty')} text={t('me.emptyText')} testId="me-empty" />
      </div>
    );
  }
  return (
    <section aria-label={t('me.count', { total })}>
      <ul className={styles.list} data-testid="me-checks">
        {rows.map((c) => (
          <CheckCard key={c.orderId} check={c} />
        ))}
      </ul>
      {checks.hasNextPage ? (
        <Button size="large" block loading={checks.isFetchingNextPage} onClick={() => void checks.fetchNextPage()} data-testid="me-more">
          {t('me.more')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * `/me`: the candidate's portal. Signed out, the phone sign-in; signed in, every check ordered for
 * that phone across enterprises (newest first, a page at a time), each opening its detail, and the
 * downloads of their data.
 */
export default function MePage() {
  const { t } = useI18n();
  const token = useMeToken();
  return (
    <MeShell title={t('me.title')}>
      {token ? (
        <>
          <Checks token={token} />
          <DataCard />
        </>
      ) : (
        <SignIn expired={sessionExpired()} />
      )}
    </MeShell>
  );
}
