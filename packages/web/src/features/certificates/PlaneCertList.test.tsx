import { PlaneCert } from '@hangar/domain/contracts/certificates';
import { FileApi } from '@hangar/domain/contracts/files';
import type { Fn } from '@hangar/domain/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../components/file-upload/fake-xhr';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import PlaneCertList from './PlaneCertList';
import { certRow, revOf } from './test-rows';

// The certificates of one aircraft: rows with their warning, the upload dialog's checks and bodies, close /
// open / delete, and the buttons by the plane-entity functions.

const realFetch = globalThis.fetch;
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllGlobals();
});

const expiring = certRow(1, { name: '适航证', expireDate: '2026-12-20 00:00:00', daysLeft: 26, warn: 1 });
const expired = certRow(2, {
  name: '无线电台执照',
  expireDate: '2026-11-01 00:00:00',
  daysLeft: -23,
  warn: 1,
  status: 'expired',
  rev: 2,
});
const fine = certRow(3, { name: '国籍登记证', expireDate: null, daysLeft: null });
const closed = certRow(4, { name: '旧适航证', closed: 1, daysLeft: -300, warn: 0, status: 'closed' });
const revisions = [
  { ...revOf(expired), rev: 2 },
  {
    ...revOf(expired),
    id: 21,
    rev: 1,
    seri: 'RS-OLD',
    issueDate: '2022-11-01 00:00:00',
    expireDate: '2024-11-01 00:00:00',
    files: [{ uid: 'old', name: 'radio-2022.pdf', size: 10, url: '/files/cert/old.pdf' }],
    createdAt: '2022-11-02 10:00:00',
  },
];

const member = (functions: Fn[]) =>
  testSession({ isAdmin: 0, admin: null, views: [{ name: 'plane-entity', functions }] });
const all = member(['Execute', 'Close', 'Delete']);

function renderList(session = all) {
  const routes = stubStore((call) => {
    if (call.url === '/api/PlaneCert/Query') return list([expiring, expired, fine, closed]);
    if (call.url === '/api/File/Presign')
      return answer(FileApi.Presign, {
        uploadUrl: '/upload/signed-1',
        url: '/files/cert/scan.pdf',
        uid: 'u1',
        expires: 1,
      });
    if (call.url === '/api/PlaneCert/Add') return answer(PlaneCert.api.Add, certRow(9));
    if (call.url === '/api/PlaneCert/Update') return answer(PlaneCert.api.Update, expiring);
    if (call.url === '/api/PlaneCert/Close') return answer(PlaneCert.api.Close, { ...expiring, closed: 1 });
    if (call.url === '/api/PlaneCert/Open') return answer(PlaneCert.api.Open, { ...closed, closed: 0 });
    if (call.url === '/api/PlaneCert/Delete') return answer(PlaneCert.api.Delete, { id: 1 });
    if (call.url === '/api/PlaneCert/Renew') return answer(PlaneCert.api.Renew, { ...expired, rev: 3 });
    if (call.url === '/api/PlaneCert/Revisions') return answer(PlaneCert.api.Revisions, revisions);
    return undefined;
  });
  // Without motion, closed dialogs leave at once (jsdom never ends a CSS transition).
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PlaneCertList plane={5} />
    </ConfigProvider>,
    session,
  );
  return routes;
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
};

