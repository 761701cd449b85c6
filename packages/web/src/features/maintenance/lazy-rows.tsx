import {
  Children,
  createContext,
  type ElementType,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { usePrinting } from '../../components/print';

/*
 * Rows of a long DataTable page rendered first where the user looks (issue 18, "the 200-row maintenance list
 * interactive within 300 ms of its data"). Every row of the page is in the table as a <tr data-row-key> at once
 * (selection, select-all, the pager and the row order are the table's, unchanged), but a row's cells are
 * mounted only when it is
 *   - among the first FIRST_SCREEN rows of the page (the first screen, at once), or
 *   - near the table's visible area (an IntersectionObserver on the table's scroll body, ±MARGIN): scrolled to,
 *     it renders in the next frame, or
 *   - reached by the background fill: once the first screen is up, the remaining rows are mounted CHUNK by
 *     CHUNK in idle time (requestIdleCallback; each chunk a short task, so a click waits for one at most), so
 *     that after a second or two every row is there as before (find in page, tabbing, tests that look for a
 *     row).
 * A row shown once stays shown (a reload after a write or a drag keeps its rows mounted). Until then it is a
 * placeholder row of one empty cell, class `hangar-row-pending`, as high as a rendered row (the most common
 * height of the rows rendered first, measured once before the first paint), so that rows getting their cells
 * do not move the rows below them; the table's columns need widths that do not depend on the rows rendered
 * (the caller's part). Rows differ in height (wrapped chips, names), so a row getting its cells above the visible
 * area could still move the rows in view: each reveal keeps the first row in view where it was (the body's
 * scrollTop corrected before the paint), as the browser's own scroll anchoring would. Without IntersectionObserver (jsdom, very old browsers) every row renders at once, as a
 * plain table.
 *
 *   const lazy = useLazyRows<Row>((row) => row.id, sortable.components?.body?.row);
 *   <DataTable components={lazy.components} wrap={(table, rows) => lazy.wrap(table, rows)} ... />
 */

/** Rows rendered with the page (more than a screen of the drawer's and the setup's table). */
export const FIRST_SCREEN = 16;
/** Rows per background step. */
export const CHUNK = 8;
/** How far outside the visible body a row starts rendering. */
const MARGIN = '400px 0px';
/** A placeholder row's height until a rendered row is measured (one line of the list). */
const PENDING_HEIGHT = 47;

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number; children?: ReactNode };

interface Reveal {
  /** Whether the row of this key renders its cells. */
  shown(key: Key): boolean;
  /** Watches a placeholder row; its cells render when it comes near the visible area. Returns the unwatch. */
  watch(element: HTMLElement, key: Key): () => void;
  /** The row component of a shown row (dnd-kit's sortable row, or a plain <tr>). */
  Row: ElementType<RowProps>;
  /** A placeholder row's height: that of a rendered row once measured. */
  height: number;
  /** Measures the rendered rows next to a placeholder, once per table (before the first paint). */
  measure(placeholder: HTMLElement): void;
}

const RevealContext = createContext<Reveal | null>(null);

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** Runs `work` when the page is idle (or soon, where requestIdleCallback is missing); answers the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 16);
  return () => clearTimeout(id);
}

function LazyRow(props: RowProps) {
  const reveal = useContext(RevealContext);
  const key = props['data-row-key'];
  const pending = reveal !== null && key !== undefined && !reveal.shown(key);
  const watch = reveal?.watch;
  const Row = reveal?.Row ?? 'tr';
  const ref = useRef<HTMLTableRowElement>(null);
  const measure = reveal?.measure;
  useLayoutEffect(() => {
    if (pending && measure && ref.current) measure(ref.current);
  }, [pending, measure]);
  useEffect(() => {
    if (!pending || !watch || key === undefined || !ref.current) return;
    return watch(ref.current, key);
  }, [pending, watch, key]);
  // The same element while the table's props are the same: a reveal elsewhere does not re-render this row.
  const shownRow = useMemo(() => <Row {...props} />, [Row, props]);
  if (!pending) return shownRow;
  const { children, className, ...rest } = props;
  return (
    <tr
      {...rest}
      ref={ref}
      className={`${className ?? ''} hangar-row-pending`.trim()}
      style={{ ...rest.style, height: reveal?.height ?? PENDING_HEIGHT }}
    >
      <td colSpan={Children.count(children)} style={{ padding: 0 }} />
    </tr>
  );
}

const LAZY_COMPONENTS = { body: { row: LazyRow } };

