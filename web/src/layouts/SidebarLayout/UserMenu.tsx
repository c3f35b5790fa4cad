import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/hooks/useSignOut';
import { useI18n, type MessageKey } from '@/i18n';
import { isVisitor, useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import styles from './index.module.css';

/** The signed-in user's name with a menu: who and in which role, account settings, sign out. */
export default function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state, signedIn } = useLogin();
  const signOut = useSignOut();
  if (!signedIn) return null;

  const info = state.userInfo;
  const displayName = info?.name || info?.username || info?.phone || '—';
  const role = info?.role ? t(`role.${info.role}` as MessageKey) : null;

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: styles.userCard,
      label: (
        <div>
          <div className={styles.userCardName}>{displayName}</div>
          <div className={styles.userCardMeta}>
            {[info?.phone, role, isVisitor(info) ? t('account.visitor') : null].filter(Boolean).join(' · ')}
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(hasRight(state.sideBarMenus, 'businessManage')
      ? [{ key: 'settings', icon: <SettingOutlined />, label: t('screen.businessAccount'), onClick: () => navigate('/businessManage/account') }]
      : []),
    {
      key: 'signOut',
      icon: <LogoutOutlined />,
      label: <span data-testid="sign-out">{t('account.signOut')}</span>,
      onClick: () => void signOut(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" data-testid="user-menu" className={styles.userButton}>
        <Avatar size="small" icon={<UserOutlined />} className={styles.avatar} />
        {/* On a phone only the avatar shows; the name stays the button's accessible name. */}
        <span data-testid="user-name" className={compact ? 'visually-hidden' : styles.userName}>
          {displayName}
        </span>
      </Button>
    </Dropdown>
  );
}
