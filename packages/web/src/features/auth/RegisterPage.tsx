import { User } from '@hangar/domain/contracts/account';
import { RegisterInput } from '@hangar/domain/contracts/platform';
import { prehashPassword } from '@hangar/domain/password';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/http';
import { contractRule, counterOf } from '../../components/contract-rules';
import { phoneRules } from '../../components/form-rules';
import { noticeForLogin } from '../../session/notify';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { AuthShell } from './AuthShell';
import { CaptchaField } from './CaptchaField';

// Registration (not specified by the spec): phone, name, password twice and a captcha (always: the
// server needs a solved one for every registration). The new user has no company: after signing in they create
// one or accept an administrator's invitation. The server answers the same whether or not the phone was
// registered already, and so does this page (registration reveals no account).

interface RegisterValues {
  phone: string;
  name: string;
  password: string;
  repeat: string;
  captcha: string;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Each load gives a new image (and a new id in the captcha cookie).
  const [captchaNo, setCaptchaNo] = useState(0);

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    setError(undefined);
    try {
      await call(User.api.Register, {
        phone: values.phone,
        name: values.name.trim(),
        pass: prehashPassword(values.password),
        captcha: values.captcha,
      });
      noticeForLogin('success', t('ok.registered'));
      navigate('/login');
    } catch (err) {
      setBusy(false);
      setError(err instanceof Error ? err.message : String(err));
      // A captcha is good for one try.
      setCaptchaNo((n) => n + 1);
      form.setFieldValue('captcha', '');
    }
  };

  return (
    <AuthShell title={t('frame.route.register')}>
      <Typography.Paragraph type="secondary">{t('frame.register.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} autoComplete="off">
        <Form.Item name="phone" label={t('frame.login.phone')} rules={phoneRules(t)}>
          <Input inputMode="numeric" autoComplete="username" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('frame.register.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.nameRequired') },
            contractRule(RegisterInput.shape.name, t, t('frame.register.name')),
          ]}
        >
          <Input count={counterOf(RegisterInput.shape.name)} />
        </Form.Item>
        <NewPasswordFields name="password" label={t('frame.login.password')} repeatLabel={t('frame.register.repeat')} />
        <CaptchaField no={captchaNo} onRefresh={() => setCaptchaNo((n) => n + 1)} />
        {error && (
          <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="register-error" />
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('frame.register.submit')}
        </Button>
        <div style={{ marginTop: 16 }}>
          <Link to="/login">{t('frame.register.hasAccount')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
