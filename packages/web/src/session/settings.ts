import type { UserSetting } from '@hangar/domain/contracts/platform';

// The user settings (platform spec §3) read from the user info's JSON text. The server validates them on
// write; here a missing or unexpected value falls back to the spec's default. (A hand-written reader keeps
// zod out of the first chunk.)

export const DEFAULT_SETTING: UserSetting = {
  theme: 'default',
  homeMode: 0,
  menuPosition: 0,
  menuFoldSet: 1,
  menuDefaultState: 0,
  homepageSet: 1,
  homeMapType: 0,
};

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function readSetting(text: string | null | undefined): UserSetting {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the defaults apply
  }
  const d = DEFAULT_SETTING;
  return {
    theme: pick(raw.theme, ['default', 'lightBlue', 'dark'] as const, d.theme),
    homeMode: pick(raw.homeMode, [0, 1] as const, d.homeMode),
    menuPosition: pick(raw.menuPosition, [0, 1, 2] as const, d.menuPosition),
    menuFoldSet: pick(raw.menuFoldSet, [0, 1] as const, d.menuFoldSet),
    menuDefaultState: pick(raw.menuDefaultState, [0, 1] as const, d.menuDefaultState),
    homepageSet: pick(raw.homepageSet, [0, 1] as const, d.homepageSet),
    homeMapType:
      typeof raw.homeMapType === 'number' && Number.isInteger(raw.homeMapType) ? raw.homeMapType : d.homeMapType,
  };
}
