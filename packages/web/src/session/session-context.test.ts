import { Department, Employ, Project } from '@hangar/domain/contracts/organize';
import { StoreOrder } from '@hangar/domain/contracts/store';
import { describe, expect, it } from 'vitest';
import { canFrom, mayCall } from './session-context';

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

describe('mayCall', () => {
  const clerk = {
    isAdmin: 0 as const,
    curCID: 10001,
    views: [{ name: 'store-deliver', functions: ['Execute' as const] }],
  };
  it('answers by the endpoint contract’s access', () => {
    expect(mayCall(clerk, StoreOrder.api.Confirm)).toBe(true);
    expect(mayCall(clerk, StoreOrder.api.Add)).toBe(false);
    expect(mayCall(clerk, Department.api.Query)).toBe(true); // the names of a reference list
  });
  it('lets a user in no company call only what needs no company', () => {
    const newcomer = { ...clerk, curCID: null };
    expect(mayCall(newcomer, Employ.api.QueryInvitations)).toBe(true);
    expect(mayCall(newcomer, Project.api.Query)).toBe(false);
    expect(mayCall(newcomer, StoreOrder.api.Confirm)).toBe(false);
  });
});
