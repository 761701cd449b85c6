import { AtaChapter, type AtaChapterRow } from '@hangar/domain/contracts/records';
import type { Endpoint } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowOfList } from '../../components/list-query';
import { listAnswer } from '../../components/test-utils';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import AtaPage from './AtaPage';

// The ATA chapter table (/base/ata) on the shared ListPage, against stubbed answers: the list, add with the
// server's refusal on its field, edit with disabled, delete after the confirmation, and no writes without them.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const list = <E extends Endpoint>(endpoint: E, items: RowOfList<E>[]) => ({ body: listAnswer(endpoint, items) });
const okButton = () => screen.getByRole('button', { name: /确\s*定/ });
const dialog = () => screen.getByRole('dialog');
const chapter = (id: number, code: string, nameZh: string, over: Partial<AtaChapterRow> = {}): AtaChapterRow => ({
  id,
  code,
  nameZh,
  nameEn: null,
  disabled: 0,
  ...over,
});
const rows = [
  chapter(1, '21', '空调', { nameEn: 'Air conditioning' }),
  chapter(2, '32', '起落架', { nameEn: 'Landing gear', disabled: 1 }),
];

describe('AtaPage', { timeout: 60_000 }, () => {
  it('lists the chapters by code, marks the disabled ones, and adds one with the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = stubFetch(({ url }) => {
      if (url === '/api/AtaChapter/Query') return list(AtaChapter.api.Query, rows);
      if (url === '/api/AtaChapter/Add') {
        if (refuse) {
          refuse = false;
          return {
            status: 601,
            msg: '章节 21 已存在',
            errors: [{ field: 'code', message: '章节 21 已存在' }],
          };
        }
        return { body: chapter(3, '32-10', '主起落架') };
      }
      return undefined;
    });
    renderWithProviders(<AtaPage />);
    const gear = (await screen.findByText('起落架')).closest('tr') as HTMLElement;
    expect(within(gear).getByText('Landing gear')).toBeTruthy();
    expect(within(gear).getByText('已停用')).toBeTruthy();
    const air = screen.getByText('空调').closest('tr') as HTMLElement;
    expect(within(air).getByText('启用')).toBeTruthy();
    expect(calls[0].body).toMatchObject({ page: 1, filters: [], sortField: 'code', sortOrder: 'ascend' });

    await user.click(screen.getByRole('button', { name: '新增章节' }));
    await user.click(okButton());
    expect(await within(dialog()).findByText('章节号不能为空')).toBeTruthy();
    expect(await within(dialog()).findByText('中文名称不能为空')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/AtaChapter/Add')).toBe(false);

    await user.type(within(dialog()).getByLabelText('章节号'), '21');
    await user.type(within(dialog()).getByLabelText('中文名称'), '空调');
    await user.click(okButton());
    // The server's refusal stands on the code field; nothing was added.
    expect(await within(dialog()).findByText('章节 21 已存在')).toBeTruthy();

    const code = within(dialog()).getByLabelText('章节号');
    await user.clear(code);
    await user.type(code, '32-10');
    await user.clear(within(dialog()).getByLabelText('中文名称'));
    await user.type(within(dialog()).getByLabelText('中文名称'), ' 主起落架 ');
    await user.type(within(dialog()).getByLabelText('英文名称'), 'Main gear');
    await user.click(okButton());
    expect(await screen.findByText('创建成功')).toBeTruthy();
    const adds = calls.filter((c) => c.url === '/api/AtaChapter/Add');
    expect(adds).toHaveLength(2);
    expect(adds[0].body).toEqual({ code: '21', nameZh: '空调', nameEn: null, disabled: 0 });
    expect(adds[1].body).toEqual({ code: '32-10', nameZh: '主起落架', nameEn: 'Main gear', disabled: 0 });
    expect(AtaChapter.api.Add.input.safeParse(adds[1].body).success).toBe(true);
  });

  it('edits a chapter (disables it) and deletes one after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(({ url }) => {
      if (url === '/api/AtaChapter/Query') return list(AtaChapter.api.Query, rows);
      if (url === '/api/AtaChapter/Update') return { body: chapter(1, '21', '空调系统', { disabled: 1 }) };
      if (url === '/api/AtaChapter/Delete') return { body: { id: 2 } };
      return undefined;
    });
    renderWithProviders(<AtaPage />);
    const air = (await screen.findByText('空调')).closest('tr') as HTMLElement;
    await user.click(within(air).getByRole('button', { name: /编\s*辑/ }));
    const name = within(dialog()).getByLabelText('中文名称') as HTMLInputElement;
    expect(name.value).toBe('空调');
    expect((within(dialog()).getByLabelText('章节号') as HTMLInputElement).value).toBe('21');
    await user.clear(name);
    await user.type(name, '空调系统');
    await user.click(within(dialog()).getByLabelText('停用'));
    await user.click(okButton());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/AtaChapter/Update')).toBe(true));
    expect(calls.find((c) => c.url === '/api/AtaChapter/Update')?.body).toEqual({
      id: 1,
      code: '21',
      nameZh: '空调系统',
      nameEn: 'Air conditioning',
      disabled: 1,
    });

    const gear = screen.getByText('起落架').closest('tr') as HTMLElement;
    await user.click(within(gear).getByRole('button', { name: /删\s*除/ }));
    const confirm = (await screen.findByText('确定要删除该记录?')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/AtaChapter/Delete')?.body).toEqual({ id: 2 }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('shows the list without add, edit or delete to a member holding the view only', async () => {
    stubFetch(({ url }) => (url === '/api/AtaChapter/Query' ? list(AtaChapter.api.Query, rows) : undefined));
    renderWithProviders(<AtaPage />, testSession({ isAdmin: 0, views: [{ name: 'base-ata', functions: [] }] }));
    expect(await screen.findByText('空调')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增章节' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});