describe('PlaneCertList', { timeout: 60_000 }, () => {
  it('lists the aircraft’s certificates, ten a page, with the warnings marked', async () => {
    const calls = renderList();
    const soon = await rowOf('适航证');
    expect(callsTo(calls, 'PlaneCert/Query')[0].body).toEqual({
      filters: [{ name: 'plane', compare: 'eq', value: 5, relate: 'and' }],
      page: 1,
      pageSize: 10,
    });
    expect(soon.getAttribute('data-warn')).toBe('expiring');
    expect(within(soon).getByText('即将到期')).toBeTruthy();
    expect(within(soon).getByText('26 天')).toBeTruthy();
    expect(within(soon).getByText('2026-12-20')).toBeTruthy();
    expect(within(soon).getByRole('button', { name: 'cert-1.pdf' })).toBeTruthy();
    const late = await rowOf('无线电台执照');
    expect(late.getAttribute('data-warn')).toBe('expired');
    expect(within(late).getByText('已过期')).toBeTruthy();
    // Issue 29: the status follows the expiry; an expired certificate never reads 有效.
    expect(within(late).queryByText('有效')).toBeNull();
    expect(within(soon).getByText('有效')).toBeTruthy();
    const ok = await rowOf('国籍登记证');
    expect(ok.getAttribute('data-warn')).toBeNull();
    expect(within(ok).getByText('长期有效')).toBeTruthy();
    expect(within(ok).queryByText('即将到期')).toBeNull();
    const old = await rowOf('旧适航证');
    expect(within(old).getByText('已关闭')).toBeTruthy();
    expect(old.getAttribute('data-warn')).toBeNull();
    // A closed certificate is read-only: only 打开.
    expect(within(old).getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(true);
    expect(within(old).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(true);
    expect(within(old).getByRole('button', { name: '打开' }).hasAttribute('disabled')).toBe(false);
  });

  it('refuses to save without a name, an issue date or a file', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await rowOf('适航证');
    await user.click(screen.getByRole('button', { name: '上传证件' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('证件名称不能为空')).toBeTruthy();
    // Each field's rule answers on its own: wait for every message, not only the first.
    expect(await within(dialog).findByText('请选择日期!')).toBeTruthy();
    expect(await within(dialog).findByText('未上传证件')).toBeTruthy();
    expect(callsTo(calls, 'PlaneCert/Add')).toHaveLength(0);
  });

  it('uploads a certificate with its file, the dates as YYYY-MM-DD 00:00:00', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await rowOf('适航证');
    await user.click(screen.getByRole('button', { name: '上传证件' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('证件名称'), '适航证');
    await user.type(within(dialog).getByLabelText('证件编号'), 'AC-001');
    const issue = within(dialog).getByLabelText('颁发日期');
    await user.click(issue);
    await user.type(issue, '2026-01-05{Enter}');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(100)], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(callsTo(calls, 'File/Presign')[0].body).toMatchObject({ use: 'cert', target: 5, targetKind: 'plane' });
    act(() => FakeXhr.requests[0].respond(200));
    expect(await within(dialog).findByText('scan.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneCert/Add')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneCert/Add')[0].body).toEqual({
      plane: 5,
      name: '适航证',
      // Other unless picked (issue 32).
      kind: 99,
      seri: 'AC-001',
      issueDate: '2026-01-05 00:00:00',
      expireDate: null,
      remarks: null,
      files: [{ uid: 'u1', name: 'scan.pdf', size: 100, url: '/files/cert/scan.pdf' }],
    });
    expect(await screen.findByText('创建成功')).toBeTruthy();
  });

  it('edits a certificate with the dates as YYYY-MM-DD 00:00:00', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('适航证')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('证件名称');
    await user.clear(name);
    await user.type(name, '标准适航证');
    const expiry = within(dialog).getByLabelText('到期日期');
    await user.click(expiry);
    await user.clear(expiry);
    await user.type(expiry, '2027-03-15{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneCert/Update')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneCert/Update')[0].body).toEqual({
      id: 1,
      name: '标准适航证',
      kind: 99,
      seri: 'NO-1',
      issueDate: '2024-01-10 00:00:00',
      expireDate: '2027-03-15 00:00:00',
      remarks: null,
      files: expiring.files,
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('closes, opens and deletes (after the confirmation)', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('适航证')).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(callsTo(calls, 'PlaneCert/Close')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneCert/Close')[0].body).toEqual({ id: 1 });
    await user.click(within(await rowOf('旧适航证')).getByRole('button', { name: '打开' }));
    await waitFor(() => expect(callsTo(calls, 'PlaneCert/Open')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneCert/Open')[0].body).toEqual({ id: 4 });
    await user.click(within(await rowOf('适航证')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定要删除该记录?')).toBeTruthy();
    expect(callsTo(calls, 'PlaneCert/Delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneCert/Delete')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneCert/Delete')[0].body).toEqual({ id: 1 });
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('renews a certificate as a new revision with its own file, dates as YYYY-MM-DD 00:00:00', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('无线电台执照')).getByRole('button', { name: '续期' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('续期证件：无线电台执照')).toBeTruthy();
    // The number starts as the current one; the dates and the file are entered afresh.
    expect(within(dialog).getByLabelText<HTMLInputElement>('证件编号').value).toBe('NO-2');
    expect(within(dialog).queryByLabelText('证件名称')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('未上传证件')).toBeTruthy();
    const issue = within(dialog).getByLabelText('颁发日期');
    await user.click(issue);
    await user.type(issue, '2026-11-20{Enter}');
    const expiry = within(dialog).getByLabelText('到期日期');
    await user.click(expiry);
    await user.type(expiry, '2028-11-20{Enter}');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(100)], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200));
    expect(await within(dialog).findByText('scan.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneCert/Renew')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneCert/Renew')[0].body).toEqual({
      id: 2,
      seri: 'NO-2',
      issueDate: '2026-11-20 00:00:00',
      expireDate: '2028-11-20 00:00:00',
      files: [{ uid: 'u1', name: 'scan.pdf', size: 100, url: '/files/cert/scan.pdf' }],
    });
    expect(await screen.findByText('证件已续期，原版本已保留')).toBeTruthy();
    expect(callsTo(calls, 'PlaneCert/Update')).toHaveLength(0);
  });

  it('lists the revisions with their own files, the current one marked', async () => {
    const calls = renderList(member([]));
    const user = userEvent.setup();
    await user.click(within(await rowOf('无线电台执照')).getByRole('button', { name: '历史' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('证件版本：无线电台执照')).toBeTruthy();
    const current = (await within(dialog).findByText('第 2 版')).closest('tr') as HTMLElement;
    expect(within(current).getByText('当前版本')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'cert-2.pdf' })).toBeTruthy();
    const earlier = within(dialog).getByText('第 1 版').closest('tr') as HTMLElement;
    expect(within(earlier).queryByText('当前版本')).toBeNull();
    expect(within(earlier).getByText('RS-OLD')).toBeTruthy();
    expect(within(earlier).getByText('2024-11-01')).toBeTruthy();
    expect(within(earlier).getByRole('button', { name: 'radio-2022.pdf' })).toBeTruthy();
    expect(callsTo(calls, 'PlaneCert/Revisions')[0].body).toEqual({ id: 2 });
  });

  it('disables the actions without the functions', async () => {
    renderList(member([]));
    const row = await rowOf('适航证');
    expect(screen.getByRole('button', { name: '上传证件' }).hasAttribute('disabled')).toBe(true);
    for (const name of ['编辑', '关闭', '删除', '续期'])
      expect(within(row).getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
  });

  it('gives each function its own button', async () => {
    renderList(member(['Close']));
    const row = await rowOf('适航证');
    expect(screen.getByRole('button', { name: '上传证件' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: '关闭' }).hasAttribute('disabled')).toBe(false);
  });
});
