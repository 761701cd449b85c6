import type { ListBody } from '@hangar/domain/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../app/session-context';

// The signed-in user's pending invitations to join a company (Employ/QueryInvitations), for the frame's user
// menu count and the dashboard; the list with its answers is invitations.tsx (loaded with those screens only).

export interface Invitation {
  id: number;
  companyId: number;
  companyName: string;
  /** The inviting administrator's name in that company; null when unknown. */
  invitedBy: string | null;
  /** `YYYY-MM-DD HH:mm:ss` */
  invitedAt: string;
}

/** Query keys of the invitations start with this (the invalidation after an answer). */
export const INVITATION_KEY = 'invitation';

/** The signed-in user's pending invitations (Employ/QueryInvitations). */
export function useInvitations() {
  const { user } = useSession();
  return useQuery({
    queryKey: [INVITATION_KEY, user.id],
    meta: { silent: true },
    queryFn: () => api.post<ListBody<Invitation>>('/api/Employ/QueryInvitations', {}),
  });
}
