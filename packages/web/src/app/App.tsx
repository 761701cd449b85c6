import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { A11yStyle } from '../components/a11y-style';
import { Guard, Loading } from './Guard';
import { allFrameRoutes, HOME_PATH } from './routes';

// The router: public routes of spec §2, the frame with one lazily loaded screen per route, unknown → /404.
// Also the app's global accessibility rules (a11y-style.tsx), for the public pages and the frame.

const FrameLayout = lazy(() => import('./FrameLayout'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const FindPassPage = lazy(() => import('../features/auth/FindPassPage'));
const NotAuthorizedPage = lazy(() => import('../pages/NotAuthorizedPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export function AppRoutes() {
  return (
    <Guard>
      <A11yStyle />
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/findpass" element={<FindPassPage />} />
          {/* An open path whose content the spec does not show: it leads home (the guard decides where). */}
          <Route path="/authredirect" element={<Navigate to="/" replace />} />
          <Route
            path="/401"
            element={
              <PublicPage titleKey="frame.route.home-401">
                <NotAuthorizedPage titleKey="frame.route.home-401" />
              </PublicPage>
            }
          />
          <Route
            path="/404"
            element={
              <PublicPage titleKey="frame.route.home-404">
                <NotFoundPage titleKey="frame.route.home-404" />
              </PublicPage>
            }
          />
          <Route element={<FrameLayout />}>
            {allFrameRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={<r.component titleKey={r.title} />} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </Suspense>
    </Guard>
  );
}

/**
 * A status page outside the frame (/401, /404): a main landmark under a level-one heading, its title (visually
 * hidden: the page shows it as its result's title), as the frame gives its screens (issue 31).
 */
function PublicPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main>
      <h1 className="hangar-visually-hidden">{t(titleKey)}</h1>
      {children}
    </main>
  );
}
