import { useEffect, useMemo, useState } from 'react';
import { Layout, Menu, Typography } from 'antd';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  GiftOutlined,
  IdcardOutlined,
  ProfileOutlined,
  SolutionOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import Brand from '../../components/Brand';
import LanguageSwitch from '../../components/LanguageSwitch';
import UserMenu from '../../components/UserMenu';
import { hasMessage, useI18n } from '../../i18n';
import { useLogin } from '../../models/login';
import EnterpriseSwitcher from './EnterpriseSwitcher';
import { selectedMenuPath } from './menu';

const ICONS: Record<string, React.ReactNode> = {
  homePage: <DashboardOutlined />,
  workOrder: <SolutionOutlined />,
  orderSuccess: <FileDoneOutlined />,
  initiateBack: <AuditOutlined />,
  batchBack: <UnorderedListOutlined />,
  backRecord: <FileSearchOutlined />,
  batchRecord: <ProfileOutlined />,
  financialManage: <AccountBookOutlined />,
  businessManage: <BankOutlined />,
  mealManage: <GiftOutlined />,
  jobRegistration: <IdcardOutlined />,
};

/** Shared layout of the signed-in screens: sidebar from sideBarMenus, header with enterprise switcher and account. */
export default function SidebarLayout() {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  // Entering the signed-in area (re)loads the user info, which carries the page menus.
  useEffect(() => {
    void fetchUserInfo();
  }, [fetchUserInfo]);

  const menus = state.sideBarMenus;
  const items = useMemo(
    () =>
      menus.map((m) => {
        const key = `screen.${m.key}`;
        return {
          key: m.path,
          icon: ICONS[m.key] ?? <AppstoreOutlined />,
          label: <span data-testid={`menu-${m.key}`}>{hasMessage(key) ? t(key) : m.name}</span>,
        };
      }),
    [menus, t],
  );
  const selected = selectedMenuPath(menus, pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={248}
        data-testid="sidebar"
      >
        <div style={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', padding: collapsed ? 0 : '0 20px' }}>
          <Brand inverted compact={collapsed} />
        </div>
        {items.length ? (
          <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} onClick={({ key }) => navigate(key)} />
        ) : (
          <Typography.Text style={{ color: 'rgba(255,255,255,0.55)', display: 'block', padding: '12px 20px' }}>
            {collapsed ? null : t('layout.menuEmpty')}
          </Typography.Text>
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            lineHeight: 'normal',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 16,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          <EnterpriseSwitcher />
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <div style={{ background: '#fff', padding: 24, borderRadius: 8, minHeight: 360 }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
