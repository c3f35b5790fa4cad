// Registers the candidate texts before anything of the screen renders.
import '@/pages/candidate/messages';
import { useRef, useState } from 'react';
import { Button } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { toastError } from '@/utils/feedback';
import { ApiError, RequestError } from '@/utils/request';
import { LinkEnded } from '@/pages/candidate/LinkEnded';
import { consentQuery, signConsent, withdrawConsent } from '@/pages/candidate/service';
import Notice from '@/pages/candidate/Notice';
import SignaturePad, { type SignaturePadHandle } from './SignaturePad';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

const ENDED: readonly number[] = [ErrorCode.ShareLinkInvalid, ErrorCode.ShareLinkExpired, ErrorCode.ShareLinkRevoked];

function failed(error: unknown) {
  // Session codes (-12) already sent the browser to the phone check.
  if (error instanceof RequestError && error.kind === 'session') return;
  toastError(error instanceof Error ? error.message : String(error));
}

/**
 * `/consent?s=…`: the candidate's mobile page behind the link texted to them. Who asks, what is
 * checked, the disclosure (its version is recorded), the masked details, then agreement and a drawn
 * signature; or declining (before signing) / withdrawing (after). A finished check's link says it is
 * finished. The link's calls answer -12 until the phone check passed.
 */
