import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { needsOnboarding, useLogin } from '@/models/login';
import RequireAuth from './RequireAuth';
import RequireRight from './RequireRight';
import { lazyPage } from './lazyPage';
import { ROUTES, type PageName } from './table';

// Every page is its own chunk, loaded on demand with a 120 s time-out.
const legal = () => import('@/pages/legal');
/** A page that is a named export of a chunk several pages share. */
function named<M>(load: () => Promise<M>, name: keyof M & string) {
  const loader = (): Promise<{ default: ComponentType<object> }> => load().then((m) => ({ default: m[name] as unknown as ComponentType<object> }));
  return lazyPage<object>(loader);
}
const candidate = () => import('@/pages/candidate');
const records = () => import('@/pages/order/records');
const batchRecords = () => import('@/pages/batch/records');
const PAGES: Record<PageName, ComponentType> = {
  cover: lazyPage(() => import('@/pages/home/cover')),
  dashboard: lazyPage(() => import('@/pages/home/dashboard')),
  login: lazyPage(() => import('@/pages/user/login')),
  register: lazyPage(() => import('@/pages/user/register')),
  resetPassword: lazyPage(() => import('@/pages/user/resetPassword')),
  qrConfirm: lazyPage(() => import('@/pages/user/qrConfirm')),
  ei: lazyPage(() => import('@/pages/onboarding')),
  enterSuccess: lazyPage(() => import('@/pages/onboarding/enterSuccess')),
  businessAccount: lazyPage(() => import('@/pages/business/account')),
  businessMembers: lazyPage(() => import('@/pages/business/members')),
  businessRelated: lazyPage(() => import('@/pages/business/related')),
  businessAudit: lazyPage(() => import('@/pages/business/audit')),
  packageList: lazyPage(() => import('@/pages/packages/list')),
  packageEdit: lazyPage(() => import('@/pages/packages/edit')),
  packageDetail: lazyPage(() => import('@/pages/packages/detail')),
  opsEnterprises: lazyPage(() => import('@/pages/ops/enterprises')),
  finance: lazyPage(() => import('@/pages/finance')),
  opsRecharges: lazyPage(() => import('@/pages/ops/recharges')),
  opsInvoices: lazyPage(() => import('@/pages/ops/invoices')),
  opsDisputes: lazyPage(() => import('@/pages/ops/disputes')),
  opsWorkOrders: lazyPage(() => import('@/pages/ops/workOrders')),
  opsWorkOrderDetail: lazyPage(() => import('@/pages/ops/workOrders/detail')),
  workOrder: lazyPage(() => import('@/pages/workOrder/list')),
  workOrderDetail: lazyPage(() => import('@/pages/workOrder/detail')),
  reportEdit: lazyPage(() => import('@/pages/report/edit')),
  checkPhone: named(candidate, 'CheckPhonePage'),
  consent: named(candidate, 'ConsentPage'),
  initiateBack: lazyPage(() => import('@/pages/order/initiate')),
  orderSuccess: named(records, 'OrderSuccessPage'),
  backRecord: named(records, 'RecordsPage'),
  backRecordDetail: named(records, 'OrderDetailPage'),
  batchBack: lazyPage(() => import('@/pages/batch/new')),
  reportDetail: lazyPage(() => import('@/pages/report/detail')),
  mobileReport: lazyPage(() => import('@/pages/report/mobile')),
  verifyReport: lazyPage(() => import('@/pages/report/verify')),
  dispute: lazyPage(() => import('@/pages/candidate/dispute')),
  jobApply: lazyPage(() => import('@/pages/job/apply')),
  invitation: lazyPage(() => import('@/pages/invitation')),
  jobRegistration: lazyPage(() => import('@/pages/job/list')),
  jobRegistrationDetail: lazyPage(() => import('@/pages/job/detail')),
  batchRecord: named(batchRecords, 'BatchRecordsPage'),
  batchRecordDetail: named(batchRecords, 'BatchDetailPage'),
  serviceContract: named(legal, 'ServiceContractPage'),
  privacyPolicy: named(legal, 'PrivacyPolicyPage'),
};
// Public and console variants are separate chunks: public pages load nothing of the console.
const NotBuiltPage = lazyPage(() => import('@/pages/exception/notBuilt'));
const ConsoleNotBuiltPage = lazyPage(() => import('@/pages/exception/notBuilt/console'));
const NotFoundPage = lazyPage(() => import('@/pages/exception/notFound'));
const ConsoleNotFoundPage = lazyPage(() => import('@/pages/exception/notFound/console'));
const SidebarLayout = lazyPage(() => import('@/layouts/SidebarLayout'));

function element(route: (typeof ROUTES)[number]) {
  if ('redirect' in route) return <Navigate to={route.redirect} replace />;
  if ('page' in route) {
    const Page = PAGES[route.page];
    return <Page />;
  }
  // Screens outside the console carry the public header (none is left unbuilt today).
  const { screen } = route;
  return 'right' in route ? <ConsoleNotBuiltPage screen={screen} /> : <NotBuiltPage screen={screen} />;
}

/** An unknown address: the 404 page inside the console for signed-in members, else the public one. */
function NotFoundRoute() {
  const { signedIn, state } = useLogin();
  if (signedIn && !needsOnboarding(state.userInfo)) {
    return (
      <SidebarLayout>
        <ConsoleNotFoundPage />
      </SidebarLayout>
    );
  }
  return <NotFoundPage />;
}

/** The router's view of the route table (routeTable.js). */
export const routes: RouteObject[] = [
  ...ROUTES.filter((r) => !('right' in r)).map((r) => ({
    path: r.path,
    element: 'access' in r ? <RequireAuth access={r.access}>{element(r)}</RequireAuth> : element(r),
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
  { path: '*', element: <NotFoundRoute /> },
];
