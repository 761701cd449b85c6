import { PHONE_PATTERN } from '@hangar/domain/contracts/platform';
import type { Lang } from '@hangar/domain/messages';
import { prehashPassword } from '@hangar/domain/password';
import { Alert, App as AntApp, Button, Card, ConfigProvider, Form, Input, Space, Spin, Typography } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLang, rememberLang, type Strings, stringsFor } from './i18n';

// The sign-in page (platform spec §4) and, once signed in, who the user is. The application frame
// (routes, menus, TanStack Query, i18next) replaces the signed-in card in the next issue.

interface Envelope<T> {
  ret: number;
  msg: string;
  body?: T;
  captchaRequired?: boolean;
}

interface UserInfo {
  name: string;
  realName: string | null;
  phone: string;
  companyName: string | null;
  views: { name: string }[];
}

/** One call to the API: JSON in, the envelope out; the session travels in its HttpOnly cookie. */
async function call<T>(lang: Lang, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Envelope<T>> {
  try {
    const res = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        'accept-language': lang,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json()) as Envelope<T>;
    if (typeof json?.ret === 'number') return json;
  } catch {
    // network failure, timeout or a body that is not the envelope: answered below
  }
  return { ret: 1, msg: stringsFor(lang).network };
}

interface SignInValues {
  phone: string;
  password: string;
  captcha?: string;
}

function SignIn({ lang, t, onSignedIn }: { lang: Lang; t: Strings; onSignedIn: () => void }) {
  const [form] = Form.useForm<SignInValues>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Shown after a failed sign-in; each load gives a new image and a new id in the captcha cookie.
  const [captchaNo, setCaptchaNo] = useState(0);

  const submit = async (values: SignInValues) => {
    setBusy(true);
    setError(undefined);
    const res = await call(lang, 'POST', '/api/lg', {
      phone: values.phone,
      pass: prehashPassword(values.password),
      ...(captchaNo > 0 && values.captcha ? { captcha: values.captcha } : {}),
    });
    setBusy(false);
    if (res.ret === 0) return onSignedIn();
    setError(res.msg);
    setCaptchaNo((n) => n + 1);
    form.setFieldValue('captcha', '');
  };

  return (
    <Card title={t.signIn} style={{ width: 380 }}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on">
        <Form.Item
          name="phone"
          label={t.phone}
          rules={[
            { required: true, message: t.phoneRequired },
            { pattern: PHONE_PATTERN, message: t.phoneFormat },
          ]}
        >
          <Input inputMode="numeric" autoComplete="username" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t.password}
          rules={[
            { required: true, message: t.passRequired },
            { min: 6, message: t.passMin },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {captchaNo > 0 && (
          <Form.Item label={t.captcha} htmlFor="captcha" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="captcha" noStyle rules={[{ required: true, message: t.captchaRequired }]}>
                <Input maxLength={4} autoComplete="off" style={{ height: 40 }} />
              </Form.Item>
              <button
                type="button"
                title={t.captchaRefresh}
                onClick={() => setCaptchaNo((n) => n + 1)}
                style={{ padding: 0, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer' }}
              >
                <img
                  src={`/api/lg/Captcha?n=${captchaNo}`}
                  alt={t.captcha}
                  width={120}
                  height={38}
                  style={{ display: 'block' }}
                />
              </button>
            </Space.Compact>
          </Form.Item>
        )}
        {error && (
          <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="sign-in-error" />
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t.signIn}
        </Button>
      </Form>
    </Card>
  );
}

function SignedIn({ info, t, onSignOut }: { info: UserInfo; t: Strings; onSignOut: () => void }) {
  return (
    <Card title={t.signedInAs} style={{ width: 380 }} extra={<Typography.Text>{info.phone}</Typography.Text>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {t.name}: <strong data-testid="user-name">{info.realName || info.name}</strong>
        </Typography.Text>
        <Typography.Text>
          {t.company}: <strong data-testid="company-name">{info.companyName ?? t.noCompany}</strong>
        </Typography.Text>
        <Typography.Text>
          {t.views}: <strong data-testid="views-count">{info.views.length}</strong>
        </Typography.Text>
        <Button onClick={onSignOut} block style={{ marginTop: 8 }}>
          {t.signOut}
        </Button>
      </Space>
    </Card>
  );
}

function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const t = stringsFor(lang);
  // undefined while the existing session is being checked; null when signed out.
  const [info, setInfo] = useState<UserInfo | null>();

  const loadInfo = useCallback(async () => {
    const res = await call<UserInfo>(lang, 'GET', '/api/User/Info');
    setInfo(res.ret === 0 && res.body ? res.body : null);
  }, [lang]);

  useEffect(() => {
    void loadInfo();
  }, [loadInfo]);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t.title;
  }, [lang, t.title]);

  const signOut = async () => {
    await call(lang, 'POST', '/api/lg/exit');
    setInfo(null);
  };

  const switchLang = () => {
    const next: Lang = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
    rememberLang(next);
    setLang(next);
  };

  return (
    <ConfigProvider locale={lang === 'en-US' ? enUS : zhCN}>
      <AntApp>
        <main
          style={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 24,
            background: '#f0f2f5',
          }}
        >
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t.title}
          </Typography.Title>
          {info === undefined ? (
            <Spin />
          ) : info === null ? (
            <SignIn key={lang} lang={lang} t={t} onSignedIn={() => void loadInfo()} />
          ) : (
            <SignedIn info={info} t={t} onSignOut={() => void signOut()} />
          )}
          <Button type="link" onClick={switchLang}>
            {t.otherLang}
          </Button>
        </main>
      </AntApp>
    </ConfigProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
