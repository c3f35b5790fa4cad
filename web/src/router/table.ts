/** The route table with its types: see routeTable.js. */
import { MENU_GROUPS as GROUPS, ROUTE_TABLE } from './routeTable.js';

type Entry = (typeof ROUTE_TABLE)[number];
/** A route that shows a page, and the page modules the table names (under src/pages). */
export type PageRoute = Extract<Entry, { page: string }>;
export type PageModule = PageRoute['page'];
/** A sidebar menu key (loginInfo `sideBarMenus[].key`) that opens a route. */
export type Right = Extract<Entry, { right: string }>['right'];
export type SidebarRoute = Extract<Entry, { right: string }>;
export type MenuGroupKey = (typeof GROUPS)[number]['key'];

export const ROUTES: readonly Entry[] = ROUTE_TABLE;

export const SIDEBAR_ROUTES: readonly SidebarRoute[] = ROUTE_TABLE.filter((r): r is SidebarRoute => 'right' in r);

// Every grouped key must be a right of the table.
export const MENU_GROUPS: readonly { key: MenuGroupKey; rights: readonly Right[] }[] = GROUPS;

/** Whether the signed-in user's menus (loginInfo `sideBarMenus`) grant `right`. */
export function hasRight(menus: readonly { key: string }[], right: Right): boolean {
  return menus.some((m) => m.key === right);
}

/** The table's entry for a pathname, if any. */
export function routeOf(pathname: string): (typeof ROUTES)[number] | undefined {
  return ROUTES.find((r) => r.path === pathname);
}

/** The group a right's menu entry sits in. */
export function groupOf(right: string): MenuGroupKey | undefined {
  return MENU_GROUPS.find((g) => (g.rights as readonly string[]).includes(right))?.key;
}
