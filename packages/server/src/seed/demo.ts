import { MANUFACTURER_COMPANY_ID } from '@hangar/domain/codes';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import { serverModules } from '../app';
import { insertUser } from '../bootstrap';
import type { Config } from '../config';
import { insertCompanyWithAdmin, insertMembership } from '../modules/company/company.repo';
import { recomputeEveryCompany } from '../modules/plane-status';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';
import { buildRegistry } from '../platform/registry';
import { seedCards } from './demo-cards';
import { seedCerts } from './demo-certs';
import { seedDeferrals } from './demo-deferrals';
import { seedDocs } from './demo-docs';
import { seedFleet } from './demo-fleet';
import { seedNotices } from './demo-notices';
import { seedOrders } from './demo-orders';
import { seedQualifications } from './demo-qualifications';
import { type DemoLicence, seedRecords } from './demo-records';
import { seedStores } from './demo-stores';

/**
 * The aircraft's airworthiness status (issue 32) from what was seeded (written without the modules' events):
 * every aircraft of every company, as the daily recompute does, with every module's reasons.
 */
async function recomputeStatuses(db: Kysely<Database>, config: Config): Promise<void> {
  const deps = { config, registry: buildRegistry(serverModules) };
  await db
    .transaction()
    .execute((trx) => recomputeEveryCompany({ db: trx, deps }, todayIn(config.timeZone), 'initial'));
}

// Demo data (README "Demo data"): the manufacturer (company 10000), two operators, their administrators,
// an engineer with a limited role, departments and roles, the demo fleet (demo-fleet.ts), East Wing's stores
// (demo-stores.ts), the aircraft's certificates (demo-certs.ts) and the document libraries (demo-docs.ts).
// Running it twice changes nothing: it stops when the demo manufacturer's administrator exists.

export const DEMO_PASSWORD = 'hangar-demo';
const EAST_WING = 'East Wing Aviation';
const NORTH_STAR = 'North Star Flight School';

export const demoUsers = {
  manufacturerAdmin: '13900000001',
  eastWingAdmin: '13900000002',
  northStarAdmin: '13900000003',
  eastWingEngineer: '13900000004',
  eastWingPilot: '13900000005',
} as const;

