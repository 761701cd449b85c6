import { formatDateTime } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import { serverModules } from '../../app';
import type { Database } from '../../platform/db/schema';
import { shared, tenant } from '../../platform/db/tenant';
import type { DomainEvents } from '../../platform/registry';
import { buildRegistry } from '../../platform/registry';
import type { TestApp } from '../../test/harness';

// Production orders and their cards for the parts' tests and matrix fixture, written directly (the order module's
// endpoints are another module's), and the order's events raised as its writes raise them: in one transaction,
// through the application's registry, so that every subscriber runs and a refusal rolls the change back.

const now = () => formatDateTime(new Date(), 'UTC');
let seq = 0;

export async function makeOrder(
  db: Kysely<Database>,
  companyId: number,
  planeId: number,
  input: { state?: number; title?: string } = {},
) {
  seq++;
  const row = await tenant(db, companyId)
    .insert('production_order', [
      {
        plane_id: planeId,
        seri: `WO-T-${String(seq).padStart(4, '0')}`,
        title: input.title ?? 'Check',
        planned_start: '2026-01-01 00:00:00',
        planned_end: '2026-01-10 00:00:00',
        state: input.state ?? 0,
        created_at: now(),
      },
    ])
    .returning(['id', 'seri'])
    .executeTakeFirstOrThrow();
  return { id: row.id, seri: row.seri, planeId };
}

export async function makeCard(
  db: Kysely<Database>,
  companyId: number,
  order: { id: number; planeId: number },
  input: { workCard?: number | null; name?: string; seq?: number } = {},
) {
  const row = await tenant(db, companyId)
    .insert('order_card', [
      {
        order_id: order.id,
        plane_id: order.planeId,
        seq: input.seq ?? 1,
        source: 5,
        work_card_id: input.workCard ?? null,
        name: input.name ?? 'Task',
        state: 0,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A model's work card with material lines (the shared catalogue). */
export async function makeWorkCard(
  db: Kysely<Database>,
  modelId: number,
  lines: { name: string; model?: string | null; brand?: string | null; quantity: number; unit?: string }[],
) {
  seq++;
  const card = await shared(db)
    .insert('work_card')
    .values({
      model_id: modelId,
      category: 1,
      seri: `WC-T-${seq}`,
      name: `Work card ${seq}`,
      version: 'A',
      type: 1,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const l of lines) {
    await shared(db)
      .insert('work_card_mat')
      .values({
        card: card.id,
        name: l.name,
        model: l.model ?? null,
        brand: l.brand ?? null,
        measure_unit: l.unit ?? null,
        quantity: l.quantity,
      })
      .execute();
  }
  return card.id;
}

const registry = buildRegistry(serverModules);

/**
 * Sets an order's state and raises the order's event in one transaction, as the order module's write does
 * (Release → orderReleased, AddCards → orderCardsAdded, RemoveCard → orderCardRemoved with the card deleted, Cancel →
 * orderCancelled). Rejects with the subscriber's refusal, the change rolled back.
 */
export async function orderEvent<K extends 'orderReleased' | 'orderCardsAdded' | 'orderCardRemoved' | 'orderCancelled'>(
  t: TestApp,
  name: K,
  event: DomainEvents[K],
  change: { state?: number; deleteCard?: number } = {},
) {
  await t.db.kysely.transaction().execute(async (trx) => {
    if (change.state !== undefined) {
      await tenant(trx, event.companyId)
        .update('production_order')
        .set({ state: change.state })
        .where('id', '=', event.orderId)
        .execute();
    }
    await registry.emit(
      { db: trx, deps: { db: t.db, config: t.config, publisher: t.publisher, registry }, changed: () => {} },
      name,
      event,
    );
    if (change.deleteCard !== undefined) {
      await tenant(trx, event.companyId).delete('order_card').where('id', '=', change.deleteCard).execute();
    }
  });
}

/** The registry's open work of an order (what Inspect and Close read). */
export function openWork(t: TestApp, companyId: number, orderId: number) {
  return registry.orderOpenWork(t.db.kysely, companyId, orderId);
}
