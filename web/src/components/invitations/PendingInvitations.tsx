import './messages';
import { useState } from 'react';
import { Button } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useI18n, type MessageKey } from '@/i18n';
import { needsOnboarding, useLogin } from '@/models/login';
import { landingFor } from '@/router/access';
import { changeLogin } from '@/layouts/SidebarLayout/service';
import { acceptInvitation, declineInvitation, type PendingInvitation } from '@/services/invitations';
import { usePendingInvitations } from './usePendingInvitations';
import { toastSuccess } from '@/utils/feedback';
import { formatDate, formatDateTime } from '@/utils/format';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

/**
 * The signed-in user's pending invitations with Accept and Decline (Decline asks first). An
 * accepted invitation makes the user a member: a user without an enterprise is switched into it
 * and lands in the console; a member of another enterprise finds it in the enterprise switcher.
 */
export function InvitationList({ list }: { list: PendingInvitation[] }) {
  const { t, locale } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<string | null>(null);
  const refresh = () => {
    setAsking(null);
    void queryClient.invalidateQueries({ queryKey: ['enterprise/invitationList'] });
    void queryClient.invalidateQueries({ queryKey: ['user/relatedMainList'] });
  };
  const accept = useMutation({
    mutationFn: async (i: PendingInvitation) => {
      await acceptInvitation(i.enterpriseId);
      // Without an enterprise yet, the session moves into the one joined.
      if (needsOnboarding(state.userInfo)) {
        const info = await fetchUserInfo((await changeLogin(i.enterpriseId)).sToken);
        if (info) navigate(landingFor(info, null), { replace: true });
        return { i, switched: true };
      }
      return { i, switched: false };
    },
    onSuccess: ({ i, switched }) => {
      toastSuccess(t(switched ? 'invites.joinedNow' : 'invites.joined', { enterprise: i.enterpriseName }));
      refresh();
    },
    onError: refresh,
  });
  const decline = useMutation({
    mutationFn: (i: PendingInvitation) => declineInvitation(i.enterpriseId),
    onSuccess: () => {
      toastSuccess(t('invites.declined'));
      refresh();
    },
    onError: refresh,
  });
  if (!list.length) return <p className={styles.none}>{t('invites.none')}</p>;
  return (
    <ul className={styles.list} data-testid="invitation-list">
      {list.map((i) => (
        <li key={i.enterpriseId} className={styles.item} data-testid={`invitation-${i.enterpriseId}`}>
          <div className={styles.what}>
            <strong className={styles.name}>{i.enterpriseName}</strong>
            <span>{t('invites.role', { role: t(`role.${i.role}` as MessageKey) })}</span>
            <span className={styles.meta}>{t('invites.by', { inviter: i.inviter, date: formatDateTime(i.invitedAt, locale) })}</span>
            <span className={styles.meta}>{t('invites.expires', { date: formatDate(i.expiresAt, locale) })}</span>
          </div>
          <div className={styles.actions}>
            <Button
              type="primary"
              loading={accept.isPending && accept.variables?.enterpriseId === i.enterpriseId}
              disabled={accept.isPending || decline.isPending}
              onClick={() => accept.mutate(i)}
              data-testid={`invitation-accept-${i.enterpriseId}`}
            >
              {t('invites.accept')}
            </Button>
            <Button
              disabled={accept.isPending || decline.isPending}
              onClick={() => setAsking(i.enterpriseId)}
              data-testid={`invitation-decline-${i.enterpriseId}`}
            >
              {t('invites.decline')}
            </Button>
          </div>
          {asking === i.enterpriseId ? (
            <div className={`${shared.dangerBox} ${styles.confirm}`} role="alertdialog" aria-labelledby={`decline-${i.enterpriseId}-title`} aria-describedby={`decline-${i.enterpriseId}-text`}>
              <strong id={`decline-${i.enterpriseId}-title`}>{t('invites.declineTitle')}</strong>
              <p id={`decline-${i.enterpriseId}-text`}>{t('invites.declineText', { enterprise: i.enterpriseName })}</p>
              <div className={styles.actions}>
                <Button danger type="primary" autoFocus loading={decline.isPending} onClick={() => decline.mutate(i)} data-testid="invitation-decline-confirm">
                  {t('invites.declineConfirm')}
                </Button>
                <Button onClick={() => setAsking(null)}>{t('invites.keep')}</Button>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The console's list of pending invitations, opened from the banner above every page. */
export default function InvitationsPanel({ list }: { list: PendingInvitation[] }) {
  const { t } = useI18n();
  return (
    <section className={styles.panel} aria-labelledby="invitations-panel-title" data-testid="invitations-panel">
      <h2 id="invitations-panel-title" className={styles.heading}>
        {t('invites.title')}
      </h2>
      <InvitationList list={list} />
    </section>
  );
}

/** On onboarding: the invitations inline, before creating an enterprise of one's own. */
export function OnboardingInvitations() {
  const { t } = useI18n();
  const list = usePendingInvitations();
  if (!list.length) return null;
  return (
    <section className={styles.onboarding} aria-labelledby="onboarding-invitations" data-testid="onboarding-invitations">
      <h2 id="onboarding-invitations" className={styles.heading}>
        {t('invites.onboardingTitle')}
      </h2>
      <InvitationList list={list} />
    </section>
  );
}
