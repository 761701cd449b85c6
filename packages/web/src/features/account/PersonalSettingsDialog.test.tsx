import type { User } from '@hangar/domain/contracts/account';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../components/file-upload/fake-xhr';
import { PersonalSettingsDialog } from './PersonalSettingsDialog';
import { renderWithProviders, stubFetch, testSession, testUser } from './test-support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('PersonalSettingsDialog', () => {
  it('shows the server’s refusal of a phone in use at the phone field, asking no lookup beforehand', async () => {
    // QueryByPhone no longer answers for other users' phones (it would tell which numbers are registered):
    // the form leaves the check to the save.
    const calls = stubFetch(({ url }) =>
      url === `/api/User/UpdateInfo/${testUser.id}`
        ? { status: 409, msg: '该手机号已被使用', errors: [{ field: 'phone', message: '该手机号已被使用' }] }
        : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PersonalSettingsDialog open onClose={onClose} />);
    const phone = screen.getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '13900000099');
    fireEvent.blur(phone);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该手机号已被使用')).toBeTruthy();
    expect(phone.closest('.ant-form-item')?.className).toContain('ant-form-item-has-error');
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.map((c) => c.url)).toEqual([`/api/User/UpdateInfo/${testUser.id}`]);
  });

  it('checks the format before asking the server', async () => {
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<PersonalSettingsDialog open onClose={() => undefined} />);
    const phone = screen.getByLabelText('手机号码');
    await user.clear(phone);
    expect(await screen.findByText('请输入手机号码!')).toBeTruthy();
    await user.type(phone, '12345');
    fireEvent.blur(phone);
    expect(await screen.findByText('手机号格式不正确!')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses an over-long or invisible-character nickname with the field’s message, without cutting it', async () => {
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<PersonalSettingsDialog open onClose={() => undefined} />);
    const name = screen.getByLabelText('昵称') as HTMLInputElement;
    const long = '名'.repeat(51);
    await user.clear(name);
    await user.click(name);
    await user.paste(long);
    expect(await screen.findByText('昵称 不能超过 50 个字符')).toBeTruthy();
    expect(name.value).toBe(long);
    expect(screen.getByText('51 / 50')).toBeTruthy();
    await user.clear(name);
    await user.paste('Pi\u200Blot');
    expect(await screen.findByText('昵称 含有不可见字符或控制字符')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(calls.some((c) => c.url.startsWith('/api/User/UpdateInfo'))).toBe(false);
  });

  it('saves a free phone and the other fields, then reloads the session', async () => {
    // UpdateInfo answers the user's record (the dialog reloads the session instead of reading it).
    const answer: EndpointOutput<typeof User.api.UpdateInfo> = testUser;
    const calls = stubFetch(({ url }) =>
      url === `/api/User/UpdateInfo/${testUser.id}` ? { body: answer } : undefined,
    );
    const refresh = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PersonalSettingsDialog open onClose={onClose} />, testSession({}, refresh));
    const phone = screen.getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '13911112222');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refresh).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: `/api/User/UpdateInfo/${testUser.id}`,
      body: { phone: '13911112222', name: testUser.name, sex: 1, birthday: null, avatar: [] },
    });
    expect(await screen.findByText('修改信息成功')).toBeTruthy();
  });

  it('uploads a new avatar and saves its file entry', async () => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = stubFetch(({ url }) => {
      if (url === '/api/File/Presign')
        return { body: { uploadUrl: '/upload/a', url: '/files/avatar/a.png', uid: 'a', expires: 1 } };
      if (url === `/api/User/UpdateInfo/${testUser.id}`) return { body: {} };
      return undefined;
    });
    const refresh = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <PersonalSettingsDialog open onClose={onClose} />,
      testSession({}, refresh),
    );
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no avatar input');
    await user.upload(input, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200));
    expect(await screen.findByRole('img', { name: 'me.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refresh).toHaveBeenCalled();
    expect(calls.at(-1)?.body).toMatchObject({
      avatar: [{ uid: 'a', name: 'me.png', size: 64, url: '/files/avatar/a.png' }],
    });
    vi.unstubAllGlobals();
  });
});
