import { medicalValidUntil } from '@hangar/domain/contracts/qualifications';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';

// Demo qualifications (issue 34), beside the licences the demo gives (demo.ts demoLicences):
// - East Wing: 张敏 (administrator, quality) authorised on both models for every kind of work; 王芳 (mechanic)
//   authorised to perform maintenance on both models, not to certify: her sign-off of a record (放行 / crs) is
//   refused for its scope until she is authorised; trainings (one recurrent course expiring within 90 days) and staff
//   medical examinations; 刘洋, a pilot: a CPL with a DA40 NG rating and instrument privilege, a class 1 medical
//   (aged over 40: six calendar months) expiring within the month, pilot in command of B-7001's recent flights.
// - North Star: 陈杰 authorised on both models, every kind, under an authorisation that needs a valid medical
//   (NDT vision), and his last examination's validity ended last month: his sign-offs are refused for it.

export interface DemoQualificationIds {
  east: number;
  north: number;
  eastAdmin: number;
  engineer: number;
  pilot: number;
  northAdmin: number;
}

const ALL_KINDS = ['maintenance', 'inspection', 'rii', 'crs', 'ad', 'engine', 'deferral'];

export async function seedQualifications(db: Kysely<Database>, config: Config, ids: DemoQualificationIds) {
  const today = todayIn(config.timeZone);
  const now = formatDateTime(new Date(), config.timeZone);
  const at = (days: number) => `${addDays(today, days)} 00:00:00`;
  const models = await db.selectFrom('plane_model').select(['id', 'name']).execute();
  const modelId = (name: string) => {
    const found = models.find((m) => m.name === name);
    if (!found) throw new Error(`demo model ${name} missing`);
    return found.id;
  };
  const da40 = modelId('DA40 NG');
  const c172 = modelId('Cessna 172S');
  const own = { created_by: null, created_at: now, files: '[]', remarks: null };

  const authorisation = (
    company: number,
    user: number,
    authNo: string,
    kinds: string[],
    fromDays: number,
    medicalRequired = 0,
  ) =>
    tenant(db, company)
      .insert('qual_authorisation', [
        {
          ...own,
          user_id: user,
          auth_no: authNo,
          models: JSON.stringify([da40, c172]),
          categories: JSON.stringify(kinds.length > 1 ? ['B1', 'B2'] : ['A']),
          kinds: JSON.stringify(kinds),
          valid_from: at(fromDays),
          valid_to: null,
          granted_by: '质量经理 周强',
          medical_required: medicalRequired,
        },
      ])
      .execute();
  await authorisation(ids.east, ids.eastAdmin, 'EW-A-001', ALL_KINDS, -300);
  await authorisation(ids.east, ids.engineer, 'EW-A-002', ['maintenance'], -200);
  await authorisation(ids.north, ids.northAdmin, 'NS-A-001', ALL_KINDS, -250, 1);

  await tenant(db, ids.east)
    .insert('qual_training', [
      {
        ...own,
        user_id: ids.engineer,
        course: 'DA40 NG 机型培训 Type training',
        course_date: at(-400),
        expires: null,
        certificate_no: 'TT-DA40-2025-017',
        models: JSON.stringify([da40]),
      },
      {
        ...own,
        user_id: ids.eastAdmin,
        course: '人为因素复训 Human factors recurrent',
        course_date: at(-695),
        expires: at(35),
        certificate_no: 'HF-2024-112',
        models: '[]',
      },
    ])
    .execute();

  const medical = (
    company: number,
    user: number,
    medicalClass: number,
    examDays: number,
    statedDays: number | null,
    birthDate: string | null,
  ) => {
    const examDate = at(examDays);
    const statedUntil = statedDays === null ? null : at(statedDays);
    const until = medicalValidUntil({ medicalClass, examDate, birthDate, statedUntil });
    return tenant(db, company)
      .insert('qual_medical', [
        {
          ...own,
          user_id: user,
          medical_class: medicalClass,
          exam_date: examDate,
          result: 'fit',
          restrictions: null,
          stated_until: statedUntil,
          valid_until: until === null ? null : `${until} 00:00:00`,
        },
      ])
      .execute();
  };
  await medical(ids.east, ids.engineer, 0, -100, 265, null);
  await medical(ids.east, ids.eastAdmin, 0, -200, 165, null);
  await medical(ids.north, ids.northAdmin, 0, -400, -35, null);

  // The pilot: born 1981 (over 40: a class 1 medical is valid six calendar months), examined five months ago.
  const birth = '1981-05-12';
  await tenant(db, ids.east)
    .update('employ')
    .set({ birth_date: `${birth} 00:00:00` })
    .where('user_id', '=', ids.pilot)
    .execute();
  await tenant(db, ids.east)
    .insert('qual_licence', [
      {
        ...own,
        user_id: ids.pilot,
        kind: 'pilot',
        licence_type: 'CPL(A)',
        licence_no: 'CAAC-CPL-20170388',
        categories: '[]',
        authority: '中国民用航空局 CAAC',
        issued: at(-3200),
        expires: null,
        ratings: JSON.stringify([da40]),
        instrument: 1,
        instructor: 0,
      },
    ])
    .execute();
  await medical(ids.east, ids.pilot, 1, -150, null, birth);
  // Pilot in command of B-7001's flights of the last 90 days.
  const b7001 = await tenant(db, ids.east)
    .select('plane_entity')
    .select('id')
    .where('name', '=', 'B-7001')
    .executeTakeFirst();
  if (b7001) {
    await tenant(db, ids.east)
      .update('plane_fly')
      .set({ pilot_id: ids.pilot })
      .where('plane_id', '=', b7001.id)
      .where('fly_date', '>=', at(-89))
      .execute();
  }
}
