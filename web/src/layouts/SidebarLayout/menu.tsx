import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  GiftOutlined,
  IdcardOutlined,
  IssuesCloseOutlined,
  MoneyCollectOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { hasMessage, type MessageKey, type Translate } from '@/i18n';
import type { SideBarMenu } from '@/models/login';
import { MENU_GROUPS, SIDEBAR_ROUTES, type Right } from '@/router/table';
import WorkOrderUnread from './WorkOrderUnread';

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
  opsEnterprises: <SafetyCertificateOutlined />,
  opsRecharges: <MoneyCollectOutlined />,
  opsInvoices: <FileDoneOutlined />,
  opsDisputes: <IssuesCloseOutlined />,
  opsWorkOrders: <CustomerServiceOutlined />,
  opsProcessing: <DatabaseOutlined />,
};

const isRight = (key: string): key is Right => SIDEBAR_ROUTES.some((r) => r.right === key);

type Item = NonNullable<MenuProps['items']>[number];

function entry(m: SideBarMenu, t: Translate): Item {
  const key = `screen.${m.key}`;
  return {
    key: m.path,
    icon: isRight(m.key) ? ICONS[m.key] : <AppstoreOutlined />,
    label: (
      <>
        <span data-testid={`menu-${m.key}`}>{hasMessage(key) ? t(key) : m.name}</span>
        {m.key === 'workOrder' ? <WorkOrderUnread /> : null}
      </>
    ),
  };
}

/**
 * The console menu from the user's menus (loginInfo `sideBarMenus`, granted by role): the
 * dashboard first, then the groups of the route table (ordering, records, account) with the
 * entries the role has, then any menu the table does not group.
 */
export function menuItems(menus: readonly SideBarMenu[], t: Translate): Item[] {
  const byKey = new Map(menus.map((m) => [m.key, m]));
  const grouped = new Set<string>(MENU_GROUPS.flatMap((g) => g.rights));
  const items: Item[] = [];
  const home = byKey.get('homePage');
  if (home) items.push(entry(home, t));
  for (const group of MENU_GROUPS) {
    const children = group.rights.flatMap((right) => {
      const m = byKey.get(right);
      return m ? [entry(m, t)] : [];
    });
    if (children.length) {
      items.push({ type: 'group', key: `group-${group.key}`, label: t(`menu.group.${group.key}` as MessageKey), children });
    }
  }
  for (const m of menus) if (m.key !== 'homePage' && !grouped.has(m.key)) items.push(entry(m, t));
  return items;
}

/** The menu entry whose path is the longest prefix of the current path. */
export function selectedMenuPath(menus: readonly SideBarMenu[], pathname: string): string | undefined {
  return menus
    .map((m) => m.path)
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}
