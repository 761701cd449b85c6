import { useState } from 'react';

// The side bar's folded state (FrameLayout, menuPosition 2): kept in a cookie (platform spec §4), the user's
// menuDefaultState when there is none.

const SIDEBAR_COOKIE = 'hangar_sidebar';

function foldedCookie(): boolean | undefined {
  const match = /(?:^|;\s*)hangar_sidebar=([01])/.exec(document.cookie);
  return match ? match[1] === '1' : undefined;
}

function storeFolded(folded: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie (spec §4: sidebar state in a cookie)
  document.cookie = `${SIDEBAR_COOKIE}=${folded ? '1' : '0'}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

/** Folded or not, and the change that stores it. */
export function useSidebarFold(foldedByDefault: boolean): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(() => foldedCookie() ?? foldedByDefault);
  const change = (value: boolean) => {
    setFolded(value);
    storeFolded(value);
  };
  return [folded, change];
}
