// The licence warning of spec §4: the sign-in answer's validDays; at or below 30 days the frame shows a
// warning with the days left once after sign-in. (At or below 0 the server refuses the sign-in.)

export const LICENCE_WARNING_DAYS = 30;
const KEY = 'hangar_licence_days';

export function storeLicenceNotice(validDays: number): void {
  try {
    if (validDays <= LICENCE_WARNING_DAYS) sessionStorage.setItem(KEY, String(validDays));
    else sessionStorage.removeItem(KEY);
  } catch {
    // no storage: no warning
  }
}

/** The days left to warn about, once; null when there is nothing to say. */
export function takeLicenceNotice(): number | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}
