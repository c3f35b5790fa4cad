import { useQuery } from '@tanstack/react-query';
import { useLogin } from '@/models/login';
import { invitationsQuery, type PendingInvitation } from '@/services/invitations';

/** The pending invitations of the signed-in user (empty while there are none or they cannot be read). */
export function usePendingInvitations(): PendingInvitation[] {
  const { state } = useLogin();
  return useQuery(invitationsQuery(state.userInfo?.userId)).data?.list ?? [];
}
