import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findFrameRoute } from './routes';

// The signed-in page's level-one heading (FrameLayout, at the top of main; issue 31, WCAG 1.3.1, 2.4.3): its
// route's title, visually hidden (the tabs bar and the menu already show it; no screen has an h1 of its own).
// Focus moves to it on arrival (after signing in, on a reload) and after each navigation (menu, tab, link), so
// that a screen reader reads the new page and Tab goes on from the top of its content; it is no tab stop
// (tabIndex -1) and shows no focus ring (a11y-style.tsx).

export function PageHeading() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  const route = findFrameRoute(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each navigation
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} data-page-heading className="hangar-visually-hidden" data-testid="page-heading">
      {route ? t(route.title) : ''}
    </h1>
  );
}
