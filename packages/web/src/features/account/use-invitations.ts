import { Employ } from '@hangar/domain/contracts/organize';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';

// The signed-in user's pending invitations to join a company (Employ/QueryInvitations), for the frame's user
// menu count and the dashboard; the list with its answers is invitations.tsx (loaded with those screens only).

/** A pending invitation: the inviting company, who invited (null when unknown), when (`YYYY-MM-DD HH:mm:ss`). */
export type { Invitation } from '@hangar/domain/contracts/organize';

/** Query keys of the invitations start with this (the invalidation after an answer). */
export const INVITATION_KEY = 'invitation';

/** The signed-in user's pending invitations (Employ/QueryInvitations). */
export function useInvitations() {
  const { user } = useSession();
  return useQuery({
    queryKey: [INVITATION_KEY, user.id],
    meta: { silent: true },
    queryFn: () => call(Employ.api.QueryInvitations),
  });
}
