import type { MessageKey, Translate } from '@/i18n';
import { groupOf, routeOf, type Right } from '@/router/table';
import { DEFAULT_SIGNED_IN_PATH } from '@/utils/navigation';

export interface Crumb {
  title: string;
  /** In-app address; the last crumb (the page itself) has none. */
  to?: string;
}

/**
 * The trail to a console page from the route table: the dashboard, the menu group, the parent
 * screen of a child route (`/mealManage/add` → Packages), then the page itself.
 */
export function consoleCrumbs(pathname: string, title: string, t: Translate, canOpen: (right: Right) => boolean): Crumb[] {
  const route = routeOf(pathname);
  if (pathname === DEFAULT_SIGNED_IN_PATH) return [];
  // Platform operators have no dashboard: their trail starts at the menu group.
  const opsScreen = !!route && 'right' in route && groupOf(route.right) === 'ops';
  const home: Crumb = { title: t('screen.homePage'), to: canOpen('homePage') ? DEFAULT_SIGNED_IN_PATH : undefined };
  const crumbs: Crumb[] = opsScreen ? [] : [home];
  if (route && 'right' in route) {
    const group = groupOf(route.right);
    if (group) crumbs.push({ title: t(`menu.group.${group}` as MessageKey) });
    const rootPath = `/${pathname.split('/')[1]}`;
    const parent = routeOf(rootPath);
    if (parent && parent.path !== pathname && 'right' in parent) {
      crumbs.push({ title: t(`screen.${parent.right}` as MessageKey), to: 'redirect' in parent ? parent.redirect : parent.path });
    }
  }
  crumbs.push({ title });
  return crumbs;
}

