import type { PurchaseSetting, WorkCardMatLine, WorkCardMatRow } from '@hangar/domain/contracts/workcards';

// The material lines of a card as the dialog edits them (model document §4 "Material and related lines"): a
// line added here is new (isNew, no id), an existing line changed is updated (isUpdate), an existing line
// deleted is flagged deleted (isDelete, kept to be sent, no longer shown); a new line deleted is dropped.
// UpdateWithItems gets only the flagged lines; Add gets them all as new.

/** The editable part of a line (what the table and the purchase setting change). */
export type MatValues = Pick<
  WorkCardMatRow,
  'material' | 'name' | 'model' | 'measureUnit' | 'descript' | 'brand' | 'quantity' | 'comments'
> & { purchase: PurchaseSetting | null };

export interface MatLine extends MatValues {
  /** The row key of the table: the stored id, or a local key of a new line. */
  key: string;
  id?: number;
  isNew?: true;
  isUpdate?: true;
  isDelete?: true;
}

let counter = 0;

const valuesOf = (row: MatValues): MatValues => ({
  material: row.material,
  name: row.name,
  model: row.model,
  measureUnit: row.measureUnit,
  descript: row.descript,
  brand: row.brand,
  quantity: row.quantity,
  comments: row.comments,
  purchase: row.purchase ?? null,
});

/** The stored lines of a card (WorkCardMat/Query), unchanged. */
export function loadedLines(rows: readonly WorkCardMatRow[]): MatLine[] {
  return rows.map((row) => ({ key: `id${row.id}`, id: row.id, ...valuesOf(row) }));
}

/** Adds a new line. */
export function addLine(lines: readonly MatLine[], values: MatValues): MatLine[] {
  counter += 1;
  return [...lines, { key: `new${counter}`, ...valuesOf(values), isNew: true }];
}

/** Changes a line: a new line stays new, an existing one becomes updated (or, when deleted, restored). */
export function changeLine(lines: readonly MatLine[], key: string, change: Partial<MatValues>): MatLine[] {
  return lines.map((line) => {
    if (line.key !== key) return line;
    const next: MatLine = { ...line, ...change };
    if (line.isNew) return next;
    delete next.isDelete;
    return { ...next, isUpdate: true };
  });
}

/** Deletes a line: a new line is dropped, an existing one is flagged deleted. */
export function deleteLine(lines: readonly MatLine[], key: string): MatLine[] {
  return lines.flatMap((line) => {
    if (line.key !== key) return [line];
    if (line.isNew) return [];
    const { isUpdate: _, ...rest } = line;
    return [{ ...rest, isDelete: true as const }];
  });
}

/** The lines shown (not deleted). */
export const shownLines = (lines: readonly MatLine[]) => lines.filter((line) => !line.isDelete);

/** The `mats` of UpdateWithItems: the new, updated and deleted lines; unchanged lines are not sent. */
export function changedMats(lines: readonly MatLine[]): WorkCardMatLine[] {
  return lines.flatMap((line): WorkCardMatLine[] => {
    const values = valuesOf(line);
    if (line.isNew) return [{ ...values, isNew: true }];
    if (line.isDelete) return [{ ...values, id: line.id, isDelete: true }];
    if (line.isUpdate) return [{ ...values, id: line.id, isUpdate: true }];
    return [];
  });
}

/** The `mats` of Add: every shown line, new. */
export function newMats(lines: readonly MatLine[]): WorkCardMatLine[] {
  return shownLines(lines).map((line) => ({ ...valuesOf(line), isNew: true }));
}

/** The lines of a further add prefilled with the last saved card's lines: all new again. */
export function renewedLines(lines: readonly MatLine[]): MatLine[] {
  return shownLines(lines).reduce<MatLine[]>((out, line) => addLine(out, line), []);
}
