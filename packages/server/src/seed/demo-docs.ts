import { MANUFACTURER_COMPANY_ID } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import type { FileEntry } from '@hangar/domain/contracts/fields';
import { NoticeType } from '@hangar/domain/contracts/notices';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { insertDocument } from '../modules/document/document.repo';
import { insertNotice } from '../modules/plane-notice/plane-notice.repo';
import type { Database } from '../platform/db/schema';
import { shared, tenant } from '../platform/db/tenant';
import { newKey, type ObjectKey, urlOfKey } from '../platform/storage/keys';
import { demoPdf, storeFile } from './demo-certs';
import { DEMO_MODELS } from './demo-fleet';

// Demo document libraries (model document §2.8, §3 "Document"): each demo model's three libraries
// (airworthiness, CAD/AD, SB/SI: a folder or two of documents and one at the root), each demo aircraft's
// library (factory handover and other documents) and each operator's common library (a folder of manuals).
// Every document has one small generated PDF stored through the configured storage driver under the key an
// upload for the `document` use gets (model{id} / plane{id} / the company), so that its download works as for
// an uploaded file; rows go through the document repository's insert, stamped as Add stamps them. The first two
// CAD/AD documents of each model are evaluated against its aircraft as the manufacturer would: the first
// applies to every aircraft, the second only to each operator's first one.

const PDF = 'application/pdf';

interface DocDef {
  name: string;
  seri: string;
  version: string;
  /** Release date, YYYY-MM-DD. */
  released: string;
  remarks?: string;
  file: string;
  /** The AD/SB register's data of a model's CAD/AD or SB/SI document (issue 32). */
  register?: { effective: string; days?: number; hours?: number; repetitive?: 1 };
  /** An appliance document's part numbers (issue 32): evaluated applicable to every aircraft of the model. */
  appliance?: string[];
}

interface FolderDef {
  name: string;
  docs: DocDef[];
}

interface LibraryDef {
  dict: number;
  /** The type a new document of the library gets on the web (model libraries), else null. */
  type: number | null;
  folders: FolderDef[];
  root: DocDef[];
}

/** The documents of an aircraft's or a company's library, from the aircraft's registration or the company. */
type Docs = (name: string) => DocDef[];

/** ELT 345 (fitted to both demo models): one CAAC AD against several types. */
const eltAd: DocDef = {
  name: 'CAD2026-MULT-05 ELT 345 应急定位发射机电池检查 ELT battery pack inspection',
  seri: 'CAD2026-MULT-05',
  version: 'Original',
  released: '2026-03-18',
  remarks: 'Applies to ELT 345 with battery pack BP-345 of lots 2024-07 to 2025-02; inspect within 30 days.',
  file: 'CAD2026-MULT-05.pdf',
};

