import { MelItem, MmelItem } from '@hangar/domain/contracts/deferrals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import { MelList, MmelList } from './ItemLists';
import { melRow } from './test-rows';

// The model's MMEL tab (read-only to those who may not write the model: the rows' abilities) and the operator's MEL
// (derive from the master, tailor an item: the server's never-looser refusal lands on the field it names).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function renderWith(ui: ReactElement, route: (call: Call) => Answer | undefined) {
  const calls = stubStore(route);
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, testSession());
  return calls;
}

const mmelRow = (id: number, writable: boolean) => {
  const { mmel: _mmel, ...row } = melRow(id, { abilities: { update: writable, delete: writable } });
  return row;
};

const buttons = (text: string) =>
  Array.from((screen.getByText(text).closest('tr') as HTMLElement).querySelectorAll('button')).map(
    (b) => b.textContent,
  );

describe('MmelList', { timeout: 60_000 }, () => {
  it('is read-only to a company that may not write the model', async () => {
    renderWith(<MmelList model={{ id: 1, name: 'DA40' }} />, (call) =>
      call.url === '/api/MmelItem/Query' ? list([mmelRow(1, false)]) : undefined,
    );
    expect(await screen.findByText('33-40-01')).toBeTruthy();
    expect(buttons('33-40-01')).toEqual([]);
    expect(screen.queryByRole('button', { name: /新增 MMEL 项目/ })).toBeNull();
  });

  it('offers the model’s writers edit and delete, and an add that requires A’s interval', async () => {
    const calls = renderWith(<MmelList model={{ id: 1, name: 'DA40' }} />, (call) => {
      if (call.url === '/api/MmelItem/Query') return list([mmelRow(1, true)]);
      if (call.url === '/api/MmelItem/Add') return answer(MmelItem.api.Add, mmelRow(2, true));
      return undefined;
    });
    expect(await screen.findByText('33-40-01')).toBeTruthy();
    expect(buttons('33-40-01').map((b) => b?.replace(/\s/g, ''))).toEqual(['编辑', '删除']);
    fireEvent.click(screen.getByRole('button', { name: /新增 MMEL 项目/ }));
    fireEvent.change(await screen.findByLabelText('ATA 章节'), { target: { value: '34' } });
    fireEvent.change(screen.getByLabelText('项目号'), { target: { value: '34-50-01' } });
    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: 'Autopilot' } });
    fireEvent.mouseDown(screen.getByLabelText('类别'));
    fireEvent.click(await screen.findByTitle('A'));
    expect(await screen.findByLabelText('间隔')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    expect((await screen.findAllByText('A 类项目须填写间隔及单位')).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'MmelItem/Add')).toHaveLength(0);
  });
});

describe('MelList', { timeout: 60_000 }, () => {
  it('derives from the MMEL and shows a looser tailoring refused on its field', async () => {
    const calls = renderWith(<MelList model={{ id: 1, name: 'DA40' }} />, (call) => {
      if (call.url === '/api/MelItem/Query') return list([melRow(1)]);
      if (call.url === '/api/MelItem/Derive') return answer(MelItem.api.Derive, { added: 3 });
      if (call.url === '/api/MelItem/Update')
        return {
          status: 400,
          code: 'VALIDATION',
          msg: '期限不能长于 MMEL 的 C 10 days',
          extra: { errors: [{ field: 'category', message: '期限不能长于 MMEL 的 C 10 days' }] },
        };
      return undefined;
    });
    expect(await screen.findByText('33-40-01')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /从 MMEL 派生/ }));
    await waitFor(() => expect(callsTo(calls, 'MelItem/Derive')).toHaveLength(1));
    expect(callsTo(calls, 'MelItem/Derive')[0].body).toEqual({ planeModel: 1 });
    expect(await screen.findByText('已复制 3 个项目')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    expect(((await screen.findByLabelText('ATA 章节')) as HTMLInputElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByLabelText('类别'));
    fireEvent.click(await screen.findByTitle('D'));
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(callsTo(calls, 'MelItem/Update')).toHaveLength(1));
    expect(callsTo(calls, 'MelItem/Update')[0].body).toMatchObject({ id: 1, category: 'D', required: 0 });
    expect((await screen.findAllByText('期限不能长于 MMEL 的 C 10 days')).length).toBeGreaterThan(0);
  });
});
