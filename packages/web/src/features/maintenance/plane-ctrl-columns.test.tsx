import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index';
import { type PlaneCtrlColumnsOptions, planeCtrlColumns } from './plane-ctrl-columns';
import { ctrlRow } from './test-rows';
import type { CtrlCellSaves } from './use-plane-ctrl-writes';

// The columns of an aircraft's maintenance list (PlaneMaintainList) by mode and rights.

const t = i18n.getFixedT('zh-CN');
const save = async () => true;
const saves: CtrlCellSaves = {
  curTimeItem: save,
  executeDate: save,
  executeHours: save,
  executeLandings: save,
  expireDateSet: save,
  matSeri: save,
};

const options = (over: Partial<PlaneCtrlColumnsOptions>): PlaneCtrlColumnsOptions => ({
  t,
  language: 'zh-CN',
  config: false,
  edits: false,
  mayRecord: false,
  handleColumn: { key: 'drag' },
  saves,
  actionsOf: () => 'actions',
  doneOf: () => 'done',
  ...over,
});

const actionsColumn = (over: Partial<PlaneCtrlColumnsOptions>) =>
  planeCtrlColumns(options(over)).find((c) => c.key === 'actions');

describe('planeCtrlColumns', () => {
  it('puts the drag handle first only when the cells are edited', () => {
    expect(planeCtrlColumns(options({ config: true, edits: true }))[0].key).toBe('drag');
    expect(planeCtrlColumns(options({ config: true }))[0].key).toBe('name');
  });

  it('gives config mode the row’s actions, wider with 记录完成; view mode 记录完成 alone, or nothing', () => {
    expect(actionsColumn({ config: true })?.width).toBe(112);
    expect(actionsColumn({ config: true, mayRecord: true })?.width).toBe(184);
    expect(actionsColumn({ mayRecord: true })?.width).toBe(96);
    expect(actionsColumn({})).toBeUndefined();
    const row = ctrlRow(1, 'Oil change');
    const cell = (over: Partial<PlaneCtrlColumnsOptions>) => {
      const column = actionsColumn(over) as { render: (v: unknown, r: MaintainCtrlRow) => string };
      return column.render(undefined, row);
    };
    expect(cell({ config: true })).toBe('actions');
    expect(cell({ mayRecord: true })).toBe('done');
  });

  it('shows the fixed expiry date only for a row with a fixed-date rule, with a hint when it may be set', () => {
    const column = planeCtrlColumns(options({ config: true, edits: true })).find((c) => c.key === 'expireDateSet') as {
      render: (v: unknown, r: MaintainCtrlRow) => React.ReactNode;
    };
    const fixed = { name: 'F', type: 2, hc: null, ho: null, hw: null, cc: null, co: null, cw: 30 };
    expect(column.render(undefined, ctrlRow(1, 'No fixed rule'))).toBeNull();
    const { container } = render(<div>{column.render(undefined, ctrlRow(2, 'Fixed', { timerContent: [fixed] }))}</div>);
    expect(container.textContent).toBe(t('maintenance.due.clickToSet'));
  });
});