const MODEL_LIBRARIES: Record<(typeof DEMO_MODELS)[number], LibraryDef[]> = {
  'DA40 NG': [
    {
      dict: DocumentDict.Airworthiness,
      type: 0,
      folders: [
        {
          name: '型号合格证 TC',
          docs: [
            {
              name: 'EASA 型号合格证数据单 Type certificate data sheet DA 40',
              seri: 'EASA.A.022',
              version: 'Issue 31',
              released: '2025-06-12',
              remarks: 'Variant DA 40 NG with Austro Engine E4-B (AE300).',
              file: 'TCDS-EASA.A.022.pdf',
            },
            {
              name: 'CAAC 型号认可证 Validation of type certificate DA 40 NG',
              seri: 'VTC0218A-CA',
              version: 'Rev 2',
              released: '2024-09-18',
              file: 'VTC0218A-CA.pdf',
            },
          ],
        },
      ],
      root: [
        {
          name: '飞机飞行手册 Airplane flight manual DA 40 NG',
          seri: 'Doc. No. 6.01.15-E',
          version: 'Rev 8',
          released: '2025-03-01',
          remarks: 'Approved by EASA; controlled copy.',
          file: 'AFM-DA40NG-Rev8.pdf',
        },
      ],
    },
    {
      dict: DocumentDict.CadAd,
      type: 50,
      folders: [
        {
          name: '2025',
          docs: [
            {
              name: 'CAD2025-DA40-02 燃油选择阀检查 Fuel selector valve inspection',
              seri: 'CAD2025-DA40-02',
              version: 'Original',
              released: '2025-02-20',
              remarks: 'Adopts EASA AD 2024-0156; one-off inspection, see the maintenance item.',
              file: 'CAD2025-DA40-02.pdf',
              register: { effective: '2025-03-01', days: 120 },
            },
            {
              name: 'EASA AD 2025-0087 副翼操纵杆端轴承检查 Aileron control rod end bearing inspection',
              seri: 'EASA AD 2025-0087',
              version: 'Original',
              released: '2025-04-17',
              remarks: 'Inspect within 100 h; repeat at every 100-hour inspection until terminating action.',
              file: 'EASA-AD-2025-0087.pdf',
              register: { effective: '2025-05-01', hours: 100, repetitive: 1 },
            },
          ],
        },
        {
          name: '2026',
          docs: [
            {
              name: 'EASA AD 2026-0031 MT 螺旋桨桨叶根部检查 MT-Propeller blade root inspection',
              seri: 'EASA AD 2026-0031',
              version: 'Revision 1',
              released: '2026-02-05',
              remarks: 'MTV-6-R propellers; visual inspection of the blade root ferrule within 50 h.',
              file: 'EASA-AD-2026-0031R1.pdf',
              // An appliance AD: the register lists it per propeller serial (complied on B-7001's and B-8001's).
              register: { effective: '2026-02-20', hours: 50 },
              appliance: ['MTV-6-R/190-69'],
            },
            eltAd,
          ],
        },
      ],
      root: [
        {
          name: 'CAD/AD 适用性清单 AD applicability list DA 40 NG',
          seri: 'ADL-DA40NG',
          version: '2026-Q3',
          released: '2026-07-01',
          remarks: 'Reviewed quarterly by engineering.',
          file: 'ADL-DA40NG-2026Q3.pdf',
        },
      ],
    },
    {
      dict: DocumentDict.SbSi,
      type: 60,
      folders: [
        {
          name: '发动机 Engine',
          docs: [
            {
              name: 'MSB E4-026 AE300 高压燃油泵检查 High-pressure fuel pump inspection',
              seri: 'MSB E4-026/2',
              version: 'Rev 2',
              released: '2025-08-11',
              remarks: 'Recommended; at the next 100-hour inspection.',
              file: 'MSB-E4-026-2.pdf',
            },
            {
              name: 'MT-Propeller SB 33 螺旋桨调速器检查 Propeller governor P-853-16 inspection',
              seri: 'SB 33',
              version: 'Rev 1',
              released: '2026-01-22',
              remarks: 'Governor oil leak check and pilot valve inspection.',
              file: 'MT-SB-33.pdf',
            },
            {
              name: 'SI E4-011 认可的发动机滑油 Approved engine oils',
              seri: 'SI E4-011',
              version: 'Rev 5',
              released: '2025-05-30',
              file: 'SI-E4-011-Rev5.pdf',
            },
          ],
        },
        {
          name: '机体 Airframe',
          docs: [
            {
              name: 'MSB 40NG-112 燃油选择阀止动检查 Fuel selector valve detent inspection',
              seri: 'MSB 40NG-112',
              version: 'Rev 1',
              released: '2024-11-04',
              remarks: 'Referenced by EASA AD 2024-0156.',
              file: 'MSB-40NG-112.pdf',
            },
            {
              name: 'SB 40NG-098 前起落架减震器检查 Nose landing gear shock absorber inspection',
              seri: 'SB 40NG-098',
              version: 'Original',
              released: '2025-10-09',
              file: 'SB-40NG-098.pdf',
            },
          ],
        },
      ],
      root: [
        {
          name: '服务通告索引 Service bulletin index DA 40 NG',
          seri: 'SBI-DA40NG',
          version: '2026-10',
          released: '2026-10-01',
          file: 'SBI-DA40NG-2026-10.pdf',
        },
      ],
    },
  ],
  'Cessna 172S': [
    {
      dict: DocumentDict.Airworthiness,
      type: 0,
      folders: [
        {
          name: '型号合格证 TC',
          docs: [
            {
              name: 'FAA 型号合格证数据单 Type certificate data sheet 3A12',
              seri: '3A12',
              version: 'Rev 88',
              released: '2024-12-03',
              remarks: 'Model 172S, Lycoming IO-360-L2A.',
              file: 'TCDS-3A12-Rev88.pdf',
            },
            {
              name: 'CAAC 型号认可证 Validation of type certificate Cessna 172S',
              seri: 'VTC0047A-CA',
              version: 'Rev 4',
              released: '2023-06-15',
              file: 'VTC0047A-CA.pdf',
            },
          ],
        },
      ],
      root: [
        {
          name: '飞行员操作手册 Pilot’s operating handbook 172S',
          seri: '172SPHBUS-12',
          version: 'Rev 12',
          released: '2025-01-27',
          file: '172SPHBUS-12.pdf',
        },
      ],
    },
    {
      dict: DocumentDict.CadAd,
      type: 50,
      folders: [
        {
          name: '2025',
          docs: [
            {
              name: 'FAA AD 2025-09-05 Lycoming 排气门导管检查 Exhaust valve guide inspection',
              seri: 'FAA AD 2025-09-05',
              version: 'Original',
              released: '2025-05-14',
              remarks: 'Lycoming IO-360-L2A; wobble test at the next 100-hour inspection.',
              file: 'FAA-AD-2025-09-05.pdf',
              register: { effective: '2025-06-18', hours: 100 },
            },
            {
              name: 'CAD2025-C172-04 座椅导轨检查 Seat rail inspection',
              seri: 'CAD2025-C172-04',
              version: 'Original',
              released: '2025-09-02',
              remarks: 'Repetitive every 100 h; replace rails with cracks or worn holes.',
              file: 'CAD2025-C172-04.pdf',
              register: { effective: '2025-10-01', hours: 100, repetitive: 1 },
            },
          ],
        },
        {
          name: '2026',
          docs: [
            eltAd,
            {
              name: 'FAA AD 2026-04-11 Lycoming 燃油喷射伺服器检查 Fuel injector servo inspection',
              seri: 'FAA AD 2026-04-11',
              version: 'Original',
              released: '2026-04-23',
              remarks: 'Servos of the listed serial numbers; inspect the regulator diaphragm within 50 h.',
              file: 'FAA-AD-2026-04-11.pdf',
            },
          ],
        },
      ],
      root: [
        {
          name: 'CAD/AD 适用性清单 AD applicability list Cessna 172S',
          seri: 'ADL-C172S',
          version: '2026-Q3',
          released: '2026-07-01',
          remarks: 'Reviewed quarterly by engineering.',
          file: 'ADL-C172S-2026Q3.pdf',
        },
      ],
    },
    {
      dict: DocumentDict.SbSi,
      type: 60,
      folders: [
        {
          name: '发动机 Engine',
          docs: [
            {
              name: 'SB 72-0034 磁电机脉冲联轴器检查 Magneto impulse coupling inspection',
              seri: 'SB 72-0034',
              version: 'Rev A',
              released: '2025-07-08',
              remarks: 'Lycoming IO-360-L2A with Slick magnetos; at 500 h or the next magneto removal.',
              file: 'SB-72-0034-RevA.pdf',
            },
            {
              name: 'Lycoming SI 1014N 滑油更换建议 Oil change recommendations',
              seri: 'SI 1014N',
              version: 'N',
              released: '2024-10-21',
              file: 'Lycoming-SI-1014N.pdf',
            },
          ],
        },
        {
          name: '机体 Airframe',
          docs: [
            {
              name: 'SEB25-03 水平安定面连接接头检查 Horizontal stabilizer attach fitting inspection',
              seri: 'SEB25-03',
              version: 'Original',
              released: '2025-03-26',
              remarks: 'Mandatory for flight-school aircraft with more than 10 000 landings.',
              file: 'SEB25-03.pdf',
            },
            {
              name: 'SEB26-01 真空泵驱动联轴器更换 Vacuum pump drive coupling replacement',
              seri: 'SEB26-01',
              version: 'Original',
              released: '2026-05-12',
              file: 'SEB26-01.pdf',
            },
          ],
        },
      ],
      root: [
        {
          name: '服务通告索引 Service bulletin index Cessna 172S',
          seri: 'SBI-C172S',
          version: '2026-10',
          released: '2026-10-01',
          file: 'SBI-C172S-2026-10.pdf',
        },
      ],
    },
  ],
};

