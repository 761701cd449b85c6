import type { DeferralRow } from '@hangar/domain/contracts/deferrals';
import { Employ } from '@hangar/domain/contracts/organize';
import { MaintainTask, type MaintainTaskRow } from '@hangar/domain/contracts/records';
import type { Fn } from '@hangar/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { deferralRow } from '../deferrals/test-rows';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import type { RecordDialogProps } from './RecordDialog';
import RecordList from './RecordList';
import { amendmentRow, noAbilities, signed, taskRow } from './test-rows';

// The record lists of an aircraft (RecordList, one per kind): the kind's columns and the sign-off columns, the
// fault status texts and colours, the fixed filters and default sort, the row actions by state and permission
// (workflow step, sign-off, open with a reason, delete of drafts only, each as the row's abilities say), read-only mode, the history drawer and
// the export's 没有数据. The record dialog (another file's body) is replaced by a probe showing its props.

vi.mock('./RecordDialog', () => ({
  RecordDialog: (props: RecordDialogProps) => (
    <div
      data-testid="record-dialog"
      data-group={props.group}
      data-type={props.type}
      data-record={props.record?.id ?? ''}
      data-readonly={String(Boolean(props.readOnly))}
    />
  ),
}));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const plane = { id: 5, name: 'B-7001', allFlyHours: 1234.5, allLandings: 2345 };

const pending = taskRow(1, { matName: '主轮胎', state: 0 });
const confirmed = taskRow(2, { matName: '刹车片', state: 1 });
const realized = taskRow(3, { matName: '起落架作动筒', state: 2 });
const checked = taskRow(4, { matName: '磁电机', state: 3 });
const closed = taskRow(5, { matName: '燃油泵', ...signed() });
const reopened = taskRow(6, { matName: '空速管', state: 0, signSeq: 2, amendments: 1 });
const faults = [pending, confirmed, realized, checked, closed, reopened];

const member = (views: { name: string; functions: Fn[] }[]) => testSession({ isAdmin: 0, admin: null, views });
const operator = member([{ name: 'plane-operation', functions: ['Add', 'Edit', 'Delete', 'Close'] }]);

interface Options {
  group?: 'task' | 'fault' | 'ad' | 'sb' | 'repair';
  rows?: MaintainTaskRow[];
  readOnly?: boolean;
  session?: ReturnType<typeof testSession>;
  route?: (call: Call) => Answer | undefined;
  /** The aircraft's deferrals (an open one hides its fault's 保留). */
  deferrals?: DeferralRow[];
}

function renderList(options: Options = {}) {
  const calls = stubStore((call) => {
    const routed = options.route?.(call);
    if (routed) return routed;
    if (call.url === '/api/MaintainTask/Query') return list(options.rows ?? faults);
    if (call.url === '/api/Deferral/Query') return list(options.deferrals ?? []);
    if (call.url === '/api/PlaneModel/Query')
      return list([{ id: 1, name: 'DA40 NG', manager: 1, type: null, brand: null }]);
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RecordList plane={plane} group={options.group ?? 'fault'} readOnly={options.readOnly} />
    </ConfigProvider>,
    options.session ?? operator,
  );
  return calls;
}

const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
};

/** The buttons of a row, by their text. */
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

const headers = () =>
  Array.from(document.querySelectorAll('thead th'))
    .map((th) => th.textContent)
    .filter(Boolean);

const modalOf = (node: HTMLElement) => node.closest('.ant-modal') as HTMLElement;

