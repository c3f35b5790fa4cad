/**
 * The journeys' view of the route table (src/router/routeTable.js), which the router, the
 * route guard and the sidebar read too.
 */
import { ROUTE_TABLE } from '../src/router/routeTable.js';

/** Query strings the journeys open some routes with (spec §2: checkPhone receives s). */
const EXAMPLE_QUERIES = { '/checkPhone': '?s=e2e-share', '/qrConfirm': '?ticket=nothing' };
const withQuery = (path) => path + (EXAMPLE_QUERIES[path] ?? '');

/** Screens that need a session: a signed-out visitor is sent to /login?redirect=<route>. */
export const GUARDED = ROUTE_TABLE.filter((r) => r.access || r.right).map((r) => withQuery(r.path));

/** The sidebar-layout routes, children included: `{ path, right, redirect? }`. */
export const SIDEBAR_ROUTES = ROUTE_TABLE.filter((r) => r.right);
