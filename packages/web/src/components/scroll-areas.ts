import type { TableRef } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Keyboard-reachable scroll areas (issue 31, WCAG 2.1.1; axe's scrollable-region-focusable): an antd Table's
// scrolling parts (the body of a `scroll.y` table, the content of a `scroll.x` one) become tab stops, regions
// named 表格行 / Table rows, so that arrow keys and Page Up/Down scroll them. antd has no prop for it: the attributes
// are set on the rendered elements after each render.
//
//   const scrollAreas = useScrollAreas();
//   <Table ref={scrollAreas} scroll={{ y: 480 }} ... />
//
// The frame also marks every table rendered in the signed-in app, in a screen, a drawer or a dialog, when it
// appears (a11y-repairs.ts), so a screen's own table cannot forget it. (DataTable keeps its ref: its marks are
// set in the same render, which its tests read.)

const SCROLL_AREAS = '.ant-table-body, .ant-table-content';

export function markScrollAreas(root: ParentNode | null | undefined, label: string): void {
  for (const area of root?.querySelectorAll<HTMLElement>(SCROLL_AREAS) ?? []) {
    // A scroll.x table's content scrolls only when the table has a scroll (antd sets overflow on it then).
    if (area.classList.contains('ant-table-content') && !area.style.overflowX && !area.style.overflow) continue;
    if (area.tabIndex !== 0) area.tabIndex = 0;
    if (area.getAttribute('role') !== 'region') area.setAttribute('role', 'region');
    if (area.getAttribute('aria-label') !== label) area.setAttribute('aria-label', label);
    area.classList.add('hangar-scroll-area');
  }
}

/** A ref for an antd Table whose scroll areas are then reachable by keyboard. */
export function useScrollAreas() {
  const { t } = useTranslation();
  const ref = useRef<TableRef>(null);
  const label = t('list.table.scrollArea');
  useEffect(() => {
    markScrollAreas(ref.current?.nativeElement, label);
  });
  return ref;
}
