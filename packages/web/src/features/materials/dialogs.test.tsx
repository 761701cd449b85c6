import { Material, MaterialImportInput } from '@hangar/domain/contracts/materials';
import { StoreOrderItem } from '@hangar/domain/contracts/store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../i18n';
import { renderWithProviders } from '../account/test-support';
import { MaterialDrawer, pageTotals, stockFilters } from './MaterialDrawer';
import { MaterialImport } from './MaterialImport';
import { MaterialInputDialog, MODEL_CHECK_DELAY_MS } from './MaterialInputDialog';
import { MaterialSelector, refusalOf } from './MaterialSelector';
import { packingText } from './material-codes';
import { item, list, material, similar, stubMaterials } from './test-data';

// The reusable pieces: the input dialog (exact match reused), the drawer's stock tab (filters, totals), the
// selector's refusals and quantity notice, and the Excel import (every problem listed; the count on success).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const t = ((key: string, params?: Record<string, unknown>) =>
  key === 'material.packing.single' ? 'single' : `${params?.count} ${params?.unit}/${params?.packingUnit}`) as never;

describe('material helpers', () => {
  it('sends the stock tab’s fixed filters for each button', () => {
    const base = [
      { name: 'material', compare: 'eq', value: 5, relate: 'and' },
      { name: 'step', compare: 'eq', value: 1, relate: 'and' },
    ];
    expect(stockFilters(5, 'all')).toEqual(base);
    expect(stockFilters(5, 'in')).toEqual([...base, { name: 'direction', compare: 'eq', value: 1, relate: 'and' }]);
    expect(stockFilters(5, 'out')).toEqual([...base, { name: 'direction', compare: 'eq', value: -1, relate: 'and' }]);
    expect(stockFilters(5, 'available')).toEqual([...base, { name: 'remain', compare: 'gt', value: 0, relate: 'and' }]);
  });

  it('sums a page’s in and out', () => {
    expect(
      pageTotals([
        { quantity: 10, direction: 1, remain: 0 },
        { quantity: 2.5, direction: 1, remain: 0 },
        { quantity: 4, direction: -1, remain: 0 },
      ]),
    ).toEqual({ pageIn: 12.5, pageOut: 4, pageSum: 8.5, pageRemain: 0 });
    expect(pageTotals([])).toEqual({ pageIn: 0, pageOut: 0, pageSum: 0, pageRemain: 0 });
  });

  it('writes the packing text, single when the count is 1 or absent', () => {
    expect(packingText(t, { packingCount: 10, unitName: '个', packingUnitName: '盒' })).toBe('10 个/盒');
    expect(packingText(t, { packingCount: 1, unitName: '个', packingUnitName: '盒' })).toBe('single');
    expect(packingText(t, { packingCount: null, unitName: '个', packingUnitName: null })).toBe('single');
  });

  it('refuses with the spec’s reasons, in the spec’s order', () => {
    const ok = { id: 1, approved: 1, disabled: 0 };
    expect(refusalOf({ ...ok, approved: 0 }, [])).toBe('material.notApproved');
    expect(refusalOf({ ...ok, disabled: 1 }, [])).toBe('material.isDisabled');
    expect(refusalOf(ok, [], 1)).toBe('material.ownBom');
    expect(refusalOf(ok, [{ material: 1, quantity: 2 }])).toBe('material.alreadyChosen');
    expect(refusalOf(ok, [{ material: { id: 1 }, quantity: 2 }])).toBe('material.alreadyChosen');
    expect(refusalOf(ok, [{ material: 1, quantity: 2, deleted: true }])).toBeNull();
    expect(refusalOf(ok, [{ material: 2, quantity: 2 }], 3)).toBeNull();
  });
});

