import { PlaneAppraisal, PlaneNotice } from '@hangar/domain/contracts/notices';
import { type TechNoticeRow, UserToDo } from '@hangar/domain/contracts/todos';
import type { WorkCardRow } from '@hangar/domain/contracts/workcards';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { CardNoticeDialog } from './CardNoticeDialog';
import { appraiseRow } from './test-rows';

// The notice dialogs of a work card (model document §2.4, §4 "Notice state (aircraft)", "Technical notice state",
// §7 "Notices to aircraft", "Notices to people") against faked HTTP answers typed by the contracts.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const writer = testSession({ curCID: 10000, isAdmin: 1 });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function workCard(category: number, change: Partial<WorkCardRow> = {}): WorkCardRow {
  return {
    id: 50,
    planeModel: 5,
    category,
    seri: 'EO-050',
    name: 'Fuel pump check',
    version: 'R1',
    type: 10 * (category - 1) + 1,
    remarks: null,
    releaseDate: null,
    according: 'AD-001',
    accordingPage: null,
    accordingId: category <= 2 ? 21 : null,
    maintainId: null,
    relational: [],
    files: [],
    closed: 0,
    curSeri: null,
    curVersion: null,
    curReleaseDate: null,
    curFiles: [],
    createdBy: null,
    createdAt: null,
    updatedBy: null,
    updatedAt: null,
    ...change,
  } as WorkCardRow;
}

// The aircraft as a card of category 1–3 sees them.
const unevaluated = appraiseRow(1, 'B-1001');
const fitOpen = appraiseRow(2, 'B-1002', { id: 7, appraised: 1, fit: 1 });
const unfit = appraiseRow(3, 'B-1003', { id: 8, appraised: 1, fit: 0 });
const notified = appraiseRow(4, 'B-1004', {
  id: 9,
  appraised: 1,
  fit: 1,
  state: 1,
  instructId: 50,
  instructTime: '2024-06-01 08:00:00',
});
const byOther = appraiseRow(5, 'B-1005', { id: 10, appraised: 1, fit: 1, state: 1, instructId: 61 });
const aircraft = [unevaluated, fitOpen, unfit, notified, byOther];

const notifiedAnswer: EndpointOutput<typeof PlaneNotice.api.DoNotice> = {
  id: 7,
  unfitReason: null,
  planeId: 2,
  type: 1,
  subType: null,
  appraiseId: 21,
  instructId: 50,
  maintainId: null,
  ctrlId: 3,
  appraised: 1,
  fit: 1,
  state: 1,
  appraiseUser: 1,
  appraiseTime: null,
  instructUser: 1,
  instructTime: '2024-06-02 08:00:00',
  instructUserName: 'Admin',
};

function stubAircraft(): Call[] {
  return stubFetch((call) => {
    if (
      call.url === PlaneAppraisal.api.QueryWithWorkAppraise.path ||
      call.url === PlaneAppraisal.api.QueryWithWorkNotice.path
    ) {
      const answer: EndpointOutput<typeof PlaneAppraisal.api.QueryWithWorkNotice> = { items: aircraft, totalItems: 5 };
      return { body: answer };
    }
    if (
      call.url === PlaneNotice.api.DoNotice.path ||
      call.url === PlaneNotice.api.doForceNotice.path ||
      call.url === PlaneNotice.api.RemoveNotice.path ||
      call.url === PlaneNotice.api.Appraise.path
    ) {
      return { body: notifiedAnswer };
    }
    if (call.url === PlaneNotice.api.DoNoticeMany.path || call.url === PlaneNotice.api.RemoveNoticeMany.path) {
      const answer: EndpointOutput<typeof PlaneNotice.api.DoNoticeMany> = [notifiedAnswer];
      return { body: answer };
    }
    return undefined;
  });
}

async function openCard(card: WorkCardRow, readOnly = false) {
  const calls = stubAircraft();
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <CardNoticeDialog card={card} readOnly={readOnly} onClose={() => {}} />
    </ConfigProvider>,
    writer,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('B-1001');
  const row = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
  const button = (label: string) => labelled<HTMLButtonElement>(dialog, label);
  return { calls, dialog, row, button };
}

