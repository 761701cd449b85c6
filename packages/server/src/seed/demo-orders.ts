import { CardSource, CardState, OrderState } from '@hangar/domain/contracts/orders';
import { TaskState, TaskType } from '@hangar/domain/contracts/records';
import { addDays, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { primaryLicenceOf } from '../modules/employ';
import { findTask, insertTask, userNames } from '../modules/maintain-task/maintain-task.repo';
import { type Signature, signOff } from '../modules/maintain-task/maintain-task.service';
import { insertCards, insertLabour, insertOrder, updateCard } from '../modules/production-order/production-order.repo';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';
import { recordKey } from '../platform/records/record-key';

// Demo production orders (issue 33), one in each state on East Wing's fleet, none on B-7001 (serviceable, no open
// order: the planning journey plans one): a draft on B-7002, a released order on B-7003 (its status stays "with
// deferrals": a released order does not ground), an order in work and an inspected one on B-7102 (already grounded by
// its overdue inspection), a closed one on B-7005 with its signed records and certificate of release to service, and
// a cancelled one on B-7101. The cards are by hand (the due list, faults and deferrals the other demos promise stay
// as they are).

interface Step {
  text: string;
  rii?: 1;
  unit?: string;
  min?: number;
  max?: number;
}

const WHEEL: Step[] = [
  { text: '顶起飞机，拆下主轮 Jack the aircraft, remove the main wheel' },
  { text: '检查轮毂与轴承 Inspect the hub and bearing' },
  {
    text: '装上主轮，按 AMM 32-40 力矩拧紧轮轴螺母 Refit, torque the axle nut per AMM 32-40',
    rii: 1,
    unit: 'Nm',
    min: 40,
    max: 50,
  },
];
const LUBE: Step[] = [
  { text: '清洁并润滑操纵钢索滑轮 Clean and lubricate the control cable pulleys' },
  { text: '检查钢索张力 Check the cable tension', unit: 'lbf', min: 25, max: 35 },
];

/** Adds the demo orders unless the company has orders already; answers whether it added any. */
export async function seedOrders(
  db: Kysely<Database>,
  config: Config,
  company: { companyId: number; engineer: number; inspector: number },
): Promise<boolean> {
  const owner = company.companyId;
  if (await tenant(db, owner).select('production_order').select('id').limit(1).executeTakeFirst()) return false;
  const today = todayIn(config.timeZone);
  const day = (n: number) => `${addDays(today, n)} 00:00:00`;
  const at = (n: number, time: string) => `${addDays(today, n)} ${time}`;
  const planes = new Map(
    (
      await tenant(db, owner)
        .select('plane_entity')
        .select(['id', 'name', 'model_id', 'all_fly_hours', 'all_landings'])
        .execute()
    ).map((p) => [p.name, p]),
  );
  const names = await userNames(db, owner, [company.engineer, company.inspector]);
  const licences = new Map<number, { licence_no: string; licence_type: string } | undefined>();
  for (const userId of [company.engineer, company.inspector])
    licences.set(userId, await primaryLicenceOf(db, owner, userId));
  const person = (userId: number) => ({
    name: names.get(userId) ?? String(userId),
    licence: licences.get(userId)?.licence_no ?? '',
  });
  let seq = 0;
  const year = today.slice(0, 4);

  const order = async (
    tail: string,
    title: string,
    state: number,
    from: number,
    extra: Record<string, unknown> = {},
  ) => {
    const plane = planes.get(tail);
    if (!plane) throw new Error(`demo aircraft ${tail} is missing`);
    seq += 1;
    const seri = `WO-${year}-${String(seq).padStart(4, '0')}`;
    const id = await insertOrder(db, owner, {
      plane: plane.id,
      seri,
      title,
      plannedStart: day(from),
      plannedEnd: day(from + 2),
      state,
      createdBy: company.inspector,
      createdAt: at(from - 3, '09:00:00'),
      ...(state >= OrderState.Released && state !== OrderState.Cancelled
        ? { releasedAt: at(from - 1, '16:00:00'), releasedBy: company.inspector }
        : {}),
      ...extra,
    });
    return { id, plane, seri };
  };
  /** Cards by hand, their steps signed up to `signed` (each card's), RII inspected when `inspected`. */
  const cards = async (
    o: { id: number; plane: { id: number } },
    defs: { name: string; steps: Step[]; hours: number }[],
    signed: number,
    inspected: boolean,
    when: number,
  ) => {
    const ids = await insertCards(
      db,
      owner,
      defs.map((d, i) => ({
        order: o.id,
        plane: o.plane.id,
        seq: i + 1,
        source: CardSource.Manual,
        name: d.name,
        files: [],
        estimatedHours: d.hours,
        state: CardState.Open,
        steps: d.steps.map((s, j) => {
          const performed = j < signed;
          const rii = s.rii === 1 && performed && inspected;
          const worker = person(company.engineer);
          const inspector = person(company.inspector);
          return {
            seq: j + 1,
            text: s.text,
            rii: s.rii ?? 0,
            unit: s.unit ?? null,
            min: s.min ?? null,
            max: s.max ?? null,
            value: performed && s.unit ? ((s.min ?? 0) + (s.max ?? 0)) / 2 : null,
            performedBy: performed ? company.engineer : null,
            performedName: performed ? worker.name : null,
            performedLicence: performed ? worker.licence : null,
            performedAt: performed ? at(when, `1${j}:00:00`) : null,
            inspectedBy: rii ? company.inspector : null,
            inspectedName: rii ? inspector.name : null,
            inspectedLicence: rii ? inspector.licence : null,
            inspectedAt: rii ? at(when, '15:30:00') : null,
          };
        }),
      })),
    );
    for (const [i, id] of ids.entries()) {
      const steps = defs[i].steps;
      const all = signed >= steps.length;
      const state = !all
        ? CardState.Open
        : steps.some((s) => s.rii) && !inspected
          ? CardState.Performed
          : CardState.Done;
      if (state !== CardState.Open) await updateCard(db, owner, id, { state });
      if (signed > 0) {
        await insertLabour(db, owner, {
          card: id,
          user: company.engineer,
          name: person(company.engineer).name,
          day: day(when),
          hours: defs[i].hours,
          remarks: null,
        });
      }
    }
    return ids;
  };
  const checkCards = [
    { name: '主轮检查 Main wheel inspection', steps: WHEEL, hours: 2 },
    { name: '操纵钢索润滑 Control cable lubrication', steps: LUBE, hours: 1.5 },
  ];

  const draft = await order('B-7002', '50 小时检查 50-hour check', OrderState.Draft, 7);
  await cards(draft, checkCards, 0, false, 7);
  const released = await order('B-7003', '100 小时检查 100-hour check', OrderState.Released, 2);
  await cards(released, checkCards, 0, false, 2);
  const inWork = await order('B-7102', '定检 Periodic inspection', OrderState.InWork, 0, {
    startedAt: at(0, '10:00:00'),
  });
  await cards(inWork, checkCards, 1, false, 0);
  const inspectedName = `${person(company.inspector).name} ${person(company.inspector).licence}`;
  const inspected = await order('B-7102', '起落架检查 Landing gear check', OrderState.Inspected, -2, {
    startedAt: at(-2, '10:00:00'),
    inspectedAt: at(-1, '16:00:00'),
    inspectedBy: company.inspector,
    inspectedName,
  });
  await cards(inspected, checkCards.slice(0, 1), 3, true, -2);
  await order('B-7101', '发动机孔探 Engine borescope', OrderState.Cancelled, 5, {
    cancelReason: '计划调整到下个月 Moved to next month',
  });

  // The closed order: its card's record and the certificate of release to service, signed yesterday by the
  // inspector at the aircraft's totals (seed-demo checkpoints the heads once the seed has committed).
  const closedPlane = planes.get('B-7005');
  if (!closedPlane) throw new Error('demo aircraft B-7005 is missing');
  const hours = Number(closedPlane.all_fly_hours ?? 0);
  const landings = Number(closedPlane.all_landings ?? 0);
  const closed = await order('B-7005', '换季检查 Seasonal check', OrderState.Closed, -3, {
    startedAt: at(-3, '10:00:00'),
    inspectedAt: at(-1, '15:00:00'),
    inspectedBy: company.inspector,
    inspectedName,
    closedAt: at(-1, '17:00:00'),
    closedBy: company.inspector,
    releaseHours: hours,
    releaseLandings: landings,
  });
  const [card] = await cards(closed, checkCards.slice(1), 2, true, -3);
  const signer = person(company.inspector);
  const signature: Signature = {
    userId: company.inspector,
    name: signer.name,
    licenceNo: signer.licence,
    licenceType: licences.get(company.inspector)?.licence_type || null,
    at: at(-1, '17:00:00'),
    hours,
    landings,
  };
  const key = recordKey(config.dataDir);
  const record = async (type: number, issueCondition: string, description: string) => {
    const id = await insertTask(
      db,
      owner,
      {
        plane: closedPlane.id,
        planeName: closedPlane.name,
        planeModel: closedPlane.model_id,
        type,
        closed: 0,
        state: TaskState.Checked,
        amendments: 0,
        isRepeat: 0,
        unfit: 0,
        issueCondition,
        description,
        workCard: closed.seri,
        workDate: day(-1),
        flyHours: hours,
        landings,
        workPerson: company.engineer,
        order: closed.id,
        createdBy: company.inspector,
        createdAt: at(-1, '17:00:00'),
      },
      null,
    );
    const row = (await findTask(db, owner, id))?.row;
    if (!row) throw new Error(`demo record ${id} is missing`);
    await signOff(db, owner, key, row, signature);
    return id;
  };
  const cardRecord = await record(
    TaskType.OtherTask,
    checkCards[1].name,
    LUBE.map((s, i) => `${i + 1}. ${s.text}`).join('\n'),
  );
  await updateCard(db, owner, card, { recordTask: cardRecord });
  const crs = await record(TaskType.Release, `CRS ${closed.seri}`, `换季检查 Seasonal check\n1. ${checkCards[1].name}`);
  await tenant(db, owner).update('production_order').set({ crs_task_id: crs }).where('id', '=', closed.id).execute();
  return true;
}
