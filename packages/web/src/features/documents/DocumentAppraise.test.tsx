import { Document } from '@hangar/domain/contracts/documents';
import { PlaneNotice } from '@hangar/domain/contracts/notices';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, testSession } from '../account/test-support';
import { type Extra, stubAppraisal } from '../notices/test-rows';
import { DocumentLibrary } from './DocumentLibrary';
import { documentRow } from './test-rows';

// The library's 评估 / 查看评估 (model document §2.8: dict 2 or 3, files only) and 设置指令号 (§7 UpdateCard)
// against faked HTTP answers typed by the contracts.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const writer = testSession({ curCID: 10000, isAdmin: 1 });
const render = (ui: ReactElement, session = writer) =>
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, session);
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const appraisals = (calls: Call[]) => calls.filter((c) => c.url === PlaneNotice.api.Appraise.path).map((c) => c.body);

describe('DocumentLibrary evaluation and instruction number', { timeout: 60_000 }, () => {
  const cad = documentRow(21, 'AD 2024-01', { seri: 'AD-001', card: 'EO-7' });
  const folder = documentRow(11, 'Engines', { isFolder: 1 });

  function stubLibrary(dict: number, extra?: Extra) {
    return stubAppraisal((call) => {
      if (call.url === Document.api.Query.path) {
        const items = [folder, { ...cad, dict }];
        const answer: EndpointOutput<typeof Document.api.Query> = { items, totalItems: items.length };
        return { body: answer };
      }
      return extra?.(call);
    });
  }

  it('shows 评估 for CAD/AD and SB/SI files of a model, not for folders nor other dictionaries', async () => {
    for (const dict of [2, 3] as const) {
      stubLibrary(dict);
      const { unmount } = render(<DocumentLibrary module={10000} dict={dict} target={5} />);
      await screen.findByText('AD 2024-01');
      expect(screen.getAllByRole('button', { name: '评估' })).toHaveLength(1);
      unmount();
    }
    stubLibrary(1);
    const { unmount } = render(<DocumentLibrary module={10000} dict={1} target={5} />);
    await screen.findByText('AD 2024-01');
    expect(screen.queryByRole('button', { name: '评估' })).toBeNull();
    unmount();
    stubLibrary(2);
    render(<DocumentLibrary module={10001} dict={1} target={5} />);
    await screen.findByText('AD 2024-01');
    expect(screen.queryByRole('button', { name: '评估' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查看评估' })).toBeNull();
  });

  it('read-only: 查看评估 opens the dialog with the ticks disabled', async () => {
    stubLibrary(2);
    render(<DocumentLibrary module={10000} dict={2} target={5} readOnly />);
    await screen.findByText('AD 2024-01');
    expect(screen.queryByRole('button', { name: '评估' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设置指令号' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '查看评估' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('B-1001');
    for (const box of within(dialog).getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('评估 opens the dialog for the document and evaluates', async () => {
    const calls = stubLibrary(2);
    render(<DocumentLibrary module={10000} dict={2} target={5} />);
    await screen.findByText('AD 2024-01');
    await user().click(screen.getByRole('button', { name: '评估' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('评估 - AD 2024-01')).toBeTruthy();
    await user().click(await within(dialog).findByRole('checkbox', { name: 'B-1001 适用' }));
    expect(await screen.findByText('评估为适用')).toBeTruthy();
    expect(appraisals(calls)).toEqual([{ appraiseId: 21, planeId: 1, appraised: 1, fit: 1 }]);
  });

  it('shows the instruction number and sets it with UpdateCard (empty clears)', async () => {
    const calls = stubLibrary(2, (call) =>
      call.url === Document.api.UpdateCard.path ? { body: { ...cad, card: 'EO-8' } } : undefined,
    );
    render(<DocumentLibrary module={10000} dict={2} target={5} />);
    await screen.findByText('AD 2024-01');
    expect(screen.getByText('EO-7')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '设置指令号' })).toHaveLength(1);
    await user().click(screen.getByRole('button', { name: '设置指令号' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('指令号');
    await user().clear(input);
    await user().type(input, ' EO-8 ');
    await user().click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('设置指令号成功')).toBeTruthy();
    const sent = calls.filter((c) => c.url === Document.api.UpdateCard.path).map((c) => c.body);
    expect(sent).toEqual([{ id: 21, module: 10000, card: 'EO-8' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The closed modal gives the focus back before the next one opens (typing earlier lands elsewhere).
    await waitFor(() => expect(document.activeElement?.closest('.ant-modal-wrap')).toBeNull());

    await user().click(screen.getByRole('button', { name: '设置指令号' }));
    const again = await screen.findByRole('dialog');
    const cleared = within(again).getByLabelText('指令号') as HTMLInputElement;
    expect(cleared.value).toBe('EO-7');
    await user().clear(cleared);
    await user().click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.url === Document.api.UpdateCard.path)).toHaveLength(2));
    expect(calls.filter((c) => c.url === Document.api.UpdateCard.path)[1].body).toEqual({
      id: 21,
      module: 10000,
      card: '',
    });
  });
});
