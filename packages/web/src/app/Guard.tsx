import { theme } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { safeRedirect } from '../session/redirect';
import { useSessionControl } from '../session/session-state';
import { decide, isOpenPath, pageTitle } from './guard';
import { allFrameRoutes, findFrameRoute, PUBLIC_TITLES } from './routes';

// The access guard component: applies guard.ts to the location, waits for User/Info on protected paths and
// sets the page title (fixed prefix + route title).

/** A plain loading line (antd Spin would add its weight to the first chunk). */
export function Loading() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      style={{
        minHeight: '60vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: token.colorTextSecondary,
      }}
    >
      {t('frame.loading')}
    </div>
  );
}

export function Guard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { status, user, signedOutByUser } = useSessionControl();
  const { t, i18n } = useTranslation();

  const titleKey = findFrameRoute(pathname)?.title ?? PUBLIC_TITLES[pathname];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title follows the language too
  useEffect(() => {
    document.title = pageTitle(t('frame.systemTitle'), titleKey ? t(titleKey) : undefined);
  }, [t, titleKey, i18n.language]);

  const decision = useMemo(
    () => decide(pathname, { signedIn: status === 'signedIn', routes: allFrameRoutes, views: user?.views ?? [] }),
    [pathname, status, user],
  );

  if (status === 'loading' && !isOpenPath(pathname)) return <Loading />;
  if (!decision.allow) {
    const to =
      decision.redirect === '/login' && pathname !== '/' && !signedOutByUser
        ? `/login?redirect=${encodeURIComponent(pathname)}`
        : pathname === '/login'
          ? // Signed in on the sign-in page: on to the screen that sent the user there.
            safeRedirect(new URLSearchParams(search).get('redirect'))
          : decision.redirect;
    return <Navigate to={to} replace />;
  }
  return children;
}
