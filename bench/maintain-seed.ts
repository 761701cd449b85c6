import { performance } from 'node:perf_hooks';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import { RuleType, type TimeRule, TimerSource, timeRule } from '@hangar/domain/due';
import { insertUser } from '@hangar/server/src/bootstrap';
import { insertCompanyWithAdmin } from '@hangar/server/src/modules/company/company.repo';
import { countersOf, dueInputOf, storedDue } from '@hangar/server/src/modules/maintain-ctrl/maintain-ctrl.due';
import type { Database } from '@hangar/server/src/platform/db/schema';
import { seededRandom } from '@hangar/server/src/seed/random';
import { type Kysely, sql } from 'kysely';

// Maintenance-control data shared by the benchmarks (maintain.bench.ts, list-render.bench.ts, utilisation.bench.ts):
// one operator with aircraft of one model, each with the model's control items, seeded through Kysely with the
// stored due computed by the same code as the API (maintain-ctrl.due.ts). Every aircraft has a utilisation from a
// flight log (hours and landings a day, read yesterday), so every hours and landings due carries a forecast day.
// Deterministic: every run seeds the same data.

const rule = timeRule;

/** Six kinds of item, repeated along the model's list. */
const templates: { rules: TimeRule[]; timerSource: number; timeAlign: number }[] = [
  { rules: [rule({ name: '50 h', type: RuleType.Periodic, hc: 50, hw: 5, ho: 5 })], timerSource: 1, timeAlign: 0 },
  {
    rules: [rule({ name: '100 h / 12 months', type: RuleType.Periodic, hc: 100, hw: 10, cc: '12M', cw: 30 })],
    timerSource: 1,
    timeAlign: 1,
  },
  { rules: [rule({ name: 'Fixed', type: RuleType.FixedDate, cw: 60 })], timerSource: 1, timeAlign: 0 },
  { rules: [rule({ name: '24 months', type: RuleType.Periodic, cc: '24M', cw: 30 })], timerSource: 1, timeAlign: 0 },
  {
    rules: [rule({ name: 'On occurrence', type: RuleType.Immediate }), rule({ name: 'None', type: RuleType.NoAction })],
    timerSource: 1,
    timeAlign: 0,
  },
  {
    rules: [rule({ name: '500 h own', type: RuleType.Periodic, hc: 500, hw: 25 })],
    timerSource: TimerSource.OwnTime,
    timeAlign: 0,
  },
  {
    rules: [rule({ name: '1000 ldg / 24 months', type: RuleType.Periodic, lc: 1000, lw: 100, cc: '24M', cw: 30 })],
    timerSource: 1,
    timeAlign: 0,
  },
];

export interface SeedOptions {
  planes: number;
  /** Control items per aircraft (and items of the model). */
  items: number;
  /** The administrator of the operator, created with this phone number and password. */
  phone: string;
  password: string;
  /** Time zone of "today" for the executions and the stored due (the app's TIME_ZONE). */
  timeZone: string;
}

export interface Seeded {
  companyId: number;
  planeIds: number[];
  planeNames: string[];
  /** Seconds spent inserting the aircraft and their control items. */
  seconds: number;
}

/**
 * One operator company (type 0) administered by a new user, one aircraft model with `items` maintenance items,
 * and `planes` aircraft with `items` control items each, their stored due computed as the API computes it.
 */
