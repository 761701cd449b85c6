import type { Lg, User } from '@hangar/domain/contracts/account';
import type { Endpoint } from '@hangar/domain/endpoint';

// The calls the sign-in route and the app's entry make (sign-in, captcha, session, sign-out), typed by the
// domain's contracts but without their schemas: the contracts bring zod (about 25 KB gzip), which the sign-in
// route's budget (docs/performance.md "Web bundle") cannot take. sign-in-calls.test.ts checks each method and
// path against its contract.

function ref<E extends Endpoint>(method: E['method'], path: string): E {
  return { method, path } as E;
}

export const SignInCalls = {
  Login: ref<typeof Lg.Login>('POST', '/api/lg'),
  Captcha: ref<typeof Lg.Captcha>('GET', '/api/lg/Captcha'),
  exit: ref<typeof Lg.exit>('POST', '/api/lg/exit'),
  Info: ref<typeof User.api.Info>('GET', '/api/User/Info'),
};
