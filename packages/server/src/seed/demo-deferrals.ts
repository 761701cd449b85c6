import { limitOf, type MelCategory } from '@hangar/domain/contracts/deferrals';
import { TaskState, TaskType } from '@hangar/domain/contracts/records';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { primaryLicenceOf } from '../modules/employ';
import { insertTask } from '../modules/maintain-task/maintain-task.repo';
import { deferralFacts } from '../modules/mel/deferral.service';
import {
  derivedMasters,
  insertDeferral,
  insertMel,
  insertMmel,
  itemColumns,
  mmelOfModel,
} from '../modules/mel/mel.repo';
import type { Database } from '../platform/db/schema';
import { shared, tenant } from '../platform/db/tenant';

// Demo deferred defects (issue 32): an MMEL for each demo model with items of every category (A by days, hours and
// landings), each operator's MEL derived from it, and open deferrals of each category on demo aircraft, each of a
// fault raised for it: B-7002 a B on its last day (warning), B-7003 a C, B-7005 a D (extended once), B-7101 an A by
// hours, B-8101 an A by landings. B-8002's open fault stays undeferred (the aircraft is grounded by it).

interface MmelDef {
  ata: string;
  itemNo: string;
  title: string;
  category: MelCategory;
  interval?: [number, 'days' | 'hours' | 'landings'];
  installed: number;
  required: number;
  m?: 1;
  o?: 1;
  remarks?: string;
}

const MMEL: MmelDef[] = [
  { ata: '21', itemNo: '21-40-01', title: '座舱加温 Cabin heat', category: 'D', installed: 1, required: 0 },
  {
    ata: '23',
    itemNo: '23-10-01',
    title: '第二部甚高频通信 Second VHF COM',
    category: 'C',
    installed: 2,
    required: 1,
    o: 1,
  },
  {
    ata: '33',
    itemNo: '33-40-01',
    title: '滑行灯 Taxi light',
    category: 'C',
    installed: 1,
    required: 0,
    remarks: '仅限昼间运行 Day operations only',
  },
  {
    ata: '34',
    itemNo: '34-20-01',
    title: '外界大气温度表 OAT indicator',
    category: 'B',
    installed: 1,
    required: 0,
    m: 1,
    o: 1,
  },
  {
    ata: '34',
    itemNo: '34-50-01',
    title: '自动驾驶仪 Autopilot',
    category: 'A',
    interval: [10, 'days'],
    installed: 1,
    required: 0,
    o: 1,
  },
  {
    ata: '31',
    itemNo: '31-20-01',
    title: '多功能显示器背光 MFD backlight',
    category: 'A',
    interval: [25, 'hours'],
    installed: 1,
    required: 0,
    m: 1,
  },
  {
    ata: '32',
    itemNo: '32-60-01',
    title: '起落架位置灯 Gear position light',
    category: 'A',
    interval: [15, 'landings'],
    installed: 1,
    required: 0,
    m: 1,
    o: 1,
  },
];

/** The deferrals of the demo: tail, MEL item, days since discovery, the fault, the placard, extended or not. */
const DEFERRALS: { tail: string; itemNo: string; ago: number; fault: string; placard: string; extend?: true }[] = [
  {
    tail: 'B-7002',
    itemNo: '34-20-01',
    ago: 3,
    fault: '外界大气温度表指示不稳 OAT indication erratic',
    placard: 'OAT INOP',
  },
  {
    tail: 'B-7003',
    itemNo: '33-40-01',
    ago: 4,
    fault: '滑行灯不亮 Taxi light inoperative',
    placard: 'TAXI LIGHT INOP',
  },
  {
    tail: 'B-7005',
    itemNo: '21-40-01',
    ago: 30,
    fault: '座舱加温活门卡阻 Cabin heat valve stuck',
    placard: 'CABIN HEAT INOP',
    extend: true,
  },
  {
    tail: 'B-7101',
    itemNo: '31-20-01',
    ago: 1,
    fault: 'MFD 背光闪烁 MFD backlight flickers',
    placard: 'MFD BACKLIGHT INOP',
  },
  {
    tail: 'B-8101',
    itemNo: '32-60-01',
    ago: 2,
    fault: '左主起落架位置灯不亮 Left main gear light out',
    placard: 'GEAR LIGHT L INOP',
  },
];

