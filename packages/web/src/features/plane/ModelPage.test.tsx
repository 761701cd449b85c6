import { PlaneModelInput } from '@hangar/domain/contracts/registers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import type { ModelRow } from './fields';
import ModelPage from './ModelPage';

// The model catalogue screen: the manager rule on writes (model spec §6), the editor, and the model drawer.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const list = (items: unknown[]) => ({ body: { items, totalItems: items.length } });

/** A row of PlaneModel/Query, typed by its contract. */
function model(id: number, name: string, manager: number, managerName: string): ModelRow {
  return {
    id,
    name,
    manager,
    managerName,
    type: 1,
    typeName: '固定翼',
    brand: null,
    brandName: null,
    manufacturer: 'Cessna Aircraft',
    fuelType: 'AVGAS 100LL',
    fuelCapacity: 212,
    seats: 4,
    emptyWeight: 767,
    maxTakeoffWeight: 1111,
    maxLandingWeight: 1111,
    cruiseSpeed: 226,
    flightRange: 1185,
    climbRate: 3.7,
    ceiling: 4100,
    takeoffDistance: 293,
    landingDistance: 175,
    length: 8.28,
    height: 2.72,
    width: null,
    wingSpan: 11,
    engType: '活塞',
    engModel: 'IO-360-L2A',
    engCount: 1,
    engMaker: 'Lycoming',
    proModel: null,
    proMaker: null,
    remarks: null,
    createdAt: '2024-01-02 10:00:00',
  };
}

const models = [model(1, 'C172R', 10001, 'Alpha Air'), model(2, 'DA40', 10002, 'Beta Air')];

function stubModels() {
  return stubFetch(({ url }) => {
    if (url === '/api/PlaneModel/Query') return list(models);
    if (url === '/api/PlaneType/Query') return list([{ id: 1, name: '固定翼', parent: 0, sorter: 0 }]);
    if (url === '/api/Brand/Query') return list([]);
    if (url === '/api/PlaneModel/Add') return { body: { id: 3 } };
    return undefined;
  });
}

const editButtons = () => screen.queryAllByRole('button', { name: /编\s*辑/ });

