import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../features/account/test-support';
import type { FileEntry } from '../../session/session-context';
import { renderWithProviders } from '../test-utils';
import { DownloadButton } from './download';

const realFetch = globalThis.fetch;
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  globalThis.fetch = realFetch;
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

const entry: FileEntry = { uid: 'c1', name: '适航证.pdf', size: 2048, url: '/files/cert/10001/c1.pdf' };

describe('DownloadButton', () => {
  it.each([
    ['no file', null],
    ['an empty list', []],
    ['an entry without url', { ...entry, url: '' }],
  ])('warns 未上传文件 for %s and asks nothing', async (_case, file) => {
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<DownloadButton file={file} />);
    await user.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(await screen.findByText('未上传文件')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('fetches the first file of a list as a blob and saves it under its name', async () => {
    const calls: { url: string; credentials?: string }[] = [];
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), credentials: init?.credentials });
      return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    }) as typeof fetch;
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:cert';
    };
    URL.revokeObjectURL = () => {};
    const saves: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saves.push({ name: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderWithProviders(<DownloadButton file={[entry, { ...entry, uid: 'c2', name: 'other.pdf' }]} />);
    await user.click(screen.getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(saves).toEqual([{ name: '适航证.pdf', href: 'blob:cert' }]));
    expect(calls).toEqual([{ url: entry.url, credentials: 'include' }]);
    expect(await blobs[0].text()).toBe('%PDF-1.4');
  });

  it("shows the server's refusal and saves nothing", async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ ret: 1, code: 'FORBIDDEN', msg: '没有权限执行该操作' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<DownloadButton file={entry} />);
    await user.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(await screen.findByText('下载失败: 没有权限执行该操作')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});
