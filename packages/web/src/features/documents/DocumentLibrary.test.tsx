import { Document } from '@hangar/domain/contracts/documents';
import type { PresignAnswer } from '@hangar/domain/contracts/files';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../components/file-upload/fake-xhr';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import CommonDocumentsPage from './CommonDocumentsPage';
import { DocumentLibrary } from './DocumentLibrary';
import { documentRow } from './test-rows';

// The document library (model document §2.8, §5) against faked HTTP answers typed by the contracts.

const realFetch = globalThis.fetch;
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllGlobals();
});

const manual = documentRow(21, 'AD 2024-01', {
  seri: 'AD-001',
  size: 1536,
  releaseDate: '2024-03-01 00:00:00',
  files: [{ uid: 'f1', name: 'ad-2024-01.pdf', size: 1536, url: '/files/document/model5/ad-2024-01.pdf' }],
});
const folder = documentRow(11, 'Engines', { isFolder: 1 });
const inner = documentRow(31, 'Fan blade inspection', { parent: 11 });

type QueryBody = { fixedFilters: { name: string; value: unknown }[]; filters?: { name: string; value: unknown }[] };

/** Root: a folder and a document; folder 11: one document; a search: the inner document. */
function stubLibrary(extra?: (call: Call) => { body?: unknown; status?: number; msg?: string } | undefined) {
  return stubFetch((call) => {
    if (call.url === Document.api.Query.path) {
      const body = call.body as QueryBody;
      const parent = body.fixedFilters.find((f) => f.name === 'parent')?.value;
      const items = body.filters?.length ? [inner] : parent === 11 ? [inner] : [folder, manual];
      const answer: EndpointOutput<typeof Document.api.Query> = { items, totalItems: items.length };
      return { body: answer };
    }
    return extra?.(call);
  });
}

const writer = testSession({ curCID: 10000, isAdmin: 1 });
const render = (ui: ReactElement, session = writer) =>
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, session);
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const queries = (calls: Call[]) =>
  calls.filter((c) => c.url === Document.api.Query.path).map((c) => c.body as QueryBody);

