// @ts-check
/**
 * The route table (spec §2): every address of the SPA, once. The router (routes.tsx), the route
 * guard and the sidebar read it through TypeScript, which types it with literal values (the
 * `@type {const}` below); the end-to-end journeys (e2e/routes.mjs) import it in node. Plain data
 * in a .js module is what both can import.
 *
 * Each entry has a `path` and shows one of:
 * - `page`: the page's module under src/pages (its loader is in routes.tsx, keyed by it; the
 *   size budget measures what each route loads from it), whose default export is the page, or
 *   the export `export` of a module that holds several pages (one chunk);
 * - `redirect`: the default child it opens.
 *
 * Who may open it:
 * - no `access` and no `right`: anyone;
 * - `access: 'onboarding'`: signed-in users, including those still onboarding (visitors, users
 *   without an enterprise);
 * - `access: 'onboardingOnly'`: signed-in users still onboarding; the others are sent home;
 * - `right`: a screen of the sidebar layout, for signed-in members whose loginInfo `sideBarMenus`
 *   hold the menu with this key (the server grants menus by role); other members see the 403 page.
 */
export const ROUTE_TABLE = /** @type {const} */ ([
  { path: '/', page: 'home/cover' },
  { path: '/login', page: 'user/login' },
  { path: '/register', page: 'user/register' },
  { path: '/resetPassword', page: 'user/resetPassword' },
  { path: '/checkPhone', page: 'candidate', export: 'CheckPhonePage' },
  // The candidate's consent page behind the link texted to them (issue 11).
  { path: '/consent', page: 'candidate', export: 'ConsentPage' },
  // The candidate reads the findings of a declined report and may dispute them (link texted on a decline).
  { path: '/dispute', page: 'candidate/dispute' },
  // An applicant registers for a position from its link or QR code (`j`: the link's code), on a phone.
  { path: '/jobApply', page: 'job/apply' },
  // The invitee of a texted member invitation verifies the phone, then accepts or declines (`s`: the link's code).
  { path: '/invitation', page: 'invitation' },
  // The candidate's own portal (issue 29): signs in with the phone by SMS code (a `me_` token, no
  // portal session), sees every check about them across enterprises, and acts on one.
  { path: '/me', page: 'me', export: 'MePage' },
  { path: '/me/check', page: 'me', export: 'MeCheckPage' },
  // Anyone checks a PDF report's verification code (printed at its foot).
  { path: '/verifyReport', page: 'report/verify' },
  { path: '/ei', page: 'onboarding', access: 'onboardingOnly' },
  { path: '/enterSuccess', page: 'onboarding/enterSuccess', access: 'onboarding' },
  { path: '/serviceContract', page: 'legal', export: 'ServiceContractPage' },
  { path: '/privacyPolicy', page: 'legal', export: 'PrivacyPolicyPage' },
  // The report on its own page (no sidebar), for signed-in members; the server checks the enterprise.
  { path: '/reportDetail', page: 'report/detail', access: 'onboarding' },
  // Three addresses, one mobile report screen.
  { path: '/sr', page: 'report/mobile' },
  { path: '/report', page: 'report/mobile' },
  { path: '/reportMobile', page: 'report/mobile' },
  { path: '/qrConfirm', page: 'user/qrConfirm', access: 'onboarding' },

  { path: '/workOrder', page: 'workOrder/list', right: 'workOrder' },
  { path: '/workOrder/detail', page: 'workOrder/detail', right: 'workOrder' },
  { path: '/homePage', page: 'home/dashboard', right: 'homePage' },
  // Placing an order is part of initiating a check.
  { path: '/orderSuccess', page: 'order/records', export: 'OrderSuccessPage', right: 'initiateBack' },
  { path: '/initiateBack', page: 'order/initiate', right: 'initiateBack' },
  { path: '/batchBack', page: 'batch/new', right: 'batchBack' },
  { path: '/backRecord', page: 'order/records', export: 'RecordsPage', right: 'backRecord' },
  { path: '/backRecord/detail', page: 'order/records', export: 'OrderDetailPage', right: 'backRecord' },
  { path: '/batchRecord', page: 'batch/records', export: 'BatchRecordsPage', right: 'batchRecord' },
  { path: '/batchRecord/detail', page: 'batch/records', export: 'BatchDetailPage', right: 'batchRecord' },
  { path: '/financialManage', page: 'finance', right: 'financialManage' },
  { path: '/businessManage', redirect: '/businessManage/account', right: 'businessManage' },
  { path: '/businessManage/account', page: 'business/account', right: 'businessManage' },
  { path: '/businessManage/members', page: 'business/members', right: 'businessManage' },
  { path: '/businessManage/related', page: 'business/related', right: 'businessManage' },
  { path: '/businessManage/audit', page: 'business/audit', right: 'businessManage' },
  // API keys and webhook endpoints (issue 28); the API reference itself is /docs/api, outside the SPA.
  { path: '/businessManage/developers', page: 'business/developers', right: 'businessManage' },
  { path: '/mealManage', page: 'packages/list', right: 'mealManage' },
  { path: '/mealManage/add', page: 'packages/edit', right: 'mealManage' },
  { path: '/mealManage/detail', page: 'packages/detail', right: 'mealManage' },
  { path: '/jobRegistration', page: 'job/list', right: 'jobRegistration' },
  { path: '/jobRegistration/detail', page: 'job/detail', right: 'jobRegistration' },
  // The platform's operators (loginInfo platformRole "ops"), who belong to no enterprise.
  { path: '/ops/enterprises', page: 'ops/enterprises', right: 'opsEnterprises' },
  { path: '/ops/recharges', page: 'ops/recharges', right: 'opsRecharges' },
  { path: '/ops/invoices', page: 'ops/invoices', right: 'opsInvoices' },
  { path: '/ops/disputes', page: 'ops/disputes', right: 'opsDisputes' },
  // Every enterprise's work orders, answered and resolved by the platform's support.
  { path: '/ops/workOrders', page: 'ops/workOrders', right: 'opsWorkOrders' },
  { path: '/ops/workOrders/detail', page: 'ops/workOrders/detail', right: 'opsWorkOrders' },
  // Records of processing: each enterprise's consents, withdrawals and erasures (issue 29).
  { path: '/ops/processing', page: 'ops/processing', right: 'opsProcessing' },
  // An analyst's correction of a report, or the answer to its dispute, opened from the disputes queue.
  { path: '/reportDetail/edit', page: 'report/edit', right: 'opsDisputes' },
]);

/**
 * The console menu's groups, in order, each with the rights (menu keys) it shows in that order;
 * `homePage` stands above them. A menu the server grants that no group names goes last.
 */
export const MENU_GROUPS = /** @type {const} */ ([
  { key: 'ordering', rights: ['initiateBack', 'batchBack', 'mealManage'] },
  { key: 'records', rights: ['backRecord', 'batchRecord', 'jobRegistration'] },
  { key: 'account', rights: ['financialManage', 'businessManage', 'workOrder'] },
  { key: 'ops', rights: ['opsEnterprises', 'opsRecharges', 'opsInvoices', 'opsDisputes', 'opsWorkOrders', 'opsProcessing'] },
]);
