import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { MaintainTask } from '@hangar/domain/contracts/records';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../components/test-utils';
import { registerRow } from '../adreg/test-rows';
import { type Answer, answer, callsTo, list, stubStore } from '../store/test-support';
import { assemblyRow, ataOf, ctrlOf, employeeOf, taskRow } from './dialog-test-rows';
import { RecordDialog, type RecordDialogProps } from './RecordDialog';

// The record dialogs: the task dialog's required messages, defaults and right panel; the assembly rows (the
// spec's messages, new / changed / deleted rows in the body); Add vs UpdateWithItems; the server's field
// errors on their fields; read-only (signed) records; the repair, AD/SB and fault dialogs' fields and bodies.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const plane = { id: 7, name: 'B-7001', allFlyHours: 1187.5, allLandings: 950 };
const todayText = dayjs().format('YYYY-MM-DD');

function renderDialog(
  over: Partial<RecordDialogProps> = {},
  routes: (url: string) => Answer | undefined = () => undefined,
) {
  const onClose = vi.fn();
  const calls = stubStore((call) => {
    const routed = routes(call.url);
    if (routed) return routed;
    if (call.url === '/api/Employ/QueryEmployee') return list([employeeOf(11, 1, '张工'), employeeOf(12, 2, '李工')]);
    if (call.url === '/api/MaintainTask/Add') return answer(MaintainTask.api.Add, taskRow(99));
    if (call.url === '/api/MaintainTask/UpdateWithItems') return answer(MaintainTask.api.UpdateWithItems, taskRow(5));
    if (call.url === '/api/AdRegister/Plane') return answer(AdRegister.api.Plane, []);
    if (call.url === '/api/AtaChapter/Query')
      return list([ataOf('32', '起落架', 'Landing gear'), ataOf('61', '螺旋桨')]);
    return undefined;
  });
  const view = renderWithProviders(<RecordDialog open plane={plane} group="task" onClose={onClose} {...over} />, {
    user: testUser({ id: 1, pid: 1, realName: '张工' }),
  });
  return { calls, onClose, ...view };
}

