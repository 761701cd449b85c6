import type { QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { SessionContext } from '../session/session-context';
import { type RealtimeOptions, startRealtime } from './realtime';

// Runs the real-time client while the signed-in frame is mounted with a current company, and turns its events
// into TanStack Query invalidations: every list and reference query key starts with its table name, so
// DataRefresh { table } refreshes them all ({ queryKey: [table] }); after a reconnection everything shown is
// refreshed; an ended session is reloaded, which signs the user out (401). Stops on sign-out, on unmount and on
// a company switch (then starts again for the new company).

export function useRealtime(
  queryClient: QueryClient,
  options: Pick<RealtimeOptions, 'createSocket' | 'url' | 'heartbeatMs' | 'random'> = {},
): void {
  const session = useContext(SessionContext);
  const userId = session?.user.id;
  const companyId = session?.user.curCID ?? null;
  // The latest session and options without restarting the socket when their identity changes.
  const latest = useRef({ session, options });
  latest.current = { session, options };

  useEffect(() => {
    if (userId === undefined || companyId === null) return;
    return startRealtime({
      ...latest.current.options,
      onRefresh: (table) => void queryClient.invalidateQueries({ queryKey: [table] }),
      onReconnected: () => void queryClient.invalidateQueries(),
      onSessionEnded: () => void latest.current.session?.refresh(),
    });
  }, [queryClient, userId, companyId]);
}
