import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Layout, Menu, Typography } from 'antd';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
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
import { SIDEBAR_ROUTES, type Right } from '../../router/table';
import EnterpriseSwitcher from './EnterpriseSwitcher';
import { selectedMenuPath } from './menu';
import styles from './index.module.css';

/** One icon per right of the route table; menus the table does not know get a generic one. */
const ICONS: Record<Right, ReactNode> = {
  homePage: <DashboardOutlined />,
  workOrder: <SolutionOutlined />,
  initiateBack: <AuditOutlined />,
  batchBack: <UnorderedListOutlined />,
  backRecord: <FileSearchOutlined />,
  batchRecord: <ProfileOutlined />,
  financialManage: <AccountBookOutlined />,
  businessManage: <BankOutlined />,
  mealManage: <GiftOutlined />,
  jobRegistration: <IdcardOutlined />,
};

const isRight = (key: string): key is Right => SIDEBAR_ROUTES.some((r) => r.right === key);

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
          icon: isRight(m.key) ? ICONS[m.key] : <AppstoreOutlined />,
          label: <span data-testid={`menu-${m.key}`}>{hasMessage(key) ? t(key) : m.name}</span>,
        };
      }),
    [menus, t],
  );
  const selected = selectedMenuPath(menus, pathname);

  return (
    <Layout className={styles.root}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={248}
        data-testid="sidebar"
      >
        <div className={collapsed ? `${styles.brand} ${styles.brandCollapsed}` : styles.brand}>
          <Brand inverted compact={collapsed} />
        </div>
        {items.length ? (
          <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} onClick={({ key }) => navigate(key)} />
        ) : (
          <Typography.Text className={styles.menuEmpty}>{collapsed ? null : t('layout.menuEmpty')}</Typography.Text>
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <EnterpriseSwitcher />
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <div className={styles.panel}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