/** An aircraft's library: the factory handover documents and the others. */
const PLANE_LIBRARIES: { dict: number; docs: Docs }[] = [
  {
    dict: DocumentDict.Airworthiness,
    docs: (tail) => [
      {
        name: `出厂技术文件 Factory technical documents ${tail}`,
        seri: `FTD-${tail}`,
        version: '1',
        released: '2024-04-15',
        remarks: 'Handed over with the aircraft: equipment list, logbooks, export certificate.',
        file: `FTD-${tail}.pdf`,
      },
      {
        name: `称重报告 Weight and balance report ${tail}`,
        seri: `WB-${tail}`,
        version: '2',
        released: '2025-11-03',
        remarks: 'Reweighed after the avionics upgrade; empty weight and CG updated.',
        file: `WB-${tail}.pdf`,
      },
    ],
  },
  {
    dict: DocumentDict.Other,
    docs: (tail) => [
      {
        name: `无线电设备清单 Radio equipment list ${tail}`,
        seri: `REL-${tail}`,
        version: '1',
        released: '2025-11-03',
        file: `REL-${tail}.pdf`,
      },
    ],
  },
];

/** An operator's common library: one folder of manuals. */
const COMMON_FOLDER = '手册 Manuals';
const commonDocs: Docs = (company) => [
  {
    name: `维修管理手册 Maintenance management manual ${company}`,
    seri: 'MMM-01',
    version: 'Rev 5',
    released: '2026-01-10',
    remarks: 'Approved by the authority; controlled copy.',
    file: 'MMM-01-Rev5.pdf',
  },
  {
    name: `工具设备管理程序 Tool and equipment control procedure ${company}`,
    seri: 'QP-07',
    version: 'Rev 2',
    released: '2025-08-20',
    file: 'QP-07-Rev2.pdf',
  },
];

