/**
 * What a member's role may do, by the server's role rules (generated into roleRights.ts): screens
 * ask `can(role, 'manageFinance')` rather than naming roles, so a rule changes in one place. The
 * server checks every call regardless; this only decides what a screen offers.
 */
import { ROLE_RIGHTS, type RoleRight } from './roleRights';

export type { RoleRight };

export function can(role: string | null | undefined, right: RoleRight): boolean {
  const rights: readonly RoleRight[] | undefined = role ? ROLE_RIGHTS[role as keyof typeof ROLE_RIGHTS] : undefined;
  return !!rights?.includes(right);
}
