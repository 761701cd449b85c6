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