interface Place {
  module: number;
  /** The model, the aircraft or the company. */
  target: number;
  /** The company whose library it is (the uploader of a model's files: the manufacturer). */
  companyId: number;
  /** The key's path: the model's, the aircraft's, or none (the common library). */
  path: ObjectKey['target'];
  dict: number;
  type: number | null;
  createdBy: number;
  createdAt: string;
}

/** Adds a folder of a library; its id. */
async function addFolder(db: Kysely<Database>, place: Place, name: string): Promise<number> {
  const { module, target, dict, createdBy, createdAt } = place;
  return insertDocument(db, place.companyId, {
    module,
    target,
    dict,
    parent: 0,
    isFolder: 1,
    name,
    createdBy,
    createdAt,
  });
}

/** Adds a document with its PDF, stored as an upload for the `document` use would be. */
async function addDoc(db: Kysely<Database>, config: Config, place: Place, parent: number, def: DocDef) {
  const key = newKey('document', place.path, place.companyId, def.file);
  const bytes = demoPdf(`${def.seri} - ${def.version} - demo document`);
  await storeFile(config, key, bytes, PDF);
  const file: FileEntry = { uid: key.uid, name: key.name, size: bytes.length, url: urlOfKey(key) };
  const { module, target, dict, type, createdBy, createdAt } = place;
  await insertDocument(db, place.companyId, {
    module,
    target,
    dict,
    type,
    parent,
    isFolder: 0,
    name: def.name,
    seri: def.seri,
    version: def.version,
    releaseDate: `${def.released} 00:00:00`,
    remarks: def.remarks ?? null,
    ...(def.register
      ? {
          // An AD with a flight-hours limit counts them from its effective date: the demo's take effect a week
          // before the demo is loaded, so the fleet is within them (a fixed 2025 date would ground it by now).
          effectiveDate: `${def.register.hours ? addDays(todayIn(config.timeZone), -7) : def.register.effective} 00:00:00`,
          complianceDays: def.register.days ?? null,
          complianceHours: def.register.hours ?? null,
          repetitive: def.register.repetitive ?? 0,
        }
      : {}),
    applianceParts: def.appliance ?? null,
    files: [file],
    size: bytes.length,
    createdBy,
    createdAt,
  });
}

async function addLibrary(db: Kysely<Database>, config: Config, place: Place, folders: FolderDef[], root: DocDef[]) {
  for (const folder of folders) {
    const id = await addFolder(db, place, folder.name);
    for (const def of folder.docs) await addDoc(db, config, place, id, def);
  }
  for (const def of root) await addDoc(db, config, place, 0, def);
}

