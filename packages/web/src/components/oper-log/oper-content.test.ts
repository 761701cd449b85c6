import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatValue, readOperContent } from './oper-content';

describe('readOperContent', () => {
  it('gives the record name and one "field: before → after" line per change', () => {
    const text = JSON.stringify({ name: '维修部', changes: { name: ['维修', '维修部'], sorter: [1, 2] } });
    expect(readOperContent(text)).toEqual({
      name: '维修部',
      changes: ['name: 维修 → 维修部', 'sorter: 1 → 2'],
      before: null,
    });
  });

  it('shows absent values (and empty lists) as a dash and other lists as JSON', () => {
    const text = JSON.stringify({ name: 'A', changes: { department: [null, 3], roleIds: [[], [1, 2]] } });
    expect(readOperContent(text).changes).toEqual([
      `department: ${EMPTY_VALUE} → 3`,
      `roleIds: ${EMPTY_VALUE} → [1,2]`,
    ]);
  });

  it('shows a new record’s values without the empty "before" and leaves out empty values', () => {
    const text = JSON.stringify({ name: 'B-1', changes: { name: [null, 'B-1'], seri: [null, null], type: [null, 1] } });
    expect(readOperContent(text, { created: true }).changes).toEqual(['name: B-1', 'type: 1']);
  });

  it('takes a field’s own lines from the reader', () => {
    const text = JSON.stringify({ name: 'x', changes: { list: [[1], [1, 2]], other: [1, 2] } });
    const view = readOperContent(text, {
      change: (field, before, after) =>
        field === 'list' ? [`added ${(after as number[]).length - (before as number[]).length}`] : undefined,
    });
    expect(view.changes).toEqual(['added 1', 'other: 1 → 2']);
  });

  it('lists the before-image of a deletion field by field', () => {
    const text = JSON.stringify({ name: '库房', before: { id: 5, name: '库房', parent: 0 } });
    expect(readOperContent(text)).toEqual({
      name: '库房',
      changes: [],
      before: [
        ['id', '5'],
        ['name', '库房'],
        ['parent', '0'],
      ],
    });
  });

  it('names fields with the given labels', () => {
    const text = JSON.stringify({ name: 'x', changes: { realName: ['a', 'b'] }, before: { realName: 'a' } });
    const view = readOperContent(text, { label: (f) => (f === 'realName' ? '姓名' : f) });
    expect(view.changes).toEqual(['姓名: a → b']);
    expect(view.before).toEqual([['姓名', 'a']]);
  });

  it('shows text that is not the log JSON unchanged as the name', () => {
    expect(readOperContent('created by hand')).toEqual({ name: 'created by hand', changes: [], before: null });
    expect(readOperContent('[1,2]').name).toBe('[1,2]');
    expect(readOperContent('')).toEqual({ name: '', changes: [], before: null });
    expect(readOperContent(null).name).toBe('');
  });

  it('keeps a masked password change readable', () => {
    const text = JSON.stringify({ name: 'Tester', changes: { password: ['***', '***'] } });
    expect(readOperContent(text).changes).toEqual(['password: *** → ***']);
  });
});

describe('formatValue', () => {
  it('formats scalars, empties and objects', () => {
    expect(formatValue('')).toBe(EMPTY_VALUE);
    expect(formatValue(undefined)).toBe(EMPTY_VALUE);
    expect(formatValue(false)).toBe('false');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('readOperContent with named values', () => {
  it('shows ids of reference lists by name and keeps other values', () => {
    const text = JSON.stringify({
      name: 'Zhao',
      changes: { department: [null, 9], roleIds: [[], [3]], real_name: ['a', 'b'] },
    });
    const names: Record<string, string> = { 'department:9': '机库', 'roleIds:3': '工程师' };
    const view = readOperContent(text, {
      value: (field, raw) =>
        Array.isArray(raw) && raw.length > 0
          ? raw.map((id) => names[`${field}:${id}`]).join('、')
          : typeof raw === 'number'
            ? names[`${field}:${raw}`]
            : undefined,
    });
    expect(view.changes).toEqual(['department: — → 机库', 'roleIds: — → 工程师', 'real_name: a → b']);
  });
});
