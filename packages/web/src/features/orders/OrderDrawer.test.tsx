import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, callsTo, list, stubStore } from '../store/test-support';
import OrderDrawer from './OrderDrawer';
import { cardRow, noParts, orderDetail, stepRow } from './test-rows';

// The order's drawer (issue 33) against faked HTTP answers typed by the contracts: the state actions offered by
// the row's abilities AND the caller's functions, signing a measured step (its value sent; a value outside its
// limits warned before anything is sent), the RII inspection not offered to the step's performer (the session's
// user, id 7), and a refused final inspection listing the open work the server names (or only its message).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
/** antd spaces two Chinese characters in a button ("下 达"). */
const named = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const button = (text: string) => screen.getByRole('button', { name: named(text) });
/** The confirmation asked over the drawer (the drawer is a dialog too). */
const confirmBox = () =>
  waitFor(() => {
    const box = document.querySelector('.ant-modal-confirm');
    if (!box) throw new Error('no confirmation');
    return box as HTMLElement;
  });
const noButton = (text: string) => expect(screen.queryByRole('button', { name: named(text) })).toBeNull();

function renderDrawer(
  detail: ReturnType<typeof orderDetail>,
  route: (url: string, body: Record<string, unknown>) => Answer | undefined = () => undefined,
  session = testSession(),
) {
  const calls = stubStore((call) => {
    const own = route(call.url, call.body);
    if (own) return own;
    if (call.url === '/api/ProductionOrder/Get') return answer(ProductionOrder.api.Get, detail);
    return noParts(call.url);
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <OrderDrawer id={detail.id} onClose={() => {}} />
    </ConfigProvider>,
    session,
  );
  return calls;
}

const employee = (id: number, pid: number, realName: string) => ({
  id,
  pid,
  phone: `1390000${pid}`,
  name: realName,
  realName,
  department: 1,
  roleIds: [],
  isAdmin: 0,
  locked: 0,
  licenceNo: null,
  licenceType: null,
  licenceExpire: null,
  status: 1,
});

const allAbilities = { update: true, delete: true, release: true, cancel: true, inspect: true, close: true };
const none = { update: false, delete: false, release: false, cancel: false, inspect: false, close: false };

describe('OrderDrawer', { timeout: 60_000 }, () => {
  it('offers the state actions the row’s abilities allow', async () => {
    renderDrawer(orderDetail(1, [], { state: 0, abilities: { ...none, update: true, release: true, delete: true } }));
    await screen.findByTestId('order-drawer');
    expect(screen.getAllByText('草稿').length).toBeGreaterThan(0);
    expect(button('下达')).toBeTruthy();
    expect(button('删除')).toBeTruthy();
    expect(button('添加工卡')).toBeTruthy();
    expect(button('编辑')).toBeTruthy();
    noButton('取消工单');
    noButton('最终检验');
    noButton('关闭并放行');
  });

  it('edits the order’s title and dates, never its aircraft', async () => {
    const detail = orderDetail(1, [], { state: 0, abilities: { ...none, update: true } });
    const calls = renderDrawer(detail, (url) =>
      url === '/api/ProductionOrder/Update' ? answer(ProductionOrder.api.Update, detail) : undefined,
    );
    await screen.findByTestId('order-drawer');
    await user().click(button('编辑'));
    const title = await screen.findByDisplayValue('100 h inspection');
    await user().clear(title);
    await user().type(title, '200 h inspection');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    await user().click(within(dialog).getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/Update')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/Update')[0].body).toEqual({
      id: 1,
      title: '200 h inspection',
      site: 2,
      plannedStart: '2026-03-02',
      plannedEnd: '2026-03-04',
      remarks: null,
    });
  });

  it('offers an action only with the caller’s function too', async () => {
    // A technician (maintain-order Execute only): the released order may be cancelled, but not by them.
    const technician = testSession({ isAdmin: 0, views: [{ name: 'maintain-order', functions: ['Execute'] }] });
    renderDrawer(
      orderDetail(1, [cardRow(31, { steps: [stepRow(301)] })], { abilities: { ...allAbilities, release: false } }),
      undefined,
      technician,
    );
    await screen.findByTestId('order-drawer');
    expect(button('最终检验')).toBeTruthy();
    expect(button('签署')).toBeTruthy();
    noButton('取消工单');
    noButton('关闭并放行');
    noButton('添加工卡');
    noButton('编辑');
    noButton('删除');
    noButton('移除');
  });

  it('shows each card: number and name, source, version, estimated and booked hours, due, state, labour', async () => {
    const labour = { id: 1, card: 31, user: 7, name: '王芳', day: '2026-03-02 00:00:00', hours: 1.5, remarks: null };
    renderDrawer(orderDetail(1, [cardRow(31, { bookedHours: 1.5, labour: [labour], state: 1 })]));
    const card = await screen.findByTestId('order-card-31');
    expect(within(card).getByRole('heading').textContent).toBe('1. JC-32-001 Brakes');
    expect(within(card).getByText('来源: 时控项目')).toBeTruthy();
    expect(within(card).getByText('版本: R2')).toBeTruthy();
    expect(within(card).getByText('工时（预计/已记）: 3 / 1.5')).toBeTruthy();
    expect(within(card).getByText('到期: 2026-03-10')).toBeTruthy();
    expect(within(card).getByText('已完工').className).toContain('hangar-tag-blue');
    expect(within(card).getByText('工时记录: 王芳 2026-03-02 1.5h')).toBeTruthy();
    expect(within(card).getByText('没有步骤')).toBeTruthy();
  });

  it('books labour on a card for the caller or another member', async () => {
    const booked = orderDetail(1, [cardRow(31, { bookedHours: 2 })]);
    const calls = renderDrawer(orderDetail(1, [cardRow(31)]), (url) => {
      if (url === '/api/Employ/QueryEmployee') return list([employee(11, 7, '测试员'), employee(12, 8, '李强')]);
      if (url === '/api/ProductionOrder/BookLabour') return answer(ProductionOrder.api.BookLabour, booked);
      return undefined;
    });
    const card = await screen.findByTestId('order-card-31');
    await user().click(within(card).getByRole('button', { name: named('记工时') }));
    const person = await screen.findByLabelText('人员');
    const dialog = person.closest('.ant-modal') as HTMLElement;
    await user().click(person);
    await user().click(await screen.findByTitle('李强'));
    await user().type(within(dialog).getByLabelText('工时'), '2');
    await user().click(within(dialog).getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/BookLabour')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/BookLabour')[0].body).toEqual({
      card: 31,
      user: 8,
      day: dayjs().format('YYYY-MM-DD'),
      hours: 2,
      remarks: null,
    });
    expect(await within(card).findByText('工时（预计/已记）: 3 / 2')).toBeTruthy();
  });

  it('signs a measured step with its value, after a warning when it is outside its limits', async () => {
    const step = stepRow(301, { text: 'Measure the brake lining', unit: 'mm', min: 2, max: 12 });
    const detail = orderDetail(1, [cardRow(31, { steps: [step, stepRow(302, { seq: 2 })] })]);
    const signed = orderDetail(1, [
      cardRow(31, {
        steps: [
          {
            ...step,
            value: 8,
            performedBy: 7,
            performedName: '王芳',
            performedLicence: 'ME-0421',
            performedAt: '2026-03-02 10:15:00',
          },
          stepRow(302, { seq: 2 }),
        ],
      }),
    ]);
    const calls = renderDrawer(detail, (url) =>
      url === '/api/ProductionOrder/SignStep' ? answer(ProductionOrder.api.SignStep, signed) : undefined,
    );
    const section = await screen.findByTestId('order-step-301');
    expect(within(section).getByText('限值: 2 – 12 mm')).toBeTruthy();
    // Only the card's next step offers Sign.
    expect(within(screen.getByTestId('order-step-302')).queryByRole('button')).toBeNull();
    const value = within(section).getByLabelText('测量值 (mm)');
    await user().type(value, '15');
    expect(await within(section).findByRole('alert')).toBeTruthy();
    expect(within(section).getByRole('alert').textContent).toContain('测量值 15 超出限值（2 – 12）');
    await user().click(within(section).getByRole('button', { name: named('签署') }));
    // The warning asks first: nothing is sent.
    const confirm = await confirmBox();
    expect(confirm.textContent).toContain('测量值 15 超出限值（2 – 12）');
    expect(callsTo(calls, 'ProductionOrder/SignStep')).toHaveLength(0);
    await user().click(within(confirm).getByRole('button', { name: named('取消') }));

    await user().clear(value);
    await user().type(value, '8');
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
    await user().click(within(section).getByRole('button', { name: named('签署') }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/SignStep')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/SignStep')[0].body).toEqual({ step: 301, value: 8 });
    expect(await screen.findByText('工作者 王芳 ME-0421 2026-03-02 10:15')).toBeTruthy();
  });

  it('sends an out-of-limits value once the warning is confirmed (the server decides)', async () => {
    const step = stepRow(301, { unit: 'mm', min: 2, max: 12 });
    const calls = renderDrawer(orderDetail(1, [cardRow(31, { steps: [step] })]), (url) =>
      url === '/api/ProductionOrder/SignStep'
        ? { status: 601, code: 'RULE', msg: '测量值 15 超出限值（2 – 12），请记录发现的问题' }
        : undefined,
    );
    const section = await screen.findByTestId('order-step-301');
    await user().type(within(section).getByLabelText('测量值 (mm)'), '15');
    await user().click(within(section).getByRole('button', { name: named('签署') }));
    const confirm = await confirmBox();
    await user().click(within(confirm).getByRole('button', { name: named('签署') }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/SignStep')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/SignStep')[0].body).toEqual({ step: 301, value: 15 });
    expect(await screen.findByText('测量值 15 超出限值（2 – 12），请记录发现的问题')).toBeTruthy();
  });

  it('does not offer an RII step’s inspection to its performer', async () => {
    const performed = { performedName: '王芳', performedAt: '2026-03-02 10:00:00', rii: 1 };
    const detail = orderDetail(1, [
      cardRow(31, {
        steps: [
          stepRow(301, { ...performed, performedBy: 7 }),
          stepRow(302, { ...performed, seq: 2, performedBy: 8, performedName: '李强' }),
        ],
      }),
    ]);
    const calls = renderDrawer(detail, (url) =>
      url === '/api/ProductionOrder/InspectStep' ? answer(ProductionOrder.api.InspectStep, detail) : undefined,
    );
    const own = await screen.findByTestId('order-step-301');
    expect(within(own).getByText('必检')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: named('检验签署') })).toBeNull();
    expect(within(own).getByText('待他人检验')).toBeTruthy();
    const other = screen.getByTestId('order-step-302');
    await user().click(within(other).getByRole('button', { name: named('检验签署') }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/InspectStep')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/InspectStep')[0].body).toEqual({ step: 302 });
  });

  it('lists each piece of open work a refused final inspection names', async () => {
    const openWork = [
      { card: 31, cardSeq: 1, cardName: 'Brakes', step: 302, stepSeq: 2, reason: 'order.stepUnsigned' },
      { card: 32, cardSeq: 2, cardName: 'Tyres', step: 310, stepSeq: 1, reason: 'order.riiUninspected' },
      // A part line names no step (the keys left out).
      { card: 32, cardSeq: 2, cardName: 'Tyres', reason: 'order.partOpen' },
    ];
    const calls = renderDrawer(orderDetail(1, [], { state: 2, abilities: { ...none, inspect: true } }), (url) =>
      url === '/api/ProductionOrder/Inspect'
        ? { status: 601, code: 'RULE', msg: '还有 3 项未完成的工作', extra: { openWork } }
        : undefined,
    );
    await screen.findByTestId('order-drawer');
    await user().click(button('最终检验'));
    const confirm = await confirmBox();
    await user().click(within(confirm).getByRole('button', { name: named('确定') }));
    const list = await screen.findByTestId('open-work');
    expect(callsTo(calls, 'ProductionOrder/Inspect')[0].body).toEqual({ id: 1 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '工卡 1 Brakes, 第 2 步: 步骤未签署',
      '工卡 2 Tyres, 第 1 步: 必检项目未检验',
      '工卡 2 Tyres: 预留的航材未发放也未释放',
    ]);
  });

  it('shows the refusal’s message alone when it lists no open work', async () => {
    renderDrawer(orderDetail(1, [], { state: 2, abilities: { ...none, inspect: true } }), (url) =>
      url === '/api/ProductionOrder/Inspect' ? { status: 601, code: 'RULE', msg: '还有 1 项未完成的工作' } : undefined,
    );
    await screen.findByTestId('order-drawer');
    await user().click(button('最终检验'));
    const confirm = await confirmBox();
    await user().click(within(confirm).getByRole('button', { name: named('确定') }));
    expect(await screen.findByText('还有 1 项未完成的工作')).toBeTruthy();
    expect(screen.queryByTestId('open-work')).toBeNull();
  });
});

