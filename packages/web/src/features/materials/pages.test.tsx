import { MaterialType, Supplier, Warehouse } from '@hangar/domain/contracts/materials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import MaterialTypePage from './MaterialTypePage';
import SupplierPage from './SupplierPage';
import { list, stubMaterials } from './test-data';
import WarehousePage from './WarehousePage';

// The small screens of the area: categories (a tree, add under a category), suppliers (approval expiry tags),
// warehouses.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('materials area screens', { timeout: 60_000 }, () => {
  it('categories: a tree from the reference, add under a category sends its parent', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) => (url === MaterialType.api.Add.path ? { body: {} } : undefined));
    renderWithProviders(<MaterialTypePage />);
    expect(await screen.findByText('发动机')).toBeTruthy();
    expect(await screen.findByText('滤芯')).toBeTruthy();
    expect(calls.find((c) => c.url === MaterialType.api.Query.path)?.body).toMatchObject({
      fixedFilters: [{ name: 'dict', compare: 'eq', value: 2 }],
      pageSize: 1000,
    });
    const row = screen.getByText('发动机').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '新增下级' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('类别名称'), '点火');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === MaterialType.api.Add.path)).toBe(true));
    const sent = calls.find((c) => c.url === MaterialType.api.Add.path)?.body;
    expect(sent).toEqual({ name: '点火', parent: 1, sorter: 0, remarks: null });
    expect(MaterialType.input.safeParse(sent).success).toBe(true);
  });

  it('suppliers: the approval expiry warns within 30 days and when passed', async () => {
    const row = (id: number, name: string, days: number) => ({
      id,
      name,
      code: null,
      contact: null,
      phone: null,
      email: null,
      addr: null,
      approvalNo: 'CCAR-145-01',
      approvalExpire: dayjs().add(days, 'day').format('YYYY-MM-DD 00:00:00'),
      approved: 1,
      remarks: null,
    });
    stubMaterials(({ url }) =>
      url === Supplier.api.Query.path
        ? list(Supplier.api.Query, [row(1, '航材公司', 12), row(2, '旧供应商', -1), row(3, '远期', 200)])
        : undefined,
    );
    renderWithProviders(<SupplierPage />);
    expect(await screen.findByText('航材公司')).toBeTruthy();
    expect(screen.getByText('12 天后到期')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    expect(screen.getAllByText(/天后到期|已过期/)).toHaveLength(2);
  });

  it('warehouses: listed with the disabled tag; a new one needs a name', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) =>
      url === Warehouse.api.Query.path
        ? list(Warehouse.api.Query, [
            {
              id: 1,
              name: '主仓库',
              code: 'WH1',
              site: null,
              addr: null,
              keeper: '张三',
              phone: null,
              disabled: 1,
              remarks: null,
            },
          ])
        : undefined,
    );
    renderWithProviders(<WarehousePage />);
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('已停用')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增仓库' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    expect(await within(screen.getByRole('dialog')).findByText('仓库名称不能为空')).toBeTruthy();
    expect(calls.some((c) => c.url === Warehouse.api.Add.path)).toBe(false);
  });
});
