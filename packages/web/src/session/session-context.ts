import { type Access, allows, type Grants, holds, onScreen } from '@hangar/domain/access';
import type { UserInfo } from '@hangar/domain/contracts/account';
import type { Fn } from '@hangar/domain/permissions';
import { createContext, useContext } from 'react';

// The signed-in user as the whole web app sees it (GET /api/User/Info, platform spec §3). The frame
// (app/SessionProvider) loads it; screens and the list kit read it through these hooks.

/** A stored file entry `{ uid, name, size, url }` (the domain's). */
export type { FileEntry } from '@hangar/domain/contracts/fields';

/** The user info answer (GET /api/User/Info), as the domain's contract declares it. */
export type { UserInfo };

export interface Session {
  user: UserInfo;
  /** Whether the user holds a view, or a function of a key; administrators hold everything. */
  can(key: string, fn?: Fn): boolean;
  /** Reloads the user info (after a settings change, a company switch, ...). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The user's grants in the current company, as the domain's access rule reads them. */
export function grantsFrom(user: Pick<UserInfo, 'isAdmin' | 'views'>): Grants {
  return { isAdmin: user.isAdmin === 1, views: user.views };
}

/** The pure permission rule, shared by the provider and tests (the domain's `holds`). */
export function canFrom(user: Pick<UserInfo, 'isAdmin' | 'views'>, key: string, fn?: Fn): boolean {
  return holds(grantsFrom(user), key, fn);
}

/**
 * Whether the user may call an endpoint: its contract's declared access, answered by the domain's `allows`, the
 * function the server's permission step uses. A user in no company may call only public and session endpoints.
 */
export function mayCall(user: Pick<UserInfo, 'isAdmin' | 'views' | 'curCID'>, endpoint: { access: Access }): boolean {
  const { access } = endpoint;
  if (access === 'public' || access === 'session') return true;
  return user.curCID !== null && allows(access, grantsFrom(user));
}

/**
 * Whether the signed-in user may call an endpoint (`useCan(Department.api.Add)`): the web offers a control by the
 * access of the endpoint the control calls, declared once in its domain contract. `screen`: the view of a screen
 * that calls an endpoint several screens share (`anyOf`), whose own grant the server requires of that record
 * (a store order's direction, a tool's kind, a document's library): only that screen's pairs count.
 */
export function useCan(endpoint: { access: Access }, screen?: string): boolean {
  const { user } = useSession();
  return mayCall(user, screen === undefined ? endpoint : { access: onScreen(endpoint.access, screen) });
}
