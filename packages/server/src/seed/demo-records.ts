import { TaskState, TaskType } from '@hangar/domain/contracts/records';
import { addDays, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { primaryLicenceOf } from '../modules/employ';
import { type AssemblyValues, insertAssemblies } from '../modules/maintain-assembly/maintain-assembly.repo';
import {
  findTask,
  insertTask,
  type TaskValues,
  updateTask,
  userNames,
} from '../modules/maintain-task/maintain-task.repo';
import {
  recordAmendmentChanges,
  reopen,
  type Signature,
  signOff,
} from '../modules/maintain-task/maintain-task.service';
import { giveLicence } from '../modules/qualification';
import type { Database } from '../platform/db/schema';
import { shared, tenant } from '../platform/db/tenant';
import { recordKey } from '../platform/records/record-key';

// Demo maintenance records (issue 17), per aircraft of the demo operators, oldest first so that each aircraft's
// hash chain grows in time order:
// - a signed 100-hour inspection (on B-7001 reopened because its work card number was mistyped, corrected and
//   signed again: one amendment);
// - a signed AD compliance record: the DA40s that complied with the fuel selector AD (linked to that control
//   item and, by id, to the model's CAD2025-DA40-02 that adopts it: the AD/SB register's compliance), and on every Cessna the repetitive seat-rail AD done at the 100-hour inspection (linked to it);
// - on the first DA40 of each operator, the MT propeller AD (an appliance AD) on its propeller's serial;
// - a fault closed through the whole workflow and signed; on two aircraft in three an open fault (pending, or
//   confirmed);
// - a draft SB/SI record on even-numbered aircraft, a signed repair with its removed and installed part on odd ones.
// The signatures come from maintain-task's own sign-off and reopening, with the demo engineers' licences: East
// Wing's engineer (valid two years), its administrator (expiring within the month), North Star's administrator
// (no expiry). The control items' executions are the fleet's own and are not moved.

/** A demo operator: its company and who signs there. */
export interface RecordCompany {
  companyId: number;
  /** Signs the work (the engineer, or the administrator where there is none). */
  worker: number;
  /** Signs the inspections. */
  inspector: number;
}

interface Plane {
  id: number;
  name: string;
  model_id: number;
  all_fly_hours: number | null;
  all_landings: number | null;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

/** Licences of the demo employees: user id → number, type, expiry in days from today (null: none). */
export interface DemoLicence {
  companyId: number;
  userId: number;
  licenceNo: string;
  licenceType: string;
  expiresInDays: number | null;
}

/** Adds the demo records unless the company has records already; answers whether it added any. */
export async function seedRecords(
  db: Kysely<Database>,
  config: Config,
  companies: readonly RecordCompany[],
  licences: readonly DemoLicence[],
): Promise<boolean> {
  const today = todayIn(config.timeZone);
  const day = (days: number) => `${addDays(today, days)} 00:00:00`;
  const at = (days: number, time: string) => `${addDays(today, days)} ${time}`;
  // The links are signed like Close's; seed-demo checkpoints the heads once the seed has committed (main.ts).
  const key = recordKey(config.dataDir);
  let added = false;
  for (const l of licences) {
    // A licence already on file (a seed run before, or one entered since) stays.
    if (await primaryLicenceOf(db, l.companyId, l.userId)) continue;
    await giveLicence(db, l.companyId, l.userId, {
      no: l.licenceNo,
      type: l.licenceType,
      expires: l.expiresInDays === null ? null : day(l.expiresInDays),
      issued: day(-1500),
    });
  }
  for (const company of companies) {
    const owner = company.companyId;
    const any = await tenant(db, owner).select('maintain_task').select('id').limit(1).executeTakeFirst();
    if (any) continue;
    const names = await userNames(db, owner, [company.worker, company.inspector]);
    const signers = new Map<number, { name: string; licenceNo: string; licenceType: string | null }>();
    for (const userId of [company.worker, company.inspector]) {
      const e = await primaryLicenceOf(db, owner, userId);
      signers.set(userId, {
        name: names.get(userId) ?? String(userId),
        licenceNo: e?.licence_no ?? '',
        licenceType: e?.licence_type || null,
      });
    }
    const models = new Map(
      (await db.selectFrom('plane_model').select(['id', 'name']).execute()).map((m) => [m.id, m.name]),
    );
    const planes: Plane[] = await tenant(db, owner)
      .select('plane_entity')
      .select(['id', 'name', 'model_id', 'all_fly_hours', 'all_landings'])
      .orderBy('name')
      .execute();

    for (const [index, plane] of planes.entries()) {
      const hours = Number(plane.all_fly_hours ?? 0);
      const landings = Number(plane.all_landings ?? 0);
      const modelName = models.get(plane.model_id) ?? '';
      const cessna = modelName.includes('172');
      const ctrlNamed = async (like: string) =>
        (await tenant(db, owner)
          .select('maintain_ctrl')
          .select(['id', 'disabled'])
          .where('plane_id', '=', plane.id)
          .where('name', 'like', like)
          .executeTakeFirst()) ?? undefined;
      /** The aircraft's totals `daysAgo` days ago, at its demo utilisation (about 1.2 h and 2 landings a day). */
      const totalsAgo = (daysAgo: number) => ({
        flyHours: r1(Math.max(0, hours - daysAgo * 1.2)),
        landings: Math.max(0, landings - daysAgo * 2),
      });
      const add = async (values: TaskValues & { type: number }, items: AssemblyValues[] = []) => {
        const id = await insertTask(
          db,
          owner,
          {
            plane: plane.id,
            planeName: plane.name,
            planeModel: plane.model_id,
            closed: 0,
            state: TaskState.Pending,
            amendments: 0,
            isRepeat: 0,
            unfit: 0,
            createdBy: company.worker,
            createdAt: `${(values.workDate ?? values.issueDate ?? day(0)).slice(0, 10)} 08:00:00`,
            ...values,
          },
          null,
        );
        if (items.length > 0) {
          await insertAssemblies(
            db,
            owner,
            items.map((i) => ({
              ...i,
              parent: id,
              plane: plane.id,
              changeDate: values.workDate ?? null,
              state: 1,
              createdAt: `${(values.workDate ?? day(0)).slice(0, 10)} 08:00:00`,
            })),
          );
        }
        return id;
      };
      const sign = async (id: number, userId: number, daysAgo: number, time = '17:30:00') => {
        const row = (await findTask(db, owner, id))?.row;
        if (!row) throw new Error(`demo record ${id} is missing`);
        const signer = signers.get(userId);
        if (!signer) throw new Error(`no demo signer ${userId}`);
        const totals = totalsAgo(daysAgo);
        const signature: Signature = {
          userId,
          name: signer.name,
          licenceNo: signer.licenceNo,
          licenceType: signer.licenceType,
          at: at(-daysAgo, time),
          hours: totals.flyHours,
          landings: totals.landings,
        };
        await signOff(db, owner, key, row, signature);
      };

      // 60 days ago: the fuel selector AD on the DA40s that complied with it.
      const fuelAd = cessna ? undefined : await ctrlNamed('EASA AD 2024-0156%');
      if (fuelAd && fuelAd.disabled === 1) {
        // The record names the model's CAD it complies with by id (issue 32: the CAD adopts the EASA AD, whose
        // number alone would match no document of the register).
        const cad = await shared(db)
          .select('model_document')
          .select('id')
          .where('target', '=', plane.model_id)
          .where('seri', '=', 'CAD2025-DA40-02')
          .where('is_folder', '=', 0)
          .executeTakeFirst();
        const id = await add({
          type: TaskType.Ad,
          document: cad?.id ?? null,
          standardSeri: cad ? 'CAD2025-DA40-02' : 'EASA AD 2024-0156',
          standardDate: day(-150),
          description: '燃油选择阀检查 Fuel selector valve inspection',
          complianceMethod:
            '按 EASA AD 2024-0156 及 SB DA4-28-001 检查阀门止动销，未发现异常 Checked the valve detent per EASA AD 2024-0156 and SB DA4-28-001: no findings',
          isRepeat: 0,
          unfit: 0,
          maintainCtrl: fuelAd.id,
          workDate: day(-60),
          ...totalsAgo(60),
          workPerson: company.worker,
        });
        await sign(id, company.inspector, 60);
      }

      // 45 days ago: a fault walked through the whole workflow and signed.
      const faultClosed = await add({
        type: TaskType.Fault,
        issueDate: day(-45),
        issueCondition: '巡航 Cruise',
        description: '巡航中 COM2 有杂音 Static on COM2 in cruise',
        matName: 'COM2 天线 COM2 antenna',
        matModel: cessna ? 'CI 122' : 'CI 291',
        matSeri: `ANT-${plane.name.slice(2)}`,
        ata: '23',
        deal: '清洁并更换天线接头 Cleaned and replaced the antenna connector',
        reason: '接头腐蚀 Corroded connector',
        issuePerson: '刘机长 Capt. Liu',
        workPerson: company.worker,
        workDate: day(-43),
        ...totalsAgo(45),
        state: TaskState.Checked,
        confirmBy: company.inspector,
        confirmAt: at(-45, '10:05:00'),
        realizeBy: company.worker,
        realizeAt: at(-43, '15:20:00'),
        checkOkBy: company.inspector,
        checkOkAt: at(-43, '16:45:00'),
      });
      await sign(faultClosed, company.inspector, 43);

      // 21 days ago: the 100-hour inspection (and on the Cessnas the seat-rail AD done with it).
      const inspection = await add({
        type: TaskType.PeriodicCheck,
        issueCondition: '100小时检查 100-hour inspection',
        description: '按工卡完成 100 小时检查 100-hour inspection per the work card',
        workCard: cessna ? 'WC-C172-100H' : 'WC-DA40-100H',
        matModel: modelName,
        matSeri: plane.name,
        workDate: day(-21),
        ...totalsAgo(21),
        workPerson: company.worker,
      });
      await sign(inspection, company.inspector, 21);
      if (index === 0 && company === companies[0]) {
        // The amended record: signed with a mistyped work card, reopened the next day, corrected, signed again.
        const signed = (await findTask(db, owner, inspection))?.row;
        if (!signed) throw new Error('demo inspection is missing');
        await reopen(db, owner, signed, {
          userId: company.inspector,
          reason: '工卡编号录错，应为修订版 R2 The work card number was mistyped: it is revision R2',
          at: at(-20, '09:10:00'),
        });
        await updateTask(db, owner, inspection, { workCard: `${signed.workCard}-R2` });
        const corrected = (await findTask(db, owner, inspection))?.row;
        if (!corrected) throw new Error('demo inspection is missing');
        await recordAmendmentChanges(db, owner, corrected, []);
        await sign(inspection, company.inspector, 20, '09:40:00');
      }
      const inspectionItem = cessna ? await ctrlNamed('%100%') : undefined;
      if (cessna) {
        const id = await add({
          type: TaskType.Ad,
          standardSeri: 'FAA AD 2011-10-09',
          standardDate: day(-5300),
          description: '座椅导轨及止动销检查 Seat rails and seat stops inspection',
          complianceMethod:
            '按 AD 2011-10-09 (e) 段目视检查导轨孔 Visual inspection of the rail holes per paragraph (e)',
          isRepeat: 1,
          unfit: 0,
          maintainCtrl: inspectionItem?.id ?? null,
          workDate: day(-21),
          ...totalsAgo(21),
          workPerson: company.worker,
        });
        await sign(id, company.inspector, 21, '17:45:00');
      }

      // 12 days ago: a repair with its removed and installed part (odd aircraft), signed.
      if (index % 2 === 1) {
        const serial = (n: number) => `NL-${plane.name.slice(2)}-${n}`;
        const id = await add(
          {
            type: TaskType.Repair,
            issueCondition: '左翼尖航行灯罩破裂 Left wing-tip nav light lens cracked',
            description: '更换左翼尖航行灯罩 Replaced the left wing-tip navigation light lens',
            workDate: day(-12),
            ...totalsAgo(12),
            workPerson: company.worker,
          },
          [
            {
              ctype: 0,
              name: '航行灯罩 Nav light lens',
              removeModel: 'W1285-1',
              removeSeri: serial(1),
              installModel: 'W1285-1',
              installSeri: serial(2),
            },
          ],
        );
        await sign(id, company.inspector, 12);
      }

      // 6 days ago: the MT propeller AD (an appliance AD, issue 32) on the first DA40 of each operator, on its
      // propeller's serial; the other DA40s' propellers stay open in the register.
      if (!cessna && index === planes.findIndex((p) => !(models.get(p.model_id) ?? '').includes('172'))) {
        const propAd = await shared(db)
          .select('model_document')
          .select('id')
          .where('target', '=', plane.model_id)
          .where('seri', '=', 'EASA AD 2026-0031')
          .where('is_folder', '=', 0)
          .executeTakeFirst();
        const prop = await tenant(db, owner)
          .select('plane_bom')
          .select(['id', 'model', 'seri'])
          .where('plane_id', '=', plane.id)
          .where('ctype', '=', 2)
          .where('closed', '=', 0)
          .executeTakeFirst();
        if (propAd && prop) {
          const id = await add({
            type: TaskType.Ad,
            document: propAd.id,
            component: prop.id,
            componentPart: prop.model,
            componentSeri: prop.seri,
            standardSeri: 'EASA AD 2026-0031',
            standardDate: day(-30),
            description: '螺旋桨桨叶根部检查 Propeller blade root inspection',
            complianceMethod:
              '按 EASA AD 2026-0031R1 目视检查桨叶根部，无裂纹 Blade roots inspected visually: no cracks',
            isRepeat: 0,
            unfit: 0,
            workDate: day(-6),
            ...totalsAgo(6),
            workPerson: company.worker,
          });
          await sign(id, company.inspector, 6);
        }
      }

      // 5 days ago: a draft SB/SI record (even aircraft), not yet done.
      if (index % 2 === 0) {
        await add({
          type: TaskType.Sb,
          standardSeri: cessna ? 'SB 34-001' : 'SB DA4-34-02',
          standardDate: day(-30),
          description: 'GPS 导航数据库软件更新 GPS navigation software update',
          isRepeat: 0,
          unfit: 0,
          workPerson: company.worker,
        });
      }

      // Open faults: pending on one aircraft in three, confirmed on the next; the first aircraft of each fleet
      // (B-7001, B-8001) has none, so that the demo shows serviceable aircraft (issue 32).
      if (index % 3 === 0 && index > 0) {
        await add({
          type: TaskType.Fault,
          issueDate: day(-2),
          issueCondition: '航前 Pre-flight',
          description: '左主轮轮胎磨损至限 Left main tyre worn to limit',
          matName: '主轮轮胎 Main wheel tyre',
          ata: '32',
          issuePerson: '李学员 Student pilot Li',
          ...totalsAgo(2),
        });
      } else if (index % 3 === 1) {
        await add({
          type: TaskType.Fault,
          issueDate: day(-1),
          issueCondition: '夜航前 Before a night flight',
          description: '着陆灯不亮 Landing light inoperative',
          matName: '着陆灯 Landing light',
          ata: '33',
          issuePerson: '刘机长 Capt. Liu',
          ...totalsAgo(1),
          state: TaskState.Confirmed,
          confirmBy: company.inspector,
          confirmAt: at(-1, '08:20:00'),
        });
      }
      added = true;
    }
  }
  return added;
}
