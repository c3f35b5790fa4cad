import { Navigate, type RouteObject } from 'react-router-dom';
import type { MessageKey } from '../i18n';
import RequireAuth from './RequireAuth';
import { lazyPage } from './lazyPage';

// Every page is its own chunk, loaded on demand with a 120 s time-out.
const CoverPage = lazyPage(() => import('../pages/home/cover'));
const LoginPage = lazyPage(() => import('../pages/user/login'));
const RegisterPage = lazyPage(() => import('../pages/user/register'));
const ResetPasswordPage = lazyPage(() => import('../pages/user/resetPassword'));
const QrConfirmPage = lazyPage(() => import('../pages/user/qrConfirm'));
const NotBuiltPage = lazyPage(() => import('../pages/exception/notBuilt'));
const NotFoundPage = lazyPage(() => import('../pages/exception/notFound'));
const SidebarLayout = lazyPage(() => import('../layouts/SidebarLayout'));

const notBuilt = (screen: MessageKey, shell = false) => <NotBuiltPage screen={screen} shell={shell} />;

/** Screens of the sidebar layout (spec §2), children included. */
export const SIDEBAR_ROUTES: { path: string; screen: MessageKey }[] = [
  { path: '/workOrder', screen: 'screen.workOrder' },
  { path: '/homePage', screen: 'screen.homePage' },
  { path: '/orderSuccess', screen: 'screen.orderSuccess' },
  { path: '/initiateBack', screen: 'screen.initiateBack' },
  { path: '/batchBack', screen: 'screen.batchBack' },
  { path: '/backRecord', screen: 'screen.backRecord' },
  { path: '/backRecord/detail', screen: 'screen.backRecordDetail' },
  { path: '/batchRecord', screen: 'screen.batchRecord' },
  { path: '/financialManage', screen: 'screen.financialManage' },
  { path: '/businessManage/account', screen: 'screen.businessAccount' },
  { path: '/mealManage', screen: 'screen.mealManage' },
  { path: '/mealManage/add', screen: 'screen.mealAdd' },
  { path: '/mealManage/detail', screen: 'screen.mealDetail' },
  { path: '/jobRegistration', screen: 'screen.jobRegistration' },
  { path: '/jobRegistration/detail', screen: 'screen.jobRegistrationDetail' },
];

export const routes: RouteObject[] = [
  { path: '/', element: <CoverPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/resetPassword', element: <ResetPasswordPage /> },
  { path: '/checkPhone', element: notBuilt('screen.checkPhone', true) },
  {
    path: '/ei',
    element: <RequireAuth allowOnboarding>{notBuilt('screen.ei', true)}</RequireAuth>,
  },
  {
    path: '/enterSuccess',
    element: <RequireAuth allowOnboarding>{notBuilt('screen.enterSuccess', true)}</RequireAuth>,
  },
  { path: '/serviceContract', element: notBuilt('screen.serviceContract', true) },
  { path: '/reportDetail', element: notBuilt('screen.reportDetail', true) },
  { path: '/reportDetail/edit', element: notBuilt('screen.reportDetailEdit', true) },
  // Three addresses, one mobile report screen.
  { path: '/sr', element: notBuilt('screen.mobileReport', true) },
  { path: '/report', element: notBuilt('screen.mobileReport', true) },
  { path: '/reportMobile', element: notBuilt('screen.mobileReport', true) },
  {
    path: '/qrConfirm',
    element: (
      <RequireAuth allowOnboarding>
        <QrConfirmPage />
      </RequireAuth>
    ),
  },
  {
    element: (
      <RequireAuth>
        <SidebarLayout />
      </RequireAuth>
    ),
    children: [
      ...SIDEBAR_ROUTES.map(({ path, screen }) => ({ path, element: notBuilt(screen) })),
      // Enterprise management opens on its account settings.
      { path: '/businessManage', element: <Navigate to="/businessManage/account" replace /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
