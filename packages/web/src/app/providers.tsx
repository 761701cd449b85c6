import { ConfigProvider } from 'antd';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call, onUnauthorized } from '../api/http';
import { SignInCalls } from '../api/sign-in-calls';
import { antdLocaleOf } from '../i18n';
import { noticeForLogin } from '../session/notify';
import { canFrom, type Session, SessionContext, type UserInfo } from '../session/session-context';
import {
  type SessionControl,
  SessionControlContext,
  type SessionStatus,
  sessionHint,
  setSessionHint,
  storedProject,
  storeProject,
} from '../session/session-state';
import { readSetting } from '../session/settings';
import { themes } from './themes';

// The providers of the whole app: the session (User/Info) and antd's ConfigProvider (locale following
// i18next, theme from the user setting). TanStack Query and antd's App come with the frame
// (frame-providers.tsx), which keeps them out of the sign-in page's JS. The themes, made readable, are themes.ts.

function isUserInfo(value: unknown): value is UserInfo {
  // A user info without its views (the role list) is rejected (spec §8).
  return typeof value === 'object' && value !== null && Array.isArray((value as { views?: unknown }).views);
}

function SessionProvider({ children }: { children: ReactNode }) {
  // useNavigate's identity follows the location; the callbacks below must not (reload runs once at start).
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [state, setState] = useState<{ status: SessionStatus; user: UserInfo | null; byUser: boolean }>({
    status: 'loading',
    user: null,
    byUser: false,
  });
  const statusRef = useRef<SessionStatus>('loading');
  statusRef.current = state.status;

  const signedOut = useCallback((byUser = false) => {
    setSessionHint(false);
    storeProject(null);
    setState({ status: 'signedOut', user: null, byUser });
  }, []);

  // Sign-out is deterministic (issue 29): each sign-out starts a new epoch, and a user info answer of an earlier
  // epoch is dropped — a reload started before (or by the socket the sign-out closes) cannot sign the user in again
  // after the exit answered. While the exit call runs, reload does nothing.
  const epoch = useRef(0);
  const signingOut = useRef(false);

  const signOut = useCallback(async () => {
    epoch.current += 1;
    signingOut.current = true;
    try {
      await call(SignInCalls.exit);
    } catch {
      // the session may already be gone: signed out either way
    } finally {
      signingOut.current = false;
    }
    signedOut(true);
    navigateRef.current('/login');
  }, [signedOut]);

  const reload = useCallback(async (): Promise<boolean> => {
    if (signingOut.current) return false;
    const hinted = sessionHint();
    // No session hint at the first load (a visitor, or a browser whose session cookies have gone): signed out
    // without asking, so that /login logs no 401. A sign-in sets the hint cookie before its reload.
    if (!hinted && statusRef.current === 'loading') {
      signedOut();
      return false;
    }
    const started = epoch.current;
    const current = () => started === epoch.current && !signingOut.current;
    try {
      const user: unknown = await call(SignInCalls.Info, { project: storedProject() });
      if (!current()) return false;
      if (!isUserInfo(user)) throw new ApiError(200, 'ERROR', 'roles must be a non-null array');
      storeProject(user.curProject);
      setSessionHint(true);
      setState({ status: 'signedIn', user, byUser: false });
      return true;
    } catch (error) {
      if (!current()) return false;
      if (error instanceof ApiError && error.status === 401) {
        // An ended session (not a first visit): say so, as the spec's 401 handling does.
        if (hinted && statusRef.current === 'loading') noticeForLogin('warning', error.message);
        signedOut();
        return false;
      }
      // Spec §2 step 4: the user info call failed: sign out and go to /.
      if (error instanceof Error) noticeForLogin('error', error.message);
      try {
        await call(SignInCalls.exit);
      } catch {
        // nothing more to end
      }
      signedOut();
      navigateRef.current('/');
      return false;
    }
  }, [signedOut]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(
    () =>
      onUnauthorized((error) => {
        if (statusRef.current !== 'signedIn') return;
        // The guard then sends the user to /login, with the way back to this page.
        noticeForLogin('warning', error.message);
        signedOut();
      }),
    [signedOut],
  );

  const control = useMemo<SessionControl>(
    () => ({
      status: state.status,
      user: state.user,
      signedOutByUser: state.byUser,
      setting: readSetting(state.user?.setting),
      reload,
      signOut,
    }),
    [state, reload, signOut],
  );
  const session = useMemo<Session | null>(() => {
    const user = state.user;
    if (!user) return null;
    return {
      user,
      can: (key, fn) => canFrom(user, key, fn),
      refresh: async () => {
        await reload();
      },
      signOut,
    };
  }, [state.user, reload, signOut]);

  return (
    <SessionControlContext.Provider value={control}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionControlContext.Provider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <Themed>{children}</Themed>
    </SessionProvider>
  );
}

/** ConfigProvider with the signed-in user's theme (default before sign-in). */
function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const control = useContext(SessionControlContext);
  const themeName = control?.setting.theme ?? 'default';
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={themes[themeName]}>
      {children}
    </ConfigProvider>
  );
}
