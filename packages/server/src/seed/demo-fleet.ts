import { MANUFACTURER_COMPANY_ID } from '@hangar/domain/codes';
import { MaintainType, SourceType } from '@hangar/domain/contracts/maintenance';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import { RuleType, type TimeRule, TimerSource, timeRule } from '@hangar/domain/due';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { countersOf, dueInputOf, storedDue } from '../modules/maintain-ctrl/maintain-ctrl.due';
import { insertCtrl } from '../modules/maintain-ctrl/maintain-ctrl.repo';
import { refreshPlaneDue } from '../modules/maintain-ctrl/maintain-ctrl.service';
import { insertMaintainItem } from '../modules/maintain-item/maintain-item.repo';
import { refreshUtilisation } from '../modules/plane-entity/plane-entity.utilisation';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';
import { seedComponents } from './demo-components';
import { seedFlights } from './demo-flights';

// Demo fleet: a plane-type tree, two models managed by company 10000 with realistic maintenance items,
// and a dozen aircraft of the two demo operators whose executions are spread relative to the seed day, so that
// a few items are overdue, some warn and most are within limits. Stored due fields come from the same code as
// the API's (maintain-ctrl.due), so the fleet monitor shows them at once.

/** The demo models' names (idempotence: the fleet is there when the first one is). */
export const DEMO_MODELS = ['DA40 NG', 'Cessna 172S'] as const;

const rule = timeRule;

interface ItemDef {
  key: 'oil' | 'inspection' | 'elt' | 'ad' | 'occurrence' | 'engine' | 'vacuum' | 'gear';
  name: string;
  type: number;
  content: string;
  matModel?: string;
  pos?: string;
  timerSource: number;
  timeAlign: number;
  rules: TimeRule[];
  source?: { type: number; workSeri: string; sourceSeri: string }[];
  /** Days from the seed day of the model-level fixed date. */
  fixedInDays?: number;
}

const oil: ItemDef = {
  key: 'oil',
  name: '发动机滑油及滤芯更换 Engine oil and filter change',
  type: MaintainType.TimeControlItem,
  content: 'Drain the engine oil, replace the oil filter, inspect the filter element for metal, refill.',
  pos: 'Engine',
  timerSource: TimerSource.FlightHours,
  timeAlign: 0,
  rules: [rule({ name: '50 h / 4 months', type: RuleType.Periodic, hc: 50, hw: 5, ho: 5, cc: '4M', cw: 10 })],
};
const inspection: ItemDef = {
  key: 'inspection',
  name: '100小时/年度检查 100-hour / annual inspection',
  type: MaintainType.AirframeInspection,
  content: 'Airframe and engine inspection per the maintenance manual checklist, whichever comes first.',
  timerSource: TimerSource.FlightHours,
  timeAlign: 1,
  rules: [rule({ name: '100 h / 12 months', type: RuleType.Periodic, hc: 100, hw: 10, ho: 10, cc: '12M', cw: 30 })],
};
const elt: ItemDef = {
  key: 'elt',
  name: 'ELT电池更换 ELT battery replacement',
  type: MaintainType.TimeControlPart,
  content: 'Replace the emergency locator transmitter battery pack before the date printed on it.',
  matModel: 'ELT 345 BP',
  pos: 'Tail cone',
  timerSource: TimerSource.FlightHours,
  timeAlign: 0,
  rules: [rule({ name: 'Battery expiry', type: RuleType.FixedDate, cw: 60 })],
};
const occurrence: ItemDef = {
  key: 'occurrence',
  name: '重着陆检查 Hard landing inspection',
  type: MaintainType.AirframeInspection,
  content: 'After a reported hard landing: inspect landing gear, attachments and the lower fuselage.',
  timerSource: TimerSource.FlightHours,
  timeAlign: 0,
  rules: [
    rule({ name: 'On occurrence', type: RuleType.Immediate }),
    rule({ name: 'Not required', type: RuleType.NoAction }),
  ],
};

const gear: ItemDef = {
  key: 'gear',
  name: '起落架及机轮刹车检查 Landing gear, wheels and brakes inspection',
  type: MaintainType.AirframeInspection,
  content: 'Inspect the landing gear legs, attachments, wheel bearings and brake linings; record the wear.',
  pos: 'Landing gear',
  timerSource: TimerSource.FlightHours,
  timeAlign: 0,
  rules: [rule({ name: '1000 landings / 24 months', type: RuleType.Periodic, lc: 1000, lw: 100, cc: '24M', cw: 30 })],
};

