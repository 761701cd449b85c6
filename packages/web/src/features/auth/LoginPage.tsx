import { prehashPassword } from '@hangar/domain/password';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, call } from '../../api/http';
import { SignInCalls } from '../../api/sign-in-calls';
import { safeRedirect } from '../../app/guard';
import { storeLicenceNotice } from '../../app/licence';
import { takeLoginNotice } from '../../app/notify';
import { useSessionControl } from '../../app/session-state';
import { phoneRules } from '../../components/form-rules';
import { AuthShell } from './AuthShell';
import { CaptchaField } from './CaptchaField';

// The sign-in page (platform spec §2, §4, §5, §8): phone, password, and a captcha shown after a failed
// sign-in and kept shown for the browser session. Licence: a warning at ≤ 30 days left; at ≤ 0 the server
// refuses with its message, as it does for a locked account. (The warning shows in the frame, after sign-in.)

const CAPTCHA_FLAG = 'hangar_captcha_shown';

interface LoginValues {
  phone: string;
  password: string;
  captcha?: string;
}

function captchaFlag(): boolean {
  try {
    return sessionStorage.getItem(CAPTCHA_FLAG) === '1';
  } catch {
    return false;
  }
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, reload } = useSessionControl();
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string>();
  // A notice left for this page: the session ended, the registration succeeded, ...
  const [notice] = useState(takeLoginNotice);
  const [busy, setBusy] = useState(false);
  const [showCaptcha, setShowCaptcha] = useState(captchaFlag);
  // Each load gives a new image (and a new id in the captcha cookie).
  const [captchaNo, setCaptchaNo] = useState(0);
  const redirect = safeRedirect(params.get('redirect'));

  // Signed in already (another tab, a reload): the guard's step 2.
  useEffect(() => {
    if (status === 'signedIn') navigate(redirect, { replace: true });
  }, [status, navigate, redirect]);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await call(SignInCalls.Login, {
        phone: values.phone,
        pass: prehashPassword(values.password),
        ...(showCaptcha && values.captcha ? { captcha: values.captcha } : {}),
      });
      storeLicenceNotice(result.validDays);
      await reload();
    } catch (err) {
      setBusy(false);
      setError(err instanceof Error ? err.message : String(err));
      if (err instanceof ApiError && err.extra.captchaRequired === true) {
        try {
          sessionStorage.setItem(CAPTCHA_FLAG, '1');
        } catch {
          // private mode: shown for this page only
        }
        setShowCaptcha(true);
      }
      // A captcha is good for one try: a new one after every failure (a wrong captcha included).
      setCaptchaNo((n) => n + 1);
      form.setFieldValue('captcha', '');
    }
  };

  return (
    <AuthShell title={t('frame.route.login')}>
      {notice && !error && (
        <Alert
          type={notice.kind}
          title={notice.text}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-notice"
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on">
        <Form.Item name="phone" label={t('frame.login.phone')} rules={phoneRules(t)}>
          <Input inputMode="numeric" autoComplete="username" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('frame.login.password')}
          rules={[
            { required: true, message: t('validation.passRequired') },
            { min: 6, message: t('validation.passMin') },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {showCaptcha && <CaptchaField no={captchaNo} onRefresh={() => setCaptchaNo((n) => n + 1)} />}
        {error && (
          <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="sign-in-error" />
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('frame.login.submit')}
        </Button>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
          <Link to="/register">{t('frame.login.register')}</Link>
          <Link to="/findpass">{t('frame.login.findpass')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
