import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import RequireAuth from './RequireAuth';
import RequireRight from './RequireRight';
import { lazyPage } from './lazyPage';
import { ROUTES, type PageName } from './table';

// Every page is its own chunk, loaded on demand with a 120 s time-out.
const PAGES: Record<PageName, ComponentType> = {
  cover: lazyPage(() => import('../pages/home/cover')),
  login: lazyPage(() => import('../pages/user/login')),
  register: lazyPage(() => import('../pages/user/register')),
  resetPassword: lazyPage(() => import('../pages/user/resetPassword')),
  qrConfirm: lazyPage(() => import('../pages/user/qrConfirm')),
};
const NotBuiltPage = lazyPage(() => import('../pages/exception/notBuilt'));
const NotFoundPage = lazyPage(() => import('../pages/exception/notFound'));
const SidebarLayout = lazyPage(() => import('../layouts/SidebarLayout'));

function element(route: (typeof ROUTES)[number]) {
  if ('redirect' in route) return <Navigate to={route.redirect} replace />;
  if ('page' in route) {
    const Page = PAGES[route.page];
    return <Page />;
  }
  // Screens outside the sidebar layout carry the public header.
  return <NotBuiltPage screen={route.screen} shell={!('right' in route)} />;
}

/** The router's view of the route table (routeTable.js). */
export const routes: RouteObject[] = [
  ...ROUTES.filter((r) => !('right' in r)).map((r) => ({
    path: r.path,
    element: 'access' in r ? <RequireAuth allowOnboarding>{element(r)}</RequireAuth> : element(r),
  })),
  {
    element: (
      <RequireAuth>
        <SidebarLayout />
      </RequireAuth>
    ),
    children: ROUTES.filter((r) => 'right' in r).map((r) => ({
      path: r.path,
      element: <RequireRight right={r.right}>{element(r)}</RequireRight>,
    })),
  },
  { path: '*', element: <NotFoundPage /> },
];