describe('OrderDrawer’s paper', { timeout: 60_000 }, () => {
  it('offers the order, its cards and a closed order’s release to service as PDFs; a card its own', async () => {
    URL.createObjectURL = () => 'blob:1';
    const closed = orderDetail(1, [cardRow(31)], { state: 4, crsTask: 901, abilities: none });
    const calls = renderDrawer(closed);
    await screen.findByTestId('order-drawer');
    expect(screen.getByRole('button', { name: /工单 PDF$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /(^| )工卡 PDF$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /放行证明 PDF$/ })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '第 1 张工卡 PDF' }));
    await waitFor(() => expect(callsTo(calls, 'OrderPaper/Cards')).toHaveLength(1));
    expect(callsTo(calls, 'OrderPaper/Cards')[0].body).toEqual({ id: 1, card: 31 });
    await user().click(screen.getByRole('button', { name: /放行证明 PDF$/ }));
    await waitFor(() => expect(callsTo(calls, 'OrderPaper/Crs')).toHaveLength(1));
    expect(callsTo(calls, 'OrderPaper/Crs')[0].body).toEqual({ id: 1 });
  });

  it('offers no release to service before the close', async () => {
    renderDrawer(orderDetail(1, [cardRow(31)], { state: 2, abilities: none }));
    await screen.findByTestId('order-drawer');
    expect(screen.getByRole('button', { name: /工单 PDF$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /放行证明 PDF$/ })).toBeNull();
  });

  it('brings the card a QR code names into view and focus', async () => {
    stubStore((call) =>
      call.url === '/api/ProductionOrder/Get'
        ? answer(ProductionOrder.api.Get, orderDetail(1, [cardRow(31), cardRow(32, { seq: 2 })]))
        : noParts(call.url),
    );
    renderWithProviders(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <OrderDrawer id={1} card={32} onClose={() => {}} />
      </ConfigProvider>,
      testSession(),
    );
    const section = await screen.findByTestId('order-card-32');
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('heading', { level: 4 })));
  });
});

