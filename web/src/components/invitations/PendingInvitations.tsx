import './messages';
import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, type ButtonProps } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../i18n';
import { needsOnboarding, useLogin } from '../../models/login';
import { landingFor } from '../../router/access';
import { changeLogin } from '../../layouts/SidebarLayout/service';
import { acceptInvitation, declineInvitation, type PendingInvitation } from '../../services/invitations';
import { usePendingInvitations } from './usePendingInvitations';
import { toastSuccess } from '../../utils/feedback';
import { formatDate, formatDateTime } from '../../utils/format';
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
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['enterprise/invitationList'] });
    void queryClient.invalidateQueries({ queryKey: ['user/relatedMainList'] });
  };
  const accept = useMutation({
    mutationFn: async (i: PendingInvitation) => {
      await acceptInvitation(i.enterpriseId);
      if (needsOnboarding(state.userInfo)) {
        const info = await fetchUserInfo((await changeLogin(i.enterpriseId)).sToken);
        if (info) navigate(landingFor(info, null), { replace: true });
      }
      return i;
    },
    onSuccess: (i) => {
      toastSuccess(t('invites.joined', { enterprise: i.enterpriseName }));
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
            <Popconfirm
              title={t('invites.declineTitle')}
              description={t('invites.declineText', { enterprise: i.enterpriseName })}
              okText={t('invites.declineConfirm')}
              cancelText={t('invites.keep')}
              okButtonProps={{ danger: true, 'data-testid': 'invitation-decline-confirm' } as ButtonProps}
              onConfirm={() => decline.mutateAsync(i).catch(() => undefined)}
            >
              <Button
                disabled={accept.isPending || decline.isPending}
                loading={decline.isPending && decline.variables?.enterpriseId === i.enterpriseId}
                data-testid={`invitation-decline-${i.enterpriseId}`}
              >
                {t('invites.decline')}
              </Button>
            </Popconfirm>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Above a console page: how many invitations wait, and a dialog to answer them. */
export function InvitationsBanner() {
  const { t } = useI18n();
  const list = usePendingInvitations();
  const [open, setOpen] = useState(false);
  if (!list.length && !open) return null;
  return (
    <>
      {list.length ? (
        <Alert
          type="info"
          showIcon
          icon={<MailOutlined />}
          className={styles.banner}
          data-testid="invitations-banner"
          message={t('invites.banner', { count: list.length })}
          action={
            <Button size="small" type="primary" onClick={() => setOpen(true)} data-testid="invitations-open">
              {t('invites.view')}
            </Button>
          }
        />
      ) : null}
      <Modal open={open} title={t('invites.title')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <InvitationList list={list} />
      </Modal>
    </>
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
