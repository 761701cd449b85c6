import { PlaneAppraisal, PlaneNotice } from '@hangar/domain/contracts/notices';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { AppraiseDialog } from './AppraiseDialog';
import { appraiseRow, doc, type Extra, rows, stubAppraisal } from './test-rows';

// The evaluation dialog (model document §2.9, §4 "Applicability per aircraft", §7) against faked HTTP answers typed by the contracts.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const writer = testSession({ curCID: 10000, isAdmin: 1 });
const render = (ui: ReactElement, session = writer) =>
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, session);
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const appraisals = (calls: Call[]) => calls.filter((c) => c.url === PlaneNotice.api.Appraise.path).map((c) => c.body);

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

/** The "not applicable" reason dialog, by its title (antd's test ids label every modal alike). */
async function reasonDialog(title: string | RegExp): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
}

/** Types the reason into the "not applicable" dialog and confirms it. */
async function giveReason(reason: string) {
  const ask = await reasonDialog(/^不适用原因 - /);
  await user().type(within(ask).getByRole('textbox', { name: '原因' }), reason);
  await user().click(within(ask).getByRole('button', { name: /OK|确\s*定/ }));
}

async function openDialog(props: Partial<Parameters<typeof AppraiseDialog>[0]> = {}, extra?: Extra) {
  const calls = stubAppraisal(extra);
  render(<AppraiseDialog document={doc} onClose={() => {}} {...props} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('B-1001');
  return { calls, dialog };
}

describe('AppraiseDialog', { timeout: 60_000 }, () => {
  it('shows the document read-only and lists the aircraft with their evaluation, 100 a page', async () => {
    const { calls, dialog } = await openDialog();
    expect(within(dialog).getByText('评估 - AD 2024-01')).toBeTruthy();
    expect(within(dialog).getByText('AD-001')).toBeTruthy();
    const query = calls.find((c) => c.url === PlaneAppraisal.api.QueryWithWorkAppraise.path);
    expect(query?.body).toMatchObject({ tagId: 21, page: 1, pageSize: 100 });
    const body = within(dialog)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-key'));
    expect(within(body[0]).getByText('未评估')).toBeTruthy();
    expect(within(body[0]).getByText('MSN-1')).toBeTruthy();
    expect(within(body[0]).getByText('CFM56-7B')).toBeTruthy();
    expect(within(body[0]).getByText('East Air')).toBeTruthy();
    expect(within(body[1]).getByText('适用', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(body[1]).getByText('2024-05-02')).toBeTruthy();
    expect(within(body[1]).getByText('Engineer Wang')).toBeTruthy();
    expect(within(body[2]).getByText('不适用', { selector: '.ant-tag' })).toBeTruthy();
    const fitBox = within(dialog).getByRole('checkbox', { name: 'B-1002 适用' }) as HTMLInputElement;
    const unfitBox = within(dialog).getByRole('checkbox', { name: 'B-1003 不适用' }) as HTMLInputElement;
    expect(fitBox.checked).toBe(true);
    expect(unfitBox.checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'B-1001 适用' }) as HTMLInputElement).checked).toBe(false);
  });

  it('ticking Fit on an unevaluated row sets applicable and refreshes the rows', async () => {
    const { calls, dialog } = await openDialog();
    const before = calls.filter((c) => c.url === PlaneAppraisal.api.QueryWithWorkAppraise.path).length;
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1001 适用' }));
    expect(await screen.findByText('评估为适用')).toBeTruthy();
    expect(appraisals(calls)).toEqual([{ appraiseId: 21, planeId: 1, appraised: 1, fit: 1 }]);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === PlaneAppraisal.api.QueryWithWorkAppraise.path).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('ticking Fit on a fit row cancels; Unfit on an unevaluated row sets not applicable', async () => {
    const { calls, dialog } = await openDialog();
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1002 适用' }));
    expect(await screen.findByText('已取消评估')).toBeTruthy();
    expect(appraisals(calls)).toEqual([{ appraiseId: 21, planeId: 2, appraised: 0, fit: 0 }]);
    await waitFor(() => expect(box(dialog, 'B-1001 不适用').disabled).toBe(false));
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1001 不适用' }));
    // Not applicable asks why first (issue 32): nothing is sent without the reason.
    await giveReason('不在适用序号范围');
    expect(await screen.findByText('评估为不适用')).toBeTruthy();
    expect(appraisals(calls)[1]).toEqual({
      appraiseId: 21,
      planeId: 1,
      appraised: 1,
      fit: 0,
      reason: '不在适用序号范围',
    });
  });

  it('asks why an aircraft is not applicable, refuses an empty reason, and sends nothing when cancelled', async () => {
    const { calls, dialog } = await openDialog();
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1001 不适用' }));
    const ask = await reasonDialog('不适用原因 - B-1001');
    await user().click(within(ask).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await within(ask).findByText('评估为不适用时必须填写原因')).toBeTruthy();
    expect(appraisals(calls)).toEqual([]);
    await user().click(within(ask).getByRole('button', { name: /Cancel|取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('不适用原因 - B-1001')).toBeNull());
    expect(appraisals(calls)).toEqual([]);
  });

  it('shows the reason of a row not applicable', async () => {
    const why = appraiseRow(6, 'B-1006', { id: 11, appraised: 1, fit: 0, unfitReason: '未装该泵' });
    const { dialog } = await openDialog({}, (call) =>
      call.url === PlaneAppraisal.api.QueryWithWorkAppraise.path
        ? { body: { items: [...rows, why], totalItems: 5 } }
        : undefined,
    );
    expect(await within(dialog).findByText('未装该泵')).toBeTruthy();
  });

  it('ticking Unfit on an unfit row cancels; Unfit on a fit row sets not applicable', async () => {
    const { calls, dialog } = await openDialog();
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1003 不适用' }));
    expect(await screen.findByText('已取消评估')).toBeTruthy();
    expect(appraisals(calls)).toEqual([{ appraiseId: 21, planeId: 3, appraised: 0, fit: 0 }]);
    await waitFor(() => expect(box(dialog, 'B-1002 不适用').disabled).toBe(false));
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1002 不适用' }));
    await giveReason('Modified');
    await waitFor(() => expect(appraisals(calls)).toHaveLength(2));
    expect(appraisals(calls)[1]).toEqual({ appraiseId: 21, planeId: 2, appraised: 1, fit: 0, reason: 'Modified' });
  });

  it('a notified row warns 请先撤回通知 and sends nothing', async () => {
    const { calls, dialog } = await openDialog();
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1004 不适用' }));
    expect(await screen.findByText('请先撤回通知')).toBeTruthy();
    expect(appraisals(calls)).toEqual([]);
  });

  it('goes by the row’s abilities: a row the server refuses to evaluate sends nothing', async () => {
    const refused = appraiseRow(5, 'B-1005', { abilities: { appraise: false } });
    const { calls, dialog } = await openDialog({}, (call) =>
      call.url === PlaneAppraisal.api.QueryWithWorkAppraise.path
        ? { body: { items: [...rows, refused], totalItems: 5 } }
        : undefined,
    );
    await user().click(await within(dialog).findByRole('checkbox', { name: 'B-1005 适用' }));
    expect(await screen.findByText('请先撤回通知')).toBeTruthy();
    expect(appraisals(calls)).toEqual([]);
  });

  it('read-only disables the ticks and is titled 查看评估', async () => {
    const { calls, dialog } = await openDialog({ readOnly: true });
    expect(within(dialog).getByText('查看评估 - AD 2024-01')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    for (const box of boxes) expect((box as HTMLInputElement).disabled).toBe(true);
    await user().click(boxes[0]);
    expect(appraisals(calls)).toEqual([]);
  });

  it('shows the server’s refusal of an evaluation', async () => {
    const { dialog } = await openDialog({}, undefined);
    globalThis.fetch = realFetch;
    stubFetch((call) => {
      if (call.url === PlaneNotice.api.Appraise.path) return { status: 601, msg: '没有权限' };
      if (call.url === PlaneAppraisal.api.QueryWithWorkAppraise.path) return { body: { items: rows, totalItems: 4 } };
      return undefined;
    });
    await user().click(within(dialog).getByRole('checkbox', { name: 'B-1001 适用' }));
    expect(await screen.findByText('没有权限')).toBeTruthy();
  });

  it('a tail number with no single aircraft answers 查询飞机出错; one aircraft opens its details', async () => {
    const shown: (number | null)[] = [];
    let found = 0;
    const { calls, dialog } = await openDialog(
      {
        planeDetail: (planeId) => {
          shown.push(planeId);
          return planeId === null ? null : <div>details of {planeId}</div>;
        },
      },
      (call) =>
        call.url === PlaneEntity.api.Query.path
          ? { body: { items: found === 1 ? [{ id: 1, name: 'B-1001' }] : [], totalItems: found } }
          : undefined,
    );
    await user().click(within(dialog).getByRole('button', { name: '查看飞机 B-1001' }));
    expect(await screen.findByText('查询飞机出错')).toBeTruthy();
    expect(calls.find((c) => c.url === PlaneEntity.api.Query.path)?.body).toMatchObject({
      filters: [{ name: 'id', compare: 'eq', value: 1, relate: 'and' }],
    });
    expect(screen.queryByText('details of 1')).toBeNull();
    found = 1;
    await user().click(within(dialog).getByRole('button', { name: '查看飞机 B-1001' }));
    expect(await screen.findByText('details of 1')).toBeTruthy();
  });

  it('shows another company’s tail number as text: nothing of that aircraft can be opened', async () => {
    const { dialog } = await openDialog({ planeDetail: () => null }, (call) =>
      call.url === PlaneAppraisal.api.QueryWithWorkAppraise.path
        ? {
            body: {
              items: [...rows, appraiseRow(5, 'B-2005', { company: 77, companyName: 'West Air' })],
              totalItems: 5,
            },
          }
        : undefined,
    );
    expect(await within(dialog).findByText('B-2005')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '查看飞机 B-2005' })).toBeNull();
    expect(within(dialog).getByText('West Air')).toBeTruthy();
  });
});
