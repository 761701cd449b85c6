import { Site } from '@hangar/domain/contracts/registers';
import type { Selectable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../db/schema';
import { auditOf, fieldMapOf, fromRow, toColumns } from './entity-map';

// What the server derives from a declaration, on the site register (name, address, remarks).

describe('the entity map', () => {
  it('gives the table type from the declaration (checked by the type checker)', () => {
    expectTypeOf<Selectable<Database['site']>>().toEqualTypeOf<{
      id: number;
      company_id: number;
      name: string;
      addr: string | null;
      remarks: string | null;
    }>();
    // A declared column (the model's `type` is stored as type_id), a NOT NULL JSON column said so by the module.
    expectTypeOf<Selectable<Database['plane_model']>['type_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Selectable<Database['maintain_ctrl']>['timer_content']>().toEqualTypeOf<string>();
  });

  it('maps API values to columns and stored rows back, and names the audited fields', () => {
    expect(toColumns(Site, { name: 'Luancheng', addr: undefined, remarks: null, cid: 5 })).toEqual({
      name: 'Luancheng',
      remarks: null,
    });
    expect(fromRow(Site, { id: 3, company_id: 9, name: 'Luancheng', addr: null, remarks: 'x' })).toEqual({
      id: 3,
      name: 'Luancheng',
      addr: null,
      remarks: 'x',
    });
    expect(auditOf(Site, { id: 3, name: 'a', addr: 'b', remarks: null })).toEqual({
      name: 'a',
      addr: 'b',
      remarks: null,
    });
  });

  it('makes the query field map of every filterable field, qualified', () => {
    expect(fieldMapOf(Site)).toEqual({
      id: { column: 'site.id', type: 'number' },
      name: { column: 'site.name', type: 'text' },
      addr: { column: 'site.addr', type: 'text' },
      remarks: { column: 'site.remarks', type: 'text' },
    });
  });
});
