import { Document } from '@hangar/domain/contracts/documents';
import { Material } from '@hangar/domain/contracts/materials';
import { Unit } from '@hangar/domain/contracts/registers';
import { WorkCard, WorkCardMat } from '@hangar/domain/contracts/workcards';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderWithProviders, testSession } from '../account/test-support';
import { documentRow } from '../documents/test-rows';
import { list, material, stubMaterials } from '../materials/test-data';
import { cardRow, matRow } from './test-rows';
import { WorkCardDialog } from './WorkCardDialog';

// The card dialog (model document §2.4, §4 "Material and related lines", §5 "Instruction form") against faked
// HTTP answers typed by the contracts: the material lines sent, and the basis-file check on blur.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const model = { id: 5, name: 'Y-5B' };
const render = (ui: ReactElement) =>
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>,
    testSession({ curCID: 10000 }),
  );
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const okButton = () => screen.getByText(/^确\s*定$/).closest('button') as HTMLElement;
const bodiesOf = (calls: Call[], path: string) => calls.filter((c) => c.url === path).map((c) => c.body);

describe('WorkCardDialog', { timeout: 60_000 }, () => {
  it('sends the changed lines only: an edited line updated, a deleted one flagged, a new one; a new line deleted is dropped', async () => {
    const record = cardRow(1, '发动机定检', { version: 'R1', type: 1 });
    const calls = stubMaterials((call) => {
      if (call.url === WorkCardMat.api.Query.path) {
        const answer: EndpointOutput<typeof WorkCardMat.api.Query> = [
          matRow(501, 'O形圈', { quantity: 2, model: 'MS29513-1' }),
          matRow(502, '滤芯', { quantity: 1 }),
        ];
        return { body: answer };
      }
      if (call.url === Material.api.QueryWithStock.path)
        return list(Material.api.QueryWithStock, [
          material({ id: 9, name: '火花塞', model: 'SP-1', unitName: '个', brandName: 'NGK' }),
          material({ id: 10, name: '电瓶', model: 'BT-2' }),
        ]);
      if (call.url === WorkCard.api.UpdateWithItems.path) {
        const answer: EndpointOutput<typeof WorkCard.api.UpdateWithItems> = record;
        return { body: answer };
      }
      return undefined;
    });
    const onSaved = vi.fn();
    render(<WorkCardDialog model={model} category={1} record={record} onClose={() => {}} onSaved={onSaved} />);
    const quantity = await screen.findByLabelText('O形圈 数量');
    expect(bodiesOf(calls, WorkCardMat.api.Query.path)[0]).toMatchObject({
      fixedFilters: [{ name: 'card', compare: 'eq', value: 1 }],
      pageSize: 100,
    });
    await user().clear(quantity);
    await user().type(quantity, '5');
    await user().click(screen.getByLabelText('删除物料 滤芯'));
    await waitFor(() => expect(screen.queryByText('滤芯')).toBeNull());

    await user().click(screen.getByText('选择物料'));
    await screen.findByText('火花塞');
    const card = (name: string) => screen.getByText(name).closest('[data-testid="selector-card"]') as HTMLElement;
    await user().click(within(card('火花塞')).getByRole('button', { name: /选\s*用/ }));
    await user().click(within(card('电瓶')).getByRole('button', { name: /选\s*用/ }));
    await screen.findByLabelText('删除物料 电瓶');
    await user().click(screen.getByLabelText('删除物料 电瓶'));
    await waitFor(() => expect(screen.queryByLabelText('删除物料 电瓶')).toBeNull());

    await user().click(okButton());
    await waitFor(() => expect(bodiesOf(calls, WorkCard.api.UpdateWithItems.path)).toHaveLength(1));
    const body = bodiesOf(calls, WorkCard.api.UpdateWithItems.path)[0] as Record<string, unknown>;
    const empty = { material: null, model: null, measureUnit: null, descript: null, brand: null, comments: null };
    expect(body.mats).toEqual([
      { ...empty, name: 'O形圈', model: 'MS29513-1', quantity: 5, purchase: null, id: 501, isUpdate: true },
      { ...empty, name: '滤芯', quantity: 1, purchase: null, id: 502, isDelete: true },
      {
        ...empty,
        material: 9,
        name: '火花塞',
        model: 'SP-1',
        measureUnit: '个',
        brand: 'NGK',
        quantity: 1,
        purchase: null,
        isNew: true,
      },
    ]);
    expect(body).toMatchObject({ id: 1, seri: 'WC-1', name: '发动机定检', version: 'R1', type: 1 });
    expect(WorkCard.api.UpdateWithItems.input.safeParse(body).success).toBe(true);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('checks the basis file on blur: none, duplicated, exactly one CAD/AD or SB/SI (its id is accordingId)', async () => {
    const found = documentRow(21, 'AD 2024-01', { seri: 'AD-1' });
    const calls = stubMaterials((call) => {
      if (call.url === Document.api.Query.path) {
        const seri = (call.body as { filters: { value: string }[] }).filters[0]?.value;
        const items =
          seri === 'DUP'
            ? [found, documentRow(22, 'AD copy', { seri: 'DUP' })]
            : seri === 'AD-1'
              ? // An airworthiness document with the same number is not a basis file: it is not counted.
                [found, documentRow(23, 'TC data sheet', { seri: 'AD-1', dict: 1 })]
              : [];
        const answer: EndpointOutput<typeof Document.api.Query> = { items, totalItems: items.length };
        return { body: answer };
      }
      if (call.url === WorkCard.api.Add.path) {
        const answer: EndpointOutput<typeof WorkCard.api.Add> = cardRow(40, 'AD 检查', { category: 2 });
        return { body: answer };
      }
      return undefined;
    });
    render(<WorkCardDialog model={model} category={2} onClose={() => {}} onSaved={() => {}} />);
    const according = await screen.findByLabelText('依据文件编号');

    fireEvent.change(according, { target: { value: 'NONE' } });
    fireEvent.blur(according);
    expect(await screen.findByText('依据文件不存在，请先录入依据文件')).toBeTruthy();

    fireEvent.change(according, { target: { value: 'DUP' } });
    fireEvent.blur(according);
    expect(await screen.findByText('依据文件重复，请先清理依据文件')).toBeTruthy();

    fireEvent.change(according, { target: { value: 'AD-1' } });
    fireEvent.blur(according);
    expect(await screen.findByText('依据文件: AD 2024-01')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('依据文件重复，请先清理依据文件')).toBeNull());

    const lookups = bodiesOf(calls, Document.api.Query.path);
    expect(lookups[0]).toEqual({
      fixedFilters: [
        { name: 'module', compare: 'eq', value: 10000, relate: 'and' },
        { name: 'target', compare: 'eq', value: 5, relate: 'and' },
        { name: 'isFolder', compare: 'eq', value: 0, relate: 'and' },
      ],
      filters: [{ name: 'seri', compare: 'eq', value: 'NONE', relate: 'and' }],
      page: 1,
      pageSize: 5,
    });

    fireEvent.change(screen.getByLabelText('编号'), { target: { value: 'EO-1' } });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: 'AD 检查' } });
    fireEvent.change(screen.getByLabelText('版本'), { target: { value: 'A' } });
    await user().click(okButton());
    await waitFor(() => expect(bodiesOf(calls, WorkCard.api.Add.path)).toHaveLength(1));
    const body = bodiesOf(calls, WorkCard.api.Add.path)[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      planeModel: 5,
      category: 2,
      seri: 'EO-1',
      type: 11,
      according: 'AD-1',
      accordingId: 21,
      maintainId: null,
      mats: [],
    });
    expect(WorkCard.api.Add.input.safeParse(body).success).toBe(true);
    expect(await screen.findByText('创建成功')).toBeTruthy();
  });

  it('company 10000 (no catalogue, no units): the picker says so, a line is entered by hand with a typed unit', async () => {
    const calls = stubMaterials((call) => {
      if (call.url === Material.api.QueryWithStock.path) return list(Material.api.QueryWithStock, []);
      if (call.url === Unit.api.Query.path) return list(Unit.api.Query, []);
      if (call.url === WorkCard.api.Add.path) {
        const answer: EndpointOutput<typeof WorkCard.api.Add> = cardRow(41, '100小时检查');
        return { body: answer };
      }
      return undefined;
    });
    render(<WorkCardDialog model={model} category={1} onClose={() => {}} onSaved={() => {}} />);
    await screen.findByLabelText('编号');
    await user().click(screen.getByText('选择物料'));
    expect(await screen.findByText('本公司的物料目录中没有物料：请用“手动输入”添加物料行')).toBeTruthy();
    await user().click(document.querySelector('.ant-drawer-close') as HTMLElement);

    await user().click(screen.getByText('手动输入'));
    const dialogs = await screen.findAllByRole('dialog');
    const input = dialogs.find((d) => within(d).queryByText('手动输入物料')) as HTMLElement;
    expect(await within(input).findByText(/计量单位列表为空：直接输入单位/)).toBeTruthy();
    // Each label points at its own dialog's field: no id is shared by the card and its line input.
    const ids = [...document.querySelectorAll('input[id], textarea[id]')].map((e) => e.id);
    expect(ids).toContain('name');
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const name = within(input).getByLabelText('名称');
    expect(input.contains(name)).toBe(true);
    fireEvent.change(within(input).getByLabelText('件号'), { target: { value: 'CH48110-1' } });
    fireEvent.change(name, { target: { value: '滑油滤芯' } });
    fireEvent.change(within(input).getByLabelText('单位'), { target: { value: 'pcs' } });
    await user().click(
      within(input)
        .getByText(/^确\s*定$/)
        .closest('button') as HTMLElement,
    );
    expect(await screen.findByLabelText('滑油滤芯 数量')).toBeTruthy();
    // Nothing was added to a material catalogue.
    expect(bodiesOf(calls, Material.api.Add.path)).toHaveLength(0);

    const card = screen.getAllByRole('dialog').find((d) => within(d).queryByLabelText('编号')) as HTMLElement;
    fireEvent.change(within(card).getByLabelText('编号'), { target: { value: 'JC-1' } });
    fireEvent.change(within(card).getByLabelText('名称'), { target: { value: '100小时检查' } });
    fireEvent.change(within(card).getByLabelText('版本'), { target: { value: 'R0' } });
    await user().click(
      within(card)
        .getByText(/^确\s*定$/)
        .closest('button') as HTMLElement,
    );
    await waitFor(() => expect(bodiesOf(calls, WorkCard.api.Add.path)).toHaveLength(1));
    const body = bodiesOf(calls, WorkCard.api.Add.path)[0] as Record<string, unknown>;
    expect(body.mats).toEqual([
      {
        material: null,
        name: '滑油滤芯',
        model: 'CH48110-1',
        measureUnit: 'pcs',
        descript: null,
        brand: null,
        quantity: 1,
        comments: null,
        purchase: null,
        isNew: true,
      },
    ]);
    expect(WorkCard.api.Add.input.safeParse(body).success).toBe(true);
  });

  it('suggests the caller’s units and those on the card’s lines', async () => {
    stubMaterials(() => undefined);
    const record = cardRow(1, '发动机定检', { version: 'R1', type: 1 });
    stubMaterials((call) => {
      if (call.url === WorkCardMat.api.Query.path) {
        const answer: EndpointOutput<typeof WorkCardMat.api.Query> = [matRow(501, 'O形圈', { measureUnit: 'qt' })];
        return { body: answer };
      }
      return undefined;
    });
    render(<WorkCardDialog model={model} category={1} record={record} onClose={() => {}} onSaved={() => {}} />);
    await screen.findByLabelText('O形圈 数量');
    await user().click(screen.getByText('手动输入'));
    const dialogs = await screen.findAllByRole('dialog');
    const input = dialogs.find((d) => within(d).queryByText('手动输入物料')) as HTMLElement;
    await user().click(within(input).getByLabelText('单位'));
    expect(await screen.findByTitle('qt')).toBeTruthy();
    expect(await screen.findByTitle('个')).toBeTruthy();
    expect(within(input).queryByText(/计量单位列表为空/)).toBeNull();
  });

  it('shows the kind of authorisation a card needs and sends the one chosen (issue 34)', async () => {
    const record = cardRow(2, '发动机孔探', { version: 'R1', type: 1, requiredKind: 'engine' });
    const calls = stubMaterials((call) => {
      if (call.url === WorkCardMat.api.Query.path) return { body: [] };
      if (call.url === WorkCard.api.UpdateWithItems.path) return { body: record };
      return undefined;
    });
    render(<WorkCardDialog model={model} category={1} record={record} onClose={() => {}} onSaved={() => {}} />);
    const field = await screen.findByLabelText('所需授权');
    const item = field.closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText('发动机')).toBeTruthy();
    await user().click(field);
    await user().click(await screen.findByText('必检项目检验', { selector: '.ant-select-item-option-content' }));
    await user().click(okButton());
    await waitFor(() => expect(bodiesOf(calls, WorkCard.api.UpdateWithItems.path)).toHaveLength(1));
    expect(bodiesOf(calls, WorkCard.api.UpdateWithItems.path)[0]).toMatchObject({ requiredKind: 'rii' });
  });
});
