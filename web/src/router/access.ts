/** Where a signed-in user may land (route table + the user's menus). */
import { isPlatformOps, needsOnboarding, ONBOARDING_PATH, OPS_HOME_PATH, type UserInfo } from '@/models/login';
import { DEFAULT_SIGNED_IN_PATH, safeRedirect } from '@/utils/navigation';
import { hasRight, ROUTES } from './table';

/** Screens that make no sense to land on once signed in. */
const SIGN_IN_SCREENS = ['/login', '/register', '/resetPassword'];

/**
 * The landing after a sign-in: onboarding for users who need it; otherwise the `redirect` target
 * when it is a safe in-app address this user may open (a known route, not a sign-in screen nor
 * onboarding, and within the user's menus), else the user's home. A redirect left by someone
 * else's session (another role, a visitor's /ei) therefore never decides where a user lands.
 */
export function landingFor(info: UserInfo, redirect: string | null | undefined): string {
  const home = homeFor(info);
  if (needsOnboarding(info)) return home;
  const target = safeRedirect(redirect, '');
  if (!target) return home;
  const pathname = target.split(/[?#]/)[0];
  const route = ROUTES.find((r) => r.path === pathname);
  if (!route || SIGN_IN_SCREENS.includes(pathname)) return home;
  if ('access' in route && route.access === 'onboardingOnly') return home;
  if ('right' in route && !hasRight(info.sideBarMenus ?? [], route.right)) return home;
  return target;
}

/** The console home of a signed-in user: onboarding, the review queue of a platform operator, or the dashboard. */
export function homeFor(info: UserInfo | null): string {
  if (info && isPlatformOps(info)) return OPS_HOME_PATH;
  return info && needsOnboarding(info) ? ONBOARDING_PATH : DEFAULT_SIGNED_IN_PATH;
}
