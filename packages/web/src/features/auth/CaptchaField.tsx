import { Form } from 'antd';
// By path: the `Input` export carries Search, TextArea and OTP (LoginPage.tsx), `Space` its items and addons.
import Input from 'antd/es/input/Input';
import SpaceCompact from 'antd/es/space/Compact';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH, CaptchaImage, captchaRules } from './login-form';

// The captcha of the registration form (platform spec §5), in antd's Form (the sign-in page has its own, without
// antd's Form: LoginPage.tsx): 4 characters from a–z and 1–9 drawn by GET /api/lg/Captcha, whose id travels in
// the hangar_captcha cookie. Each load of the image is a new captcha (`no` changes the URL); a captcha answers
// one try, so the forms load a new one after every refusal.

export function CaptchaField({ no, onRefresh }: { no: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('frame.login.captcha')} htmlFor="captcha" required>
      <SpaceCompact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={captchaRules(t)}>
          <Input id="captcha" maxLength={CAPTCHA_LENGTH} autoComplete="off" style={{ height: 40 }} />
        </Form.Item>
        <CaptchaImage no={no} onRefresh={onRefresh} />
      </SpaceCompact>
    </Form.Item>
  );
}
