import { describe, expect, it } from 'vitest';
import { PlaneBom } from './contracts/components';
import { Document } from './contracts/documents';
import { MaintainAssembly } from './contracts/records';

// An Update leaves out what it does not change: a field's default (Add's value when none is sent) must not be
// applied to an Update, or saving one field would overwrite another (zod applies a default under `.optional()`).

describe('entity update', () => {
  it('applies no default: an absent field stays absent', () => {
    expect(PlaneBom.api.Update.input.parse({ id: 1, name: 'Magneto' })).toEqual({ id: 1, name: 'Magneto' });
    expect(Document.api.Update.input.parse({ id: 1, module: 10000, name: 'Manual' })).toEqual({
      id: 1,
      module: 10000,
      name: 'Manual',
    });
    expect(MaintainAssembly.api.Update.input.parse({ id: 1, name: 'Prop' })).toMatchObject({ id: 1 });
    expect(MaintainAssembly.api.Update.input.parse({ id: 1, name: 'Prop' })).not.toHaveProperty('ctype');
  });

  it('keeps what is sent, and Add keeps its defaults', () => {
    expect(PlaneBom.api.Update.input.parse({ id: 1, ctype: 1 })).toMatchObject({ id: 1, ctype: 1 });
    expect(PlaneBom.update.safeParse({ id: 1, ctype: 7 }).success).toBe(false);
    expect(PlaneBom.input.safeParse({}).data?.ctype ?? PlaneBom.shape.ctype.parse(undefined)).toBe(0);
  });
});
