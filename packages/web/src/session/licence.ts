// The licence warning of spec §4: the sign-in answer's validDays; at or below 30 days the frame shows a
// warning with the days left once after sign-in, as a closable banner under the header (LicenceBanner.tsx), never
// over the header's controls. At or below 0 the server refuses the sign-in, except to the platform administrator,
// who reads how long ago it expired.

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

/**
 * The days left to warn about; null when there is nothing to say. Left in place: a render React discards may read
 * it again; the banner drops it once shown (`dropLicenceNotice`), so it shows once after each sign-in.
 */
export function peekLicenceNotice(): number | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === null || !Number.isFinite(Number(value)) ? null : Number(value);
  } catch {
    return null;
  }
}

export function dropLicenceNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // no storage: nothing kept
  }
}

/** The banner's title and text (i18n keys and values) for the days left: still valid, expiring today, expired. */
export function licenceMessage(days: number): {
  title: string;
  text: string;
  values: { days: number };
  expired: boolean;
} {
  if (days > 0)
    return { title: 'frame.login.licenceTitle', text: 'auth.licenceExpiring', values: { days }, expired: false };
  if (days === 0) {
    return { title: 'frame.login.licenceTitle', text: 'frame.licence.expiresToday', values: { days }, expired: false };
  }
  return {
    title: 'frame.licence.expiredTitle',
    text: 'frame.licence.expiredAgo',
    values: { days: -days },
    expired: true,
  };
}
