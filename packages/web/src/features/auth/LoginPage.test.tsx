import { prehashPassword } from '@hangar/domain/password';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneRules } from '../../components/form-rules';
import { initI18n } from '../../i18n/index';
import { noticeForLogin } from '../../session/notify';
import { type SessionControl, SessionControlContext } from '../../session/session-state';
import { DEFAULT_SETTING } from '../../session/settings';
import LoginPage from './LoginPage';
import { captchaRules, checkRules } from './login-form';

// The sign-in page without antd's Form (login-form.tsx): the rules' messages as antd's Form gave them, checked on
// a change and on submit; a refusal shows the server's message and, when asked, the captcha.

const realFetch = globalThis.fetch;
const t = (key: string) => key;

beforeAll(async () => {
  await initI18n('zh-CN');
});

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

describe('checkRules', () => {
  const pass = [
    { required: true, message: 'required' },
    { min: 6, message: 'min' },
  ];

  it('gives the required message alone for an empty value, as async-validator does', () => {
    expect(checkRules(undefined, phoneRules(t as never))).toEqual(['validation.phoneRequired']);
    expect(checkRules('', phoneRules(t as never))).toEqual(['validation.phoneRequired']);
    expect(checkRules('', pass)).toEqual(['required']);
    expect(checkRules('', [{ pattern: /^\d+$/, message: 'pattern' }])).toEqual([]);
  });

  it('checks pattern, min and len on a value, counting a surrogate pair as one character', () => {
    expect(checkRules('12345', phoneRules(t as never))).toEqual(['validation.phoneFormat']);
    expect(checkRules('13800000007', phoneRules(t as never))).toEqual([]);
    expect(checkRules('12345', pass)).toEqual(['min']);
    expect(checkRules('123456', pass)).toEqual([]);
    expect(checkRules('abc', captchaRules(t as never))).toEqual(['validation.captchaFormat']);
    expect(checkRules('ab😀c', captchaRules(t as never))).toEqual([]);
  });

  it('refuses rules it does not know rather than ignore them', () => {
    expect(() => checkRules('x', [{ type: 'email', message: 'email' }])).toThrow(/type/);
  });
});

function stubLogin(answer: { status: number; json: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const response = new Response(JSON.stringify(answer.json), { headers: { 'content-type': 'application/json' } });
    Object.defineProperty(response, 'status', { value: answer.status });
    return response;
  }) as typeof fetch;
  return calls;
}

function renderPage(reload = vi.fn(async () => true), page: ReactNode = <LoginPage />) {
  const control: SessionControl = {
    status: 'signedOut',
    user: null,
    signedOutByUser: false,
    setting: DEFAULT_SETTING,
    reload,
    signOut: async () => undefined,
  };
  render(
    <ConfigProvider locale={zhCN}>
      <SessionControlContext.Provider value={control}>
        <MemoryRouter initialEntries={['/login']}>{page}</MemoryRouter>
      </SessionControlContext.Provider>
    </ConfigProvider>,
  );
  return reload;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('LoginPage', () => {
  it('shows the required messages on an empty submit and sends nothing', async () => {
    const calls = stubLogin({ status: 200, json: { ret: 0, msg: '', body: {} } });
    renderPage();
    submit();
    expect(await screen.findByText('请输入手机号码!')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    const phone = screen.getByLabelText('手机号码');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe('phone_help');
    expect(phone.className).toContain('ant-input-status-error');
    expect(calls).toEqual([]);
  });

  it('checks a field as it changes, before any submit', () => {
    renderPage();
    type('手机号码', '12345');
    expect(screen.getByText('手机号格式不正确!')).toBeTruthy();
    // The other field is not checked until it changes or the form is sent.
    expect(screen.queryByText('请输入密码')).toBeNull();
    type('手机号码', '13800000007');
    expect(screen.queryByText('手机号格式不正确!')).toBeNull();
    expect(screen.getByLabelText('手机号码').getAttribute('aria-invalid')).toBeNull();
    type('密码', '123');
    expect(screen.getByText('密码不能低于6位')).toBeTruthy();
  });

  it('signs in with the pre-hashed password and reloads the session', async () => {
    const calls = stubLogin({ status: 200, json: { ret: 0, msg: '', body: { validDays: 100 } } });
    const reload = renderPage();
    type('手机号码', '13800000007');
    type('密码', 'secret-1');
    submit();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/api/lg', body: { phone: '13800000007', pass: prehashPassword('secret-1') } }]);
  });

  it('shows the refusal and the captcha, which is then required and cleared after the next refusal', async () => {
    const calls = stubLogin({
      status: 400,
      json: { ret: 1, code: 'RULE', msg: '手机号或密码错误', captchaRequired: true },
    });
    const reload = renderPage();
    type('手机号码', '13800000007');
    type('密码', 'secret-1');
    submit();
    expect((await screen.findByTestId('sign-in-error')).textContent).toContain('手机号或密码错误');
    expect(screen.getByRole('img', { name: '验证码' })).toBeTruthy();
    expect(sessionStorage.getItem('hangar_captcha_shown')).toBe('1');

    submit();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(calls).toHaveLength(1);
    type('验证码', 'ab');
    expect(screen.getByText('验证码错误')).toBeTruthy();
    type('验证码', 'abcd');
    submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ captcha: 'abcd' });
    await waitFor(() => expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe(''));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a notice left for it once, also when React discards its first render', async () => {
    noticeForLogin('success', '注册已提交');
    // A sibling that suspends: React renders the page, throws that render away and renders it again later.
    let ready = false;
    let resume = () => {};
    const wait = new Promise<void>((resolve) => {
      resume = resolve;
    }).then(() => {
      ready = true;
    });
    function Suspends() {
      if (!ready) throw wait;
      return null;
    }
    renderPage(
      undefined,
      <Suspense fallback={<span>loading</span>}>
        <LoginPage />
        <Suspends />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resume());
    expect((await screen.findByTestId('login-notice')).textContent).toContain('注册已提交');
    // Shown once: the next visit has none.
    cleanup();
    renderPage();
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });
});
