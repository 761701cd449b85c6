import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index';
import { fleetColumns, fleetRuleLines, planeLink } from './fleet-columns';
import { fleetExportColumns, fleetExportRow } from './fleet-export';
import { activeFilterCount, pickQuick, quickOf } from './fleet-filter';
import { ctrlRow } from './test-rows';

// The fleet monitor's parts (FleetPage): the quick filters of its cards, its columns and its export rows.

const t = i18n.getFixedT('zh-CN');
const periodic = (name: string) => ({ name, type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null });
const fleetRow = (over: Partial<FleetRow> = {}): FleetRow => ({
  ...ctrlRow(23, 'Annual inspection', { timerContent: [periodic('A'), periodic('B')], ...over }),
  planeEntity: 7,
  planeName: 'B-7001',
  modelName: 'DA40',
  allFlyHours: 140,
  allLandings: 1470,
});

describe('fleet-filter', () => {
  it('shows overdue only as the active card before warnings only', () => {
    expect(quickOf({})).toBeNull();
    expect(quickOf({ warningOnly: true })).toBe('warning');
    expect(quickOf({ warningOnly: true, overdueOnly: true })).toBe('overdue');
  });

  it('toggles a card and clears the other; the warning card moves from overdue to warnings only', () => {
    expect(pickQuick({}, 'overdue')).toEqual({ overdueOnly: true, warningOnly: false });
    expect(pickQuick({ overdueOnly: true }, 'overdue')).toEqual({ overdueOnly: false, warningOnly: false });
    expect(pickQuick({}, 'warning')).toEqual({ warningOnly: true, overdueOnly: false });
    expect(pickQuick({ warningOnly: true }, 'warning')).toEqual({ warningOnly: false, overdueOnly: false });
    expect(pickQuick({ warningOnly: true, overdueOnly: true }, 'warning')).toEqual({
      warningOnly: true,
      overdueOnly: false,
    });
  });

  it('counts the fields that hold a value and the search conditions', () => {
    expect(activeFilterCount({}, 0)).toBe(0);
    expect(activeFilterCount({ planeEntity: 3, warningOnly: false, overdueOnly: true, type: undefined }, 2)).toBe(4);
  });
});

describe('fleet-columns', () => {
  const tailOf = (name: string) => name;

  it('has the 记录完成 column only when given the row’s 记录完成', () => {
    const keys = (done?: () => null) => fleetColumns({ t, language: 'zh-CN', tailOf, doneOf: done }).map((c) => c.key);
    expect(keys(() => null)).toContain('actions');
    expect(keys()).not.toContain('actions');
    expect(keys().slice(0, 2)).toEqual(['planeName', 'name']);
  });

  it('sizes the type column by language', () => {
    const typeWidth = (language: string) => fleetColumns({ t, language, tailOf }).find((c) => c.key === 'type')?.width;
    expect(typeWidth('en-US')).toBe(184);
    expect(typeWidth('zh-CN')).toBe(112);
  });

  it('reads the current rule, or every rule when none is current', () => {
    expect(fleetRuleLines(fleetRow({ curTimeItem: 'B' }), 'zh-CN')).toEqual(['B (周期) 100h / 12M']);
    expect(fleetRuleLines(fleetRow(), 'zh-CN')).toEqual(['A (周期) 100h / 12M', 'B (周期) 100h / 12M']);
  });

  it('links the tail number to the aircraft drawer', () => {
    expect(planeLink(7)).toBe('/plane/entity?plane=7');
  });
});

describe('fleet-export', () => {
  it('writes a row as the sheet’s columns, one field each', () => {
    const row = fleetExportRow(fleetRow({ curTimeItem: 'A' }), t, 'zh-CN');
    const fields = fleetExportColumns(t).map((c) => c.dataIndex);
    expect(fields.every((field) => field in row)).toBe(true);
    expect(row).toMatchObject({
      planeName: 'B-7001',
      type: '时控项目',
      rule: 'A (周期) 100h / 12M',
      allLandings: 1470,
    });
  });
});
