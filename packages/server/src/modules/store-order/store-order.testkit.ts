import { partNumberKey } from '@hangar/domain/contracts/materials';
import { formatDateTime } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';

// Catalogue records for the stores' tests and matrix fixture, written directly through tenant() so that they do
// not depend on the catalogue modules' calls: a unit, warehouses, suppliers and materials of one company.

const now = () => formatDateTime(new Date(), 'UTC');

export async function makeUnit(db: Kysely<Database>, companyId: number, name = 'pcs') {
  const row = await tenant(db, companyId)
    .insert('unit', [{ name, remarks: null }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeWarehouse(db: Kysely<Database>, companyId: number, name: string, disabled = 0) {
  const row = await tenant(db, companyId)
    .insert('warehouse', [
      { name, disabled, code: null, site_id: null, addr: null, keeper: null, phone: null, remarks: null },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeSupplier(db: Kysely<Database>, companyId: number, name: string) {
  const row = await tenant(db, companyId)
    .insert('supplier', [{ name, approved: 1 }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MaterialInput {
  name: string;
  model: string;
  unit: number;
  useSerial?: 0 | 1;
  approved?: 0 | 1;
  disabled?: 0 | 1;
  descript?: string;
}

export async function makeMaterial(db: Kysely<Database>, companyId: number, m: MaterialInput) {
  const row = await tenant(db, companyId)
    .insert('material', [
      {
        name: m.name,
        model: m.model,
        model_key: partNumberKey(m.model),
        measure_unit: m.unit,
        use_serial: m.useSerial ?? 0,
        approved: m.approved ?? 1,
        disabled: m.disabled ?? 0,
        descript: m.descript ?? null,
        created_at: now(),
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
