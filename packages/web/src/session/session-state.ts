import type { UserSetting } from '@hangar/domain/contracts/platform';
import { createContext, useContext } from 'react';
import type { UserInfo } from './session-context';

// The session's loading state, which the access guard and the public pages need (session-context.ts holds
// the signed-in Session that screens use). "Signed in" means User/Info answered: the token cookie is HttpOnly.

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionControl {
  status: SessionStatus;
  user: UserInfo | null;
  /** The user signed out (rather than the session ending): /login needs no way back. */
  signedOutByUser: boolean;
  setting: UserSetting;
  /** Loads the user info again; true when signed in. */
  reload(): Promise<boolean>;
  signOut(): Promise<void>;
}

export const SessionControlContext = createContext<SessionControl | null>(null);

export function useSessionControl(): SessionControl {
  const control = useContext(SessionControlContext);
  if (!control) throw new Error('useSessionControl outside SessionProvider');
  return control;
}

/** The project chosen in this browser session (spec §4: kept in session storage). */
const PROJECT_KEY = 'hangar_project';
/** Set while a session is believed to exist: only a hint, User/Info decides. */
const SIGNED_IN_KEY = 'hangar_signed_in';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function storedProject(): number | undefined {
  const value = Number(storage()?.getItem(PROJECT_KEY));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function storeProject(project: number | null): void {
  if (project === null) storage()?.removeItem(PROJECT_KEY);
  else storage()?.setItem(PROJECT_KEY, String(project));
}

/** Whether a session probably exists (a flag of this tab, or the readable company cookie). */
export function sessionHint(): boolean {
  if (storage()?.getItem(SIGNED_IN_KEY) === '1') return true;
  return typeof document !== 'undefined' && /(?:^|;\s*)hangar_cid=/.test(document.cookie);
}

export function setSessionHint(on: boolean): void {
  if (on) storage()?.setItem(SIGNED_IN_KEY, '1');
  else storage()?.removeItem(SIGNED_IN_KEY);
}
