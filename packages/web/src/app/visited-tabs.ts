// The visited-tabs bar's list, as pure functions: the dashboard is always first and never closed.

export function withVisited(tabs: readonly string[], path: string, home: string): string[] {
  const rest = tabs.filter((p) => p !== home);
  return [home, ...(path === home || rest.includes(path) ? rest : [...rest, path])];
}

export function closeTab(tabs: readonly string[], path: string, home: string): string[] {
  return path === home ? [...tabs] : tabs.filter((p) => p !== path);
}

export function closeOthers(path: string, home: string): string[] {
  return path === home ? [home] : [home, path];
}

export function closeAll(home: string): string[] {
  return [home];
}

/** Where to go after closing the active tab: its left neighbour. */
export function afterClose(tabs: readonly string[], closed: string, home: string): string {
  const index = tabs.indexOf(closed);
  return index > 0 ? (tabs[index - 1] ?? home) : home;
}

// The open tabs survive a reload (issue 29): kept in sessionStorage per user (this browser tab's session only, so
// another user signing in here does not inherit them), read back with only the paths the user may still open.

const TABS_KEY = 'hangar_tabs';

function tabsKey(userId: number): string {
  return `${TABS_KEY}:${userId}`;
}

/** The user's stored tabs, home first, keeping only the paths `known` accepts; just home when none are stored. */
export function storedTabs(userId: number, home: string, known: (path: string) => boolean): string[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(tabsKey(userId)) ?? '[]');
    const paths = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string' && known(p)) : [];
    return paths.reduce<string[]>((tabs, path) => withVisited(tabs, path, home), [home]);
  } catch {
    return [home];
  }
}

export function storeTabs(userId: number, tabs: readonly string[]): void {
  try {
    sessionStorage.setItem(tabsKey(userId), JSON.stringify(tabs));
  } catch {
    // no storage: the tabs last until the page is left
  }
}
