import { useLayoutEffect, useRef, useState } from 'react';

// The fleet monitor's table height (FleetPage): the DataTable's body reaches the bottom of the window.

/**
 * Below the table's body: the pager with its margins and the page's bottom padding (px). The body's height is the
 * window's height less its top (measured) and this, so that the rows fill the window (issue 29: at 1440×900 a
 * fixed offset left five rows).
 */
const BELOW_TABLE_BODY = 64;
/** The offset before the body is measured (the first render). */
const FIRST_HEIGHT_OFFSET = 560;

/**
 * The heightOffset that makes a DataTable's body reach the bottom of the window: its body's top in the page
 * (measured after each render of the screen: filters folded or wrapped, cards loaded) plus what is below it.
 */
export function useFillHeight(): { ref: React.RefObject<HTMLDivElement | null>; heightOffset: number } {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const body = ref.current?.querySelector('.ant-table-body');
    if (!body) return;
    const y = Math.round(body.getBoundingClientRect().top + window.scrollY);
    if (top === null || Math.abs(y - top) > 1) setTop(y);
  });
  return { ref, heightOffset: top === null ? FIRST_HEIGHT_OFFSET : top + BELOW_TABLE_BODY };
}