const dialog = () => {
  const modal = document.querySelector('.ant-modal');
  if (!modal) throw new Error('no dialog');
  return modal as HTMLElement;
};
const field = (id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no field ${id}`);
  return el as HTMLInputElement;
};
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
/** The dialog's footer button (role queries over the dialog's antd tree are slow). */
const footerButton = (primary: boolean) =>
  document.querySelector(`.ant-modal-footer .ant-btn${primary ? '.ant-btn-primary' : ''}`) as HTMLButtonElement | null;
const ok = () => {
  const button = footerButton(true);
  if (!button) throw new Error('no OK button');
  fireEvent.click(button);
};
/** A button by its text. */
const button = (text: string, nth = 0) => {
  // antd spaces a two-character Chinese label (删 除).
  const spaced = new RegExp(`^${[...text].join('\\s*')}$`);
  const found = screen.getAllByText(spaced).map((el) => el.closest('button'));
  const b = found[nth < 0 ? found.length + nth : nth];
  if (!b) throw new Error(`no button ${text}`);
  return b;
};
const bodyOf = (calls: ReturnType<typeof stubStore>, action: string) => {
  const sent = callsTo(calls, action);
  expect(sent).toHaveLength(1);
  return sent[0].body;
};
/** The inputs of the shown assembly rows, by their column label. */
const rowInputs = (name: string) => [
  ...screen.getByTestId('assembly-rows').querySelectorAll<HTMLInputElement>(`input[data-field="${name}"]`),
];

describe('the maintenance task dialog', () => {
  it('asks for every required field with the spec’s messages', async () => {
    renderDialog();
    await screen.findByText('新增维修记录');
    ok();
    for (const text of [
      '名称不能为空',
      '工作内容不能为空',
      '类型不能为空',
      '工卡不能为空',
      '件号不能为空',
      '序号不能为空',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    // Defaulted: hours, date and worker.
    expect(screen.queryByText('飞行小时不能为空')).toBeNull();
    expect(screen.queryByText('请选择日期!')).toBeNull();
    expect(screen.queryByText('请选择工作者!')).toBeNull();
    type('flyHours', '');
    ok();
    expect(await screen.findByText('飞行小时不能为空')).toBeTruthy();
  });

  it('starts a new record on today, the aircraft’s totals and the current user', async () => {
    renderDialog();
    await screen.findByText('新增维修记录');
    expect(field('flyHours').value).toBe('1187.5');
    expect(field('landings').value).toBe('950');
    expect(field('workDate').value).toBe(todayText);
    expect(await within(dialog()).findByTitle('张工')).toBeTruthy();
    expect(screen.getByText('小时')).toBeTruthy();
  });

  it('sends Add with the fields, the aircraft and new assembly rows once each row has both serials', async () => {
    const { calls, onClose } = renderDialog({ type: 3 });
    await screen.findByText('新增维修记录');
    type('issueCondition', '100小时检查');
    type('description', '按工卡完成检查');
    type('workCard', 'WC-100');
    type('matModel', 'PN-1');
    type('matSeri', 'SN-1');
    fireEvent.click(button('添加拆装记录'));
    ok();
    expect(await screen.findByText(/拆下件号不能为空/)).toBeTruthy();
    fireEvent.change(rowInputs('removeSeri')[0], { target: { value: 'R-1' } });
    ok();
    expect(await screen.findByText(/装上件号不能为空/)).toBeTruthy();
    fireEvent.change(rowInputs('installSeri')[0], { target: { value: 'I-1' } });
    ok();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = bodyOf(calls, 'MaintainTask/Add');
    expect(body).toMatchObject({
      plane: 7,
      type: 3,
      issueCondition: '100小时检查',
      workCard: 'WC-100',
      flyHours: 1187.5,
      landings: 950,
      workDate: `${todayText} 00:00:00`,
      workPerson: 1,
      maintainCtrl: null,
      files: [],
    });
    expect(body.items).toEqual([
      expect.objectContaining({ removeSeri: 'R-1', installSeri: 'I-1', ctype: 0, isNew: true }),
    ]);
    expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(0);
    expect(onClose.mock.calls[0][0]).toMatchObject({ id: 99 });
  });

  it('edits with UpdateWithItems: changed rows isUpdate, removed ones isDelete, a new row removed again dropped', async () => {
    const record = taskRow(5, { type: 3 });
    const { calls } = renderDialog({ record }, (url) =>
      url === '/api/MaintainAssembly/Query'
        ? list([assemblyRow(1, 5), assemblyRow(2, 5), assemblyRow(3, 5)])
        : undefined,
    );
    await screen.findByText('编辑维修记录');
    await waitFor(() => expect(screen.getByDisplayValue('I-1')).toBeTruthy());
    expect(bodyOf(calls, 'MaintainAssembly/Query')).toMatchObject({
      fixedFilters: [{ name: 'parent', compare: 'eq', value: 5 }],
    });
    fireEvent.change(screen.getByDisplayValue('I-1'), { target: { value: 'I-1B' } });
    fireEvent.click(button('删除', 1)); // row 2
    fireEvent.click(button('添加拆装记录'));
    fireEvent.click(button('删除', -1)); // the new row
    expect(screen.queryByDisplayValue('I-2')).toBeNull();
    type('description', '更换后复查');
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(1));
    const body = bodyOf(calls, 'MaintainTask/UpdateWithItems');
    expect(body).toMatchObject({ id: 5, description: '更换后复查', workCard: 'WC-1' });
    expect(body.plane).toBeUndefined();
    expect(body.items).toEqual([
      expect.objectContaining({ id: 1, installSeri: 'I-1B', isUpdate: true }),
      expect.objectContaining({ id: 2, removeSeri: 'R-2', isDelete: true }),
    ]);
    expect(callsTo(calls, 'MaintainTask/Add')).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields and stays open', async () => {
    const { onClose } = renderDialog({ record: taskRow(5) }, (url) =>
      url === '/api/MaintainTask/UpdateWithItems'
        ? {
            status: 400,
            code: 'VALIDATION',
            msg: '工作者不是本公司员工',
            extra: { errors: [{ field: 'workPerson', message: '工作者不是本公司员工' }] },
          }
        : undefined,
    );
    await screen.findByText('编辑维修记录');
    ok();
    expect(await screen.findByText('工作者不是本公司员工')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the linked control item’s rules and dues in its right panel', async () => {
    renderDialog({ record: taskRow(5, { maintainCtrl: 31 }) }, (url) =>
      url === '/api/MaintainCtrl/Query' ? list([ctrlOf(31, '滑油滤更换')]) : undefined,
    );
    const panel = await screen.findByTestId('ctrl-panel');
    expect(within(panel).getByText('滑油滤更换')).toBeTruthy();
    expect(within(panel).getByText('临近到期')).toBeTruthy();
    expect(within(panel).getByText('2026-01-10')).toBeTruthy();
    expect(within(panel).getByText('12.5')).toBeTruthy();
  });

  it('shows a signed record read-only: its sign-off, every field disabled, no save', async () => {
    const record = taskRow(5, {
      closed: 1,
      signedName: '王签',
      licenceNo: 'L-123',
      licenceType: 'AMT',
      signedAt: '2025-05-02 09:30:00',
      signedHours: 1190,
      signedLandings: 952,
    });
    const { calls } = renderDialog({ record }, (url) =>
      url === '/api/MaintainAssembly/Query' ? list([assemblyRow(1, 5)]) : undefined,
    );
    expect(await screen.findByText('维修记录')).toBeTruthy();
    const sign = screen.getByTestId('sign-off').textContent ?? '';
    for (const part of ['王签', 'AMT L-123', '2025-05-02 09:30:00', '1190 / 952']) expect(sign).toContain(part);
    expect(field('issueCondition').disabled).toBe(true);
    await waitFor(() => expect(screen.getByDisplayValue('I-1')).toBeTruthy());
    expect((screen.getByDisplayValue('I-1') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('添加拆装记录')).toBeNull();
    expect(screen.queryByText(/^删\s*除$/)).toBeNull();
    expect(footerButton(true)).toBeNull();
    fireEvent.click(button('关闭'));
    expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(0);
  });
});

describe('the repair, AD/SB and fault dialogs', () => {
  it('names a certificate of release to service by its type (110), which the task types do not list', async () => {
    renderDialog({ record: taskRow(5, { type: 110 }) });
    await waitFor(() => expect(dialog().textContent).toContain('放行证明'));
    expect(dialog().querySelector('.ant-select-selection-item')?.textContent).not.toBe('110');
  });

  it('repair: its required fields, type repair by default, Add', async () => {
    const { calls } = renderDialog({ group: 'repair' });
    await screen.findByText('新增修理/改装记录');
    expect(within(dialog()).getByTitle('修理')).toBeTruthy();
    ok();
    for (const text of ['名称不能为空', '工作内容不能为空']) expect(await screen.findByText(text)).toBeTruthy();
    type('issueCondition', '蒙皮修理');
    type('description', '左翼蒙皮凹坑修理');
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/Add')).toHaveLength(1));
    expect(bodyOf(calls, 'MaintainTask/Add')).toMatchObject({
      type: 8,
      plane: 7,
      issueCondition: '蒙皮修理',
      items: [],
    });
  });

  it('repair: a single file fills an empty name with its file name', async () => {
    const file = { uid: 'f1', name: '蒙皮修理报告.pdf', size: 1024, url: 'attachment/f1.pdf' };
    renderDialog({ group: 'repair', record: taskRow(9, { type: 8, issueCondition: null, files: [file] }) });
    await screen.findByText('编辑修理/改装记录');
    await waitFor(() => expect(field('issueCondition').value).toBe('蒙皮修理报告.pdf'));
  });

  it('AD: defaults (single, totals, user, today), its required messages and the body', async () => {
    const { calls } = renderDialog({ group: 'ad', type: 50 });
    await screen.findByText('录入 CAD/AD');
    expect(within(dialog()).getByTitle('单次')).toBeTruthy();
    expect(field('flyHours').value).toBe('1187.5');
    expect(field('workDate').value).toBe(todayText);
    ok();
    for (const text of ['编号不能为空', '工作内容不能为空', '请选择日期!'])
      expect(await screen.findByText(text)).toBeTruthy();
    type('standardSeri', 'CAD2025-01');
    type('description', '检查升降舵');
    fireEvent.mouseDown(field('standardDate'));
    fireEvent.change(field('standardDate'), { target: { value: '2025-03-01' } });
    const cell = await screen.findAllByTitle('2025-03-01');
    fireEvent.click(cell[0]);
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/Add')).toHaveLength(1));
    expect(bodyOf(calls, 'MaintainTask/Add')).toMatchObject({
      type: 50,
      standardSeri: 'CAD2025-01',
      standardDate: '2025-03-01 00:00:00',
      isRepeat: 0,
      unfit: 0,
      maintainCtrl: null,
      flyHours: 1187.5,
      workPerson: 1,
      workDate: `${todayText} 00:00:00`,
    });
  });

  it('AD: a repetitive record shows and sends its link to one of the aircraft’s control items', async () => {
    const record = taskRow(6, {
      type: 50,
      standardSeri: 'CAD2024-09',
      standardDate: '2024-09-01 00:00:00',
      isRepeat: 1,
      maintainCtrl: 31,
    });
    const { calls } = renderDialog({ group: 'ad', record }, (url) =>
      url === '/api/MaintainCtrl/Query' ? list([ctrlOf(31, '升降舵重复检查'), ctrlOf(32, '滑油滤更换')]) : undefined,
    );
    await screen.findByText('编辑 CAD/AD');
    expect(await within(dialog()).findByTitle('升降舵重复检查')).toBeTruthy();
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(1));
    expect(bodyOf(calls, 'MaintainTask/UpdateWithItems')).toMatchObject({
      id: 6,
      type: 50,
      isRepeat: 1,
      maintainCtrl: 31,
    });
  });

  it('AD: links the document it complies with by id, from the aircraft’s register; picking one fills the number', async () => {
    const record = taskRow(8, {
      type: 50,
      document: 41,
      standardSeri: 'CAD2025-DA40-02',
      standardDate: '2025-03-01 00:00:00',
    });
    const { calls } = renderDialog({ group: 'ad', record }, (url) =>
      url === '/api/AdRegister/Plane'
        ? answer(AdRegister.api.Plane, [
            registerRow(41, 'CAD2025-DA40-02', { revision: 'Original' }),
            registerRow(42, 'EASA AD 2025-0087', { state: 'notApplicable' }),
          ])
        : undefined,
    );
    await screen.findByText('编辑 CAD/AD');
    expect(await within(dialog()).findByTitle('CAD2025-DA40-02 · CAD2025-DA40-02 title · Original')).toBeTruthy();
    const asked = callsTo(calls, 'AdRegister/Plane');
    expect(asked[0]?.body).toEqual({ plane: 7, dict: 2 });
    fireEvent.mouseDown(field('document'));
    fireEvent.click(await screen.findByTitle('EASA AD 2025-0087 · EASA AD 2025-0087 title'));
    await waitFor(() => expect(field('standardSeri').value).toBe('EASA AD 2025-0087'));
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(1));
    expect(bodyOf(calls, 'MaintainTask/UpdateWithItems')).toMatchObject({
      id: 8,
      document: 42,
      standardSeri: 'EASA AD 2025-0087',
    });
  });

  it('AD: an appliance document’s record names the component complied on, from its register rows', async () => {
    const record = taskRow(9, {
      type: 50,
      document: 41,
      standardSeri: 'CAD2025-DA40-02',
      standardDate: '2025-03-01 00:00:00',
    });
    const prop = { applianceParts: ['MTV-6-R'], componentPart: 'MTV-6-R', state: 'open' as const };
    const { calls } = renderDialog({ group: 'ad', record }, (url) =>
      url === '/api/AdRegister/Plane'
        ? answer(AdRegister.api.Plane, [
            registerRow(41, 'CAD2025-DA40-02'),
            registerRow(43, 'EASA AD 2026-0031', {
              ...prop,
              component: 61,
              componentName: '螺旋桨',
              componentSeri: 'PR-1',
            }),
            registerRow(43, 'EASA AD 2026-0031', {
              ...prop,
              component: 62,
              componentName: '备用桨',
              componentSeri: 'PR-2',
            }),
          ])
        : undefined,
    );
    await screen.findByText('编辑 CAD/AD');
    await within(dialog()).findByTitle('CAD2025-DA40-02 · CAD2025-DA40-02 title');
    // No component for a document of the aircraft itself.
    expect(document.getElementById('component')).toBeNull();
    fireEvent.mouseDown(field('document'));
    // The appliance document is offered once, however many serials it has.
    expect(await screen.findAllByTitle('EASA AD 2026-0031 · EASA AD 2026-0031 title')).toHaveLength(1);
    fireEvent.click(screen.getByTitle('EASA AD 2026-0031 · EASA AD 2026-0031 title'));
    await waitFor(() => expect(document.getElementById('component')).not.toBeNull());
    fireEvent.mouseDown(field('component'));
    fireEvent.click(await screen.findByTitle('备用桨 · MTV-6-R · PR-2'));
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(1));
    expect(bodyOf(calls, 'MaintainTask/UpdateWithItems')).toMatchObject({ id: 9, document: 43, component: 62 });
  });

  it('fault: the date it occurred required, the ATA chapter by code and name, type 100', async () => {
    const { calls } = renderDialog({ group: 'fault' });
    await screen.findByText('新增故障记录');
    expect(field('workDate').value).toBe('');
    fireEvent.mouseDown(field('ata'));
    fireEvent.click(await screen.findByTitle('32 起落架'));
    type('description', '刹车异响');
    ok();
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/Add')).toHaveLength(1));
    expect(bodyOf(calls, 'MaintainTask/Add')).toMatchObject({
      type: 100,
      ata: '32',
      issueDate: `${todayText} 00:00:00`,
      workDate: null,
      description: '刹车异响',
    });
  });

  it('fault: without the date it occurred asks for it', async () => {
    const { calls } = renderDialog({ group: 'fault', record: taskRow(8, { type: 100, issueDate: null }) });
    await screen.findByText('编辑故障记录');
    ok();
    expect(await screen.findByText('请选择日期!')).toBeTruthy();
    await act(async () => {});
    expect(callsTo(calls, 'MaintainTask/UpdateWithItems')).toHaveLength(0);
  });
});
