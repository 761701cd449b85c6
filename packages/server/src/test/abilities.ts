import { type MessageKey, type MessageParams, translate } from '@hangar/domain/messages';
import { expect } from 'vitest';
import { failure } from './factories';

// Row abilities in the server tests (docs/architecture.md "Row abilities"): what a row's `abilities` answered
// must be what the server then allows. `expectAsAnswered` checks one write against the ability answered for it.

interface Answer {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/**
 * The write `res` matches the ability answered: allowed → 200; refused by the row's rule → 601 with the rule's
 * message (zh-CN, the default language); refused for want of a grant (`rule` null) → 403.
 */
export function expectAsAnswered(res: Answer, ability: boolean, rule: MessageKey | null, params?: MessageParams): void {
  if (ability) {
    expect(res.statusCode, res.body).toBe(200);
    return;
  }
  if (rule === null) {
    expect(failure(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    return;
  }
  expect(failure(res)).toEqual({ status: 601, code: 'RULE', msg: translate('zh-CN', rule, params) });
}
