import { describe, expect, it } from 'vitest';
import {
  addLine,
  changedMats,
  changeLine,
  deleteLine,
  loadedLines,
  newMats,
  renewedLines,
  shownLines,
} from './card-lines';
import { matRow } from './test-rows';

// Line tracking of the card dialog (model document §4 "Material and related lines").

const stored = loadedLines([matRow(1, 'A', { quantity: 2 }), matRow(2, 'B'), matRow(3, 'C')]);
const bolt = { ...matRow(0, 'Bolt'), material: 8 };

describe('card lines', () => {
  it('unchanged lines are not sent; a new line changed stays new; a new line deleted is dropped', () => {
    expect(changedMats(stored)).toEqual([]);
    let lines = addLine(stored, bolt);
    const key = lines[3].key;
    lines = changeLine(lines, key, { quantity: 4 });
    expect(changedMats(lines)).toEqual([expect.objectContaining({ name: 'Bolt', quantity: 4, isNew: true })]);
    expect(changedMats(lines)[0]).not.toHaveProperty('isUpdate');
    lines = deleteLine(lines, key);
    expect(lines).toHaveLength(3);
    expect(changedMats(lines)).toEqual([]);
  });

  it('an existing line: changed → isUpdate with its id; deleted → isDelete (not shown); restored → isUpdate', () => {
    let lines = changeLine(stored, 'id1', { comments: 'x' });
    lines = deleteLine(lines, 'id2');
    expect(shownLines(lines).map((l) => l.name)).toEqual(['A', 'C']);
    const mats = changedMats(lines);
    expect(mats).toEqual([
      expect.objectContaining({ id: 1, name: 'A', comments: 'x', isUpdate: true }),
      expect.objectContaining({ id: 2, name: 'B', isDelete: true }),
    ]);
    expect(mats[1]).not.toHaveProperty('isUpdate');
    lines = deleteLine(lines, 'id1');
    expect(changedMats(lines)[0]).toEqual(expect.objectContaining({ id: 1, isDelete: true }));
    expect(changedMats(lines)[0]).not.toHaveProperty('isUpdate');
    lines = changeLine(lines, 'id2', { quantity: 9 });
    expect(changedMats(lines)).toContainEqual(expect.objectContaining({ id: 2, quantity: 9, isUpdate: true }));
    expect(changedMats(lines).find((m) => m.id === 2)).not.toHaveProperty('isDelete');
  });

  it('Add sends every shown line as new, without ids; a further add starts from new copies', () => {
    const lines = deleteLine(stored, 'id3');
    expect(newMats(lines).map((m) => [m.name, m.id, m.isNew])).toEqual([
      ['A', undefined, true],
      ['B', undefined, true],
    ]);
    const renewed = renewedLines(lines);
    expect(renewed.every((l) => l.isNew && l.id === undefined)).toBe(true);
    expect(renewed.map((l) => l.name)).toEqual(['A', 'B']);
  });
});
