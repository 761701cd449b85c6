import { PHONE_PATTERN } from '@hangar/domain/patterns';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

// Form rules used on several screens, with the spec's messages (platform spec §5), so that every phone field
// checks the same way as the server's contract.

/** Required mainland mobile number: 请输入手机号码! / 手机号格式不正确!. */
export function phoneRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('validation.phoneRequired') },
    { pattern: PHONE_PATTERN, message: t('validation.phoneFormat') },
  ];
}
