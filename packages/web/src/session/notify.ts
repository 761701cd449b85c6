// Messages from code outside React's tree. Inside the frame, a sink shows them with antd's message API
// (installed by frame-providers.tsx); a notice for the sign-in page (session expired, registered) waits
// until that page shows it. antd's App lives in the frame so that the sign-in chunk stays small.

type Kind = 'error' | 'warning' | 'success';
type Sink = (kind: Kind, text: string) => void;
type LoginNotice = { kind: Kind; text: string };

let sink: Sink | null = null;
let pending: LoginNotice | null = null;

export function setNotifySink(next: Sink | null): void {
  sink = next;
}

export function notify(kind: Kind, text: string): void {
  sink?.(kind, text);
}

/** A notice for the sign-in page (shown once, the next time it renders). */
export function noticeForLogin(kind: Kind, text: string): void {
  pending = { kind, text };
}

/**
 * The notice waiting for the sign-in page, left in place: a render React discards (a navigation's transition
 * restarted, a suspended sibling) may read it again. The page drops it once shown (`dropLoginNotice`).
 */
export function peekLoginNotice(): LoginNotice | null {
  return pending;
}

/** Drops `notice` once the sign-in page has shown it (a newer one stays). */
export function dropLoginNotice(notice: LoginNotice | null): void {
  if (notice && pending === notice) pending = null;
}