describe('OrderDrawer’s card files', { timeout: 60_000 }, () => {
  const photo = { uid: 'u1', name: 'exhaust-crack.jpg', size: 2048, url: '/files/attachment/c1/u1/exhaust-crack.jpg' };

  it('lets a card in work take files and photos, saving the list when one is removed', async () => {
    const detail = orderDetail(1, [cardRow(31, { attachments: [photo] })], { state: 2 });
    const calls = renderDrawer(detail, (url) =>
      url === '/api/ProductionOrder/CardFiles' ? answer(ProductionOrder.api.CardFiles, detail) : undefined,
    );
    const group = await screen.findByTestId('card-files-31');
    expect(within(group).getByText('exhaust-crack.jpg')).toBeTruthy();
    await user().click(within(group).getByRole('button', { name: /delete|删除/i }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/CardFiles')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/CardFiles')[0].body).toEqual({ card: 31, attachments: [] });
  });

  it('shows a closed order’s card files as downloads only', async () => {
    renderDrawer(orderDetail(1, [cardRow(31, { attachments: [photo] })], { state: 4, abilities: none }));
    const group = await screen.findByTestId('card-files-31');
    expect(within(group).getByText('exhaust-crack.jpg')).toBeTruthy();
    expect(within(group).queryByRole('button', { name: /delete|删除/i })).toBeNull();
  });
});
