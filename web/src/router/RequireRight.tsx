import type { ReactNode } from 'react';
import { useLogin } from '@/models/login';
import { lazyPage } from './lazyPage';
import { hasRight, type Right } from './table';

const NoPermissionPage = lazyPage(() => import('@/pages/exception/noPermission'));

/**
 * Members whose menus lack the route's right see the 403 page instead of the screen, so the
 * screen's calls (which the server would answer -6, signing the user out) are never made.
 */
export default function RequireRight({ right, children }: { right: Right; children: ReactNode }) {
  const { state } = useLogin();
  return hasRight(state.sideBarMenus, right) ? <>{children}</> : <NoPermissionPage />;
}
