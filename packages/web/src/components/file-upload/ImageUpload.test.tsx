import { FileApi, type PresignAnswer } from '@hangar/domain/contracts/files';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../features/account/test-support';
import type { FileEntry } from '../../session/session-context';
import { renderWithProviders } from '../test-utils';
import { FakeXhr } from './fake-xhr';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

const realFetch = globalThis.fetch;
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllGlobals();
});

function Field({ initial = [], onChange, ...props }: Partial<ImageUploadProps> & { initial?: FileEntry[] }) {
  const [value, setValue] = useState<FileEntry[]>(initial);
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ImageUpload
        use="avatar"
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

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

const image = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const presigned: PresignAnswer = { uploadUrl: '/upload/signed', url: '/files/avatar/me.png', uid: 'a1', expires: 1 };
const presign = () => stubFetch(({ url }) => (url === FileApi.Presign.path ? { body: presigned } : undefined));

describe('ImageUpload', () => {
  it('refuses a file of another type before anything is sent', async () => {
    const calls = presign();
    // The input's accept list would hide the file from the picker; drop it as a user could.
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<Field use="avatar" />);
    expect(fileInput(container).accept).toBe('.jpg,.jpeg,.png,.gif,image/jpeg,image/pjpeg,image/png,image/gif');
    await user.upload(fileInput(container), image('notes.pdf', 'application/pdf', 100));
    expect(await screen.findByText('只能上传 jpg, png, gif 图片')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it.each([
    ['logo', 'gif', 'image/gif', 10, '只能上传 jpg, png 图片'],
    ['logo', 'png', 'image/png', 100 * 1024 + 1, 'LOGO图片不能大于100KB!'],
    ['avatar', 'png', 'image/png', 2 * 1024 * 1024 + 1, '图片不能大于2MB!'],
    ['background', 'jpg', 'image/jpeg', 3 * 1024 * 1024 + 1, '背景图片不能大于3MB!'],
    ['material', 'jpg', 'image/jpeg', 5 * 1024 * 1024 + 1, '图片不能大于5MB!'],
  ] as const)('%s: a %s (%s) of %i bytes is refused with %s', async (use, ext, type, bytes, text) => {
    const calls = presign();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<Field use={use} />);
    await user.upload(fileInput(container), image(`pic.${ext}`, type, bytes));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('uploads an accepted image, shows its thumbnail and hides the trigger at the limit', async () => {
    presign();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field max={1} onChange={onChange} />);
    expect(screen.getByText('+ 上传图片')).toBeTruthy();
    await user.upload(fileInput(container), image('me.png', 'image/png', 2 * 1024 * 1024));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].progress(1, 4));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25'));
    act(() => FakeXhr.requests[0].respond(200));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        { uid: 'a1', name: 'me.png', size: 2 * 1024 * 1024, url: '/files/avatar/me.png' },
      ]),
    );
    expect(screen.getByRole('img', { name: 'me.png' }).getAttribute('src')).toBe('/files/avatar/me.png');
    expect(screen.queryByText('+ 上传图片')).toBeNull();
  });

  it('opens the preview of a stored image', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Field initial={[{ uid: 'p1', name: 'wing.jpg', size: 1000, url: '/files/material/wing.jpg' }]} max={3} />,
    );
    expect(screen.getByText('+ 上传图片')).toBeTruthy();
    await user.click(screen.getByTitle('预览文件'));
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('/files/material/wing.jpg'),
    );
  });

  it('offers a retry over a failed image and refuses removal of a stored one without permission', async () => {
    presign();
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <Field initial={[{ uid: 'p1', name: 'old.png', size: 10, url: '/files/old.png' }]} max={3} canDelete={false} />,
    );
    await user.upload(fileInput(container), image('new.png', 'image/png', 10));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].fail());
    expect(await screen.findByText('上传失败: new.png')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const [storedRemove] = screen.getAllByRole('button', { name: '删除文件' });
    await user.click(storedRemove);
    expect(await screen.findByText('没有权限删除文件')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'old.png' })).toBeTruthy();
  });

  it('is read-only when disabled: no trigger, no removal', () => {
    renderWithProviders(
      <Field disabled initial={[{ uid: 'p1', name: 'logo.png', size: 10, url: '/files/logo.png' }]} />,
    );
    expect(screen.getByRole('img', { name: 'logo.png' })).toBeTruthy();
    expect(screen.queryByText('+ 上传图片')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除文件' })).toBeNull();
  });
});
