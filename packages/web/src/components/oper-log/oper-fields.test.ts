import { ObjType } from '@hangar/domain/codes';
import { RuleType, timeRule } from '@hangar/domain/due';
import { beforeAll, describe, expect, it } from 'vitest';
import maintenance from '../../features/maintenance/oper-log';
import organize from '../../features/organize/oper-log';
import plane from '../../features/plane/oper-log';
import { i18n, initI18n } from '../../i18n/index';
import { readOperContent } from './oper-content';
import { operContentReader, type ReaderEnv } from './oper-fields';

// Issue 11: log entries read in the interface language — field labels of the screens, code values as their
// texts, time rules as readable text and a rule list's change naming what changed.

beforeAll(() => {
  initI18n('zh-CN');
});

const names: Record<string, string> = { 'planeModel:5': 'DA40 NG', 'brand:3': 'Diamond', 'planeType:2': '单发活塞' };

function env(lang: 'zh-CN' | 'en-US'): ReaderEnv {
  return { t: i18n.getFixedT(lang), lang, nameOf: (list, id) => names[`${list}:${id}`] };
}

const read = (targetType: number, job: string, content: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  readOperContent(JSON.stringify(content), operContentReader(declared, targetType, job, env(lang)));

/** What the features declare, as app/modules.ts gathers it. */
const declared = {
  targets: { ...maintenance.targets, ...plane.targets },
  fallback: organize.fallback,
};

const hundredHours = timeRule({ name: '100h/年检', type: RuleType.Periodic, hc: 100, hw: 10, cc: '12M', cw: 30 });

describe('operation-log entries of maintenance items and aircraft', () => {
  it('names the fields of a new maintenance item and shows codes and rules as text (zh)', () => {
    // The tester's `type: — → 1`: an Add logs every field as a change from nothing.
    const view = read(ObjType.MaintainItem, 'Add', {
      name: '燃油滤',
      changes: {
        planeModel: [null, 5],
        name: [null, '燃油滤'],
        type: [null, 1],
        content: [null, '更换'],
        timerContent: [null, [hundredHours]],
        timerSource: [null, 900],
        timeAlign: [null, 1],
        remarks: [null, null],
        disabled: [null, 0],
        files: [null, []],
      },
    });
    expect(view.changes).toEqual([
      '机型: DA40 NG',
      '时控名称: 燃油滤',
      '维修类型: 时控项目',
      '检修要求: 更换',
      '时控项: 100h/年检（周期：100小时 / 12个月，预警 10小时 / 30天）',
      '计时类型: 自身时间',
      '对齐方式: 对齐',
      '已停用: 否',
    ]);
  });

  it('reads the same entry in English', () => {
    const view = read(
      ObjType.Control,
      'Update',
      {
        name: 'Fuel filter',
        changes: {
          type: [1, 2],
          timerSource: [1, 100],
          approved: [0, 1],
          executeDate: ['2024-01-15 00:00:00', '2024-06-01 00:00:00'],
          expireDateSet: ['0001-01-01 00:00:00', '2025-03-31 00:00:00'],
        },
      },
      'en-US',
    );
    expect(view.changes).toEqual([
      'Maintenance type: Time-controlled item → Time-controlled part',
      'Timer source: Flight time → Engine time',
      'Approved: No → Yes',
      'Execution date: 2024-01-15 → 2024-06-01',
      'Fixed expiry date: — → 2025-03-31',
    ]);
  });

  it('names what changed in a rule list: added, removed, changed parts, order', () => {
    const annual = timeRule({ name: 'Annual', type: RuleType.Periodic, cc: '1Y' });
    const battery = timeRule({ name: 'Battery', type: RuleType.FixedDate, cw: 60 });
    const elt = timeRule({ name: 'ELT', type: RuleType.FixedDateOnce });
    const view = read(ObjType.Control, 'Update', {
      name: 'Airframe',
      changes: {
        timerContent: [
          [hundredHours, annual, battery],
          [battery, { ...hundredHours, hc: 200, hw: null, type: RuleType.Optional }, elt],
        ],
      },
    });
    expect(view.changes).toEqual([
      '删除时控项 Annual（周期：1年）',
      '时控项 100h/年检：时控方式 周期 → 可选，间隔(小时) 100小时 → 200小时，预警(小时) 10小时 → —',
      '新增时控项 ELT（固定到期日（一次性））',
      '时控项顺序：100h/年检、Annual、Battery → Battery、100h/年检、ELT',
    ]);
    const en = read(
      ObjType.Control,
      'Update',
      {
        name: 'Airframe',
        changes: { timerContent: [[annual], [{ ...annual, cc: '1Y6M', co: 15 }]] },
      },
      'en-US',
    );
    expect(en.changes).toEqual(['Time rule Annual: Interval (Y M D) 1 y → 1 y 6 mo, Tolerance (days) — → 15 d']);
  });

  it('labels aircraft and model fields with the screens’ labels and ids by name', () => {
    expect(
      read(ObjType.Plane, 'Update', {
        name: 'B-7001',
        changes: { allFlyHours: [500, 512], model: [5, 5], produceDate: [null, '2019-05-06 00:00:00'] },
      }).changes,
    ).toEqual(['总飞行小时: 500 → 512', '机型: DA40 NG → DA40 NG', '出厂日期: — → 2019-05-06']);
    expect(
      read(
        ObjType.Model,
        'Update',
        { name: 'DA40', changes: { brand: [null, 3], type: [2, 2], seats: [4, 5] } },
        'en-US',
      ).changes,
    ).toEqual(['Brand: — → Diamond', 'Category: 单发活塞 → 单发活塞', 'Seats: 4 → 5']);
  });

  it('keeps the raw key of a field without a label, and an id without a known name', () => {
    expect(
      read(ObjType.Plane, 'Update', { name: 'B-1', changes: { futureField: ['a', 'b'], model: [9, 5] } }).changes,
    ).toEqual(['futureField: a → b', '机型: 9 → DA40 NG']);
  });

  it('reads an invitation answered as the membership state, in both languages (issue 29)', () => {
    const entry = { name: '李四', changes: { status: [0, 1] } };
    expect(read(ObjType.Employ, 'Update', entry).changes).toEqual(['成员状态: 待接受 → 已加入']);
    expect(read(ObjType.Employ, 'Update', { ...entry, changes: { status: [0, 2] } }, 'en-US').changes).toEqual([
      'Membership: Invited → Declined',
    ]);
  });

  it('lists a deleted control item’s rules readably', () => {
    const view = read(ObjType.Control, 'Delete', { name: 'X', before: { name: 'X', timerContent: [hundredHours] } });
    expect(view.before).toEqual([
      ['时控名称', 'X'],
      ['时控项', '100h/年检（周期：100小时 / 12个月，预警 10小时 / 30天）'],
    ]);
  });

  it('reads a drag reorder as a count', () => {
    expect(
      read(ObjType.Plane, 'Reorder', {
        name: 'B-1',
        changes: {
          order: [
            [1, 2, 3],
            [2, 1, 3],
          ],
        },
      }).changes,
    ).toEqual(['顺序已调整（3 项）']);
  });
});