// Form tests type and click through antd dialogs and drawers: slow on a shared machine.
describe('ModelPage', { timeout: 60_000 }, () => {
  it('offers edit and delete only on models the company manages; company 10000 on every model', async () => {
    stubModels();
    const operator = renderWithProviders(<ModelPage />, testSession({ curCID: 10002 }));
    expect(await screen.findByText('C172R')).toBeTruthy();
    expect(screen.getByText('Alpha Air')).toBeTruthy();
    expect(editButtons()).toHaveLength(1);
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('DA40')).queryByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    expect(within(rowOf('C172R')).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(rowOf('C172R')).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    // Adding is open (the new model is managed by the adding company); the category tree is 10000's.
    expect(screen.getByRole('button', { name: '新增机型' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '类别管理' })).toBeNull();
    operator.unmount();

    stubModels();
    renderWithProviders(<ModelPage />, testSession({ curCID: 10000 }));
    expect(await screen.findByText('C172R')).toBeTruthy();
    expect(editButtons()).toHaveLength(2);
    expect(screen.getByRole('button', { name: '类别管理' })).toBeTruthy();
  });

  it('hides every write from a member without the functions, even of the managing company', async () => {
    stubModels();
    renderWithProviders(
      <ModelPage />,
      testSession({ curCID: 10002, isAdmin: 0, views: [{ name: 'plane-model', functions: [] }] }),
    );
    expect(await screen.findByText('DA40')).toBeTruthy();
    expect(editButtons()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '新增机型' })).toBeNull();
  });

  it('requires the model name, then sends a body the contract accepts (no manager from an operator)', async () => {
    const user = userEvent.setup();
    const calls = stubModels();
    renderWithProviders(<ModelPage />, testSession({ curCID: 10002 }));
    await screen.findByText('C172R');
    await user.click(screen.getByRole('button', { name: '新增机型' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('管理机构')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入机型')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('机型'), 'PA-28');
    await user.type(within(dialog).getByLabelText('座位数'), '4');
    await user.type(within(dialog).getByLabelText('制造商'), 'Piper');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/PlaneModel/Add')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/PlaneModel/Add')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'PA-28', seats: 4, manufacturer: 'Piper', type: null, remarks: null });
    expect('manager' in sent).toBe(false);
    expect(PlaneModelInput.safeParse(sent).success).toBe(true);
  });

  it('opens the model drawer on the name: info panel first, maintenance items, the card lists', async () => {
    const user = userEvent.setup();
    stubModels();
    renderWithProviders(<ModelPage />, testSession({ curCID: 10002 }));
    await user.click(await screen.findByRole('button', { name: 'C172R' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('IO-360-L2A')).toBeTruthy();
    expect(within(drawer).getByText('Lycoming')).toBeTruthy();
    expect(within(drawer).getByText('固定翼')).toBeTruthy();
    const tabs = Array.from(drawer.querySelectorAll('.ant-tabs-tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual([
      '基本信息',
      '维修项目',
      'MMEL',
      '工卡',
      '工程指令',
      '调查单',
      '技术通告',
      '适航文件',
      'CAD/AD文件',
      'SB/SI文件',
    ]);
    expect(drawer.querySelector('.ant-tabs-tab-active')?.textContent).toBe('基本信息');
    await user.click(within(drawer).getByRole('tab', { name: '工卡' }));
    // The work card list of category 1, read-only for an operator of a model another company manages.
    const cards = await within(drawer).findByTestId('workcard-list-1');
    expect(within(cards).queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('keeps the drawer’s maintenance items read-only; 维修项目 opens them editable for the manager', async () => {
    const user = userEvent.setup();
    stubModels();
    renderWithProviders(<ModelPage />, testSession({ curCID: 10002 }));
    // A model another company manages: the drawer on its Maintenance items tab, without writes.
    await screen.findByText('C172R');
    const other = screen.getByText('C172R').closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: '维修项目' }));
    const view = await screen.findByRole('dialog');
    expect(within(view).getByText('C172R')).toBeTruthy();
    expect(view.querySelector('.ant-tabs-tab-active')?.textContent).toBe('维修项目');
    expect(within(view).queryByRole('button', { name: /新\s*增/ })).toBeNull();
    await user.click(within(view).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The model name opens the drawer read-only even for its manager.
    await user.click(screen.getByRole('button', { name: 'DA40' }));
    const info = await screen.findByRole('dialog');
    await user.click(within(info).getByRole('tab', { name: '维修项目' }));
    expect(within(info).queryByRole('button', { name: /新\s*增/ })).toBeNull();
    await user.click(within(info).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Its manager sets the items up from the row action: the list alone, editable.
    const own = screen.getByText('DA40').closest('tr') as HTMLElement;
    await user.click(within(own).getByRole('button', { name: '维修项目' }));
    const config = await screen.findByRole('dialog');
    expect(within(config).getByText('维修项目 - DA40')).toBeTruthy();
    expect(config.querySelector('.ant-tabs')).toBeNull();
    expect(within(config).getByRole('button', { name: /新\s*增/ })).toBeTruthy();
  });

  it('offers the log of a model to holders of organize-log only', async () => {
    const user = userEvent.setup();
    const calls = stubModels();
    const reader = renderWithProviders(
      <ModelPage />,
      testSession({ isAdmin: 0, curCID: 10002, views: [{ name: 'plane-model', functions: [] }] }),
    );
    await screen.findByText('DA40');
    expect(screen.queryByRole('button', { name: '日志' })).toBeNull();
    reader.unmount();
    renderWithProviders(<ModelPage />, testSession({ curCID: 10002 }));
    await screen.findByText('DA40');
    const row = screen.getByText('DA40').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '日志' }));
    expect(await screen.findByText('操作日志')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/OperLog/Query')?.body).toMatchObject({
        fixedFilters: [
          { name: 'targetType', compare: 'eq', value: 10000 },
          { name: 'targetID', compare: 'eq', value: 2 },
        ],
      }),
    );
  });

  it('lets company 10000 manage the category tree: sub-categories go under the chosen parent', async () => {
    // Skipping the pointer-events check (getComputedStyle up the tree) keeps clicks in nested dialogs fast.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stubFetch(({ url }) => {
      if (url === '/api/PlaneModel/Query') return list(models);
      if (url === '/api/PlaneType/Query')
        return list([
          { id: 1, name: '固定翼', parent: 0, sorter: 0, remarks: null },
          { id: 2, name: '单发活塞', parent: 1, sorter: 0, remarks: null },
        ]);
      if (url === '/api/Brand/Query') return list([]);
      if (url === '/api/PlaneType/Add') return { body: { id: 3 } };
      return undefined;
    });
    renderWithProviders(<ModelPage />, testSession({ curCID: 10000 }));
    await user.click(await screen.findByRole('button', { name: '类别管理' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('单发活塞')).toBeTruthy();
    const row = within(dialog).getByText('固定翼').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '新增下级' }));
    const editor = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(editor).getByRole('button', { name: /确\s*定/ }));
    expect(await within(editor).findByText('请输入类别名称')).toBeTruthy();
    await user.type(within(editor).getByLabelText('类别名称'), '双发活塞');
    await user.click(within(editor).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/PlaneType/Add')?.body).toEqual({
        name: '双发活塞',
        parent: 1,
        sorter: 0,
        remarks: null,
      }),
    );
  });
});