/** The element labelled so (a query over the antd tree by role is slow in jsdom). */
function labelled<T extends HTMLElement = HTMLElement>(scope: HTMLElement, label: string): T {
  const found = scope.querySelector<T>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing labelled ${label}`);
  return found;
}

const bodies = (calls: Call[], path: string) => calls.filter((c) => c.url === path).map((c) => c.body);

describe('CardNoticeDialog: the engineer notice dialog', { timeout: 60_000 }, () => {
  it('notifies or withdraws the selected aircraft in one call, only those the card may act on', async () => {
    const { calls, dialog } = await openCard(workCard(3));
    const button = (text: string) => within(dialog).getByText(text).closest('button') as HTMLButtonElement;
    expect(button('通知所选 (0)').disabled).toBe(true);
    for (const name of ['B-1001', 'B-1002', 'B-1003', 'B-1004', 'B-1005']) {
      await user().click(labelled(document.body, `选择 ${name}`));
    }
    // A survey card: any row with a notice row may be notified (B-1001 has none: its own button forces it);
    // B-1004 is this card's notice, B-1005 another card's.
    await user().click(button('通知所选 (2)'));
    expect(await screen.findByText('发出通知完成')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.DoNoticeMany.path)).toEqual([{ ids: [7, 8], instructId: 50 }]);
    await waitFor(() => expect(button('通知所选 (0)').disabled).toBe(true));
    await user().click(labelled(document.body, '选择 B-1004'));
    await user().click(button('撤回所选 (1)'));
    expect(await screen.findByText('撤回通知完成')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.RemoveNoticeMany.path)).toEqual([{ ids: [9] }]);
  });

  it('offers no selection when read-only', async () => {
    const { dialog } = await openCard(workCard(2), true);
    expect(dialog.querySelector('[aria-label="选择 B-1002"]')).toBeNull();
    expect(within(dialog).queryByText(/通知所选/)).toBeNull();
  });

  it('category 2: lists the aircraft by the basis file; notify needs applicable and not notified', async () => {
    const { calls, dialog, row, button } = await openCard(workCard(2));
    expect(within(dialog).getByText('通知 - Fuel pump check')).toBeTruthy();
    expect(bodies(calls, PlaneAppraisal.api.QueryWithWorkAppraise.path)[0]).toMatchObject({
      tagId: 21,
      page: 1,
      pageSize: 100,
    });
    expect(bodies(calls, PlaneAppraisal.api.QueryWithWorkNotice.path)).toEqual([]);
    // Not evaluated or not applicable: a dash, nothing to do.
    expect(within(row('B-1001')).getByText('-')).toBeTruthy();
    expect(within(row('B-1003')).getByText('-')).toBeTruthy();
    for (const name of ['B-1001', 'B-1003']) {
      expect(button(`通知 ${name}`).disabled).toBe(true);
      expect(button(`撤回 ${name}`).disabled).toBe(true);
    }
    // Applicable, not notified: 未通知, notify only.
    expect(within(row('B-1002')).getByText('未通知')).toBeTruthy();
    expect(button('通知 B-1002').disabled).toBe(false);
    expect(button('撤回 B-1002').disabled).toBe(true);
    // Applicable, notified by this card: 已通知, withdraw only.
    expect(within(row('B-1004')).getByText('已通知')).toBeTruthy();
    expect(within(row('B-1004')).getByText('2024-06-01')).toBeTruthy();
    expect(button('通知 B-1004').disabled).toBe(true);
    expect(button('撤回 B-1004').disabled).toBe(false);
    // Notified by another card: its state, and nothing this card can do.
    expect(within(row('B-1005')).getByText('已由其他工卡通知')).toBeTruthy();
    expect(button('通知 B-1005').disabled).toBe(true);
    expect(button('撤回 B-1005').disabled).toBe(true);
  });

  it('category 2: notify sends DoNotice {id, instructId}, withdraw RemoveNotice {id}; the rows reload', async () => {
    const { calls, button } = await openCard(workCard(2));
    const queries = () => bodies(calls, PlaneAppraisal.api.QueryWithWorkAppraise.path).length;
    const before = queries();
    await user().click(button('通知 B-1002'));
    expect(await screen.findByText('发出通知完成')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.DoNotice.path)).toEqual([{ id: 7, instructId: 50 }]);
    await waitFor(() => expect(queries()).toBeGreaterThan(before));
    await waitFor(() => expect(button('撤回 B-1004').disabled).toBe(false));
    await user().click(button('撤回 B-1004'));
    expect(await screen.findByText('撤回通知完成')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.RemoveNotice.path)).toEqual([{ id: 9 }]);
  });

  it('category 2: the ticks evaluate the basis file (type 1); a notified row warns 请先撤回通知', async () => {
    const { calls, dialog } = await openCard(workCard(2));
    await user().click(labelled(dialog, 'B-1001 适用'));
    expect(await screen.findByText('评估为适用')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.Appraise.path)).toEqual([
      { type: 1, appraiseId: 21, planeId: 1, appraised: 1, fit: 1 },
    ]);
    await waitFor(() => expect(labelled<HTMLInputElement>(dialog, 'B-1004 不适用').disabled).toBe(false));
    await user().click(labelled(dialog, 'B-1004 不适用'));
    expect(await screen.findByText('请先撤回通知')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.Appraise.path)).toHaveLength(1);
  });

  it('category 3: applicability does not matter; a row without a notice is force-notified', async () => {
    const { calls, dialog, row, button } = await openCard(workCard(3));
    expect(bodies(calls, PlaneAppraisal.api.QueryWithWorkNotice.path)[0]).toMatchObject({ tagId: 50, pageSize: 100 });
    expect(bodies(calls, PlaneAppraisal.api.QueryWithWorkAppraise.path)).toEqual([]);
    expect(within(row('B-1001')).getByText('未通知')).toBeTruthy();
    expect(within(row('B-1003')).getByText('未通知')).toBeTruthy();
    for (const name of ['B-1001', 'B-1002', 'B-1003']) expect(button(`通知 ${name}`).disabled).toBe(false);
    expect(button('撤回 B-1003').disabled).toBe(true);
    expect(button('撤回 B-1004').disabled).toBe(false);
    expect(button('撤回 B-1005').disabled).toBe(true);
    await user().click(button('通知 B-1001'));
    expect(await screen.findByText('发出通知完成')).toBeTruthy();
    expect(bodies(calls, PlaneNotice.api.doForceNotice.path)).toEqual([{ planeId: 1, instructId: 50 }]);
    await waitFor(() => expect(button('通知 B-1003').disabled).toBe(false));
    await user().click(button('通知 B-1003'));
    await waitFor(() => expect(bodies(calls, PlaneNotice.api.DoNotice.path)).toEqual([{ id: 8, instructId: 50 }]));
    await waitFor(() => expect(labelled<HTMLInputElement>(dialog, 'B-1002 不适用').disabled).toBe(false));
    await user().click(labelled(dialog, 'B-1002 不适用'));
    await waitFor(() =>
      expect(bodies(calls, PlaneNotice.api.Appraise.path)).toEqual([
        { type: 3, appraiseId: 50, planeId: 2, appraised: 1, fit: 0 },
      ]),
    );
  });

  it('category 2 without a basis file says so and asks nothing', async () => {
    const calls = stubAircraft();
    renderWithProviders(
      <CardNoticeDialog card={workCard(2, { accordingId: null })} readOnly={false} onClose={() => {}} />,
      writer,
    );
    expect(await screen.findByText('该指令未关联依据文件，无法评估和通知')).toBeTruthy();
    expect(bodies(calls, PlaneAppraisal.api.QueryWithWorkAppraise.path)).toEqual([]);
  });

  it('read-only disables every action', async () => {
    const { dialog, button } = await openCard(workCard(3), true);
    expect(within(dialog).getByText('查看通知 - Fuel pump check')).toBeTruthy();
    for (const name of ['B-1001', 'B-1002', 'B-1004']) {
      expect(button(`通知 ${name}`).disabled).toBe(true);
      expect(button(`撤回 ${name}`).disabled).toBe(true);
    }
    for (const box of dialog.querySelectorAll('input[type="checkbox"]'))
      expect((box as HTMLInputElement).disabled).toBe(true);
  });
});

// People and organisations as a technical bulletin sees them.
const tech = (change: Partial<TechNoticeRow>): TechNoticeRow => ({
  id: null,
  pid: null,
  realName: null,
  cid: 20,
  cname: 'West Air',
  state: 0,
  record: 0,
  noticeTime: null,
  ...change,
});
const people = [
  tech({ pid: 31, realName: 'Li Lei' }),
  tech({ id: 71, pid: 32, realName: 'Han Meimei', state: 1, noticeTime: '2024-06-01 09:00:00' }),
  tech({ id: 72, pid: 33, realName: 'Zhang San', state: 1, record: 9 }),
  // Received, then withdrawn: not notified again.
  tech({ id: 74, pid: 34, realName: 'Wang Wu', state: 0, record: 9 }),
  tech({}),
];

function stubPeople(): Call[] {
  return stubFetch((call) => {
    if (call.url === UserToDo.api.QueryTechNotice.path) {
      const answer: EndpointOutput<typeof UserToDo.api.QueryTechNotice> = { items: people, totalItems: 5 };
      return { body: answer };
    }
    if (call.url === UserToDo.api.DoNotice.path || call.url === UserToDo.api.RemoveNotice.path) {
      const answer: EndpointOutput<typeof UserToDo.api.DoNotice> = { id: 73 };
      return { body: answer };
    }
    return undefined;
  });
}

async function openBulletin(readOnly = false) {
  const calls = stubPeople();
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <CardNoticeDialog card={workCard(4)} readOnly={readOnly} onClose={() => {}} />
    </ConfigProvider>,
    writer,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Li Lei');
  const row = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
  const button = (label: string) => labelled<HTMLButtonElement>(dialog, label);
  return { calls, dialog, row, button };
}

describe('CardNoticeDialog: the technical notice dialog', { timeout: 60_000 }, () => {
  it('lists people and organisations with 未通知 / 已通知 / 已接收 and the matching actions', async () => {
    const { calls, dialog, row, button } = await openBulletin();
    expect(within(dialog).getByText('技术通告 - Fuel pump check')).toBeTruthy();
    expect(bodies(calls, UserToDo.api.QueryTechNotice.path)[0]).toMatchObject({
      tagId: 50,
      fixedFilters: [{ name: 'focusTech', compare: 'gt', value: 0 }],
    });
    expect(within(row('Li Lei')).getByText('未通知')).toBeTruthy();
    expect(within(row('Han Meimei')).getByText('已通知')).toBeTruthy();
    expect(within(row('Zhang San')).getByText('已接收')).toBeTruthy();
    expect(within(row('（整个单位）')).getByText('未通知')).toBeTruthy();
    expect(button('通知 Li Lei').disabled).toBe(false);
    expect(button('撤回 Li Lei').disabled).toBe(true);
    expect(button('通知 Han Meimei').disabled).toBe(true);
    expect(button('撤回 Han Meimei').disabled).toBe(false);
    expect(button('撤回 Zhang San').disabled).toBe(false);
    expect(within(row('Wang Wu')).getByText('未通知')).toBeTruthy();
    expect(button('通知 Wang Wu').disabled).toBe(false);
    expect(button('撤回 Wang Wu').disabled).toBe(true);
  });

  it('notify sends {targetId, cid, pid}; the organisation without pid; withdraw sends {id}', async () => {
    const { calls, button } = await openBulletin();
    await user().click(button('通知 Li Lei'));
    expect(await screen.findByText('发出技术通告完成')).toBeTruthy();
    expect(bodies(calls, UserToDo.api.DoNotice.path)).toEqual([{ targetId: 50, cid: 20, pid: 31 }]);
    await waitFor(() => expect(button('通知 West Air').disabled).toBe(false));
    await user().click(button('通知 West Air'));
    await waitFor(() =>
      expect(bodies(calls, UserToDo.api.DoNotice.path)[1]).toEqual({ targetId: 50, cid: 20, pid: null }),
    );
    await waitFor(() => expect(button('撤回 Han Meimei').disabled).toBe(false));
    await user().click(button('撤回 Han Meimei'));
    expect(await screen.findByText('撤回技术通告完成')).toBeTruthy();
    expect(bodies(calls, UserToDo.api.RemoveNotice.path)).toEqual([{ id: 71 }]);
  });

  it('read-only disables notify and withdraw', async () => {
    const { button } = await openBulletin(true);
    for (const name of ['Li Lei', 'Han Meimei', 'West Air']) {
      expect(button(`通知 ${name}`).disabled).toBe(true);
      expect(button(`撤回 ${name}`).disabled).toBe(true);
    }
  });
});