const da40Items: ItemDef[] = [
  oil,
  inspection,
  elt,
  {
    key: 'ad',
    name: 'EASA AD 2024-0156 燃油选择阀检查 Fuel selector valve inspection',
    type: MaintainType.EngineeringOrder,
    content: 'One-off inspection of the fuel selector valve detent per the AD; record compliance.',
    timerSource: TimerSource.FlightHours,
    timeAlign: 0,
    rules: [rule({ name: 'Comply by', type: RuleType.FixedDateOnce, cw: 30 })],
    source: [{ type: SourceType.AD, workSeri: 'EASA AD 2024-0156', sourceSeri: 'MSB 40NG-112' }],
    fixedInDays: 25,
  },
  occurrence,
  gear,
  {
    key: 'engine',
    name: 'AE300 发动机翻修 Engine overhaul (TBO)',
    type: MaintainType.EngineInspection,
    content: 'Replace the engine with an overhauled unit at the time between overhauls.',
    matModel: 'E4-B',
    pos: 'Engine',
    timerSource: TimerSource.EngineHours,
    timeAlign: 0,
    rules: [rule({ name: 'TBO 1800 h / 12 years', type: RuleType.Periodic, hc: 1800, hw: 100, cc: '12Y', cw: 90 })],
  },
];

const c172Items: ItemDef[] = [
  oil,
  inspection,
  elt,
  occurrence,
  gear,
  {
    key: 'engine',
    name: 'IO-360 发动机翻修 Engine overhaul (TBO)',
    type: MaintainType.EngineInspection,
    content: 'Overhaul the engine at the manufacturer’s time between overhauls.',
    matModel: 'IO-360-L2A',
    pos: 'Engine',
    timerSource: TimerSource.EngineHours,
    timeAlign: 0,
    rules: [rule({ name: 'TBO 2000 h / 12 years', type: RuleType.Periodic, hc: 2000, hw: 100, cc: '12Y', cw: 90 })],
  },
  {
    key: 'vacuum',
    name: '真空泵更换 Vacuum pump replacement',
    type: MaintainType.TimeControlPart,
    content: 'Replace the dry-air vacuum pump at 500 h of its own time.',
    matModel: '215CC',
    pos: 'Engine accessory case',
    timerSource: TimerSource.OwnTime,
    timeAlign: 0,
    rules: [rule({ name: '500 h own time', type: RuleType.Periodic, hc: 500, hw: 25 })],
  },
];

type Level = 'fine' | 'warn' | 'over';

interface PlaneDef {
  tail: string;
  operator: 'east' | 'north';
  model: 0 | 1;
  hours: number;
  oil?: Level;
  /** Hours part of the inspection. */
  inspHours?: Level;
  /** Calendar part of the inspection. */
  inspDate?: Level;
  elt?: Level;
  adDone?: boolean;
  hardLanding?: boolean;
  /** Own time of the vacuum pump. */
  vacuumOwn?: number;
  /** Engine hours since overhaul (the flight log's engine meter); else a spread below the TBO. */
  engine?: number;
  /** Landings part of the landing-gear inspection. */
  gear?: Level;
}

// Hours are chosen with the 100-h alignment in mind: inspection remaining hours = 100 − (hours mod 100).
const planes: PlaneDef[] = [
  { tail: 'B-7001', operator: 'east', model: 0, hours: 1234.5, adDone: true, gear: 'warn' },
  { tail: 'B-7002', operator: 'east', model: 0, hours: 1693.2, oil: 'warn', inspHours: 'warn' },
  { tail: 'B-7003', operator: 'east', model: 0, hours: 812.0, elt: 'warn', adDone: true },
  { tail: 'B-7005', operator: 'east', model: 0, hours: 1534.0, inspHours: 'over' },
  { tail: 'B-7101', operator: 'east', model: 1, hours: 1956.7, vacuumOwn: 310, engine: 1938.4 },
  { tail: 'B-7102', operator: 'east', model: 1, hours: 645.3, inspDate: 'over', hardLanding: true, vacuumOwn: 120 },
  { tail: 'B-7103', operator: 'east', model: 1, hours: 320.8, vacuumOwn: 200 },
  { tail: 'B-8001', operator: 'north', model: 0, hours: 410.6, adDone: true },
  { tail: 'B-8002', operator: 'north', model: 0, hours: 988.9, oil: 'over', elt: 'over', gear: 'over' },
  { tail: 'B-8101', operator: 'north', model: 1, hours: 1420.4, inspDate: 'warn', vacuumOwn: 90 },
  { tail: 'B-8102', operator: 'north', model: 1, hours: 1102.5, vacuumOwn: 480 },
  { tail: 'B-8103', operator: 'north', model: 1, hours: 75.0, vacuumOwn: 75 },
];

