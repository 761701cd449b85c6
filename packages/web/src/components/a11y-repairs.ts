import { markScrollAreas } from './scroll-areas';

// What the frame repairs in antd's rendered markup, for every screen, drawer and dialog at once (issue 31), on a
// MutationObserver, once per frame of changes:
// - table scroll areas become named tab stops (scroll-areas.ts `markScrollAreas`);
// - tab lists: rc-tabs puts role="tablist" on the whole bar (`.ant-tabs-nav`), which also holds its "more"
//   button when the tabs overflow (a phone) and any extra content — buttons inside a tablist are invalid ARIA
//   (axe aria-required-children, critical; react-component/tabs #1013, unfixed upstream). The role and its
//   orientation move to the list of tabs (`.ant-tabs-nav-list`), so the "more" button sits beside the tablist.
//   React leaves the moved attributes alone: it writes an attribute again only when its prop changes.

export function repairTabLists(root: ParentNode): void {
  for (const nav of root.querySelectorAll<HTMLElement>('.ant-tabs-nav[role="tablist"]')) {
    const list = nav.querySelector<HTMLElement>(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    const orientation = nav.getAttribute('aria-orientation');
    if (orientation) list.setAttribute('aria-orientation', orientation);
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  }
}

/**
 * Repairs what is in `doc` now and whatever is added later; `scrollAreaLabel()` names the scroll areas at that
 * time (it follows the language). Returns the uninstaller.
 */
export function installA11yRepairs(doc: Document, scrollAreaLabel: () => string): () => void {
  let pending = 0;
  const repair = () => {
    pending = 0;
    markScrollAreas(doc, scrollAreaLabel());
    repairTabLists(doc);
  };
  const observer = new MutationObserver(() => {
    if (!pending) pending = requestAnimationFrame(repair);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  repair();
  return () => {
    observer.disconnect();
    if (pending) cancelAnimationFrame(pending);
  };
}