function RevealRows<T>({
  rows,
  keyOf,
  Row,
  children,
}: {
  rows: T[];
  keyOf: (row: T) => Key;
  Row: ElementType<RowProps>;
  children: ReactNode;
}) {
  // Printed: every row at once (components/print.tsx).
  const printing = usePrinting() !== 'off';
  const observing = canObserve() && !printing;
  const keys = useMemo(() => rows.map((row) => String(keyOf(row))), [rows, keyOf]);
  const first = useMemo(() => new Set(keys.slice(0, FIRST_SCREEN)), [keys]);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const observer = useRef<IntersectionObserver | null>(null);
  const watched = useRef(new Map<Element, string>());
  const [height, setHeight] = useState<number | null>(null);
  const measured = useRef(false);
  /** The table's scroll body, and the first row in view with its offset from the body's top before a reveal. */
  const body = useRef<HTMLElement | null>(null);
  const anchor = useRef<{ row: Element; offset: number } | null>(null);

  /** Shows the rows of these keys, the rows in view staying where they are. */
  const show = useCallback((add: readonly string[]) => {
    const view = body.current;
    if (view && !anchor.current) {
      const top = view.getBoundingClientRect().top;
      const rows = view.querySelectorAll(':scope tbody > tr[data-row-key]');
      const row = Array.from(rows).find((r) => r.getBoundingClientRect().bottom > top);
      if (row) anchor.current = { row, offset: row.getBoundingClientRect().top - top };
    }
    setRevealed((prev) => new Set([...prev, ...add]));
  }, []);

  // After a reveal, before the paint: the anchor row back where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each reveal
  useLayoutEffect(() => {
    const view = body.current;
    const held = anchor.current;
    anchor.current = null;
    if (!view || !held?.row.isConnected) return;
    const moved = held.row.getBoundingClientRect().top - view.getBoundingClientRect().top - held.offset;
    if (moved !== 0) view.scrollTop += moved;
  }, [revealed]);

  // The placeholder's height: the most common height of the rows rendered next to it (the first screen), once.
  const measure = useCallback((placeholder: HTMLElement) => {
    if (measured.current) return;
    const body = placeholder.parentElement;
    const shown = body ? Array.from(body.querySelectorAll(':scope > tr[data-row-key]:not(.hangar-row-pending)')) : [];
    const heights = shown.map((row) => row.getBoundingClientRect().height).filter((h) => h > 0);
    if (heights.length === 0) return;
    measured.current = true;
    const count = new Map<number, number>();
    for (const h of heights) count.set(h, (count.get(h) ?? 0) + 1);
    setHeight([...count.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0]);
  }, []);

  const isShown = useCallback((key: string) => first.has(key) || revealed.has(key), [first, revealed]);
  const pending = observing ? keys.filter((key) => !isShown(key)) : [];
  const nextChunk = pending.slice(0, CHUNK).join(',');

  // The background fill: the next rows in the page's order, one small chunk per idle moment (a short task: a
  // click waits for one chunk at most).
  useEffect(() => {
    if (!nextChunk) return;
    return whenIdle(() => show(nextChunk.split(',')));
  }, [nextChunk, show]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  // Stable: the rows watched do not change their observer when other rows are revealed.
  const watch = useCallback(
    (element: HTMLElement, key: Key) => {
      if (!observer.current) {
        body.current = element.closest('.ant-table-body');
        observer.current = new IntersectionObserver(
          (entries) => {
            const near = entries.filter((e) => e.isIntersecting).map((e) => watched.current.get(e.target));
            const add = near.filter((k): k is string => k !== undefined);
            if (add.length > 0) show(add);
          },
          { root: body.current, rootMargin: MARGIN },
        );
      }
      const io = observer.current;
      watched.current.set(element, String(key));
      io.observe(element);
      return () => {
        io.unobserve(element);
        watched.current.delete(element);
      };
    },
    [show],
  );

  const reveal = useMemo<Reveal>(
    () => ({
      Row,
      watch,
      measure,
      height: height ?? PENDING_HEIGHT,
      shown: (key) => !observing || isShown(String(key)),
    }),
    [Row, watch, measure, height, observing, isShown],
  );
  return <RevealContext.Provider value={reveal}>{children}</RevealContext.Provider>;
}

/**
 * The DataTable `components` and `wrap` of a page whose rows render where the user looks first. `Row` is the
 * row component of a shown row (e.g. the sortable row of `useSortableRows`); a plain <tr> without it.
 */
export function useLazyRows<T>(keyOf: (row: T) => Key, Row?: ElementType<RowProps>) {
  // Without IntersectionObserver the table is the plain one (the given row component, no provider).
  if (!canObserve())
    return { active: false, components: Row ? { body: { row: Row } } : undefined, wrap: (table: ReactNode) => table };
  return {
    /** Whether rows render in steps (the columns' widths must not depend on the rows rendered). */
    active: true,
    components: LAZY_COMPONENTS,
    wrap: (table: ReactNode, rows: T[]) => (
      <RevealRows rows={rows} keyOf={keyOf} Row={Row ?? 'tr'}>
        {table}
      </RevealRows>
    ),
  };
}
