import { grantables, groupTitleKey, MENU_GROUPS, viewTitleKey } from '@hangar/domain/permissions';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenProps } from '../components/web-module';
import { lazyScreen } from './lazy-screen';
import { webModules } from './modules';

// The route table (platform spec §2): public routes, the frame's home routes, and one route per view of the
// permission catalogue (name = view key = permission, menu group, i18n title `frame.route.<name>`). Every
// screen is a React.lazy chunk, so each route loads only its own code.

export type { ScreenProps } from '../components/web-module';

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export interface AppRoute {
  path: string;
  /** Route name: the view key checked against the user's views. */
  name: string;
  /** i18n key of the title (menu item, tab, page title). */
  title: string;
  /** Menu group key; `home` for the frame's own routes. */
  group: string;
  /** Open to every signed-in user. */
  anyAccess?: boolean;
  /** Not shown as a menu item (error pages). */
  hidden?: boolean;
  component: Screen;
}

export interface RouteGroup {
  key: string;
  /** i18n key of the group's title. */
  title: string;
  children: AppRoute[];
}

const Placeholder: Screen = lazyScreen(() => import('../features/placeholder/PlaceholderPage'));
const Dashboard: Screen = lazyScreen(() => import('../features/dashboard/DashboardPage'));
const NotAuthorized: Screen = lazyScreen(() => import('../pages/NotAuthorizedPage'));
const NotFound: Screen = lazyScreen(() => import('../pages/NotFoundPage'));

/** Screens that exist, by view key (each feature's module declares its own); every other view shows the "coming
 * in a later release" placeholder. */
const screens: Record<string, Screen> = Object.fromEntries(
  webModules.flatMap((m) => Object.entries(m.screens ?? {}).map(([view, load]) => [view, lazyScreen(load)])),
);

export const HOME_PATH = '/home/dashboard';

/** The frame's own routes: the first group, kept even for a user without views. */
const homeGroup: RouteGroup = {
  key: 'home',
  title: 'frame.menu.home',
  children: [
    {
      path: HOME_PATH,
      name: 'dashboard',
      title: 'frame.route.dashboard',
      group: 'home',
      anyAccess: true,
      component: Dashboard,
    },
    {
      path: '/home/401',
      name: 'home-401',
      title: 'frame.route.home-401',
      group: 'home',
      anyAccess: true,
      hidden: true,
      component: NotAuthorized,
    },
    {
      path: '/home/404',
      name: 'home-404',
      title: 'frame.route.home-404',
      group: 'home',
      anyAccess: true,
      hidden: true,
      component: NotFound,
    },
  ],
};

/** Menu groups in the spec's order (the domain's). */
export { MENU_GROUPS };

function viewRoutes(group: string): AppRoute[] {
  return grantables
    .filter((g) => g.group === group && g.path !== undefined)
    .map((g) => ({
      path: g.path ?? '',
      name: g.key,
      title: viewTitleKey(g.key),
      group,
      component: screens[g.key] ?? Placeholder,
    }));
}

/** Every route group of the frame, home first. */
export const routeGroups: RouteGroup[] = [
  homeGroup,
  ...MENU_GROUPS.map((key) => ({ key, title: groupTitleKey(key), children: viewRoutes(key) })),
];

export const allFrameRoutes: AppRoute[] = routeGroups.flatMap((g) => g.children);

/** Public routes (spec §2 "Public routes"), with their title keys. */
export const PUBLIC_TITLES: Record<string, string> = {
  '/login': 'frame.route.login',
  '/register': 'frame.route.register',
  '/findpass': 'frame.route.findpass',
  '/authredirect': 'frame.route.authredirect',
  '/401': 'frame.route.home-401',
  '/404': 'frame.route.home-404',
};

export function findFrameRoute(path: string): AppRoute | undefined {
  return allFrameRoutes.find((r) => r.path === path);
}
