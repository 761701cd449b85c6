import { useEffect, useState } from 'react';
import { findFrameRoute, HOME_PATH, type RouteGroup } from './routes';
import { afterClose, closeAll, closeOthers, closeTab, storedTabs, storeTabs, withVisited } from './visited-tabs';

// The frame's visited tabs (FrameLayout, VisitedTabs): the paths visited, kept per user across reloads (the stored
// ones the user may still open), a frame route added on each visit; close, close others, close all.

/** The tabs and what a tab's menu (close, others, all) or its close button does. */
export function useVisitedTabs(userId: number, groups: RouteGroup[], pathname: string, go: (path: string) => void) {
  // The visited tabs, back after a reload: the stored ones the user may still open.
  const [tabs, setTabs] = useState<string[]>(() =>
    storedTabs(userId, HOME_PATH, (path) => groups.some((g) => g.children.some((r) => r.path === path && !r.hidden))),
  );
  useEffect(() => storeTabs(userId, tabs), [userId, tabs]);

  useEffect(() => {
    if (findFrameRoute(pathname)) setTabs((prev) => withVisited(prev, pathname, HOME_PATH));
  }, [pathname]);

  const onTabAction = (action: string, path: string) => {
    if (action === 'close') {
      setTabs((prev) => closeTab(prev, path, HOME_PATH));
      if (path === pathname) go(afterClose(tabs, path, HOME_PATH));
    } else if (action === 'others') {
      setTabs(closeOthers(path, HOME_PATH));
      go(path);
    } else {
      setTabs(closeAll(HOME_PATH));
      go(HOME_PATH);
    }
  };

  return { tabs, onTabAction };
}
