import type { MaintainItem } from '@hangar/domain/contracts/maintenance';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { MaintainItemPicker } from './MaintainItemPicker';
import ModelMaintainItems from './ModelMaintainItems';
import { itemRow } from './test-rows';

// The model's maintenance item list (model document §2.5, §6) and the item picker (§2.6), against faked
// HTTP answers.

const rows = [itemRow(11, 'Oil change'), itemRow(12, 'Annual inspection')];
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function stubItems(items = rows): { calls: Call[]; started: number } {
  const started = Date.now();
  const calls = stubFetch(({ url }) => {
    if (url === '/api/MaintainItem/Query') {
      const answer: EndpointOutput<typeof MaintainItem.api.Query> = { items, totalItems: items.length };
      return { body: answer };
    }
    if (url.startsWith('/api/MaintainItem/')) return { body: { id: 11 } };
    return undefined;
  });
  return { calls, started };
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('ModelMaintainItems', { timeout: 60_000 }, () => {
  it('lets another operator read the items but hides every write; the first load waits 500 ms', async () => {
    const { calls, started } = stubItems();
    const at: number[] = [];
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
      at.push(Date.now());
      return fetchBefore(...args);
    }) as typeof fetch;
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 20002 }} />,
      testSession({ curCID: 10001 }),
    );
    expect(await screen.findByText('Oil change')).toBeTruthy();
    expect(at[0] - started).toBeGreaterThanOrEqual(450);
    expect(calls[0].body).toMatchObject({
      fixedFilters: [{ name: 'planeModel', compare: 'eq', value: 5 }],
      page: 1,
      pageSize: 200,
    });
    expect(screen.getAllByText('R1 (周期) 100h / 12M')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^更\s*多$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '拖动排序' })).toBeNull();
    // Reading is not writing: select-all still works.
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeTruthy();
  });

  it('gives the managing company add, edit, More and drag; read-only hides them again', async () => {
    stubItems();
    const view = renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} />,
      testSession({ curCID: 10001 }),
    );
    expect(await screen.findByText('Oil change')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /编\s*辑/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^更\s*多$/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '拖动排序' })).toHaveLength(2);
    view.unmount();

    stubItems();
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} readOnly />,
      testSession({ curCID: 10001 }),
    );
    expect(await screen.findByText('Oil change')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it('lets company 10000 write any model, and disables an item from the More menu', async () => {
    const u = user();
    const { calls } = stubItems();
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} />,
      testSession({ curCID: 10000 }),
    );
    await screen.findByText('Oil change');
    await u.click(screen.getAllByRole('button', { name: /^更\s*多$/ })[0]);
    await u.click(await screen.findByRole('menuitem', { name: '停用' }));
    expect(await screen.findByText('停用成功')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/MaintainItem/Disable')?.body).toEqual({
      id: 11,
      name: 'Oil change',
      planeModel: 5,
    });
  });

  it('opens an item’s operation log (targetType 10002) from the More menu', async () => {
    const u = user();
    const { calls } = stubItems();
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} />,
      testSession({ curCID: 10000 }),
    );
    await screen.findByText('Oil change');
    await u.click(screen.getAllByRole('button', { name: /^更\s*多$/ })[0]);
    await u.click(await screen.findByRole('menuitem', { name: '日志' }));
    expect(await screen.findByText('操作日志')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/OperLog/Query')?.body).toMatchObject({
        fixedFilters: [
          { name: 'targetType', compare: 'eq', value: 10002 },
          { name: 'targetID', compare: 'eq', value: 11 },
        ],
      }),
    );
  });

  it('saves an edit through Update with the item id, the model and the rules', async () => {
    const u = user();
    const { calls } = stubItems();
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} />,
      testSession({ curCID: 10001 }),
    );
    await screen.findByText('Oil change');
    await u.click(screen.getAllByRole('button', { name: /编\s*辑/ })[0]);
    expect(await screen.findByText('编辑维修项目')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/MaintainItem/Update')?.body).toEqual({
      id: 11,
      planeModel: 5,
      name: 'Oil change',
      type: 1,
      matModel: 'PN-11',
      timerSource: 1,
      timeAlign: 0,
      pos: null,
      jobCardName: null,
      expireDateSet: null,
      content: 'Oil change check',
      remarks: null,
      timerContent: [
        {
          name: 'R1',
          type: 1,
          hc: 100,
          ho: null,
          hw: null,
          cc: '12M',
          co: null,
          cw: null,
          lc: null,
          lo: null,
          lw: null,
        },
      ],
    });
  });

  it('disables the writes the role lacks (no plane-model functions): add by the role, each row by its abilities', async () => {
    const none = { update: false, delete: false, enable: false, disable: false, approve: false, deApprove: false };
    stubItems(rows.map((r) => ({ ...r, abilities: none })));
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} />,
      testSession({ curCID: 10001, isAdmin: 0, views: [{ name: 'plane-model', functions: [] }] }),
    );
    await screen.findByText('Oil change');
    expect((screen.getByRole('button', { name: /新\s*增/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getAllByRole('button', { name: /编\s*辑/ })[0] as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables each row’s edit and menu entries as its abilities say', async () => {
    const u = user();
    stubItems([
      itemRow(11, 'Oil change', {
        abilities: { update: false, delete: true, enable: true, disable: false, approve: false, deApprove: false },
      }),
      itemRow(12, 'Annual inspection'),
    ]);
    renderWithProviders(
      <ModelMaintainItems model={{ id: 5, name: 'DA40', manager: 10001 }} />,
      testSession({ curCID: 10001 }),
    );
    await screen.findByText('Oil change');
    const edits = screen.getAllByRole('button', { name: /编\s*辑/ }) as HTMLButtonElement[];
    expect(edits.map((b) => b.disabled)).toEqual([true, false]);
    await u.click(screen.getAllByRole('button', { name: /^更\s*多$/ })[0]);
    const disable = await screen.findByRole('menuitem', { name: '停用' });
    expect(disable.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: '删除' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});

describe('MaintainItemPicker', { timeout: 60_000 }, () => {
  it('warns when a batch import has nothing ticked, then imports the ticked rows', async () => {
    const u = user();
    const { calls } = stubItems();
    const onPick = vi.fn(async () => undefined);
    renderWithProviders(
      <MaintainItemPicker
        open
        mode="multi"
        model={{ id: 5, name: 'DA40' }}
        onClose={() => undefined}
        onPick={onPick}
      />,
    );
    expect(await screen.findByText('DA40 - 选择维修项目')).toBeTruthy();
    await screen.findByText('Oil change');
    expect(calls[0].body).toMatchObject({
      fixedFilters: [
        { name: 'planeModel', compare: 'eq', value: 5 },
        { name: 'disabled', compare: 'eq', value: 0 },
      ],
      pageSize: 200,
    });
    await u.click(screen.getByRole('button', { name: '批量导入' }));
    expect(await screen.findByText('没有选择任何维修项目')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();

    const row = screen.getByText('Annual inspection').closest('tr') as HTMLElement;
    await u.click(within(row).getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '批量导入' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0]).toEqual([[expect.objectContaining({ id: 12, name: 'Annual inspection' })]]);
    expect(await screen.findByText('批量导入成功')).toBeTruthy();
  });

  it('single mode picks one row with Select and closes', async () => {
    const u = user();
    stubItems();
    const onPick = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithProviders(
      <MaintainItemPicker open mode="single" model={{ id: 5, name: 'DA40' }} onClose={onClose} onPick={onPick} />,
    );
    await screen.findByText('Oil change');
    expect(screen.queryByRole('button', { name: '批量导入' })).toBeNull();
    await u.click(screen.getAllByRole('button', { name: /选\s*择/ })[0]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onPick.mock.calls[0]).toEqual([[expect.objectContaining({ id: 11 })]]);
  });
});
