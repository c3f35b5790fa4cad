/**
 * The invitee's calls (issue 22, rule 5): the signed-in user's own phone's pending invitations,
 * from any enterprise, and their answers. Nothing joins an enterprise until it is accepted.
 */
import { queryOptions } from '@tanstack/react-query';
import { get, post, type Schemas } from './api';

export type PendingInvitation = Schemas['InvitationRow'];

/** Keyed by the user: another sign-in reads its own. */
export function invitationsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: ['enterprise/invitationList', userId],
    queryFn: () => get('/enterprise/invitationList'),
    enabled: !!userId,
    staleTime: 60_000,
  });
}

export function acceptInvitation(enterpriseId: string) {
  return post('/enterprise/invitationAccept', { enterpriseId });
}

export function declineInvitation(enterpriseId: string) {
  return post('/enterprise/invitationDecline', { enterpriseId });
}
