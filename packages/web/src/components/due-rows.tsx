// What every list that colours its rows by a due shares (control items, components' remaining life): the row
// class of a state and their one hoisted style (the status colours of status-colours.tsx), and a figure for a cell.

export type DueState = 'overdue' | 'warning' | 'ok';

/** Row class: overdue (stronger) or warning. */
export function dueStateClass(state: DueState): string {
  return state === 'ok' ? '' : `maintain-row-${state}`;
}

const rowCss = `
.ctrl-card { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.ctrl-card-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.ctrl-card-item { overflow-wrap: anywhere; }
.ctrl-card-due { color: var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65)); font-size: 12px; }
.ctrl-card-line { display: block; flex: 1 0 100%; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
.maintain-row-warning > td { background: var(--hangar-warning-background) !important; }
.maintain-row-overdue > td { background: var(--hangar-overdue-background) !important; }
.maintain-row-overdue > td:first-child { box-shadow: inset 3px 0 0 var(--hangar-overdue-mark); }
`;

/** The styles of the row classes (one hoisted <style>, deduplicated by href). */
export function DueRowStyle() {
  return (
    <style href="hangar-maintain-rows" precedence="default">
      {rowCss}
    </style>
  );
}

/** A count of days, hours or landings for a cell: to the cent, empty when there is none. */
export function figureText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(Math.round(value * 100) / 100);
}
