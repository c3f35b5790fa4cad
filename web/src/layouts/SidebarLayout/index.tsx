import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Drawer, Menu } from 'antd';
import { CloseOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import Brand from '@/components/Brand';
import LanguageSwitch from '@/components/LanguageSwitch';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { DRAWER_BREAKPOINT } from '@/theme';
import { homeFor } from '@/router/access';
import EnterpriseSwitcher from './EnterpriseSwitcher';
import InvitationsBanner from './InvitationsBanner';
import DeadLettersBanner from './DeadLettersBanner';
import NoticeBell from '@/components/NoticeBell';
import { HelpButton, HelpContent } from './HeaderTools';
import UserMenu from './UserMenu';
import { menuItems, selectedMenuPath } from './menu';
import styles from './index.module.css';

const PHONE_QUERY = `(max-width: ${DRAWER_BREAKPOINT - 0.02}px)`;

/**
 * The console's frame (ant-design-pro's "mix" layout): a one-row header across the top (logo,
 * enterprise switcher, help, notifications, language, account), the grouped menu at the left,
 * and the page below the header. Below the drawer breakpoint the menu is a drawer opened from
 * the header, and help and language move into it so the header stays one row at 320 px.
 *
 * No balance or recharge entry yet: finances do not exist, and a figure the console cannot back
 * would not be honest. It goes beside help once the finance slice serves a balance.
 */
export default function SidebarLayout({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Entering the signed-in area (re)loads the user info, which carries the page menus.
  useEffect(() => {
    void fetchUserInfo();
  }, [fetchUserInfo]);

  const menus = state.sideBarMenus;
  const items = useMemo(() => menuItems(menus, t), [menus, t]);
  const selected = selectedMenuPath(menus, pathname);

  const menu = (inDrawer: boolean) =>
    items.length ? (
      <Menu
        mode="inline"
        items={items}
        inlineCollapsed={inDrawer ? false : collapsed}
        selectedKeys={selected ? [selected] : []}
        className={styles.menu}
        onClick={({ key }) => {
          setDrawerOpen(false);
          navigate(key);
        }}
      />
    ) : (
      <p className={styles.menuEmpty}>{t('layout.menuEmpty')}</p>
    );

  return (
    <div className={styles.root}>
      <header className={styles.header} data-testid="console-header">
        {phone ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('layout.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            data-testid="menu-toggle"
            className={styles.menuToggle}
          />
        ) : null}
        <Link to={homeFor(state.userInfo)} className={styles.brandLink} aria-label={t('layout.home', { product: t('app.name') })}>
          <Brand compact={phone} />
        </Link>
        <EnterpriseSwitcher />
        <span className={styles.spacer} />
        {phone ? null : <HelpButton />}
        <NoticeBell />
        {phone ? null : <LanguageSwitch />}
        <UserMenu compact={phone} />
      </header>

      <div className={styles.body}>
        {phone ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={280}
            title={<Brand />}
            closeIcon={<CloseOutlined aria-label={t('layout.closeMenu')} />}
            rootClassName={styles.drawer}
            data-testid="menu-drawer"
          >
            <nav aria-label={t('layout.menu')} data-testid="drawer-menu">
              {menu(true)}
            </nav>
            <div className={styles.drawerFooter}>
              <HelpContent />
              <LanguageSwitch block />
            </div>
          </Drawer>
        ) : (
          <aside className={collapsed ? `${styles.sider} ${styles.siderCollapsed}` : styles.sider} data-testid="sidebar">
            <nav aria-label={t('layout.menu')} className={styles.siderNav}>
              {menu(false)}
            </nav>
            <Button
              type="text"
              block
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((c) => !c)}
              aria-expanded={!collapsed}
              className={styles.collapse}
            >
              {collapsed ? <span className="visually-hidden">{t('layout.expand')}</span> : t('layout.collapse')}
            </Button>
          </aside>
        )}
        <main className={styles.content}>
          <InvitationsBanner />
          <DeadLettersBanner />
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
