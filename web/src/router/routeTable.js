// @ts-check
/**
 * The route table (spec §2): every address of the SPA, once. The router (routes.tsx), the route
 * guard and the sidebar read it through TypeScript, which types it with literal values (the
 * `@type {const}` below); the end-to-end journeys (e2e/routes.mjs) import it in node. Plain data
 * in a .js module is what both can import.
 *
 * Each entry has a `path` and shows one of:
 * - `page`: a built page (its loader is in routes.tsx, keyed by this name);
 * - `screen`: the i18n key of a screen a later issue builds (the "not built yet" placeholder);
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
  { path: '/', page: 'cover' },
  { path: '/login', page: 'login' },
  { path: '/register', page: 'register' },
  { path: '/resetPassword', page: 'resetPassword' },
  { path: '/checkPhone', page: 'checkPhone' },
  // The candidate's consent page behind the link texted to them (issue 11).
  { path: '/consent', page: 'consent' },
  // The candidate reads the findings of a declined report and may dispute them (link texted on a decline).
  { path: '/dispute', page: 'dispute' },
  // An applicant registers for a position from its link or QR code (`j`: the link's code), on a phone.
  { path: '/jobApply', page: 'jobApply' },
  // The invitee of a texted member invitation verifies the phone, then accepts or declines (`s`: the link's code).
  { path: '/invitation', page: 'invitation' },
  // Anyone checks a PDF report's verification code (printed at its foot).
  { path: '/verifyReport', page: 'verifyReport' },
  { path: '/ei', page: 'ei', access: 'onboardingOnly' },
  { path: '/enterSuccess', page: 'enterSuccess', access: 'onboarding' },
  { path: '/serviceContract', page: 'serviceContract' },
  { path: '/privacyPolicy', page: 'privacyPolicy' },
  // The report on its own page (no sidebar), for signed-in members; the server checks the enterprise.
  { path: '/reportDetail', page: 'reportDetail', access: 'onboarding' },
  // Three addresses, one mobile report screen.
  { path: '/sr', page: 'mobileReport' },
  { path: '/report', page: 'mobileReport' },
  { path: '/reportMobile', page: 'mobileReport' },
  { path: '/qrConfirm', page: 'qrConfirm', access: 'onboarding' },

  { path: '/workOrder', page: 'workOrder', right: 'workOrder' },
  { path: '/workOrder/detail', page: 'workOrderDetail', right: 'workOrder' },
  { path: '/homePage', page: 'dashboard', right: 'homePage' },
  // Placing an order is part of initiating a check.
  { path: '/orderSuccess', page: 'orderSuccess', right: 'initiateBack' },
  { path: '/initiateBack', page: 'initiateBack', right: 'initiateBack' },
  { path: '/batchBack', page: 'batchBack', right: 'batchBack' },
  { path: '/backRecord', page: 'backRecord', right: 'backRecord' },
  { path: '/backRecord/detail', page: 'backRecordDetail', right: 'backRecord' },
  { path: '/batchRecord', page: 'batchRecord', right: 'batchRecord' },
  { path: '/batchRecord/detail', page: 'batchRecordDetail', right: 'batchRecord' },
  { path: '/financialManage', page: 'finance', right: 'financialManage' },
  { path: '/businessManage', redirect: '/businessManage/account', right: 'businessManage' },
  { path: '/businessManage/account', page: 'businessAccount', right: 'businessManage' },
  { path: '/businessManage/members', page: 'businessMembers', right: 'businessManage' },
  { path: '/businessManage/related', page: 'businessRelated', right: 'businessManage' },
  { path: '/businessManage/audit', page: 'businessAudit', right: 'businessManage' },
  { path: '/mealManage', page: 'packageList', right: 'mealManage' },
  { path: '/mealManage/add', page: 'packageEdit', right: 'mealManage' },
  { path: '/mealManage/detail', page: 'packageDetail', right: 'mealManage' },
  { path: '/jobRegistration', page: 'jobRegistration', right: 'jobRegistration' },
  { path: '/jobRegistration/detail', page: 'jobRegistrationDetail', right: 'jobRegistration' },
  // The platform's operators (loginInfo platformRole "ops"), who belong to no enterprise.
  { path: '/ops/enterprises', page: 'opsEnterprises', right: 'opsEnterprises' },
  { path: '/ops/recharges', page: 'opsRecharges', right: 'opsRecharges' },
  { path: '/ops/invoices', page: 'opsInvoices', right: 'opsInvoices' },
  { path: '/ops/disputes', page: 'opsDisputes', right: 'opsDisputes' },
  // Every enterprise's work orders, answered and resolved by the platform's support.
  { path: '/ops/workOrders', page: 'opsWorkOrders', right: 'opsWorkOrders' },
  { path: '/ops/workOrders/detail', page: 'opsWorkOrderDetail', right: 'opsWorkOrders' },
  // An analyst's correction of a report, or the answer to its dispute, opened from the disputes queue.
  { path: '/reportDetail/edit', page: 'reportEdit', right: 'opsDisputes' },
]);

/**
 * The console menu's groups, in order, each with the rights (menu keys) it shows in that order;
 * `homePage` stands above them. A menu the server grants that no group names goes last.
 */
export const MENU_GROUPS = /** @type {const} */ ([
  { key: 'ordering', rights: ['initiateBack', 'batchBack', 'mealManage'] },
  { key: 'records', rights: ['backRecord', 'batchRecord', 'jobRegistration'] },
  { key: 'account', rights: ['financialManage', 'businessManage', 'workOrder'] },
  { key: 'ops', rights: ['opsEnterprises', 'opsRecharges', 'opsInvoices', 'opsDisputes', 'opsWorkOrders'] },
]);
