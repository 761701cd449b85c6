import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignInCalls } from '../../api/sign-in-calls';

// The captcha of the sign-in and registration forms (platform spec §5): 4 characters from a–z and 1–9 drawn by
// GET /api/lg/Captcha, whose id travels in the hangar_captcha cookie. Each load of the image is a new captcha
// (`no` changes the URL); a captcha answers one try, so the forms load a new one after every refusal.

export const CAPTCHA_LENGTH = 4;

export function CaptchaField({ no, onRefresh }: { no: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('frame.login.captcha')} htmlFor="captcha" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="captcha"
          noStyle
          rules={[
            { required: true, message: t('auth.captchaRequired') },
            { len: CAPTCHA_LENGTH, message: t('validation.captchaFormat') },
          ]}
        >
          <Input id="captcha" maxLength={CAPTCHA_LENGTH} autoComplete="off" style={{ height: 40 }} />
        </Form.Item>
        <button
          type="button"
          title={t('frame.login.captchaRefresh')}
          onClick={onRefresh}
          style={{ padding: 0, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer' }}
        >
          <img
            src={`${SignInCalls.Captcha.path}?n=${no}`}
            alt={t('frame.login.captcha')}
            width={120}
            height={38}
            style={{ display: 'block' }}
          />
        </button>
      </Space.Compact>
    </Form.Item>
  );
}
