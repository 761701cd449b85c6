import { describe, expect, it } from 'vitest';
import { canFrom } from './session-context';

describe('canFrom', () => {
  const member = {
    isAdmin: 0 as const,
    views: [{ name: 'plane-entity', functions: ['Add' as const, 'Edit' as const] }],
  };
  it('grants a held view and its functions only', () => {
    expect(canFrom(member, 'plane-entity')).toBe(true);
    expect(canFrom(member, 'plane-entity', 'Edit')).toBe(true);
    expect(canFrom(member, 'plane-entity', 'Delete')).toBe(false);
    expect(canFrom(member, 'plane-model')).toBe(false);
  });
  it('lets administrators do everything', () => {
    expect(canFrom({ isAdmin: 1, views: [] }, 'organize-role', 'Delete')).toBe(true);
  });
});