describe('RecordList', { timeout: 60_000 }, () => {
  it('lists an aircraft’s faults with every column, the status texts and colours, closed first ascending', async () => {
    const calls = renderList();
    const row = await rowOf('主轮胎');
    expect(callsTo(calls, 'MaintainTask/Query')[0].body).toEqual({
      fixedFilters: [
        { name: 'plane', compare: 'eq', value: 5, relate: 'and' },
        { name: 'type', compare: 'eq', value: 100, relate: 'and' },
      ],
      filters: [],
      sortField: 'closed',
      sortOrder: 'asc',
      page: 1,
      pageSize: 10,
    });
    expect(headers()).toEqual([
      '机型',
      '机号',
      '状态',
      '发生日期',
      '排除日期',
      '发现时机',
      '故障件名称',
      '件号',
      '序号',
      'ATA章节',
      '总飞行小时',
      '故障描述',
      '处理措施',
      '原因',
      '发现人',
      '排除人',
      '备注',
      '签署人',
      '执照号',
      '签署时间',
      '签署时总小时',
      '签署时总起落',
      '操作',
    ]);
    expect(await within(row).findByText('DA40 NG')).toBeTruthy();
    expect(within(row).getByText('2026-03-01')).toBeTruthy();
    // State below 1 待修 (red), 1 or more 已修 (green), closed 已关闭 with its sign-off.
    expect(within(row).getByText('待修').className).toContain('hangar-tag-red');
    expect(within(await rowOf('刹车片')).getByText('已修').className).toContain('hangar-tag-green');
    const signedRow = await rowOf('燃油泵');
    expect(within(signedRow).getByText('已关闭')).toBeTruthy();
    expect(within(signedRow).getByText('李工')).toBeTruthy();
    expect(within(signedRow).getByText('L-123 · CCAR-66 AV')).toBeTruthy();
    expect(within(signedRow).getByText('2026-03-05 10:20:30')).toBeTruthy();
    expect(within(await rowOf('空速管')).getByText('修订1次')).toBeTruthy();
    const table = document.querySelector('.ant-table-content table, .ant-table-body table') as HTMLElement;
    expect(table.style.width).toBe('2000px');
  });

  it('offers the actions of each state: the next workflow step, close once checked, open when closed', async () => {
    renderList();
    expect(buttonsOf(await rowOf('主轮胎'))).toEqual(['编辑', '确认', '保留', '删除', '历史']);
    expect(buttonsOf(await rowOf('刹车片'))).toEqual(['编辑', '完成', '保留', '删除', '历史']);
    expect(buttonsOf(await rowOf('起落架作动筒'))).toEqual(['编辑', '验收', '保留', '删除', '历史']);
    expect(buttonsOf(await rowOf('磁电机'))).toEqual(['编辑', '保留', '关闭', '删除', '历史']);
    // A closed record is shown read-only, reopened with Open, never deleted; a reopened one (signed before) neither.
    expect(buttonsOf(await rowOf('燃油泵'))).toEqual(['查看', '开启', '历史']);
    expect(buttonsOf(await rowOf('空速管'))).toEqual(['编辑', '确认', '保留', '历史']);
  });

  it('defers an open fault not yet deferred, for a caller who may defer (issue 32)', async () => {
    const user = userEvent.setup();
    const calls = renderList({
      deferrals: [
        deferralRow(1, { task: pending.id }),
        deferralRow(2, { task: confirmed.id, closed: 1, state: 'closed' }),
      ],
    });
    // 主轮胎's deferral is open; 刹车片's is closed (deferred again if need be); 燃油泵 is closed.
    expect(buttonsOf(await rowOf('主轮胎'))).not.toContain('保留');
    expect(buttonsOf(await rowOf('刹车片'))).toContain('保留');
    expect(buttonsOf(await rowOf('燃油泵'))).not.toContain('保留');
    expect(callsTo(calls, 'Deferral/Query')[0].body).toEqual({ plane: 5, pageSize: 1000 });
    await user.click(within(await rowOf('刹车片')).getByRole('button', { name: '保留' }));
    expect(await screen.findByText(`保留故障: ${confirmed.issueCondition}`)).toBeTruthy();
  });

  it('offers no 保留 to a caller without the deferral function', async () => {
    renderList({ session: member([{ name: 'plane-operation', functions: ['Add'] }]) });
    expect(buttonsOf(await rowOf('主轮胎'))).not.toContain('保留');
  });

  it('lets tasks, AD/SB and repairs be signed off from any state', async () => {
    renderList({ group: 'repair', rows: [taskRow(11, { type: 8, issueCondition: '蒙皮修理', state: 0 })] });
    expect(buttonsOf(await rowOf('蒙皮修理'))).toEqual(['编辑', '确认', '关闭', '删除', '历史']);
  });

  it('offers only what the row’s abilities allow: a caller without the functions views and reads the history', async () => {
    const user = userEvent.setup();
    renderList({
      session: member([{ name: 'plane-operation', functions: ['Add'] }]),
      rows: [checked, closed].map((r) => ({ ...r, abilities: noAbilities })),
    });
    const row = await rowOf('磁电机');
    expect(buttonsOf(row)).toEqual(['查看', '历史']);
    expect(buttonsOf(await rowOf('燃油泵'))).toEqual(['查看', '历史']);
    // Adding is no row's: the user's Add function.
    expect((screen.getByRole('button', { name: /新\s*增/ }) as HTMLButtonElement).disabled).toBe(false);
    // An open record the caller may not update opens read-only.
    await user.click(within(row).getByRole('button', { name: '查看' }));
    expect((await screen.findByTestId('record-dialog')).dataset).toMatchObject({ record: '4', readonly: 'true' });
  });

  it('offers each action the row allows alone: close without delete, delete without edit', async () => {
    renderList({
      rows: [
        { ...checked, abilities: { ...noAbilities, close: true } },
        { ...pending, abilities: { ...noAbilities, delete: true } },
      ],
    });
    expect(buttonsOf(await rowOf('磁电机'))).toEqual(['查看', '保留', '关闭', '历史']);
    expect(buttonsOf(await rowOf('主轮胎'))).toEqual(['查看', '保留', '删除', '历史']);
  });

  it('lets the aircraft register’s functions add: Execute', async () => {
    renderList({ session: member([{ name: 'plane-entity', functions: ['Execute', 'Close', 'Delete'] }]) });
    const row = await rowOf('磁电机');
    expect(buttonsOf(row)).toEqual(['编辑', '关闭', '删除', '历史']);
    expect((screen.getByRole('button', { name: /新\s*增/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides the status column and every write in read-only mode, keeping view and history', async () => {
    renderList({ readOnly: true });
    const row = await rowOf('主轮胎');
    expect(headers()).not.toContain('状态');
    expect(buttonsOf(row)).toEqual(['查看', '历史']);
    expect(buttonsOf(await rowOf('燃油泵'))).toEqual(['查看', '历史']);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    await userEvent.setup().click(within(row).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByTestId('record-dialog');
    expect(dialog.dataset).toMatchObject({ group: 'fault', record: '1', readonly: 'true' });
  });

  it('opens the record dialog to add a record of the kind', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }));
    expect((await screen.findByTestId('record-dialog')).dataset).toMatchObject({
      group: 'fault',
      type: '100',
      record: '',
      readonly: 'false',
    });
  });

  it('opens the record dialog to edit an open record', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(within(await rowOf('主轮胎')).getByRole('button', { name: '编辑' }));
    expect((await screen.findByTestId('record-dialog')).dataset).toMatchObject({ record: '1', readonly: 'false' });
  });

  it('calls the workflow step of the state and reports it', async () => {
    const user = userEvent.setup();
    const calls = renderList({
      route: (call) =>
        call.url === '/api/MaintainTask/Workflow/Realize'
          ? answer(MaintainTask.api['Workflow/Realize'], { ...confirmed, state: 2 })
          : undefined,
    });
    await user.click(within(await rowOf('刹车片')).getByRole('button', { name: '完成' }));
    expect(await screen.findByText('完成成功')).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Workflow/Realize').map((c) => c.body)).toEqual([
      { id: 2, description: confirmed.description },
    ]);
    // The list is asked again.
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/Query').length).toBeGreaterThan(1));
  });

  it('shows the server’s message when a step is refused', async () => {
    const user = userEvent.setup();
    renderList({
      route: (call) =>
        call.url === '/api/MaintainTask/Workflow/Confirm'
          ? { status: 601, code: 'RULE', msg: '当前状态为“已确认”，不能执行“确认”' }
          : undefined,
    });
    await user.click(within(await rowOf('主轮胎')).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('当前状态为“已确认”，不能执行“确认”')).toBeTruthy();
  });

  it('signs a record off after showing who signs, with which licence, and the aircraft’s hours and landings', async () => {
    const user = userEvent.setup();
    const calls = renderList({
      route: (call) => {
        if (call.url === '/api/Employ/QueryEmployee')
          return answer(Employ.api.QueryEmployee, {
            items: [
              {
                id: 3,
                pid: 7,
                phone: '13800000007',
                name: 'Tester',
                realName: '王工程师',
                department: null,
                roleIds: [],
                isAdmin: 0,
                locked: 0,
                licenceNo: 'L-777',
                licenceType: 'CCAR-66 AV',
                licenceExpire: '2027-12-31 00:00:00',
                status: 1,
              },
            ],
            totalItems: 1,
          });
        if (call.url === '/api/MaintainTask/Close')
          return answer(MaintainTask.api.Close, { ...checked, ...signed() } as MaintainTaskRow);
        return undefined;
      },
    });
    await user.click(within(await rowOf('磁电机')).getByRole('button', { name: '关闭' }));
    const confirm = await screen.findByTestId('sign-off-confirm');
    expect(callsTo(calls, 'Employ/QueryEmployee')[0].body).toMatchObject({
      filters: [{ name: 'pid', compare: 'eq', value: 7, relate: 'and' }],
    });
    expect(within(confirm).getByText('王工程师')).toBeTruthy();
    expect(within(confirm).getByText('L-777 · CCAR-66 AV · 有效期至 2027-12-31')).toBeTruthy();
    expect(within(confirm).getByText(/1234\.5/)).toBeTruthy();
    expect(within(confirm).getByText('2345')).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Close')).toHaveLength(0);
    await user.click(within(modalOf(confirm)).getByRole('button', { name: '签署并关闭' }));
    expect(await screen.findByText('已关闭', { selector: '.ant-message *' })).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Close').map((c) => c.body)).toEqual([
      { id: 4, description: checked.description },
    ]);
  });

  it('warns of a missing licence and shows the server’s refusal of the sign-off', async () => {
    const user = userEvent.setup();
    renderList({
      route: (call) =>
        call.url === '/api/MaintainTask/Close'
          ? { status: 601, code: 'RULE', msg: '签署需要执照：请先在员工资料中登记您的执照号' }
          : undefined,
    });
    await user.click(within(await rowOf('磁电机')).getByRole('button', { name: '关闭' }));
    const confirm = await screen.findByTestId('sign-off-confirm');
    expect(within(confirm).getByText('未登记执照（服务器将拒绝签署）')).toBeTruthy();
    expect(within(confirm).getByText('测试员')).toBeTruthy();
    await user.click(within(modalOf(confirm)).getByRole('button', { name: '签署并关闭' }));
    expect(await screen.findByText('签署需要执照：请先在员工资料中登记您的执照号')).toBeTruthy();
  });

  it('opens a closed record only with a reason, which it sends', async () => {
    const user = userEvent.setup();
    const calls = renderList({
      route: (call) =>
        call.url === '/api/MaintainTask/Open'
          ? answer(MaintainTask.api.Open, { ...closed, closed: 0, state: 0, amendments: 1 })
          : undefined,
    });
    await user.click(within(await rowOf('燃油泵')).getByRole('button', { name: '开启' }));
    const reason = await screen.findByLabelText('开启原因');
    const modal = modalOf(reason);
    await user.click(within(modal).getByRole('button', { name: /开\s*启/ }));
    expect(await within(modal).findByText('请填写开启原因')).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Open')).toHaveLength(0);
    await user.type(reason, '  排故措施漏填  ');
    await user.click(within(modal).getByRole('button', { name: /开\s*启/ }));
    expect(await screen.findByText('已开启')).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Open').map((c) => c.body)).toEqual([
      { id: 5, reason: '排故措施漏填', description: closed.description },
    ]);
  });

  it('deletes a draft fault after 警告 / 确定要删除该故障信息?', async () => {
    const user = userEvent.setup();
    const calls = renderList({
      route: (call) =>
        call.url === '/api/MaintainTask/Delete' ? answer(MaintainTask.api.Delete, { id: 1 }) : undefined,
    });
    await user.click(within(await rowOf('主轮胎')).getByRole('button', { name: '删除' }));
    const question = await screen.findByText('确定要删除该故障信息?');
    const modal = modalOf(question);
    expect(modal.querySelector('.ant-modal-confirm-title')?.textContent).toBe('警告');
    await user.click(within(modal).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Delete').map((c) => c.body)).toEqual([{ id: 1 }]);
  });

  it('shows a record’s history: workflow stamps, sign-off and each amendment with its changes and re-sign', async () => {
    const user = userEvent.setup();
    const history = taskRow(5, {
      matName: '燃油泵',
      ...signed({ signSeq: 3, amendments: 2 }),
      confirmByName: '赵一',
      confirmAt: '2026-03-02 09:00:00',
      realizeByName: '钱二',
      realizeAt: '2026-03-03 09:00:00',
      checkOkByName: '孙三',
      checkOkAt: '2026-03-04 09:00:00',
    });
    const calls = renderList({
      route: (call) =>
        call.url === '/api/MaintainTask/History'
          ? answer(MaintainTask.api.History, {
              task: history,
              amendments: [
                amendmentRow(1, {
                  seq: 1,
                  reason: '工作内容录入有误',
                  changes: [{ field: 'deal', before: '更换', after: '更换燃油泵并试车' }],
                  resignedName: '李工',
                  resignedAt: '2026-03-06 12:00:00',
                  resignHash: 'cd'.repeat(32),
                }),
                amendmentRow(2, { seq: 2, reason: '补录件号', openedByName: '周四', changes: [] }),
              ],
            })
          : undefined,
    });
    await user.click(within(await rowOf('燃油泵')).getByRole('button', { name: '历史' }));
    const drawer = await screen.findByTestId('record-history');
    expect(callsTo(calls, 'MaintainTask/History').map((c) => c.body)).toEqual([{ id: 5 }]);
    expect(within(drawer).getByText('赵一 · 2026-03-02 09:00:00')).toBeTruthy();
    expect(within(drawer).getByText('钱二 · 2026-03-03 09:00:00')).toBeTruthy();
    expect(within(drawer).getByText('孙三 · 2026-03-04 09:00:00')).toBeTruthy();
    expect(within(drawer).getByText('L-123 · CCAR-66 AV')).toBeTruthy();
    const [first, second] = within(drawer).getAllByTestId('amendment');
    expect(within(first).getByText('第1次修订')).toBeTruthy();
    expect(within(first).getByText('工作内容录入有误')).toBeTruthy();
    const change = within(first).getByText('处理措施').closest('tr') as HTMLElement;
    expect(within(change).getByText('更换')).toBeTruthy();
    expect(within(change).getByText('更换燃油泵并试车')).toBeTruthy();
    expect(within(first).getByText('李工 · 2026-03-06 12:00:00')).toBeTruthy();
    expect(within(second).getByText('补录件号')).toBeTruthy();
    expect(within(second).getByText('周四')).toBeTruthy();
    expect(within(second).getByText('无修改')).toBeTruthy();
    expect(within(second).getByText('记录仍在开启中，尚未重新签署')).toBeTruthy();
  });

  it('warns 没有数据 when the export has no rows', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(URL, 'createObjectURL');
    const calls = renderList({ rows: [] });
    await user.click(await screen.findByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('没有数据')).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Query').at(-1)?.body).toMatchObject({ page: 1, pageSize: 10000 });
    expect(create).not.toHaveBeenCalled();
  });

  it('lists AD records with the spec’s columns and 录入, and the task group by excluding every other type', async () => {
    const calls = renderList({
      group: 'ad',
      rows: [
        taskRow(21, {
          type: 50,
          standardSeri: 'CAD2026-01',
          description: '检查升降舵',
          standardDate: '2026-01-10 00:00:00',
          isRepeat: 1,
          unfit: 1,
        }),
      ],
    });
    const row = await rowOf('CAD2026-01');
    expect(headers()).toEqual([
      '编号',
      '内容',
      '颁发日期',
      '是否适用',
      '重复性',
      '总飞行小时',
      '工作者',
      '工作日期',
      '备注',
      '状态',
      '签署人',
      '执照号',
      '签署时间',
      '签署时总小时',
      '签署时总起落',
      '操作',
    ]);
    expect(within(row).getByText('不适用')).toBeTruthy();
    expect(within(row).getByText('重复')).toBeTruthy();
    expect(screen.getByRole('button', { name: /录\s*入/ })).toBeTruthy();
    expect(callsTo(calls, 'MaintainTask/Query')[0].body).toMatchObject({
      fixedFilters: [
        { name: 'plane', compare: 'eq', value: 5 },
        { name: 'type', compare: 'eq', value: 50 },
      ],
    });
  });

  it('selects the inspection records by their group’s types', async () => {
    const calls = renderList({ group: 'task', rows: [taskRow(31, { type: 1, issueCondition: '100小时检' })] });
    const row = await rowOf('100小时检');
    expect(within(row).getByText('时控项目').className).toContain('hangar-tag-blue');
    const filters = callsTo(calls, 'MaintainTask/Query')[0].body.fixedFilters as { compare: string; value: number }[];
    expect(filters.slice(1).map((f) => `${f.compare} ${f.value}`)).toEqual(['in 1,2,3,4,5,6,7,99,0,110']);
  });
});
