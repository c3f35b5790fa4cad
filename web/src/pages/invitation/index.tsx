// Registers the page's texts before anything of it renders.
import './messages';
import { useState } from 'react';
import { Button } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useCompleteSignIn } from '@/hooks/useCompleteSignIn';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDate, formatDateTime } from '@/utils/format';
import { ApiError } from '@/utils/request';
import Notice from '@/pages/candidate/Notice';
import formStyles from '@/components/form/form.module.css';
import {
  acceptByLink,
  checkInvitationPhone,
  declineByLink,
  invitationQuery,
  invitationToken,
  sendInvitationCode,
  type LinkInvitation,
} from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

type Ended = 'invalid' | 'expired' | 'used' | 'declined';

/** The state a failed call ends the page in, if any. */
function endedBy(e: unknown): Ended | null {
  if (!(e instanceof ApiError)) return null;
  switch (e.code) {
    case ErrorCode.ShareLinkInvalid:
      return 'invalid';
    case ErrorCode.ShareLinkExpired:
      return 'expired';
    case ErrorCode.ShareLinkRevoked:
    case ErrorCode.InvitationNotFound:
      return 'used';
    default:
      return null;
  }
}

function EndedNotice({ ended }: { ended: Ended }) {
  const { t } = useI18n();
  const [title, text]: [MessageKey, MessageKey] = {
    invalid: ['invitation.invalid', 'invitation.invalidText'],
    expired: ['invitation.expired', 'invitation.expiredText'],
    used: ['invitation.used', 'invitation.usedText'],
    declined: ['invitation.declined', 'invitation.declinedText'],
  }[ended] as [MessageKey, MessageKey];
  return (
    <AuthShell title={t(title)}>
      <Notice tone={ended === 'declined' ? 'info' : 'warning'} title={t(title)} text={t(text)} testId={`invitation-${ended}`}>
        {ended === 'used' ? (
          <Link to="/login" className={styles.signIn}>
            {t('invitation.signIn')}
          </Link>
        ) : null}
      </Notice>
    </AuthShell>
  );
}

/** Step one: the invited phone and the code texted to it. */
function PhoneCheck({ s, onVerified, onEnded }: { s: string; onVerified: (token: string) => void; onEnded: (e: Ended) => void }) {
  const { t } = useI18n();
  const form = useLightForm('invitationPhone', { phone: '', code: '' }, { phone: phoneRule(t), code: smsCodeRule(t) });
  const send = async (phone: string) => {
    try {
      return await sendInvitationCode(s, phone);
    } catch (e) {
      const ended = endedBy(e);
      if (ended) onEnded(ended);
      throw e;
    }
  };
  const verify = useMutation({
    mutationFn: ({ phone, code }: typeof form.values) => checkInvitationPhone(s, phone, code),
    onSuccess: onVerified,
    onError: (e) => {
      const ended = endedBy(e);
      if (ended) return onEnded(ended);
      if (e instanceof ApiError && e.code === ErrorCode.BadSmsCode) {
        form.setError('code', { message: t('invitation.wrongPhone') });
        return;
      }
      reportError(form, e);
    },
  });
  return (
    <AuthShell title={t('invitation.title')}>
      <p className={styles.lead}>{t('invitation.intro')}</p>
      <form id="invitationPhone" noValidate onSubmit={form.handleSubmit((v) => verify.mutate(v))}>
        <PhoneField form={form} />
        <SmsCodeField form={form} scene="invitation" send={send} />
        <p className={styles.hint}>{t('invitation.codeHint')}</p>
        <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending} className={formStyles.submit} data-testid="invitation-verify">
          {t('invitation.verify')}
        </Button>
      </form>
    </AuthShell>
  );
}

/** Step two: who invites, as what; accept (signing in) or decline (asked first). */
function Answer({ s, token, invitation, onEnded }: { s: string; token: string; invitation: LinkInvitation; onEnded: (e: Ended) => void }) {
  const { t, locale } = useI18n();
  const completeSignIn = useCompleteSignIn('invitation.signedIn');
  const [asking, setAsking] = useState(false);
  const onError = (e: unknown) => {
    const ended = endedBy(e);
    if (ended) onEnded(ended);
  };
  const accept = useMutation({
    mutationFn: async () => completeSignIn((await acceptByLink(s, token)).token),
    onError,
  });
  const decline = useMutation({ mutationFn: () => declineByLink(s, token), onSuccess: () => onEnded('declined'), onError });
  const failed = [accept.error, decline.error].find((e) => e && !endedBy(e));
  const rows: [MessageKey, string][] = [
    ['invitation.enterprise', invitation.enterpriseName],
    ['invitation.inviter', invitation.inviter],
    ['invitation.role', t(`role.${invitation.role}` as MessageKey)],
    ['invitation.invitedAt', formatDateTime(invitation.invitedAt, locale)],
    ['invitation.expiresAt', formatDate(invitation.expiresAt, locale)],
  ];
  return (
    <AuthShell title={t('invitation.title')}>
      <p className={styles.invites} data-testid="invitation-enterprise">
        {t('invitation.invites', { enterprise: invitation.enterpriseName })}
      </p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t('invitation.acceptNote')}</p>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed instanceof Error ? failed.message : String(failed)}
        </p>
      ) : null}
      {asking ? (
        <div className={shared.dangerBox} role="alertdialog" aria-labelledby="invitation-decline-title" aria-describedby="invitation-decline-text">
          <strong id="invitation-decline-title">{t('invitation.declineTitle')}</strong>
          <p id="invitation-decline-text">{t('invitation.declineText')}</p>
          <div className={styles.buttons}>
            <Button danger type="primary" loading={decline.isPending} onClick={() => decline.mutate()} autoFocus data-testid="invitation-decline-confirm">
              {t('invitation.declineConfirm')}
            </Button>
            <Button onClick={() => setAsking(false)} data-testid="invitation-decline-cancel">
              {t('invitation.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          <Button type="primary" size="large" block loading={accept.isPending} onClick={() => accept.mutate()} data-testid="invitation-accept">
            {t('invitation.accept')}
          </Button>
          <Button size="large" block disabled={accept.isPending} onClick={() => setAsking(true)} data-testid="invitation-decline">
            {t('invitation.decline')}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}

/**
 * `/invitation?s=…` (issue 22, rule 5): the page of a texted member invitation, phone-sized first.
 * The invited phone is verified by SMS code; then the enterprise, the inviter and the role show,
 * and the person accepts (and is signed in, in that enterprise) or declines. Invalid, expired and
 * answered links say so in plain words.
 */
export default function InvitationPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const s = params.get('s') ?? '';
  const [token, setToken] = useState(() => (s ? invitationToken(s) : undefined));
  const [ended, setEnded] = useState<Ended | null>(s ? null : 'invalid');
  const invitation = useQuery(invitationQuery(s, ended ? undefined : token));
  const loadEnded = endedBy(invitation.error);
  if (ended ?? loadEnded) return <EndedNotice ended={(ended ?? loadEnded) as Ended} />;
  if (!token) return <PhoneCheck s={s} onVerified={setToken} onEnded={setEnded} />;
  if (invitation.data) return <Answer s={s} token={token} invitation={invitation.data} onEnded={setEnded} />;
  return (
    <AuthShell title={t('invitation.title')}>
      {invitation.isError ? (
        <Notice tone="error" title={t('invitation.loadFailed')}>
          <Button onClick={() => void invitation.refetch()}>{t('invitation.retry')}</Button>
        </Notice>
      ) : (
        <p className={styles.lead} aria-busy>
          …
        </p>
      )}
    </AuthShell>
  );
}
