// Generated from the server's role rules (verity_domain::identity::Role::has): do not edit.
// Regenerate with `VERITY_WRITE_DOCS=1 cargo test -p verity-http role_rights` (the test fails when stale).

/** A right a member's role may hold. */
export type RoleRight =
  | 'viewDashboard'
  | 'viewRecords'
  | 'viewCandidates'
  | 'orderChecks'
  | 'manageJobs'
  | 'useWorkOrders'
  | 'viewFinance'
  | 'viewPackages'
  | 'manageFinance'
  | 'managePackages'
  | 'manageEnterprise'
  | 'manageMembers'
  | 'transferOwnership';

/** The rights of each role. */
export const ROLE_RIGHTS = {
  owner: ['viewDashboard', 'viewRecords', 'viewCandidates', 'orderChecks', 'manageJobs', 'useWorkOrders', 'viewFinance', 'viewPackages', 'manageFinance', 'managePackages', 'manageEnterprise', 'manageMembers', 'transferOwnership'],
  admin: ['viewDashboard', 'viewRecords', 'viewCandidates', 'orderChecks', 'manageJobs', 'useWorkOrders', 'viewFinance', 'viewPackages', 'manageFinance', 'managePackages', 'manageEnterprise', 'manageMembers'],
  operator: ['viewDashboard', 'viewRecords', 'viewCandidates', 'orderChecks', 'manageJobs', 'useWorkOrders', 'viewFinance', 'viewPackages'],
  viewer: ['viewDashboard', 'viewRecords', 'viewFinance', 'viewPackages'],
} as const satisfies Record<string, readonly RoleRight[]>;