const r2 = (x: number) => Math.round(x * 100) / 100;
const r1 = (x: number) => Math.round(x * 10) / 10;

/** The aircraft's own state of one item: what the operator recorded (executions, fixed dates, chosen rule). */
function stateOf(item: ItemDef, p: PlaneDef, today: string) {
  const date = (days: number) => `${addDays(today, days)} 00:00:00`;
  const base = {
    execute_date: null as string | null,
    execute_hours: null as number | null,
    execute_landings: null as number | null,
    init_hours: null as number | null,
    expire_date_set: null as string | null,
    cur_time_item: null as string | null,
    disabled: 0,
    remarks: null as string | null,
  };
  const hundreds = Math.floor(p.hours / 100) * 100;
  switch (item.key) {
    case 'oil': {
      const since = { fine: 20, warn: 47, over: 57 }[p.oil ?? 'fine'];
      return {
        ...base,
        execute_date: date(p.oil === 'fine' || !p.oil ? -25 : -40),
        execute_hours: r2(p.hours - since),
      };
    }
    case 'inspection': {
      // Just after a multiple of 100 h (due at the next one), or one interval earlier when overdue by hours.
      const executeHours = p.inspHours === 'over' ? hundreds - 98 : hundreds + 2;
      const days = { fine: -120, warn: -350, over: -380 }[p.inspDate ?? 'fine'];
      return { ...base, execute_date: date(days), execute_hours: Math.min(executeHours, p.hours) };
    }
    case 'elt':
      return { ...base, expire_date_set: date({ fine: 500, warn: 45, over: -3 }[p.elt ?? 'fine']) };
    case 'ad':
      return p.adDone
        ? {
            ...base,
            expire_date_set: date(item.fixedInDays ?? 0),
            execute_date: date(-60),
            disabled: 1,
            remarks: 'Complied',
          }
        : { ...base, expire_date_set: date(item.fixedInDays ?? 0) };
    case 'occurrence':
      return { ...base, cur_time_item: p.hardLanding ? 'On occurrence' : 'Not required' };
    case 'engine':
      return { ...base, execute_date: date(-3 * 365), execute_hours: 0 };
    case 'gear': {
      const since = { fine: 420, warn: 930, over: 1012 }[p.gear ?? 'fine'];
      return { ...base, execute_date: date(-200), execute_landings: Math.round(p.hours * 1.7) - since };
    }
    case 'vacuum': {
      const own = p.vacuumOwn ?? 100;
      return { ...base, execute_date: date(-200), execute_hours: 0, init_hours: r2(p.hours - own) };
    }
    default: {
      const never: never = item.key;
      throw new Error(`unknown demo item ${String(never)}`);
    }
  }
}