/** The company's administrator (the first one): who the seed says added its documents. */
async function adminOf(db: Kysely<Database>, companyId: number): Promise<number> {
  const row = await tenant(db, companyId)
    .select('employ')
    .select('user_id')
    .where('is_admin', '=', 1)
    .where('user_id', 'is not', null)
    .$narrowType<{ user_id: number }>()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/**
 * Evaluates the model's first two CAD/AD documents against its aircraft of every operator (see above), and its
 * appliance ADs as applicable to every one (the register then lists them per installed serial).
 */
async function appraiseDemo(db: Kysely<Database>, modelId: number, companies: number[], by: number, at: string) {
  const ads = shared(db)
    .select('model_document')
    .select('id')
    .where('target', '=', modelId)
    .where('dict', '=', DocumentDict.CadAd)
    .where('is_folder', '=', 0)
    .orderBy('id');
  const firstTwo = await ads.where('appliance_parts', 'is', null).limit(2).execute();
  const appliance = await ads.where('appliance_parts', 'is not', null).execute();
  const docs = [...firstTwo, ...appliance];
  for (const companyId of companies) {
    const planes = await tenant(db, companyId)
      .select('plane_entity')
      .select('id')
      .where('model_id', '=', modelId)
      .orderBy('id')
      .execute();
    for (const [d, doc] of docs.entries()) {
      for (const [p, plane] of planes.entries()) {
        await insertNotice(db, companyId, {
          planeId: plane.id,
          type: NoticeType.Appraise,
          appraiseId: doc.id,
          appraised: 1,
          fit: d !== 1 || p === 0 ? 1 : 0,
          // A "not applicable" evaluation states why (issue 32).
          unfitReason: d !== 1 || p === 0 ? null : '序号不在适用范围内 Serial number outside the effectivity',
          state: 0,
          appraiseUser: by,
          appraiseTime: at,
        });
      }
    }
  }
}

/**
 * Adds the demo libraries to the demo models and to the operators' aircraft and common libraries; false when
 * any of those libraries already holds something (or the demo models are missing).
 */
export async function seedDocs(db: Kysely<Database>, config: Config, companies: number[]): Promise<boolean> {
  const models = await shared(db)
    .select('plane_model')
    .select(['id', 'name'])
    .where('name', 'in', [...DEMO_MODELS])
    .orderBy('id')
    .execute();
  if (models.length === 0) return false;
  const modelIds = models.map((m) => m.id);
  if (await shared(db).select('model_document').select('id').where('target', 'in', modelIds).executeTakeFirst()) {
    return false;
  }
  for (const companyId of companies) {
    if (await tenant(db, companyId).select('document').select('id').executeTakeFirst()) return false;
  }
  const createdAt = formatDateTime(new Date(), config.timeZone);
  const manufacturerAdmin = await adminOf(db, MANUFACTURER_COMPANY_ID);
  for (const model of models) {
    for (const library of MODEL_LIBRARIES[model.name as (typeof DEMO_MODELS)[number]]) {
      const place: Place = {
        module: DocumentModule.Model,
        target: model.id,
        companyId: MANUFACTURER_COMPANY_ID,
        path: { kind: 'model', id: model.id },
        dict: library.dict,
        type: library.type,
        createdBy: manufacturerAdmin,
        createdAt,
      };
      await addLibrary(db, config, place, library.folders, library.root);
    }
    await appraiseDemo(db, model.id, companies, manufacturerAdmin, createdAt);
  }
  for (const companyId of companies) {
    const createdBy = await adminOf(db, companyId);
    const company = tenant(db, companyId);
    const planes = await company.select('plane_entity').select(['id', 'name']).orderBy('id').execute();
    for (const plane of planes) {
      for (const library of PLANE_LIBRARIES) {
        const place: Place = {
          module: DocumentModule.Plane,
          target: plane.id,
          companyId,
          path: { kind: 'plane', id: plane.id },
          dict: library.dict,
          type: null,
          createdBy,
          createdAt,
        };
        await addLibrary(db, config, place, [], library.docs(plane.name));
      }
    }
    const { short_name: short } = await shared(db)
      .select('company')
      .select('short_name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const place: Place = {
      module: DocumentModule.Common,
      target: companyId,
      companyId,
      path: null,
      dict: DocumentDict.Other,
      type: null,
      createdBy,
      createdAt,
    };
    await addLibrary(db, config, place, [{ name: COMMON_FOLDER, docs: commonDocs(short ?? '') }], []);
  }
  return true;
}