describe('DocumentLibrary', { timeout: 60_000 }, () => {
  it('lists folders first, opens a folder and goes back through the breadcrumb', async () => {
    const calls = stubLibrary();
    render(<DocumentLibrary module={10000} dict={2} target={5} type={50} />);
    await screen.findByText('AD 2024-01');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Engines')).toBeTruthy();
    expect(within(rows[1]).getByText('AD-001')).toBeTruthy();
    expect(within(rows[1]).getByText('1.50 KB')).toBeTruthy();
    expect(within(rows[1]).getByText('2024-03-01')).toBeTruthy();
    // The type by name (50 = CAD/AD), not its code.
    expect(within(rows[1]).getByText('CAD/AD')).toBeTruthy();
    expect(within(rows[1]).queryByText('50')).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: 'AD 2024-01' }).getAttribute('href')).toBe(
      '/files/document/model5/ad-2024-01.pdf',
    );
    expect(queries(calls)[0]).toMatchObject({
      fixedFilters: [
        { name: 'module', value: 10000 },
        { name: 'target', value: 5 },
        { name: 'dict', value: 2 },
        { name: 'parent', value: 0 },
      ],
      page: 1,
      pageSize: 10,
    });

    await user().click(screen.getByRole('button', { name: '打开文件夹 Engines' }));
    await screen.findByText('Fan blade inspection');
    expect(queries(calls).at(-1)?.fixedFilters).toContainEqual(expect.objectContaining({ name: 'parent', value: 11 }));
    const crumbs = screen.getByRole('navigation');
    expect(within(crumbs).getByText('Engines')).toBeTruthy();

    await user().click(within(crumbs).getByText('全部'));
    await screen.findByText('AD 2024-01');
    expect(queries(calls).at(-1)?.fixedFilters).toContainEqual(expect.objectContaining({ name: 'parent', value: 0 }));
  });

  it('searches files across folders: isFolder 0, no parent', async () => {
    const calls = stubLibrary();
    render(<DocumentLibrary module={10000} dict={2} target={5} />);
    await screen.findByText('AD 2024-01');
    await user().type(screen.getByRole('searchbox', { name: '搜索文件' }), 'fan{Enter}');
    await screen.findByText('Fan blade inspection');
    const sent = queries(calls).at(-1);
    expect(sent?.fixedFilters).toContainEqual(expect.objectContaining({ name: 'isFolder', value: 0 }));
    expect(sent?.fixedFilters.some((f) => f.name === 'parent')).toBe(false);
    expect(sent?.filters).toEqual([{ name: 'name', compare: 'contains', value: 'fan', relate: 'and' }]);
  });

  it('refuses a folder name with a forbidden character, then creates the folder in the open folder', async () => {
    const calls = stubLibrary((call) =>
      call.url === Document.api.Add.path ? { body: documentRow(40, 'Manuals', { isFolder: 1 }) } : undefined,
    );
    render(<DocumentLibrary module={10000} dict={2} target={5} />);
    await screen.findByText('AD 2024-01');
    await user().click(screen.getByRole('button', { name: '新建文件夹' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('文件夹名称');
    await user().type(input, 'a/b');
    await user().click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('不能输入 , . : < > ? % \\ / ` \' " 等特殊字符')).toBeTruthy();
    expect(calls.some((c) => c.url === Document.api.Add.path)).toBe(false);

    await user().clear(input);
    await user().type(input, 'Manuals');
    await user().click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Document.api.Add.path)).toBe(true));
    expect(calls.find((c) => c.url === Document.api.Add.path)?.body).toEqual({
      module: 10000,
      dict: 2,
      target: 5,
      parent: 0,
      isFolder: 1,
      name: 'Manuals',
    });
  });

  it('adds a file whose empty name takes the file name without its extension', async () => {
    const presign: PresignAnswer = {
      uploadUrl: '/upload/signed-1',
      url: '/files/document/model5/sb-72-001.pdf',
      uid: 'u1',
      expires: 1,
    };
    const calls = stubLibrary((call) => {
      if (call.url === '/api/File/Presign') return { body: presign };
      if (call.url === Document.api.Add.path) return { body: documentRow(41, 'SB 72-001') };
      return undefined;
    });
    render(<DocumentLibrary module={10000} dict={3} target={5} type={60} />);
    await screen.findByText('AD 2024-01');
    await user().click(screen.getByRole('button', { name: '添加文件' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user().upload(input, new File(['x'.repeat(20)], 'SB 72-001.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/File/Presign')?.body).toMatchObject({
      use: 'document',
      target: 5,
      targetKind: 'model',
    });
    act(() => FakeXhr.requests[0].respond(200));
    await within(dialog).findByText('SB 72-001.pdf');
    await user().click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Document.api.Add.path)).toBe(true));
    expect(calls.find((c) => c.url === Document.api.Add.path)?.body).toMatchObject({
      module: 10000,
      dict: 3,
      target: 5,
      parent: 0,
      isFolder: 0,
      type: 60,
      name: 'SB 72-001',
      files: [{ uid: 'u1', name: 'SB 72-001.pdf', size: 20, url: '/files/document/model5/sb-72-001.pdf' }],
    });
  });

  it('deletes after the confirmation, with the library in the body', async () => {
    const calls = stubLibrary((call) => (call.url === Document.api.Delete.path ? { body: { id: 21 } } : undefined));
    render(<DocumentLibrary module={10000} dict={2} target={5} />);
    await screen.findByText('AD 2024-01');
    const rows = screen.getAllByRole('row').slice(1);
    await user().click(within(rows[1]).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定要删除该记录?')).toBeTruthy();
    expect(calls.some((c) => c.url === Document.api.Delete.path)).toBe(false);
    await user().click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Document.api.Delete.path)).toBe(true));
    expect(calls.find((c) => c.url === Document.api.Delete.path)?.body).toEqual({ id: 21, module: 10000 });
  });

  it('read-only hides the buttons and the writes but keeps download', async () => {
    stubLibrary();
    render(<DocumentLibrary module={10000} dict={2} target={5} readOnly />);
    await screen.findByText('AD 2024-01');
    for (const name of ['新建文件夹', '批量上传', '添加文件'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /下\s*载/ })).toBeTruthy();
  });

  it('shows the earlier revisions in the edit dialog', async () => {
    const revised = documentRow(21, 'AD 2024-01', {
      ...manual,
      history: [
        {
          files: [{ uid: 'old', name: 'ad-rev1.pdf', size: 10, url: '/files/document/model5/ad-rev1.pdf' }],
          version: 'R1',
          releaseDate: '2023-01-02 00:00:00',
          seri: 'AD-001',
          replacedBy: 3,
          replacedByName: 'Li Lei',
          replacedAt: '2024-03-01 10:20:30',
        },
      ],
    });
    stubFetch((call) =>
      call.url === Document.api.Query.path
        ? { body: { items: [revised], totalItems: 1 } satisfies EndpointOutput<typeof Document.api.Query> }
        : undefined,
    );
    render(<DocumentLibrary module={10000} dict={2} target={5} />);
    await screen.findByText('AD 2024-01');
    await user().click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('历史版本')).toBeTruthy();
    expect(within(dialog).getByText('Li Lei')).toBeTruthy();
    expect(within(dialog).getByText('R1')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ad-rev1.pdf' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
  });

  it('batch-uploads each file as its own document; a failure leaves the others saved and names the file', async () => {
    let n = 0;
    const calls = stubLibrary((call) => {
      if (call.url === '/api/File/Presign') {
        n += 1;
        const answer: PresignAnswer = {
          uploadUrl: `/upload/${n}`,
          url: `/files/document/c10000/u${n}/f.pdf`,
          uid: `u${n}`,
          expires: 1,
        };
        return { body: answer };
      }
      if (call.url === Document.api.Add.path) return { body: documentRow(50, 'x') };
      return undefined;
    });
    render(<DocumentLibrary module={10100} dict={99} target={10000} />, testSession({ curCID: 10000, isAdmin: 1 }));
    await screen.findByText('AD 2024-01');
    await user().click(screen.getByRole('button', { name: '批量上传' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
    await user().upload(input, [pdf('Quality manual.pdf'), pdf('Broken.v2.pdf'), pdf('Training plan.pdf')]);
    // One at a time: the first PUT succeeds, the second fails, the third succeeds.
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].progress(2, 4));
    expect(within(dialog).getAllByRole('progressbar')).toHaveLength(3);
    act(() => FakeXhr.requests[0].respond(200));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() => FakeXhr.requests[1].respond(500));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    act(() => FakeXhr.requests[2].respond(200));
    expect(await screen.findByText('以下文件未保存：Broken.v2.pdf')).toBeTruthy();
    const adds = calls.filter((c) => c.url === Document.api.Add.path).map((c) => c.body);
    expect(adds).toEqual([
      expect.objectContaining({
        module: 10100,
        dict: 99,
        target: 10000,
        parent: 0,
        isFolder: 0,
        name: 'Quality manual',
      }),
      expect.objectContaining({ name: 'Training plan', files: [expect.objectContaining({ uid: 'u3' })] }),
    ]);
    // The common library's files belong to the company: no model or aircraft target.
    const presigns = calls.filter((c) => c.url === '/api/File/Presign').map((c) => c.body);
    expect(presigns[0]).toEqual({
      use: 'document',
      fileName: 'Quality manual.pdf',
      size: 4,
      contentType: 'application/pdf',
    });
    expect(within(dialog).getAllByText('已保存')).toHaveLength(2);
    expect(within(dialog).getByText(/^失败/)).toBeTruthy();
  });

  it('shows only name, number and release date on mobile', async () => {
    const width = window.innerWidth;
    window.innerWidth = 500;
    try {
      stubLibrary();
      render(<DocumentLibrary module={10000} dict={2} target={5} />);
      await screen.findByText('AD 2024-01');
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '编号', '发布日期']);
    } finally {
      window.innerWidth = width;
    }
  });

  it('gives /document/common the company’s library (module 10100, dict 99, target = the current company)', async () => {
    const calls = stubLibrary();
    render(<CommonDocumentsPage titleKey="frame.route.document-common" />, testSession({ curCID: 10007, isAdmin: 1 }));
    await screen.findByText('AD 2024-01');
    expect(screen.getByText('文档管理')).toBeTruthy();
    expect(queries(calls)[0].fixedFilters).toEqual([
      { name: 'module', compare: 'eq', value: 10100, relate: 'and' },
      { name: 'target', compare: 'eq', value: 10007, relate: 'and' },
      { name: 'dict', compare: 'eq', value: 99, relate: 'and' },
      { name: 'parent', compare: 'eq', value: 0, relate: 'and' },
    ]);
  });
});
