import { User } from '@hangar/domain/contracts/account';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { prehashPassword } from '@hangar/domain/password';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { renderWithProviders, stubFetch } from './test-support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function fields() {
  return {
    old: screen.getByLabelText('原密码'),
    next: screen.getByLabelText('新密码'),
    repeat: screen.getByLabelText('确认密码'),
    ok: screen.getByRole('button', { name: /确\s*定/ }),
  };
}

describe('ChangePasswordDialog', () => {
  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const calls = stubFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog open onClose={() => undefined} />);
    const f = fields();
    await user.click(f.ok);
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(screen.getByText('密码至少6个字符')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();

    await user.type(f.next, '12345');
    await user.type(f.repeat, '123456');
    await user.click(f.ok);
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
    expect(screen.getByText('密码至少6个字符')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends both passwords pre-hashed and closes on success', async () => {
    const answer: EndpointOutput<typeof User.api.ChangePass> = { token: 'x' };
    const calls = stubFetch(({ url }) => (url === User.api.ChangePass.path ? { body: answer } : undefined));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
    const f = fields();
    await user.type(f.old, 'old-secret');
    await user.type(f.next, 'new-secret');
    await user.type(f.repeat, 'new-secret');
    await user.click(f.ok);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/user/ChangePass',
        body: { oldPass: prehashPassword('old-secret'), pass: prehashPassword('new-secret') },
      },
    ]);
    expect(await screen.findByText('修改密码成功')).toBeTruthy();
  });

  it('shows the server message for a wrong old password and stays open', async () => {
    stubFetch(() => ({ status: 601, msg: '原密码不正确' }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
    const f = fields();
    await user.type(f.old, 'wrong-one');
    await user.type(f.next, 'new-secret');
    await user.type(f.repeat, 'new-secret');
    await user.click(f.ok);
    expect(await screen.findByText('原密码不正确')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
