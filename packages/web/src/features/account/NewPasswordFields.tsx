import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

// A new password and its repeat, with the spec's rules (密码至少6个字符, 请再次输入密码, 两次输入密码不一致!):
// registration, change password and an administrator's reset all use it.

export const MIN_PASSWORD = 6;

export function NewPasswordFields({
  name = 'pass',
  label,
  repeatLabel,
}: {
  name?: string;
  label: string;
  repeatLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: t('validation.newPassMin') },
          { min: MIN_PASSWORD, message: t('validation.newPassMin') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={repeatLabel}
        dependencies={[name]}
        rules={[
          { required: true, message: t('validation.passRepeat') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue(name)) throw new Error(t('validation.passMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