export default function ConsentPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const s = params.get('s') ?? '';
  const client = useQueryClient();
  const detail = useQuery(consentQuery(s));
  const pad = useRef<SignaturePadHandle>(null);
  const [agree, setAgree] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [corrections, setCorrections] = useState('');
  const [tried, setTried] = useState(false);
  const [askWithdraw, setAskWithdraw] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['candidate/detail', s] });
  const sign = useMutation({
    mutationFn: (png: string) => signConsent(s, png, corrections),
    onSuccess: refresh,
    onError: failed,
  });
  const withdraw = useMutation({ mutationFn: () => withdrawConsent(s), onSuccess: refresh, onError: failed });

  const code = detail.error instanceof ApiError ? detail.error.code : undefined;
  if (code === ErrorCode.CheckFinished) {
    return (
      <AuthShell title={t('consent.title')}>
        <Notice tone="success" title={t('consent.finished')} text={t('consent.finishedText')} testId="consent-finished" />
      </AuthShell>
    );
  }
  if (!s || (code !== undefined && ENDED.includes(code))) return <LinkEnded code={code ?? ErrorCode.ShareLinkInvalid} />;
  if (detail.isPending || (detail.error instanceof RequestError && detail.error.kind === 'session')) {
    return (
      <AuthShell title={t('consent.title')}>
        <p role="status">{t('consent.loading')}</p>
      </AuthShell>
    );
  }
  if (detail.isError) {
    return (
      <AuthShell title={t('consent.title')}>
        <Notice tone="error" title={t('consent.loadFailed')}>
          <Button type="primary" onClick={() => void detail.refetch()}>
            {t('consent.retry')}
          </Button>
        </Notice>
      </AuthShell>
    );
  }
  const d = detail.data;
  const zh = locale === 'zh-CN';

  let tail;
  // Before signing the candidate declines; once signed they withdraw.
  const signed = !!d.signedAt;
  if (d.status === 'canceled') {
    tail = signed ? (
      <Notice tone="info" title={t('consent.withdrawn')} text={t('consent.withdrawnText')} testId="consent-withdrawn" />
    ) : (
      <Notice tone="info" title={t('consent.declined')} text={t('consent.declinedText')} testId="consent-declined" />
    );
  } else if (d.status === 'completed') {
    tail = <Notice tone="success" title={t('consent.finished')} text={t('consent.finishedText')} testId="consent-finished" />;
  } else if (d.signedAt) {
    tail = (
      <Notice tone="success" title={t('consent.signed')}
        text={t('consent.signedText', { date: formatDateTime(d.signedAt, locale) })}
        testId="consent-signed"
      />
    );
  } else if (!d.canSign) {
    tail = <Notice tone="info" title={t('consent.ended')} text={t('consent.endedText')} testId="consent-ended" />;
  } else {
    const submit = (e: React.FormEvent) => {
      e.preventDefault();
      setTried(true);
      const png = pad.current?.png();
      if (!agree || !png) return;
      sign.mutate(png);
    };
    tail = (
      <form onSubmit={submit} noValidate data-testid="consent-form">
        <div className={styles.section}>
          <label>
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} data-testid="consent-agree" />{' '}
            {t('consent.agree')}
          </label>
          {tried && !agree ? (
            <div className={styles.error} role="alert">
              {t('consent.agreeRequired')}
            </div>
          ) : null}
        </div>
        <div className={styles.section}>
          <h2 className={styles.heading} id="signature-heading">
            {t('consent.signature')}
          </h2>
          <SignaturePad ref={pad} label={t('consent.signatureLabel')} invalid={tried && !drawn} describedBy="signature-hint" onChange={setDrawn} />
          <div className={styles.padBar}>
            <span id="signature-hint">{t('consent.signatureHint')}</span>
            <Button size="small" onClick={() => pad.current?.clear()}>
              {t('consent.clear')}
            </Button>
          </div>
          {tried && !drawn ? (
            <div className={styles.error} role="alert">
              {t('consent.signatureRequired')}
            </div>
          ) : null}
        </div>
        <div className={styles.section}>
          <label htmlFor="corrections">{t('consent.corrections')}</label>
          <textarea
            id="corrections"
            className={styles.textarea}
            maxLength={500}
            value={corrections}
            placeholder={t('consent.correctionsPlaceholder')}
            onChange={(e) => setCorrections(e.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" size="large" block loading={sign.isPending} data-testid="consent-sign">
            {t('consent.sign')}
          </Button>
        </div>
      </form>
    );
  }

  const words = signed
    ? { open: t('consent.withdraw'), title: t('consent.withdrawTitle'), text: t('consent.withdrawText'), ok: t('consent.withdrawConfirm') }
    : { open: t('consent.decline'), title: t('consent.declineTitle'), text: t('consent.declineText'), ok: t('consent.declineConfirm') };
  const withdrawBox =
    d.canWithdraw && d.status !== 'canceled' ? (
      askWithdraw ? (
        <div className={styles.confirmBox} role="alertdialog" aria-labelledby="withdraw-title">
          <strong id="withdraw-title">{words.title}</strong>
          <p>{words.text}</p>
          <div className={styles.confirmButtons}>
            <Button danger type="primary" loading={withdraw.isPending} onClick={() => withdraw.mutate()} data-testid="consent-withdraw-confirm">
              {words.ok}
            </Button>
            <Button onClick={() => setAskWithdraw(false)}>{t('consent.cancel')}</Button>
          </div>
        </div>
      ) : (
        <Button block danger onClick={() => setAskWithdraw(true)} data-testid="consent-withdraw">
          {words.open}
        </Button>
      )
    ) : null;

  return (
    <AuthShell title={t('consent.title')} width={600}>
      <div className={styles.section}>
        <p className={styles.heading} data-testid="consent-enterprise">
          {t('consent.asks', { enterprise: d.enterpriseName })}
        </p>
        <p className={styles.meta}>{t('consent.order', { orderNo: d.orderNo })}</p>
        {d.position ? <p className={styles.meta}>{t('consent.position', { position: d.position })}</p> : null}
      </div>
      <div className={styles.section}>
        <h2 className={styles.heading}>{d.disclosure.title}</h2>
        <div className={styles.disclosure} tabIndex={0} data-testid="consent-disclosure">
          {d.disclosure.body}
        </div>
        <p className={styles.meta}>{t('consent.textVersion', { version: d.disclosure.version })}</p>
      </div>
      <div className={styles.section}>
        <h2 className={styles.heading}>{t('consent.items')}</h2>
        <ul className={styles.items}>
          {d.items.map((i) => (
            <li key={i.code}>
              <strong>{zh ? i.nameZh : i.nameEn}</strong> <span className={styles.itemText}>{zh ? i.descriptionZh : i.descriptionEn}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.section}>
        <h2 className={styles.heading}>{t('consent.you')}</h2>
        <dl className={styles.details}>
          <dt>{t('consent.name')}</dt>
          <dd>{d.candidate.name}</dd>
          <dt>{t('consent.phone')}</dt>
          <dd>{d.candidate.phone}</dd>
          <dt>{t('consent.idNumber')}</dt>
          <dd>{d.candidate.idNumber}</dd>
        </dl>
      </div>
      {tail}
      <div className={styles.actions}>{withdrawBox}</div>
    </AuthShell>
  );
}
