import type { FieldError } from '@hangar/domain/endpoint';
import type { MessageKey, MessageParams } from '@hangar/domain/messages';

// The one error type. `code` is a stable key for clients; the message is localized when answered.

export const ErrorStatus = {
  VALIDATION: 400,
  AUTH_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RULE: 601,
  LOCKED: 601,
  /** A store order's confirmation would issue expired batches: the answer lists them (`expired`) to ask first. */
  STORE_EXPIRED: 601,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ErrorStatus;

/** `message` is a catalogue key (localized when answered, with `field` and `params`) or text already localized. */
export type { FieldError };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly errors: FieldError[] | undefined;
  /** Extra properties answered beside code and msg (e.g. captchaRequired on a failed sign-in). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    key: MessageKey,
    params: MessageParams = {},
    options: { errors?: FieldError[]; extra?: Record<string, unknown> } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.code = code;
    this.key = key;
    this.params = params;
    this.errors = options.errors;
    this.extra = options.extra;
  }

  get status(): number {
    return ErrorStatus[this.code];
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
export const rule = (key: MessageKey, params?: MessageParams) => new AppError('RULE', key, params);
export const invalid = (key: MessageKey, field: string, params: MessageParams = {}) =>
  new AppError('VALIDATION', key, { field, ...params }, { errors: [{ field, message: key, params }] });