describe('material dialogs', { timeout: 60_000 }, () => {
  it('input dialog: an exact part-number match fills the names and answers the existing material', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url, body }) => {
      if (url === Material.api.ModelCheck.path) {
        const model = (body as { model: string }).model;
        return {
          body: model.startsWith('ch')
            ? [similar({ id: 77, model: 'CH48110', name: '机油滤芯', nameEn: 'Oil filter' })]
            : [],
        };
      }
      return undefined;
    });
    const onDone = vi.fn();
    renderWithProviders(<MaterialInputDialog open onClose={() => {}} onDone={onDone} measureUnit={7} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('件号'), 'ch-48110');
    await waitFor(() => expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('机油滤芯'), {
      timeout: MODEL_CHECK_DELAY_MS + 3000,
    });
    expect((within(dialog).getByLabelText('英文名称') as HTMLInputElement).value).toBe('Oil filter');
    expect(within(dialog).getByText('件号与物料 77 相同，将使用该物料')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0][0]).toMatchObject({ id: 77, model: 'CH48110', name: '机油滤芯' });
    expect(calls.some((c) => c.url === Material.api.Add.path)).toBe(false);
  });

  it('input dialog: requires a part number and a name, lists similar ones, then adds', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url }) => {
      if (url === Material.api.ModelCheck.path)
        return { body: [similar({ id: 78, model: 'AB12-X', name: '刹车片', brandName: 'Cleveland' })] };
      if (url === Material.api.Add.path) return { body: { ...material({ id: 200, model: 'AB12', name: '刹车片' }) } };
      return undefined;
    });
    const onDone = vi.fn();
    renderWithProviders(<MaterialInputDialog open onClose={() => {}} onDone={onDone} brand={4} measureUnit={7} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('件号不能为空!')).toBeTruthy();
    expect(within(dialog).getByText('名称不能为空')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('件号'), 'AB12');
    await user.type(within(dialog).getByLabelText('名称'), '刹车片');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const box = (await screen.findAllByText('发现相似件号'))[0].closest('.ant-modal') as HTMLElement;
    expect(within(box).getByText('AB12-X')).toBeTruthy();
    expect(within(box).getByText('Cleveland')).toBeTruthy();
    expect(calls.some((c) => c.url === Material.api.Add.path)).toBe(false);
    await user.click(within(box).getByRole('button', { name: /继\s*续/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url === Material.api.Add.path)?.body).toEqual({
      model: 'AB12',
      name: '刹车片',
      nameEn: null,
      brand: 4,
      measureUnit: 7,
    });
    expect(onDone.mock.calls[0][0]).toMatchObject({ id: 200 });
  });

  it('drawer: stock tab by default, filter buttons send their fixed filters, footer totals', async () => {
    const user = userEvent.setup();
    const calls = stubMaterials(({ url, body }) => {
      if (url === Material.api.QueryWithStock.path) return list(Material.api.QueryWithStock, [material()]);
      if (url === StoreOrderItem.api.Query.path) {
        if (JSON.stringify(body).includes('"remain"'))
          return list(StoreOrderItem.api.Query, [
            item({ sn: 1, quantity: 10, direction: 1, remain: 7 }),
            item({ sn: 3, quantity: 6, direction: 1, remain: 6, orderCode: 'RK20240601001' }),
          ]);
        return list(StoreOrderItem.api.Query, [
          item({ sn: 1, quantity: 10, direction: 1 }),
          item({ sn: 2, quantity: 4, direction: -1, remain: 0, orderCode: 'CK20240502001', orderType: 352 }),
        ]);
      }
      if (url === StoreOrderItem.api.CountIn.path) return { body: [30] };
      if (url === StoreOrderItem.api.CountOut.path) return { body: [12.5] };
      return undefined;
    });
    renderWithProviders(<MaterialDrawer materialId={101} onClose={() => {}} />);
    expect(await screen.findByText('机油滤芯（件号：CH48110-1，编号：101）')).toBeTruthy();
    const drawer = screen.getByRole('dialog');
    expect(drawer.querySelector('.ant-tabs-tab-active')?.textContent).toBe('库存信息');
    expect(await within(drawer).findByText('CK20240502001')).toBeTruthy();
    expect(within(drawer).getByText('-4')).toBeTruthy();
    const totals = within(drawer).getByTestId('stock-totals');
    await waitFor(() => expect(within(totals).getByText('入库合计：30')).toBeTruthy());
    expect(within(totals).getByText('出库合计：12.5')).toBeTruthy();
    expect(within(totals).getByText('库存：17.5')).toBeTruthy();
    expect(within(totals).getByText('本页入库：10')).toBeTruthy();
    expect(within(totals).getByText('本页出库：4')).toBeTruthy();
    expect(within(totals).getByText('本页合计：6')).toBeTruthy();
    const itemCalls = () => calls.filter((c) => c.url === StoreOrderItem.api.Query.path);
    expect(itemCalls()[0].body).toMatchObject({ page: 1, pageSize: 20, fixedFilters: stockFilters(101, 'all') });
    expect(calls.find((c) => c.url === StoreOrderItem.api.CountIn.path)?.body).toEqual({ id: 101 });

    for (const [label, filter] of [
      ['入库', 'in'],
      ['出库', 'out'],
      ['可用', 'available'],
    ] as const) {
      await user.click(within(drawer).getByText(label));
      await waitFor(() => expect(itemCalls().at(-1)?.body).toMatchObject({ fixedFilters: stockFilters(101, filter) }));
    }
    // Available: the open batches' footer totals what remains, not what they received (CH48110-1: 16 received,
    // 13 on hand).
    await waitFor(() => expect(within(totals).getByText('本页剩余：13')).toBeTruthy());
    expect(within(totals).getByText('库存：17.5')).toBeTruthy();
    expect(within(totals).getByText('可用（未过期）：3')).toBeTruthy();
    expect(within(totals).queryByText(/本页入库/)).toBeNull();

    await user.click(within(drawer).getByRole('tab', { name: '基本信息' }));
    expect(await within(drawer).findByText('发动机 / 滤芯')).toBeTruthy();
    const info = drawer.querySelector('.ant-descriptions') as HTMLElement;
    expect(within(info).getByText('单件')).toBeTruthy();
    expect(within(info).getByText('COC')).toBeTruthy();
    expect(within(info).getByText('Champion')).toBeTruthy();
    expect(drawer.querySelector('.ant-qrcode')).toBeTruthy();
  });

  it('selector: refuses unapproved and already chosen materials, sets an empty quantity to 1, restores a deleted one', async () => {
    const user = userEvent.setup();
    stubMaterials(({ url }) =>
      url === Material.api.QueryWithStock.path
        ? list(Material.api.QueryWithStock, [
            material({ id: 1, name: '未审核件', approved: 0 }),
            material({ id: 2, name: '火花塞' }),
            material({ id: 3, name: '轮胎' }),
            material({ id: 4, name: '电瓶' }),
          ])
        : undefined,
    );
    const onSelect = vi.fn();
    renderWithProviders(
      <MaterialSelector
        open
        onClose={() => {}}
        selected={[
          { material: 3, quantity: 1 },
          { material: { id: 4 }, quantity: 2, deleted: true },
        ]}
        onSelect={onSelect}
      />,
    );
    expect(await screen.findByText('选择物料')).toBeTruthy();
    const card = (name: string) => screen.getByText(name).closest('[data-testid="selector-card"]') as HTMLElement;
    await screen.findByText('火花塞');
    const select = (name: string) => user.click(within(card(name)).getByRole('button', { name: /选\s*用/ }));

    await select('未审核件');
    expect(await screen.findByText('物料未审核，不能选用')).toBeTruthy();
    await select('轮胎');
    expect(await screen.findByText('该物料已经选择过了，不能重复选择')).toBeTruthy();
    expect(onSelect).not.toHaveBeenCalled();

    await select('火花塞');
    expect(await screen.findByText('数量为空，已设为 1')).toBeTruthy();
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), 1);
    expect(await screen.findByText('已选用 火花塞：1 个')).toBeTruthy();

    await user.type(within(card('电瓶')).getByLabelText('电瓶 数量'), '3');
    await select('电瓶');
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 4 }), 3));
  });
});