/** Adds the demo MMEL, MELs and deferrals unless there are some already; answers whether it added any. */
export async function seedDeferrals(
  db: Kysely<Database>,
  config: Config,
  companies: readonly { companyId: number; signer: number }[],
): Promise<boolean> {
  const today = todayIn(config.timeZone);
  const now = formatDateTime(new Date(), config.timeZone);
  let added = false;
  const models = await shared(db).select('plane_model').select(['id']).where('manager', '=', 10000).execute();
  for (const model of models) {
    if ((await mmelOfModel(db, model.id)).length > 0) continue;
    for (const d of MMEL) {
      await insertMmel(
        db,
        itemColumns({
          planeModel: model.id,
          ata: d.ata,
          itemNo: d.itemNo,
          title: d.title,
          category: d.category,
          intervalValue: d.interval?.[0] ?? null,
          intervalUnit: d.interval?.[1] ?? null,
          installed: d.installed,
          required: d.required,
          mProc: d.m ?? 0,
          oProc: d.o ?? 0,
          remarks: d.remarks ?? null,
        }),
        now,
      );
    }
    added = true;
  }
  for (const company of companies) {
    const owner = company.companyId;
    if (await tenant(db, owner).select('deferral').select('id').limit(1).executeTakeFirst()) continue;
    const planes = await tenant(db, owner)
      .select('plane_entity')
      .select(['id', 'name', 'model_id', 'all_fly_hours', 'all_landings'])
      .execute();
    // The operator's MEL of each model it flies, derived as MelItem/Derive does.
    const items = new Map<
      string,
      {
        id: number;
        category: string;
        intervalValue: number | null;
        intervalUnit: string | null;
        ata: string;
        itemNo: string;
        title: string;
      }
    >();
    for (const modelId of new Set(planes.map((p) => p.model_id))) {
      const have = await derivedMasters(db, owner, modelId);
      for (const master of await mmelOfModel(db, modelId)) {
        if (have.has(master.id)) continue;
        const { id: mmelId, ...values } = master;
        const id = await insertMel(db, owner, {
          ...itemColumns(values),
          model_id: modelId,
          mmel_id: mmelId,
          created_at: now,
        });
        items.set(`${modelId}:${master.itemNo}`, { id, ...values });
      }
    }
    const signer = {
      ...(await tenant(db, owner)
        .select('employ')
        .select(['real_name'])
        .where('user_id', '=', company.signer)
        .executeTakeFirstOrThrow()),
      licence_no: (await primaryLicenceOf(db, owner, company.signer))?.licence_no ?? null,
    };
    for (const d of DEFERRALS) {
      const plane = planes.find((p) => p.name === d.tail);
      const item = plane && items.get(`${plane.model_id}:${d.itemNo}`);
      if (!plane || !item) continue;
      const discovered = addDays(today, -d.ago);
      const task = await insertTask(
        db,
        owner,
        {
          type: TaskType.Fault,
          plane: plane.id,
          planeName: plane.name,
          planeModel: plane.model_id,
          issueDate: `${discovered} 00:00:00`,
          issueCondition: d.fault,
          description: d.fault,
          ata: item.ata,
          issuePerson: '机组 Crew',
          closed: 0,
          state: TaskState.Pending,
          amendments: 0,
          createdBy: company.signer,
          createdAt: `${discovered} 09:00:00`,
        },
        null,
      );
      const limit = limitOf(item);
      if (!limit) continue;
      const counters = { hours: Number(plane.all_fly_hours ?? 0), landings: Number(plane.all_landings ?? 0) };
      const facts = deferralFacts({ planeId: plane.id, taskId: task, item, limit, discovered, counters });
      // An extended deferral: its last day 30 days after the limit it was given.
      const limitDay = facts.due_date?.slice(0, 10) ?? null;
      const dueDate = d.extend && limitDay ? addDays(limitDay, 30) : limitDay;
      await insertDeferral(db, owner, {
        ...facts,
        due_date: dueDate ? `${dueDate} 00:00:00` : null,
        placard: d.placard,
        deferred_by: company.signer,
        deferred_name: signer.real_name,
        licence_no: signer.licence_no,
        deferred_at: `${discovered} 10:00:00`,
        ...(d.extend && limitDay
          ? {
              ext_approver: '质量经理 Quality manager',
              ext_reason: '备件订货中 Parts on order',
              ext_at: `${today} 09:00:00`,
              ext_by: company.signer,
              ext_prev_due: limitDay,
            }
          : {}),
      });
      added = true;
    }
  }
  return added;
}
