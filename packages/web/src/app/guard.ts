import type { ViewGrant } from '@hangar/domain/permissions';
import type { AppRoute, RouteGroup } from './routes';

// The access guard of platform spec §2, as pure functions: the tested rules. The component (Guard.tsx)
// applies them to the current location and the session.

/** Paths open without a session. */
export const OPEN_PATHS: readonly string[] = ['/login', '/authredirect', '/register', '/findpass', '/401', '/404'];

/** Paths that only redirect (/ → /home → /home/dashboard). */
const REDIRECT_PATHS: readonly string[] = ['/', '/home'];

export function isOpenPath(path: string): boolean {
  return OPEN_PATHS.includes(path);
}

/**
 * The routes a user may reach: a child is kept when its name is among the views or it is anyAccess;
 * groups left without children are dropped; with no views at all only the first group is kept.
 */
export function accessibleGroups(groups: readonly RouteGroup[], views: readonly ViewGrant[]): RouteGroup[] {
  if (views.length === 0) return groups.slice(0, 1);
  const names = new Set(views.map((v) => v.name));
  return groups
    .map((g) => ({ ...g, children: g.children.filter((r) => r.anyAccess === true || names.has(r.name)) }))
    .filter((g) => g.children.length > 0);
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

export interface GuardState {
  /** User/Info answered for this session. */
  signedIn: boolean;
  /** Routes of the frame (all of them, not only the accessible ones). */
  routes: readonly AppRoute[];
  views: readonly ViewGrant[];
}

/** Where the user may go: steps 1, 2 and 5 of the access guard. */
export function decide(path: string, state: GuardState): GuardDecision {
  if (!state.signedIn) return isOpenPath(path) ? { allow: true } : { allow: false, redirect: '/login' };
  if (path === '/login') return { allow: false, redirect: '/' };
  if (isOpenPath(path) || REDIRECT_PATHS.includes(path)) return { allow: true };
  const route = state.routes.find((r) => r.path === path);
  if (!route) return { allow: false, redirect: '/404' };
  if (route.anyAccess === true) return { allow: true };
  const held = state.views.some((v) => v.name === route.name || v.name === route.path);
  return held ? { allow: true } : { allow: false, redirect: '/401' };
}

/** Only local paths: a `redirect` parameter must not send the user to another site. */

/** The page title: the fixed prefix, then the route's title. */
export function pageTitle(prefix: string, routeTitle: string | undefined): string {
  return routeTitle ? `${prefix} - ${routeTitle}` : prefix;
}
