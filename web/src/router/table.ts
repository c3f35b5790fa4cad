/** The route table with its types: see routeTable.js. */
import type { MessageKey } from '../i18n';
import { ROUTE_TABLE } from './routeTable.js';

type Entry = (typeof ROUTE_TABLE)[number];
export type PageName = Extract<Entry, { page: string }>['page'];
/** A sidebar menu key (loginInfo `sideBarMenus[].key`) that opens a route. */
export type Right = Extract<Entry, { right: string }>['right'];
export type SidebarRoute = Extract<Entry, { right: string }>;

// Every screen key must be a message, which the literal types let the compiler check.
export const ROUTES: readonly (Entry & { screen?: MessageKey })[] = ROUTE_TABLE;

export const SIDEBAR_ROUTES: readonly SidebarRoute[] = ROUTE_TABLE.filter((r): r is SidebarRoute => 'right' in r);

/** Whether the signed-in user's menus (loginInfo `sideBarMenus`) grant `right`. */
export function hasRight(menus: readonly { key: string }[], right: Right): boolean {
  return menus.some((m) => m.key === right);
}
