import type { Fn, ViewGrant } from '@hangar/domain/permissions';
import { createContext, useContext } from 'react';

// The signed-in user as the whole web app sees it (GET /api/User/Info, platform spec §3). The frame
// (app/SessionProvider) loads it; screens and the list kit read it through these hooks.

export interface FileEntry {
  uid: string;
  name: string;
  size: number;
  url: string;
}

export interface UserInfo {
  id: number;
  phone: string;
  account: string;
  name: string;
  realName: string | null;
  sex: number | null;
  birthday: string | null;
  avatar: FileEntry[];
  curCID: number | null;
  isAdmin: 0 | 1;
  isPlatformAdmin: 0 | 1;
  admin: number | null;
  companyName: string | null;
  isMultiTenancy: 0 | 1;
  projects: { id: number; name: string }[];
  curProject: number | null;
  mySystemName: string | null;
  systemName: string;
  companyLogo: FileEntry[];
  /** JSON text of the user settings (theme, menuPosition, ...). */
  setting: string;
  views: ViewGrant[];
  validDays: number;
  /** The external document system linked from the Documents menu; null when not configured. */
  docsUrl: string | null;
}

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
