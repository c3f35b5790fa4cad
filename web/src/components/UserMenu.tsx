import { Avatar, Button, Dropdown, Space, Typography } from 'antd';
import { AppstoreOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n';
import { needsOnboarding, ONBOARDING_PATH, useLogin } from '../models/login';
import { toastSuccess } from '../utils/feedback';
import styles from './common.module.css';

/** Signed-in user's name with a menu: console, sign out. Renders nothing when signed out. */
export default function UserMenu({ showConsole = false }: { showConsole?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state, signedIn, logout } = useLogin();
  if (!signedIn) return null;

  const info = state.userInfo;
  const displayName = info?.name || info?.username || info?.phone || '—';

  const onSignOut = async () => {
    await logout();
    toastSuccess(t('account.signedOut'));
    navigate('/login', { replace: true });
  };

  const items = [
    ...(showConsole
      ? [
          {
            key: 'console',
            icon: <AppstoreOutlined />,
            label: t('account.console'),
            onClick: () => navigate(needsOnboarding(info) ? ONBOARDING_PATH : '/homePage'),
          },
        ]
      : []),
    {
      key: 'signOut',
      icon: <LogoutOutlined />,
      label: <span data-testid="sign-out">{t('account.signOut')}</span>,
      onClick: () => void onSignOut(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" data-testid="user-menu" className={styles.userMenu}>
        <Space size={8}>
          <Avatar size="small" icon={<UserOutlined />} />
          <span data-testid="user-name" className={`${styles.ellipsis} ${styles.userName}`}>
            {displayName}
          </span>
          {info?.visitor ? <Typography.Text type="secondary">({t('account.visitor')})</Typography.Text> : null}
        </Space>
      </Button>
    </Dropdown>
  );
}
