import { Lg, User } from '@hangar/domain/contracts/account';
import { describe, expect, it } from 'vitest';
import { SignInCalls } from './sign-in-calls';

describe('the sign-in route’s calls', () => {
  it('are the contracts’ methods and paths', () => {
    const contracts = { Login: Lg.Login, Captcha: Lg.Captcha, exit: Lg.exit, Info: User.api.Info };
    for (const [name, call] of Object.entries(SignInCalls)) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ method: call.method, path: call.path }, name).toEqual({ method: contract.method, path: contract.path });
    }
  });
});
