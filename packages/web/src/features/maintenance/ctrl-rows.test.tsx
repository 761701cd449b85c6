import type { Due } from '@hangar/domain/due';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLang } from '../../i18n/index';
import { dueClass, dueColumns, dueDateCell, dueLine, dueStateText } from './ctrl-rows';
import { ruleDueText } from './display';
import { noDue } from './test-rows';

// Issue 29: an item never executed reads "unknown" (no made-up due date), an executed one-off rule reads
// complied, in both languages.

/** Never executed, an hours rule: expiry unknown, 0 hours left, warning, no date. */
const neverExecuted: Due = { ...noDue, remainHours: 0, warning: true, unknown: true };
const complied: Due = { ...noDue, complied: true };
const oneOff = { name: 'Comply by', type: 6, hc: null, ho: null, hw: null, cc: null, co: null, cw: 30 };

beforeAll(async () => {
  await loadLang('en-US');
});

describe.each([
  ['zh-CN', '未知', '已完成', '已执行，已完成'],
  ['en-US', 'Unknown', 'Complied', 'Executed, complied'],
] as const)('%s', (lang, unknownText, compliedState, compliedRule) => {
  const t = i18n.getFixedT(lang);

  it('a never-executed item: the due date reads unknown, no date, and its expiry hours too', () => {
    const { container } = render(<div>{dueDateCell(neverExecuted, t)}</div>);
    expect(container.textContent).toBe(unknownText);
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(dueLine(neverExecuted, t)).toContain(unknownText);
    const expireHours = dueColumns(t).find((c) => c.key === 'dueHours');
    expect(expireHours?.render?.(null, { due: neverExecuted }, 0)).toBe(unknownText);
    expect(dueClass({ due: neverExecuted })).toBe('maintain-row-warning');
  });

  it('an executed one-off rule: complied, no warning row, the chip says so', () => {
    expect(dueStateText({ due: complied }, t)).toBe(compliedState);
    expect(dueClass({ due: complied })).toBe('');
    expect(ruleDueText(oneOff, { name: 'Comply by', ...complied }, '2026-12-22 00:00:00', t)).toBe(compliedRule);
    const { container } = render(<div>{dueDateCell(complied, t)}</div>);
    expect(container.textContent).toBe('');
  });
});