export async function seedMaintenance(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  { planes: PLANES, items: ITEMS, phone, password, timeZone: TZ }: SeedOptions,
): Promise<Seeded> {
  const now = formatDateTime(new Date(), TZ);
  const today = todayIn(TZ);
  const userId = await insertUser(db, { phone, name: 'Bench admin', password }, now);
  const { companyId } = await insertCompanyWithAdmin(db, { name: 'Bench Fleet', systemName: 'Bench MRO' }, userId, now);
  await db.updateTable('app_user').set({ default_company: companyId }).where('id', '=', userId).execute();
  const model = await db
    .insertInto('plane_model')
    .values({ manager: companyId, name: 'Bench model', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const tpl = templates[i % templates.length];
    const row = await db
      .insertInto('maintain_item')
      .values({
        model_id: model.id,
        name: `Item ${i + 1}`,
        mat_model: null,
        type: 1,
        content: `Task ${i + 1}`,
        timer_content: JSON.stringify(tpl.rules),
        timer_source: tpl.timerSource,
        time_align: tpl.timeAlign,
        source_content: null,
        sub_content: null,
        pos: null,
        job_card_name: null,
        expire_date_set: null,
        remarks: null,
        files: null,
        sorter: i + 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(row.id);
  }
  const random = seededRandom(7);
  const planeIds: number[] = [];
  const planeNames: string[] = [];
  const batchSize = dialect === 'sqlite' ? 500 : 1000;
  const t0 = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let p = 0; p < PLANES; p++) {
      const hours = Math.round((100 + random() * 2900) * 10) / 10;
      const name = `B-${String(p).padStart(4, '0')}`;
      const counters = {
        all_fly_hours: hours,
        all_landings: Math.round(hours * 1.7),
        engine_hours: null,
        daily_hours: Math.round((2 + random() * 2) * 100) / 100,
        daily_landings: Math.round((3 + random() * 4) * 100) / 100,
        forecast_source: 'log',
        counters_date: `${addDays(today, -1)} 00:00:00`,
      };
      const plane = await trx
        .insertInto('plane_entity')
        .values({ company_id: companyId, name, model_id: model.id, created_at: now, ...counters })
        .returning('id')
        .executeTakeFirstOrThrow();
      planeIds.push(plane.id);
      planeNames.push(name);
      const rows = [];
      for (let i = 0; i < ITEMS; i++) {
        const k = i % templates.length;
        const tpl = templates[k];
        const date = (days: number) => `${addDays(today, Math.round(days))} 00:00:00`;
        // Mostly within limits; about 2 % of the items late (a realistic fleet, not a random one).
        const late = random() < 0.02;
        const state = {
          execute_date:
            k === 2 || k === 4 ? null : date(-random() * (k === 3 || k === 6 ? 690 : 330) - (late ? 400 : 0)),
          execute_landings: k === 6 ? counters.all_landings - Math.round(late ? 1010 : random() * 950) : null,
          execute_hours:
            k === 0
              ? hours - (late ? 58 : random() * 45)
              : k === 1
                ? // Aligned to 100 h: done just after a multiple of 100 (late: one interval earlier).
                  Math.min(hours, Math.floor((hours - 5) / 100) * 100 + random() * 5 - (late ? 100 : 0))
                : k === 5
                  ? 0
                  : null,
          init_hours: k === 5 ? hours - (late ? 510 : random() * 470) : null,
          expire_date_set: k === 2 ? date(late ? -5 : 20 + random() * 900) : null,
          cur_time_item: k === 4 ? 'None' : null,
        };
        const values = {
          company_id: companyId,
          plane_id: plane.id,
          model_id: model.id,
          maintain_item_id: itemIds[i],
          name: `Item ${i + 1}`,
          type: 1,
          material: null,
          mat_model: null,
          mat_seri: null,
          content: `Task ${i + 1}`,
          timer_content: JSON.stringify(tpl.rules),
          source_content: null,
          sub_content: null,
          job_card_name: null,
          pos: null,
          timer_source: tpl.timerSource,
          time_align: tpl.timeAlign,
          remarks: null,
          approved: 0,
          disabled: 0,
          sorter: i + 1,
          created_at: now,
          ...state,
        };
        rows.push({ ...values, ...storedDue(dueInputOf(values), countersOf(counters), today) });
      }
      for (let from = 0; from < rows.length; from += batchSize) {
        await trx
          .insertInto('maintain_ctrl')
          .values(rows.slice(from, from + batchSize))
          .execute();
      }
    }
  });
  // PostgreSQL as autovacuum leaves it (statistics, visibility map for index-only counts); SQLite as the app
  // runs it: without ANALYZE statistics (the queries are shaped not to need them).
  // Every table, as autovacuum does (the aircraft and model tables the pages join included).
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  return { companyId, planeIds, planeNames, seconds: (performance.now() - t0) / 1000 };
}
