import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { defineMessages, useI18n } from '@/i18n';
import { usePendingInvitations } from '@/components/invitations/usePendingInvitations';
import styles from './index.module.css';

// The list loads when opened: most members have no invitation.
const InvitationsPanel = lazy(() => import('@/components/invitations/PendingInvitations'));

defineMessages({
  'en-US': { 'invites.banner': 'You have {count} pending invitation(s) to join an enterprise.', 'invites.view': 'View invitations', 'invites.hide': 'Hide' },
  'zh-CN': { 'invites.banner': '您有 {count} 条加入企业的邀请待处理。', 'invites.view': '查看邀请', 'invites.hide': '收起' },
});

declare module '@/i18n' {
  interface LazyMessages {
    'invites.banner': true;
    'invites.view': true;
    'invites.hide': true;
  }
}

/** Above every console page: how many invitations of the user's phone wait, and their list to answer them. */
export default function InvitationsBanner() {
  const { t } = useI18n();
  const list = usePendingInvitations();
  const [open, setOpen] = useState(false);
  if (!list.length) return null;
  return (
    <>
      <div className={styles.invitations} role="status" data-testid="invitations-banner">
        <MailOutlined aria-hidden className={styles.invitationsIcon} />
        <span className={styles.invitationsText}>{t('invites.banner', { count: list.length })}</span>
        <Button size="small" type={open ? 'default' : 'primary'} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="invitations-open">
          {open ? t('invites.hide') : t('invites.view')}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <InvitationsPanel list={list} />
        </Suspense>
      ) : null}
    </>
  );
}