export async function seedDemo(db: Kysely<Database>, config: Config): Promise<string> {
  const existing = await db
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', demoUsers.manufacturerAdmin)
    .executeTakeFirst();
  if (existing) {
    // Demo data of an earlier release: add the fleet when it is missing.
    const added = await db.transaction().execute(async (trx) => {
      const operators = await trx
        .selectFrom('company')
        .select(['id', 'name'])
        .where('name', 'in', [EAST_WING, NORTH_STAR])
        .execute();
      const east = operators.find((c) => c.name === EAST_WING)?.id;
      const north = operators.find((c) => c.name === NORTH_STAR)?.id;
      const fleet = east !== undefined && north !== undefined && (await seedFleet(trx, config, { east, north }));
      const stores = east !== undefined && (await seedStores(trx, config, east));
      const certs = east !== undefined && north !== undefined && (await seedCerts(trx, config, [east, north]));
      const docs = east !== undefined && north !== undefined && (await seedDocs(trx, config, [east, north]));
      const cards = await seedCards(trx, config);
      const engineer = await trx
        .selectFrom('app_user')
        .select('id')
        .where('phone', '=', demoUsers.eastWingEngineer)
        .executeTakeFirst();
      const notices =
        east !== undefined &&
        north !== undefined &&
        engineer !== undefined &&
        (await seedNotices(trx, config, {
          companies: [east, north],
          engineer: engineer.id,
          sender: existing.id,
          senderCompany: MANUFACTURER_COMPANY_ID,
        }));
      const users = await trx
        .selectFrom('app_user')
        .select(['id', 'phone'])
        .where('phone', 'in', [demoUsers.eastWingAdmin, demoUsers.northStarAdmin, demoUsers.eastWingEngineer])
        .execute();
      const userOf = (phone: string) => users.find((u) => u.phone === phone)?.id;
      const eastAdmin = userOf(demoUsers.eastWingAdmin);
      const northAdmin = userOf(demoUsers.northStarAdmin);
      const records =
        east !== undefined &&
        north !== undefined &&
        eastAdmin !== undefined &&
        northAdmin !== undefined &&
        engineer !== undefined &&
        (await seedRecords(
          trx,
          config,
          [
            { companyId: east, worker: engineer.id, inspector: eastAdmin },
            { companyId: north, worker: northAdmin, inspector: northAdmin },
          ],
          demoLicences({ east, north, eastAdmin, northAdmin, engineer: engineer.id }),
        ));
      return [
        fleet && 'fleet',
        stores && 'stores',
        certs && 'certificates',
        docs && 'documents',
        cards && 'work cards',
        notices && 'notices',
        records && 'maintenance records',
      ]
        .filter(Boolean)
        .join(' and ');
    });
    await recomputeStatuses(db, config);
    return added ? `Demo ${added} added to the existing demo data.` : 'Demo data is already there; nothing changed.';
  }
  const now = formatDateTime(new Date(), config.timeZone);
  await db.transaction().execute(async (trx) => {
    // The manufacturer: company 10000, created at first start; renamed and given its demo administrator.
    const mfrAdmin = await insertUser(
      trx,
      { phone: demoUsers.manufacturerAdmin, name: 'Li Wei', realName: '李伟', password: DEMO_PASSWORD },
      now,
    );
    await trx
      .updateTable('company')
      .set({
        name: 'Skyward Aircraft Manufacturing',
        system_name: 'Skyward 维修管理系统',
        short_name: 'Skyward',
        type: 1,
      })
      .where('id', '=', MANUFACTURER_COMPANY_ID)
      .execute();
    await insertMembership(trx, MANUFACTURER_COMPANY_ID, mfrAdmin, { real_name: '李伟', is_admin: 1 }, now);
    await trx
      .updateTable('app_user')
      .set({ default_company: MANUFACTURER_COMPANY_ID })
      .where('id', '=', mfrAdmin)
      .execute();
    await departments(trx, MANUFACTURER_COMPANY_ID, ['Engineering', 'Customer Support', 'Quality']);

    const eastAdmin = await insertUser(
      trx,
      { phone: demoUsers.eastWingAdmin, name: 'Zhang Min', realName: '张敏', password: DEMO_PASSWORD },
      now,
    );
    const east = await insertCompanyWithAdmin(
      trx,
      { name: EAST_WING, systemName: '东翼航空维修管理系统', shortName: 'East Wing' },
      eastAdmin,
      now,
    );
    const [maintenance] = await departments(trx, east.companyId, ['Maintenance', 'Planning', 'Stores']);
    const engineerRole = await tenant(trx, east.companyId)
      .insert('role', [{ name: 'Maintenance engineer', remark: 'Views and edits, no deletions', created_at: now }])
      .returning('id')
      .executeTakeFirstOrThrow();
    // One grant per screen: plane-entity's functions cover the aircraft and its maintenance setup,
    // plane-operation's the flight log and the maintenance records the engineer signs off.
    const grants: [string, string[]][] = [
      ['plane-model', []],
      ['plane-entity', ['Add', 'Edit', 'Execute', 'Close']],
      ['plane-operation', ['Add', 'Edit', 'Execute', 'Close']],
      ['maintain-control', []],
      ['maintain-order', ['Add', 'Edit', 'Execute', 'Close']],
      ['organize-department', []],
    ];
    for (const [view, fns] of grants) {
      await tenant(trx, east.companyId)
        .insert('role_grant', [
          { role_id: engineerRole.id, project_id: east.projectId, view, functions: JSON.stringify(fns) },
        ])
        .execute();
    }
    await tenant(trx, east.companyId)
      .insert('role', [{ name: 'Planner', remark: 'Read-only planning', created_at: now }])
      .execute();
    const engineer = await insertUser(
      trx,
      { phone: demoUsers.eastWingEngineer, name: 'Wang Fang', realName: '王芳', password: DEMO_PASSWORD },
      now,
    );
    await insertMembership(
      trx,
      east.companyId,
      engineer,
      { department: maintenance, real_name: '王芳', roleIds: [engineerRole.id] },
      now,
    );
    await trx.updateTable('app_user').set({ default_company: east.companyId }).where('id', '=', engineer).execute();
    // A pilot of East Wing (issue 34's pilots screen): no screens of his own.
    const pilot = await insertUser(
      trx,
      { phone: demoUsers.eastWingPilot, name: 'Liu Yang', realName: '刘洋', password: DEMO_PASSWORD },
      now,
    );
    await insertMembership(trx, east.companyId, pilot, { real_name: '刘洋' }, now);
    await trx
      .updateTable('app_user')
      .set({ default_company: east.companyId, is_pilot: 1 })
      .where('id', '=', pilot)
      .execute();
    await trx.updateTable('app_user').set({ is_repairman: 1 }).where('id', 'in', [engineer, eastAdmin]).execute();

    const northAdmin = await insertUser(
      trx,
      { phone: demoUsers.northStarAdmin, name: 'Chen Jie', realName: '陈杰', password: DEMO_PASSWORD },
      now,
    );
    const north = await insertCompanyWithAdmin(
      trx,
      { name: NORTH_STAR, systemName: '北极星飞行学院维修管理系统', shortName: 'North Star' },
      northAdmin,
      now,
    );
    await departments(trx, north.companyId, ['Line Maintenance', 'Flight Operations']);
    await trx.updateTable('app_user').set({ default_company: east.companyId }).where('id', '=', eastAdmin).execute();
    await trx.updateTable('app_user').set({ default_company: north.companyId }).where('id', '=', northAdmin).execute();
    await seedFleet(trx, config, { east: east.companyId, north: north.companyId });
    await seedStores(trx, config, east.companyId);
    await seedCerts(trx, config, [east.companyId, north.companyId]);
    await seedDocs(trx, config, [east.companyId, north.companyId]);
    await seedCards(trx, config);
    // After the work cards: notices of the AD instruction to aircraft, of a bulletin to East Wing's engineer.
    await seedNotices(trx, config, {
      companies: [east.companyId, north.companyId],
      engineer,
      sender: mfrAdmin,
      senderCompany: MANUFACTURER_COMPANY_ID,
    });
    await seedRecords(
      trx,
      config,
      [
        { companyId: east.companyId, worker: engineer, inspector: eastAdmin },
        { companyId: north.companyId, worker: northAdmin, inspector: northAdmin },
      ],
      demoLicences({ east: east.companyId, north: north.companyId, eastAdmin, northAdmin, engineer }),
    );
    await seedDeferrals(trx, config, [
      { companyId: east.companyId, signer: engineer },
      { companyId: north.companyId, signer: northAdmin },
    ]);
    await seedOrders(trx, config, { companyId: east.companyId, engineer, inspector: eastAdmin });
    await seedQualifications(trx, config, {
      east: east.companyId,
      north: north.companyId,
      eastAdmin,
      engineer,
      pilot,
      northAdmin,
    });
  });
  await recomputeStatuses(db, config);
  return [
    'Demo data loaded. Every demo user signs in with the password hangar-demo:',
    `  ${demoUsers.manufacturerAdmin}  manufacturer administrator (company 10000)`,
    `  ${demoUsers.eastWingAdmin}  East Wing Aviation administrator`,
    `  ${demoUsers.eastWingEngineer}  East Wing Aviation engineer (aircraft, flight log and records, time control;`,
    '               adds, edits and signs off, deletes nothing)',
    `  ${demoUsers.eastWingPilot}  East Wing Aviation pilot (no screens: a name in the flight log and on /qualification/pilot)`,
    `  ${demoUsers.northStarAdmin}  North Star Flight School administrator`,
    'Fleet: models DA40 NG and Cessna 172S (managed by company 10000) with their maintenance items;',
    '  East Wing flies B-7001, B-7002, B-7003, B-7005, B-7101, B-7102 and B-7103 (seven aircraft), North Star',
    '  B-8001, B-8002, B-8101, B-8102 and B-8103 (five); a few items are overdue or warn.',
    'Stores: East Wing has a main and a line store with parts for its fleet, confirmed purchases and issues,',
    '  a draft requisition, one part below its safety stock and a torque wrench due for calibration.',
    'Certificates: every aircraft has an airworthiness certificate expiring within 90 days and an expired',
    '  radio station licence, each with a PDF.',
    'Documents: each model has airworthiness, CAD/AD and SB/SI libraries, each aircraft its factory handover',
    '  documents, each operator a folder of manuals in its common library; every document has a PDF.',
    'Work cards: each model has a 100-hour inspection card with materials, an AD instruction, a survey notice',
    '  and a technical bulletin, each with a current PDF version.',
    'Flights and components: every aircraft has ninety days of flight log (utilisation, forecasts, monthly',
    '  statistics) and an equipment list whose propeller and tyre are life-limited, one of them near its limit.',
    'Maintenance records: every aircraft has a signed 100-hour inspection and a fault closed and signed, and a',
    '  signed repair or a draft SB record; most have an open fault. The DA40s that complied with the fuel',
    "  selector AD and every Cessna (seat-rail AD) have AD records. B-7001's inspection was reopened and signed",
    "  again (an amendment). 王芳, 张敏 and 陈杰 hold licences (张敏's expires within the month).",
    'Deferred defects: each model has an MMEL with items of every category, each operator its MEL; open',
    '  deferrals of category B (B-7002, on its last day), C (B-7003), D (B-7005, extended), A by hours (B-7101) and',
    "  by landings (B-8101). B-8002's open fault is not deferred.",
    'Production orders: East Wing has one in each state — a draft (B-7002), released (B-7003), in work and',
    '  inspected (B-7102), closed with its certificate of release to service (B-7005), cancelled (B-7101);',
    '  B-7001 has none. 王芳 signs steps, 张敏 inspects.',
    'Qualifications: 张敏 is authorised for every kind of work on both models; 王芳 performs maintenance on both',
    '  but may not certify (her sign-off of a record is refused for its scope until authorised); 陈杰 (North Star)',
    '  works under an authorisation that needs a valid medical, and his expired last month (his sign-offs are',
    '  refused for it); 刘洋 flies B-7001 on a CPL with a DA40 NG rating and a class 1 medical ending within 90 days.',
  ].join('\n');
}

/** The demo engineers' licences: the engineer's valid two years, East Wing's administrator's expiring soon. */
function demoLicences(ids: { east: number; north: number; eastAdmin: number; northAdmin: number; engineer: number }) {
  const licences: DemoLicence[] = [
    {
      companyId: ids.east,
      userId: ids.engineer,
      licenceNo: 'CCAR-66 ME-TA-0421',
      licenceType: 'CCAR-66 ME',
      expiresInDays: 730,
    },
    {
      companyId: ids.east,
      userId: ids.eastAdmin,
      licenceNo: 'CCAR-66 AV-0107',
      licenceType: 'CCAR-66 AV',
      expiresInDays: 20,
    },
    {
      companyId: ids.north,
      userId: ids.northAdmin,
      licenceNo: 'CCAR-66 ME-PA-0389',
      licenceType: 'CCAR-66 ME',
      expiresInDays: null,
    },
  ];
  return licences;
}

async function departments(db: Kysely<Database>, companyId: number, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const row = await tenant(db, companyId)
      .insert('department', [{ parent: 0, name, sorter: i + 1 }])
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
