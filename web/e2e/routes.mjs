/** The sidebar-layout routes of spec §2, children included, shared by the journeys. */
export const SIDEBAR_ROUTES = [
  '/workOrder',
  '/homePage',
  '/orderSuccess',
  '/initiateBack',
  '/batchBack',
  '/backRecord',
  '/backRecord/detail',
  '/batchRecord',
  '/financialManage',
  '/businessManage',
  '/businessManage/account',
  '/mealManage',
  '/mealManage/add',
  '/mealManage/detail',
  '/jobRegistration',
  '/jobRegistration/detail',
];

/** Routes that open their default child (spec §2: businessManage → account settings). */
export const DEFAULT_CHILDREN = { '/businessManage': '/businessManage/account' };
