import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { type ReactNode, useContext, useEffect, useRef } from 'react';
import { ApiError } from '../api/http';
import { useRealtime } from '../api/use-realtime';
import { StatusStyle } from '../components/status-colours';
import { addFrameStrings } from '../i18n/frame-strings';
import { notify, setNotifySink } from '../session/notify';
import { SessionContext } from '../session/session-context';

// The providers of the signed-in frame: TanStack Query (a global error message for failed calls) and antd's
// App (message, modal, notification). They load with the frame, not with the sign-in page (bundle budget).
// Leaving the frame (sign-out, an ended session) clears the query cache. The real-time client (/ws) runs while
// the frame is mounted and refreshes the queries of each table another user changes (api/use-realtime.ts).

// The screens' interface strings come with the frame, not with the sign-in page's entry chunk.
addFrameStrings();

function reportError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silent === true) return;
  // 401 is handled once, by the session (sign out, go to /login).
  if (error instanceof ApiError && error.status === 401) return;
  notify('error', error instanceof Error ? error.message : String(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();

/** Installs the message sink for code outside the tree. */
function NotifyBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setNotifySink((kind, text) => void message[kind](text));
    return () => setNotifySink(null);
  }, [message]);
  return null;
}

/**
 * After a company switch, once the screens have rendered with the new company's rights: every cached answer of the
 * previous company is reset and only the queries still shown are fetched again (issue 29: resetting before that
 * render refetched the previous rights' cards — five 403s on the dashboard).
 */
export function useCompanyCache(client: QueryClient): void {
  const session = useContext(SessionContext);
  const companyId = session?.user.curCID ?? null;
  const userId = session?.user.id;
  const shown = useRef<{ companyId: number | null; userId: number | undefined } | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = { companyId, userId };
    if (before && before.userId === userId && before.companyId !== companyId) void client.resetQueries();
  }, [client, companyId, userId]);
}

export function FrameProviders({ children }: { children: ReactNode }) {
  useEffect(() => () => queryClient.clear(), []);
  useCompanyCache(queryClient);
  useRealtime(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <NotifyBridge />
        {/* The status colours of the current theme (components/status-colours.tsx), for every screen. */}
        <StatusStyle />
        {children}
      </AntApp>
    </QueryClientProvider>
  );
}
