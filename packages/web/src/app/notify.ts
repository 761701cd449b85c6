// Messages from code outside React's tree. Inside the frame, a sink shows them with antd's message API
// (installed by frame-providers.tsx); a notice for the sign-in page (session expired, registered) waits
// until that page shows it. antd's App lives in the frame so that the sign-in chunk stays small.

type Kind = 'error' | 'warning' | 'success';
type Sink = (kind: Kind, text: string) => void;

let sink: Sink | null = null;
let pending: { kind: Kind; text: string } | null = null;

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

export function takeLoginNotice(): { kind: Kind; text: string } | null {
  const notice = pending;
  pending = null;
  return notice;
}
