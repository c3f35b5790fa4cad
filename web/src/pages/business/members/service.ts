import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@/services/api';
import { enterpriseCall } from '@/services/enterprise';
import { can } from '@/services/rights';

export type Role = Schemas['Role'];
export const ROLES: readonly Role[] = ['owner', 'admin', 'operator', 'viewer'];

/** `active`, `disabled`, or `invited` (a phone that joins at its next SMS sign-in). */
export type MemberStatus = 'active' | 'disabled' | 'invited';

/** A row of `enterprise/member/list` (typed here until api-types.ts is regenerated). */
export interface MemberRow {
  /** Null for a pending invitation. */
  userId: string | null;
  name: string | null;
  phoneMasked: string;
  role: Role;
  status: MemberStatus;
  /** Epoch milliseconds. */
  joinedAt: number | null;
  invitedAt: number | null;
  /** A pending invitation's id (resend, revoke); null for a member. */
  invitationId?: string | null;
  /** When a pending invitation may be texted again (epoch ms); null once it may not. */
  resendAt?: number | null;
}

export interface MemberPage {
  list: MemberRow[];
  total: number;
}

export const MEMBER_PAGE_SIZE = 10;

/** Members (by join time), then pending invitations, a page at a time. */
export function memberListQuery(enterpriseId: string | undefined, page: number, pageSize = MEMBER_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['enterprise/member/list', enterpriseId, page, pageSize],
    queryFn: () => enterpriseCall<MemberPage>('member/list', { page, pageSize }),
    enabled: !!enterpriseId,
    placeholderData: keepPreviousData,
  });
}

/** Quiet: the invitation form shows failures under its fields (3005 already a member). */
export function inviteMember(body: { phone: string; role: Role }) {
  return enterpriseCall<{ status: 'invited' }>('member/invite', body, { hideError: true });
}

/** Texts a pending invitation again (cooldown 3012, limit 3013, caps 3011 / 3015 are toasted). */
export function resendInvitation(invitationId: string) {
  return enterpriseCall<{ resendAt: number | null }>('member/resendInvite', { invitationId });
}

/** Revokes a pending invitation: its link then says it was withdrawn. */
export function revokeInvitation(invitationId: string) {
  return enterpriseCall<Record<string, never>>('member/revokeInvite', { invitationId });
}

// Failures (3006 the last active owner, 3007 no such member) are toasted by the request layer.

export function changeMemberRole(body: { userId: string; role: Role }) {
  return enterpriseCall<Record<string, never>>('member/changeRole', body);
}

export function disableMember(userId: string) {
  return enterpriseCall<Record<string, never>>('member/disable', { userId });
}

export function enableMember(userId: string) {
  return enterpriseCall<Record<string, never>>('member/enable', { userId });
}

/** The roles `myRole` may hand out: only an owner grants (or takes away) the owner role. */
export function grantableRoles(myRole: Role | null | undefined): Role[] {
  return can(myRole, 'transferOwnership') ? [...ROLES] : ROLES.filter((r) => r !== 'owner');
}

/** Whether `myRole` (as user `me`) may change or disable `row`. */
export function canManage(row: MemberRow, me: string | undefined, myRole: Role | null | undefined): boolean {
  if (!row.userId || row.status === 'invited' || row.userId === me) return false;
  return row.role !== 'owner' || can(myRole, 'transferOwnership');
}
