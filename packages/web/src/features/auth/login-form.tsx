import { theme } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInCalls } from '../../api/sign-in-calls';

// What the sign-in page needs of a form without antd's Form, which with rc-field-form, async-validator and the
// label's Tooltip weighs some 20 KB gzip on the first page (docs/performance.md): the same rules (antd `Rule`
// objects, shared with the screens that keep antd's Form) checked as async-validator checks them, and a field
// laid out and coloured as a vertical antd Form.Item.

export const CAPTCHA_LENGTH = 4;

/** The captcha's rules (platform spec §5): 请输入验证码 / 4 characters. */
export function captchaRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('auth.captchaRequired') },
    { len: CAPTCHA_LENGTH, message: t('validation.captchaFormat') },
  ];
}

/** Characters as async-validator counts them: a surrogate pair is one. */
function length(value: string): number {
  return Array.from(value).length;
}

/**
 * The messages of the rules a value breaks, as antd's Form (async-validator) gives them for string fields: an
 * empty value breaks `required` only (the other rules skip it); else `pattern`, `len`, `min`, `max`.
 */
export function checkRules(value: string | undefined, rules: Rule[]): ReactNode[] {
  const messages: ReactNode[] = [];
  const empty = value === undefined || value === '';
  for (const rule of rules) {
    if (typeof rule === 'function') throw new Error('checkRules: rule functions are not supported');
    const { required, pattern, len, min, max, message, ...rest } = rule;
    const unknown = Object.keys(rest).filter((k) => k !== 'validateTrigger');
    if (unknown.length > 0) throw new Error(`checkRules: unsupported rule keys ${unknown.join(', ')}`);
    let broken: boolean;
    if (empty) broken = required === true;
    else if (pattern) {
      pattern.lastIndex = 0;
      broken = !pattern.test(value);
    } else if (typeof len === 'number') broken = length(value) !== len;
    else broken = (typeof min === 'number' && length(value) < min) || (typeof max === 'number' && length(value) > max);
    if (broken) messages.push(message);
  }
  return messages;
}

/** The props antd's Form.Item gives its control (aria), for `<Field>`'s input. */
export function controlProps(id: string, errors: ReactNode[]) {
  return {
    id,
    'aria-required': true,
    ...(errors.length > 0 ? { 'aria-invalid': true, 'aria-describedby': `${id}_help` } : {}),
    status: errors.length > 0 ? ('error' as const) : undefined,
  };
}

/**
 * A vertical antd Form.Item's look: the label 8 px above the control, 24 px below; an error takes the place of
 * those 24 px (one line), so that the page does not move.
 */
export function Field({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label: string;
  errors: ReactNode[];
  children: ReactElement;
}) {
  const { token } = theme.useToken();
  const hasErrors = errors.length > 0;
  return (
    <div style={{ marginBottom: hasErrors ? 0 : token.marginLG }}>
      <div style={{ padding: `0 0 ${token.paddingXS}px`, lineHeight: token.lineHeight }}>
        <label
          htmlFor={id}
          title={label}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            maxWidth: '100%',
            color: token.colorTextHeading,
            fontSize: token.fontSize,
          }}
        >
          {label}
        </label>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', minHeight: token.controlHeight }}>
        <div style={{ flex: 'auto', maxWidth: '100%' }}>{children}</div>
      </div>
      {hasErrors && (
        <div
          id={`${id}_help`}
          style={{ minHeight: token.marginLG, fontSize: token.fontSize, lineHeight: token.lineHeight }}
        >
          {errors.map((message, i) => (
            // The messages are fixed per rule: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={i} style={{ color: token.colorErrorText }}>
              {message}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The captcha's image; a click loads a new one (platform spec §5). `no` changes its URL. */
export function CaptchaImage({ no, onRefresh }: { no: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      title={t('frame.login.captchaRefresh')}
      onClick={onRefresh}
      style={{
        padding: 0,
        border: `1px solid ${token.colorBorder}`,
        background: token.colorBgContainer,
        cursor: 'pointer',
      }}
    >
      <img
        src={`${SignInCalls.Captcha.path}?n=${no}`}
        alt={t('frame.login.captcha')}
        width={120}
        height={38}
        style={{ display: 'block' }}
      />
    </button>
  );
}
