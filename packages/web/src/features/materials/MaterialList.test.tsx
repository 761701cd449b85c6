import { Material } from '@hangar/domain/contracts/materials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import MaterialPage from './MaterialPage';
import ToolGeneralPage from './ToolGeneralPage';
import ToolMeasurePage from './ToolMeasurePage';
import { list, material, similar, stubMaterials } from './test-data';

// The catalogue screen and the tool screens: list and paging, the form's required messages, the part-number
// check before a save (confirmation, 查重错误), and the tools' fixed filter.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const QUERY = Material.api.QueryWithStock.path;
const okButton = () => within(screen.getAllByRole('dialog')[0]).getByRole('button', { name: /确\s*定/ });

// Form tests type and click through antd dialogs: slow on a shared machine.
describe('materials catalogue', { timeout: 60_000 }, () => {
  it('lists materials with stock and the low-stock tag, 10 a page, and pages', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 10 }, (_, i) =>
      material({ id: 101 + i, name: `滤芯${i}`, lowStock: i === 0, stock: i === 0 ? 3 : 20 }),
    );
    const calls = stubMaterials(({ url }) => (url === QUERY ? list(Material.api.QueryWithStock, rows, 25) : undefined));
    renderWithProviders(<MaterialPage />);
    expect(await screen.findByRole('button', { name: '滤芯0' })).toBeTruthy();
    expect(screen.getAllByText('低于安全库存')).toHaveLength(1);
    expect((await screen.findAllByText('发动机 / 滤芯')).length).toBe(10);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(calls.find((c) => c.url === QUERY)?.body).toMatchObject({ page: 1, pageSize: 10, fixedFilters: [] });
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(calls.some((c) => c.url === QUERY && (c.body as { page: number }).page === 2)).toBe(true),
    );
  });

  it('refuses an empty form with the spec’s required messages and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) => (url === QUERY ? list(Material.api.QueryWithStock, []) : undefined));
    renderWithProviders(<MaterialPage />);
    await user.click(await screen.findByRole('button', { name: '新增物料' }));
    await user.click(okButton());
    const dialog = screen.getByRole('dialog');
    for (const text of ['名称不能为空', '件号不能为空', '需要选择类别', '需要选择计量单位', '需要选择是否使用序号'])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/Material/ModelCheck') || c.url === '/api/Material/Add')).toBe(
      false,
    );
  });

  it('lists similar part numbers before saving a changed part number, and saves only on confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) => {
      if (url === QUERY) return list(Material.api.QueryWithStock, [material()]);
      if (url === Material.api.ModelCheck.path)
        return {
          body: [similar({ id: 77, model: 'CH-48110' }), similar({ id: 78, model: 'CH48110A', brandName: 'Tempest' })],
        };
      if (url === Material.api.Update.path) return { body: {} };
      return undefined;
    });
    renderWithProviders(<MaterialPage />);
    await screen.findByRole('button', { name: '机油滤芯' });
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const form = screen.getByRole('dialog');
    const model = within(form).getByLabelText('件号');
    await user.clear(model);
    await user.type(model, 'CH48110');
    await user.click(okButton());

    // antd's confirmation names itself twice (the dialog's title and the visible one).
    const box = (await screen.findAllByText('发现相似件号'))[0].closest('.ant-modal') as HTMLElement;
    expect(within(box).getByText('CH-48110')).toBeTruthy();
    expect(within(box).getByText('CH48110A')).toBeTruthy();
    expect(within(box).getByText('78')).toBeTruthy();
    expect(within(box).getByText('Tempest')).toBeTruthy();
    expect(calls.find((c) => c.url === Material.api.ModelCheck.path)?.body).toEqual({ id: 101, model: 'CH48110' });
    await user.click(within(box).getByRole('button', { name: /取\s*消/ }));
    // (jsdom keeps a closed confirmation's nodes: the next one is the last found.)
    const before = screen.getAllByText('发现相似件号').length;
    expect(calls.some((c) => c.url === Material.api.Update.path)).toBe(false);
    // The form stays open; saving again asks again, and continuing saves.
    await user.click(okButton());
    await waitFor(() => expect(screen.getAllByText('发现相似件号').length).toBeGreaterThan(before));
    const again = screen.getAllByText('发现相似件号').at(-1)?.closest('.ant-modal') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: /继\s*续/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Material.api.Update.path)).toBe(true));
    const sent = calls.find((c) => c.url === Material.api.Update.path)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: 101,
      model: 'CH48110',
      name: '机油滤芯',
      category: 2,
      measureUnit: 7,
      useSerial: 0,
    });
    expect(Material.update.safeParse(sent).success).toBe(true);
    expect(await screen.findByText('修改物料成功')).toBeTruthy();
  });

  it('saves an unchanged part number without a check', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) => {
      if (url === QUERY) return list(Material.api.QueryWithStock, [material()]);
      if (url === Material.api.Update.path) return { body: {} };
      return undefined;
    });
    renderWithProviders(<MaterialPage />);
    await screen.findByRole('button', { name: '机油滤芯' });
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    await user.click(okButton());
    expect(await screen.findByText('修改物料成功')).toBeTruthy();
    expect(calls.filter((c) => c.url === Material.api.Update.path)).toHaveLength(1);
    expect(calls.some((c) => c.url === Material.api.ModelCheck.path)).toBe(false);
  });

  it('says 查重错误 and saves nothing when the check fails', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) => {
      if (url === QUERY) return list(Material.api.QueryWithStock, [material()]);
      if (url === Material.api.ModelCheck.path) return { status: 500, ret: 1, msg: '服务器错误' };
      if (url === Material.api.Update.path) return { body: {} };
      return undefined;
    });
    renderWithProviders(<MaterialPage />);
    await screen.findByRole('button', { name: '机油滤芯' });
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const model = within(screen.getByRole('dialog')).getByLabelText('件号');
    await user.clear(model);
    await user.type(model, 'CH48111');
    await user.click(okButton());
    expect(await screen.findByText('查重错误')).toBeTruthy();
    expect(calls.some((c) => c.url === Material.api.ModelCheck.path)).toBe(true);
    expect(calls.some((c) => c.url === Material.api.Update.path)).toBe(false);
    expect(within(screen.getByRole('dialog')).getByLabelText('件号')).toBeTruthy();
  });

  it('tool screens send the fixed tool filter; measuring tools warn of the calibration due', async () => {
    const soon = dayjs().add(10, 'day').format('YYYY-MM-DD 00:00:00');
    const past = dayjs().subtract(3, 'day').format('YYYY-MM-DD 00:00:00');
    const calls = stubMaterials(({ url }) =>
      url === QUERY
        ? list(Material.api.QueryWithStock, [
            material({ id: 1, name: '扭力扳手', tool: 2, calibrationDue: soon, lowStock: false }),
            material({ id: 2, name: '万用表', tool: 2, calibrationDue: past, lowStock: false }),
          ])
        : undefined,
    );
    const view = renderWithProviders(<ToolMeasurePage />);
    expect(await screen.findByRole('button', { name: '扭力扳手' })).toBeTruthy();
    expect(screen.getByText('10 天后到期')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    expect(calls.find((c) => c.url === QUERY)?.body).toMatchObject({
      fixedFilters: [{ name: 'tool', compare: 'eq', value: 2 }],
    });
    view.unmount();

    const general = stubMaterials(({ url }) => (url === QUERY ? list(Material.api.QueryWithStock, []) : undefined));
    renderWithProviders(<ToolGeneralPage />);
    await waitFor(() => expect(general.some((c) => c.url === QUERY)).toBe(true));
    expect(general.find((c) => c.url === QUERY)?.body).toMatchObject({
      fixedFilters: [{ name: 'tool', compare: 'eq', value: 1 }],
    });
    // The add form presets the kind.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增工具' }));
    expect(within(screen.getByRole('dialog')).getByText('通用工具')).toBeTruthy();
  });
});
