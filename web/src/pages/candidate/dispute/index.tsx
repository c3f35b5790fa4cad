// Registers the candidate texts and the page's before anything of it renders.
import '@/pages/candidate/messages';
import './messages';
import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import StatusBadge from '@/components/StatusBadge';
import { errorField } from '@/components/form/serverErrors';
import { useI18n } from '@/i18n';
import { toastError } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { itemNamesText } from '@/utils/grades';
import { ApiError, RequestError } from '@/utils/request';
import { LinkEnded } from '@/pages/candidate/LinkEnded';
import Notice from '@/pages/candidate/Notice';
import { DISPUTE_TEXT_MAX, findingsQuery, raiseDispute, type CandidateFindings } from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';
import { GRADE_TONE, gradeLabel } from '@/utils/grades';
import * as ErrorCode from '@/services/errorCodes';

const ENDED: readonly number[] = [ErrorCode.ShareLinkInvalid, ErrorCode.ShareLinkExpired, ErrorCode.ShareLinkRevoked];

type Item = CandidateFindings['items'][number];

/** The dispute form: which findings are wrong (at least one), in the candidate's words; confirmed before it is sent. */
function DisputeForm({ s, items, onSent, onClosed }: { s: string; items: Item[]; onSent: () => void; onClosed: () => void }) {
  const { t, locale } = useI18n();
  const zh = locale === 'zh-CN';
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'items' | 'text'; message: string } | null>(null);
  const send = useMutation({
    mutationFn: () => raiseDispute(s, chosen, text.trim()),
    onSuccess: onSent,
    onError: (e) => {
      setAsking(false);
      if (e instanceof RequestError && e.kind === 'session') return;
      if (e instanceof ApiError && e.code === ErrorCode.DisputeClosed) {
        onClosed();
        return;
      }
      const field = errorField(e, ['items', 'text']);
      if (field === 'items' || field === 'text') setServerError({ field, message: e.message });
      else toastError(e instanceof Error ? e.message : String(e));
    },
  });
  const itemsError = tried && !chosen.length ? t('dispute.itemsRequired') : serverError?.field === 'items' ? serverError.message : null;
  const textError = tried && !text.trim() ? t('dispute.textRequired') : serverError?.field === 'text' ? serverError.message : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerError(null);
    if (chosen.length && text.trim()) setAsking(true);
  };
  const toggle = (code: string, on: boolean) => {
    setServerError(null);
    setChosen((now) => (on ? [...now, code] : now.filter((c) => c !== code)));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="dispute-form" aria-labelledby="dispute-form-heading" className={styles.section}>
      <h2 id="dispute-form-heading" className={styles.heading}>
        {t('dispute.form')}
      </h2>
      <fieldset className={styles.fieldset} aria-describedby={itemsError ? 'dispute-items-error' : undefined}>
        <legend className={styles.legend}>{t('dispute.which')}</legend>
        {items.map((i) => (
          <label key={i.index} className={styles.check}>
            <input
              type="checkbox"
              name="items"
              value={i.code}
              checked={chosen.includes(i.code)}
              onChange={(e) => toggle(i.code, e.target.checked)}
              data-testid={`dispute-item-${i.code}`}
            />
            <span>{zh ? i.nameZh : i.nameEn}</span>
          </label>
        ))}
        {itemsError ? (
          <div id="dispute-items-error" className={styles.error} role="alert">
            {itemsError}
          </div>
        ) : null}
      </fieldset>
      <label htmlFor="dispute-text" className={styles.label}>
        {t('dispute.text')}
      </label>
      <textarea
        id="dispute-text"
        className={textError ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
        maxLength={DISPUTE_TEXT_MAX}
        value={text}
        placeholder={t('dispute.textPlaceholder')}
        aria-invalid={!!textError || undefined}
        aria-describedby={textError ? 'dispute-text-error dispute-text-count' : 'dispute-text-count'}
        onChange={(e) => {
          setServerError(null);
          setText(e.target.value);
        }}
        data-testid="dispute-text"
      />
      <div id="dispute-text-count" className={styles.count}>
        {t('dispute.count', { count: text.length, max: DISPUTE_TEXT_MAX })}
      </div>
      {textError ? (
        <div id="dispute-text-error" className={styles.error} role="alert">
          {textError}
        </div>
      ) : null}
      {asking ? (
        <div className={styles.confirmBox} role="alertdialog" aria-labelledby="dispute-confirm-title" aria-describedby="dispute-confirm-text">
          <strong id="dispute-confirm-title">{t('dispute.confirmTitle')}</strong>
          <p id="dispute-confirm-text">{t('dispute.confirmText')}</p>
          <div className={styles.confirmButtons}>
            <Button type="primary" loading={send.isPending} onClick={() => send.mutate()} autoFocus data-testid="dispute-confirm">
              {t('dispute.confirm')}
            </Button>
            <Button onClick={() => setAsking(false)} data-testid="dispute-cancel">
              {t('dispute.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="primary" htmlType="submit" size="large" block className={styles.submit} data-testid="dispute-submit">
          {t('dispute.submit')}
        </Button>
      )}
    </form>
  );
}

/** A dispute raised: under review, or answered (with the new version of the report). */
function DisputeStatus({ dispute, items }: { dispute: NonNullable<CandidateFindings['dispute']>; items: CandidateFindings['itemNames'] }) {
  const { t, locale } = useI18n();
  const resolved = dispute.status === 'resolved';
  return (
    <div className={styles.section} data-testid="dispute-status" data-status={dispute.status}>
      {resolved ? (
        <Notice tone="success" title={t('dispute.resolved')} text={t('dispute.resolvedText', { date: formatDateTime(dispute.resolvedAt, locale) })} />
      ) : (
        <Notice tone="info" title={t('dispute.open')} text={t('dispute.openText', { date: formatDateTime(dispute.raisedAt, locale) })} />
      )}
      <dl className={styles.details}>
        {resolved ? (
          <>
            <dt>{t('dispute.answer')}</dt>
            <dd data-testid="dispute-answer">
              {dispute.resolution ?? ''}
              {dispute.resolvedVersion ? <span className={styles.block}>{t('dispute.newVersion', { version: dispute.resolvedVersion })}</span> : null}
            </dd>
          </>
        ) : null}
        <dt>{t('dispute.yourItems')}</dt>
        <dd>{itemNamesText(items, dispute.items, locale)}</dd>
        <dt>{t('dispute.yourText')}</dt>
        <dd className={styles.quote}>{dispute.text}</dd>
      </dl>
    </div>
  );
}

/**
 * `/dispute?s=…`: the candidate's mobile page behind the link texted when an enterprise declines
 * them: who decided and the reason they gave, the findings that concern them (grade, findings, source, date), and until
 * when they may dispute; a dispute names the wrong findings in their words (confirmed first),
 * then shows as under review and, once an analyst answered, with the answer and the new version.
 * The link's calls answer -12 until the phone check passed (`/checkPhone`, which comes back here).
 */
export default function DisputePage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const s = params.get('s') ?? '';
  const client = useQueryClient();
  const findings = useQuery(findingsQuery(s));
  const [closed, setClosed] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['candidate/findings', s] });

  const code = findings.error instanceof ApiError ? findings.error.code : undefined;
  if (!s || (code !== undefined && ENDED.includes(code))) return <LinkEnded code={code ?? ErrorCode.ShareLinkInvalid} />;
  if (findings.isPending || (findings.error instanceof RequestError && findings.error.kind === 'session')) {
    return (
      <AuthShell title={t('dispute.title')}>
        <p role="status">{t('dispute.loading')}</p>
      </AuthShell>
    );
  }
  if (code === ErrorCode.DisputeClosed) {
    return (
      <AuthShell title={t('dispute.title')}>
        <Notice tone="info" title={t('dispute.closed')} text={t('dispute.closedText')} testId="dispute-closed" />
      </AuthShell>
    );
  }
  if (findings.isError) {
    return (
      <AuthShell title={t('dispute.title')}>
        <Notice tone="error" title={t('dispute.loadFailed')}>
          <Button type="primary" onClick={() => void findings.refetch()}>
            {t('dispute.retry')}
          </Button>
        </Notice>
      </AuthShell>
    );
  }

  const f = findings.data;
  const zh = locale === 'zh-CN';
  const deadline = formatDateTime(f.disputeUntil, locale);
  let tail;
  if (f.dispute) {
    tail = <DisputeStatus dispute={f.dispute} items={f.itemNames} />;
  } else if (closed) {
    tail = <Notice tone="info" title={t('dispute.closed')} text={t('dispute.closedText')} testId="dispute-closed" />;
  } else if (f.canDispute) {
    tail = (
      <>
        <p className={styles.deadline} data-testid="dispute-deadline">
          {t('dispute.deadline', { date: deadline })}
        </p>
        <DisputeForm
          s={s}
          items={f.items}
          onSent={() => void refresh()}
          onClosed={() => {
            setClosed(true);
            void refresh();
          }}
        />
      </>
    );
  } else {
    tail = <Notice tone="info" title={t('dispute.closed')} text={t('dispute.ended', { date: deadline })} testId="dispute-closed" />;
  }

  return (
    <AuthShell title={t('dispute.title')} width={600}>
      <div className={styles.section}>
        <p className={styles.lead} data-testid="dispute-enterprise">
          {t('dispute.declined', { enterprise: f.enterpriseName })}
        </p>
        {f.reason ? (
          <div className={styles.reason} data-testid="dispute-reason">
            <strong>{t('dispute.reason')}</strong>
            <p className={styles.quote}>{f.reason}</p>
          </div>
        ) : null}
        <p className={styles.meta}>{t('dispute.order', { orderNo: f.orderNo })}</p>
        <p className={styles.meta}>{t('dispute.decidedAt', { date: formatDateTime(f.decidedAt, locale), version: f.version })}</p>
      </div>
      <section className={styles.section} aria-labelledby="dispute-findings-heading">
        <h2 id="dispute-findings-heading" className={styles.heading}>
          {t('dispute.findings')}
        </h2>
        <ul className={styles.items} data-testid="dispute-findings">
          {f.items.map((i) => (
            <li key={i.index} className={shared.entry} data-testid={`finding-${i.code}`} data-grade={i.grade}>
              <div className={shared.entryHead}>
                <strong>{zh ? i.nameZh : i.nameEn}</strong>
                <StatusBadge tone={GRADE_TONE[i.grade] ?? 'neutral'}>{gradeLabel(i.grade, locale)}</StatusBadge>
              </div>
              <p>{(zh ? i.findingsZh : i.findingsEn) || t('dispute.noFindings')}</p>
              {i.source || i.checkedAt ? (
                <p className={styles.meta}>
                  {i.source ? t('dispute.source', { source: (zh && i.sourceZh) || i.source }) : ''}
                  {i.source && i.checkedAt ? ' · ' : ''}
                  {i.checkedAt ? t('dispute.checkedAt', { date: formatDateTime(i.checkedAt, locale) }) : ''}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {tail}
    </AuthShell>
  );
}
