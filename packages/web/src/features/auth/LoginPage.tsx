import { prehashPassword } from '@hangar/domain/password';
import { Alert, Button, type GlobalToken } from 'antd';
import type { Rule } from 'antd/es/form';
// Input and Password by path: the `Input` export carries Search, TextArea and OTP with their styles.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import SpaceCompact from 'antd/es/space/Compact';
import useThemeToken from 'antd/es/theme/useToken';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, call } from '../../api/http';
import { SignInCalls } from '../../api/sign-in-calls';
import { phoneRules } from '../../components/form-rules';
import { storeLicenceNotice } from '../../session/licence';
import { dropLoginNotice, peekLoginNotice } from '../../session/notify';
import { safeRedirect } from '../../session/redirect';
import { useSessionControl } from '../../session/session-state';
import { AuthShell } from './AuthShell';
import { CAPTCHA_LENGTH, CaptchaImage, captchaRules, checkRules, controlProps, Field } from './login-form';

// The sign-in page (platform spec §2, §4, §5, §8): phone, password, and a captcha shown after a failed
// sign-in and kept shown for the browser session. Licence: a warning at ≤ 30 days left; at ≤ 0 the server
// refuses with its message, as it does for a locked account. (The warning shows in the frame, after sign-in.)
// A plain form, not antd's Form (about 20 KB gzip on the first page): the same rules and messages, checked when
// a field changes and on submit, as antd's Form checks them (login-form.tsx).

const CAPTCHA_FLAG = 'hangar_captcha_shown';

type FieldName = 'phone' | 'password' | 'captcha';
type Values = Partial<Record<FieldName, string>>;
type Errors = Partial<Record<FieldName, ReactNode[]>>;

/** antd's Form's text style (its component reset), which the links below the button inherit. */
function formStyle(token: GlobalToken) {
  return {
    margin: 0,
    padding: 0,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
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
  // hashId and cssVar.key: antd's scope classes, under which its shared styles colour the links (with its CSS
  // variables) as they did inside antd's Form. The same hook as theme.useToken's, which does not give the key.
  const [, token, hashId, , cssVar] = useThemeToken();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  // A notice left for this page: the session ended, the registration succeeded, ...
  // Read at the first render, dropped once shown: taking it during render lost it when React discarded that
  // render and rendered again (seen on the page reached after registering).
  const [notice] = useState(peekLoginNotice);
  useEffect(() => dropLoginNotice(notice), [notice]);
  const [busy, setBusy] = useState(false);
  const [showCaptcha, setShowCaptcha] = useState(captchaFlag);
  // Each load gives a new image (and a new id in the captcha cookie).
  const [captchaNo, setCaptchaNo] = useState(0);
  const redirect = safeRedirect(params.get('redirect'));

  // Signed in already (another tab, a reload): the guard's step 2.
  useEffect(() => {
    if (status === 'signedIn') navigate(redirect, { replace: true });
  }, [status, navigate, redirect]);

  const rules: Record<FieldName, Rule[]> = {
    phone: phoneRules(t),
    password: [
      { required: true, message: t('validation.passRequired') },
      { min: 6, message: t('validation.passMin') },
    ],
    captcha: captchaRules(t),
  };
  const fields: FieldName[] = showCaptcha ? ['phone', 'password', 'captcha'] : ['phone', 'password'];

  // A change checks its field at once, as antd's Form does (validateTrigger onChange).
  const change = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: checkRules(value, rules[name]) }));
  };
  const field = (name: FieldName) => ({
    ...controlProps(name, errors[name] ?? []),
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = Object.fromEntries(fields.map((name) => [name, checkRules(values[name], rules[name])]));
    setErrors(found);
    if (fields.every((name) => found[name]?.length === 0)) void submit(values);
  };

  const submit = async (values: Values) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await call(SignInCalls.Login, {
        phone: values.phone ?? '',
        pass: prehashPassword(values.password ?? ''),
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
      setValues((v) => ({ ...v, captcha: '' }));
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
      <form
        onSubmit={onSubmit}
        autoComplete="on"
        className={`${hashId} ${cssVar?.key ?? ''}`.trim()}
        style={formStyle(token)}
      >
        <Field id="phone" label={t('frame.login.phone')} errors={errors.phone ?? []}>
          <Input {...field('phone')} inputMode="numeric" autoComplete="username" maxLength={11} />
        </Field>
        <Field id="password" label={t('frame.login.password')} errors={errors.password ?? []}>
          <Password {...field('password')} autoComplete="current-password" />
        </Field>
        {showCaptcha && (
          <Field id="captcha" label={t('frame.login.captcha')} errors={errors.captcha ?? []}>
            <SpaceCompact style={{ width: '100%' }}>
              <Input {...field('captcha')} maxLength={CAPTCHA_LENGTH} autoComplete="off" style={{ height: 40 }} />
              <CaptchaImage no={captchaNo} onRefresh={() => setCaptchaNo((n) => n + 1)} />
            </SpaceCompact>
          </Field>
        )}
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
      </form>
    </AuthShell>
  );
}