/** A filled catalogue sheet as the browser would read it from a chosen file. */
async function sheetFile(rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('物料');
  sheet.addRow(['件号', '名称', 'English name', '类别', '计量单位', '使用序号']);
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'materials.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('material import', { timeout: 60_000 }, () => {
  const rows = [
    ['CH48110', '机油滤芯', 'Oil filter', '滤芯', '个', '否'],
    ['', '火花塞', 'Spark plug', '点火', '个', '否'],
    ['REM37BY', '', '', '点火', '盒', '是'],
  ];

  it('lists every problem of a refused import with its row, and says nothing was saved', async () => {
    const calls = stubMaterials(({ url }) =>
      url === Material.api.Import.path
        ? {
            status: 400,
            ret: 1,
            msg: '导入失败',
            errors: [
              { field: 'rows.1.model', message: '件号不能为空' },
              { field: 'rows.2.name', message: '名称不能为空' },
              { field: 'rows.2.measureUnit', message: '计量单位不存在' },
            ],
          }
        : undefined,
    );
    renderWithProviders(<MaterialImport open onClose={() => {}} />);
    await screen.findByText('导入物料');
    await choose(await sheetFile(rows));
    expect(await screen.findByText('导入失败：3 处错误，未保存任何数据', {}, { timeout: 10_000 })).toBeTruthy();
    const sent = calls.find((c) => c.url === Material.api.Import.path)?.body as { rows: { row: number }[] };
    expect(MaterialImportInput.safeParse(sent).success).toBe(true);
    expect(sent.rows).toEqual([
      {
        row: 2,
        model: 'CH48110',
        name: '机油滤芯',
        nameEn: 'Oil filter',
        category: '滤芯',
        measureUnit: '个',
        useSerial: '否',
      },
      { row: 3, name: '火花塞', nameEn: 'Spark plug', category: '点火', measureUnit: '个', useSerial: '否' },
      { row: 4, model: 'REM37BY', category: '点火', measureUnit: '盒', useSerial: '是' },
    ]);
    const table = screen.getByRole('table');
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(lines).toEqual([
      ['3', '件号', '件号不能为空'],
      ['4', '名称', '名称不能为空'],
      ['4', '计量单位', '计量单位不存在'],
    ]);
  });

  it('reads problems the answer lists by row, and on success says how many were added and changed', async () => {
    let refuse = true;
    stubMaterials(({ url }) => (url === Material.api.Import.path ? { body: { added: 3, updated: 2 } } : undefined));
    // A refusal carrying `problems` beside the envelope's fields.
    const answered = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (refuse && String(input) === Material.api.Import.path) {
        const problems = [{ row: 4, field: 'category', message: '类别不存在' }];
        return new Response(JSON.stringify({ ret: 1, code: 'VALIDATION', msg: '导入失败', problems }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }
      return answered(input, init);
    }) as typeof fetch;
    const onClose = vi.fn();
    renderWithProviders(<MaterialImport open onClose={onClose} />);
    await screen.findByText('导入物料');
    await choose(await sheetFile(rows));
    expect(await screen.findByText('导入失败：1 处错误，未保存任何数据', {}, { timeout: 10_000 })).toBeTruthy();
    refuse = false;
    await choose(await sheetFile(rows));
    expect(await screen.findByText('导入完成：新增 3 种物料，修改 2 种', {}, { timeout: 10_000 })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await changeLang('en-US');
    await choose(await sheetFile(rows));
    expect(await screen.findByText('Imported: 3 materials added, 2 changed', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