/** Adds the demo fleet unless its first model is there; answers whether it did. */
export async function seedFleet(
  db: Kysely<Database>,
  config: Config,
  operators: { east: number; north: number },
): Promise<boolean> {
  const present = await db
    .selectFrom('plane_model')
    .select('id')
    .where('manager', '=', MANUFACTURER_COMPANY_ID)
    .where('name', '=', DEMO_MODELS[0])
    .executeTakeFirst();
  if (present) return false;
  const now = formatDateTime(new Date(), config.timeZone);
  const today = todayIn(config.timeZone);

  const fixedWing = await db
    .insertInto('plane_type')
    .values({ name: '固定翼 Fixed wing', parent: 0, sorter: 1, remarks: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const piston = await db
    .insertInto('plane_type')
    .values({ name: '单发活塞 Single-engine piston', parent: fixedWing.id, sorter: 1, remarks: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const brand = async (name: string) =>
    (
      await tenant(db, MANUFACTURER_COMPANY_ID)
        .insert('brand', [{ name, remarks: null }])
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const models = [
    {
      name: DEMO_MODELS[0],
      brand: await brand('Diamond Aircraft'),
      maker: 'Diamond Aircraft Industries',
      items: da40Items,
    },
    { name: DEMO_MODELS[1], brand: await brand('Cessna'), maker: 'Textron Aviation', items: c172Items },
  ];
  const modelIds: number[] = [];
  const itemIds: number[][] = [];
  for (const m of models) {
    const row = await db
      .insertInto('plane_model')
      .values({
        manager: MANUFACTURER_COMPANY_ID,
        name: m.name,
        type_id: piston.id,
        brand_id: m.brand,
        manufacturer: m.maker,
        seats: 4,
        remarks: 'Demo model',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    modelIds.push(row.id);
    const ids: number[] = [];
    for (const [i, item] of m.items.entries()) {
      ids.push(
        await insertMaintainItem(db, {
          model_id: row.id,
          name: item.name,
          mat_model: item.matModel ?? null,
          type: item.type,
          content: item.content,
          timer_content: JSON.stringify(item.rules),
          timer_source: item.timerSource,
          time_align: item.timeAlign,
          source_content: item.source ? JSON.stringify(item.source) : null,
          sub_content: null,
          pos: item.pos ?? null,
          job_card_name: null,
          expire_date_set: item.fixedInDays === undefined ? null : `${addDays(today, item.fixedInDays)} 00:00:00`,
          remarks: null,
          files: null,
          sorter: i + 1,
          created_at: now,
        }),
      );
    }
    itemIds.push(ids);
  }

  for (const [n, p] of planes.entries()) {
    const companyId = operators[p.operator];
    const modelId = modelIds[p.model];
    const produceDate = `${addDays(today, -(4 + (n % 5)) * 365)} 00:00:00`;
    const plane = await tenant(db, companyId)
      .insert('plane_entity', [
        {
          name: p.tail,
          model_id: modelId,
          seri: `${p.model === 0 ? '40.N' : '172S'}${String(300 + n)}`,
          produce_date: produceDate,
          all_fly_hours: p.hours,
          created_at: now,
        },
      ])
      .returning('id')
      .executeTakeFirstOrThrow();
    const defs = models[p.model].items;
    for (const [i, item] of defs.entries()) {
      const state = stateOf(item, p, today);
      const values = {
        company_id: companyId,
        plane_id: plane.id,
        model_id: modelId,
        maintain_item_id: itemIds[p.model][i],
        name: item.name,
        type: item.type,
        material: null,
        mat_model: item.matModel ?? null,
        mat_seri: item.key === 'elt' ? `ELT-${p.tail.slice(2)}` : null,
        content: item.content,
        timer_content: JSON.stringify(item.rules),
        source_content: item.source ? JSON.stringify(item.source) : null,
        sub_content: null,
        job_card_name: null,
        pos: item.pos ?? null,
        timer_source: item.timerSource,
        time_align: item.timeAlign,
        approved: 1,
        sorter: i + 1,
        created_at: now,
        ...state,
      };
      await insertCtrl(db, { ...values, ...storedDue(dueInputOf(values), countersOf(p.hours), today) });
    }
    // Ninety days of flight log ending at the aircraft's totals; its due figures then follow its counters and
    // utilisation as after any flight record.
    const landings = Math.round(p.hours * 1.7);
    const opening = await seedFlights(
      db,
      {
        companyId,
        planeId: plane.id,
        index: n,
        hours: p.hours,
        landings,
        engineHours: p.engine ?? r1(Math.min(p.hours, 300 + ((n * 137) % 1400))),
        rate: Math.min(2.2 + (n % 4) * 0.5, (p.hours * 0.7) / 66),
      },
      today,
      now,
    );
    await refreshUtilisation(db, companyId, plane.id, today);
    await refreshPlaneDue(db, companyId, plane.id, today, true);
    await seedComponents(
      db,
      {
        companyId,
        planeId: plane.id,
        index: n,
        model: p.model,
        tail: p.tail,
        hours: p.hours,
        landings,
        ...opening,
        produceDate,
      },
      today,
      now,
    );
  }
  return true;
}
