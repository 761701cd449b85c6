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

/** The pure permission rule, shared by the provider and tests. */
export function canFrom(user: Pick<UserInfo, 'isAdmin' | 'views'>, key: string, fn?: Fn): boolean {
  if (user.isAdmin === 1) return true;
  const grant = user.views.find((v) => v.name === key);
  if (!grant) return false;
  return fn === undefined || grant.functions.includes(fn);
}
