import { FileApi, type PresignAnswer } from '@hangar/domain/contracts/files';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, stubFetch } from '../../features/account/test-support';
import type { FileEntry } from '../../session/session-context';
import { renderWithProviders } from '../test-utils';
import { FileUpload, type FileUploadProps } from './FileUpload';
import { FakeXhr } from './fake-xhr';

const realFetch = globalThis.fetch;
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
});

const stored: FileEntry = { uid: 'f1', name: 'manual.pdf', size: 1536, url: '/files/document/10001/manual.pdf' };

/** The field inside a parent that keeps its value, as an antd Form does. */
function Field({ initial = [], onChange, ...props }: Partial<FileUploadProps> & { initial?: FileEntry[] }) {
  const [value, setValue] = useState<FileEntry[]>(initial);
  // Without motion, removed list items leave at once (jsdom never ends a CSS transition).
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FileUpload
        use="document"
        canDelete
        {...props}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
    </ConfigProvider>
  );
}

function presignAnswers(count = { n: 0 }) {
  return stubFetch(({ url }) => {
    if (url !== FileApi.Presign.path) return undefined;
    count.n += 1;
    const answer: PresignAnswer = {
      uploadUrl: `/upload/signed-${count.n}`,
      url: `/files/doc-${count.n}.pdf`,
      uid: `u${count.n}`,
      expires: 1,
    };
    return { body: answer };
  });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

const pdf = (bytes = 1536) => new File([new Uint8Array(bytes)], 'report.pdf', { type: 'application/pdf' });

describe('FileUpload', () => {
  it('refuses a file over the use limit before anything is sent', async () => {
    const calls = presignAnswers();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field />);
    const big = pdf(10);
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 + 1 });
    await user.upload(fileInput(container), big);
    expect(await screen.findByText('文件不能大于200MB!')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.queryByText('report.pdf')).toBeNull();
  });

  it('presigns, PUTs the raw file with progress, and adds the file entry', async () => {
    const calls = presignAnswers();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field use="cert" target={42} onChange={onChange} />);
    const file = pdf();
    await user.upload(fileInput(container), file);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(calls).toEqual<Call[]>([
      {
        method: 'POST',
        url: '/api/File/Presign',
        body: { use: 'cert', target: 42, fileName: 'report.pdf', size: 1536, contentType: 'application/pdf' },
      },
    ]);
    const put = FakeXhr.requests[0];
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/upload/signed-1');
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.body).toBe(file);
    // One file at a time: the trigger waits for this upload.
    expect(screen.getByRole('button', { name: '上传文件' }).hasAttribute('disabled')).toBe(true);

    act(() => put.progress(768, 1536));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
    expect(onChange).not.toHaveBeenCalled();

    act(() => put.respond(200));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([{ uid: 'u1', name: 'report.pdf', size: 1536, url: '/files/doc-1.pdf' }]),
    );
    expect(await screen.findByText('(1.50 KB)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上传文件' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps a failed upload with its reason and stores it on retry', async () => {
    const calls = presignAnswers();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field onChange={onChange} />);
    await user.upload(fileInput(container), pdf());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(413, JSON.stringify({ ret: 1, code: 'TOO_LARGE', msg: '文件超出声明大小' })));
    expect(await screen.findByText('上传失败: report.pdf (文件超出声明大小)')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    expect(calls).toHaveLength(2);
    expect(FakeXhr.requests[1].url).toBe('/upload/signed-2');
    act(() => FakeXhr.requests[1].respond(200));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([{ uid: 'u2', name: 'report.pdf', size: 1536, url: '/files/doc-2.pdf' }]),
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('shows the presign refusal and sends no file', async () => {
    stubFetch(() => ({ status: 601, msg: '没有权限上传到该机型' }));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field />);
    await user.upload(fileInput(container), pdf());
    expect(await screen.findByText('上传失败: report.pdf (没有权限上传到该机型)')).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('refuses to remove a stored file without the Delete permission', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Field initial={[stored]} canDelete={false} onChange={onChange} />);
    expect(screen.getByText('manual.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '删除文件' }));
    expect(await screen.findByText('没有权限删除文件')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('manual.pdf')).toBeTruthy();
  });

  it('removes a stored file with the Delete permission', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Field initial={[stored]} canDelete onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '删除文件' }));
    expect(onChange).toHaveBeenCalledWith([]);
    await waitFor(() => expect(screen.queryByText('manual.pdf')).toBeNull());
  });

  it('cancels an upload under way without the Delete permission', async () => {
    presignAnswers();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field canDelete={false} onChange={onChange} />);
    await user.upload(fileInput(container), pdf());
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const item = screen.getByText('report.pdf').closest('.ant-upload-list-item') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: '删除文件' }));
    expect(FakeXhr.requests[0].aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('report.pdf')).toBeNull());
    expect(screen.queryByText('没有权限删除文件')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('downloads a stored file under its name', async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } });
    }) as typeof fetch;
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:1';
    };
    URL.revokeObjectURL = () => {};
    const saves: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saves.push({ name: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderWithProviders(<Field initial={[stored]} />);
    await user.click(screen.getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(saves).toEqual([{ name: 'manual.pdf', href: 'blob:1' }]));
    expect(calls).toEqual([stored.url]);
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });
});
