import { MANUFACTURER_COMPANY_ID } from '@hangar/domain/codes';
import { DocumentDict } from '@hangar/domain/contracts/documents';
import type { FileEntry } from '@hangar/domain/contracts/fields';
import { CardCategory, type RelatedCard } from '@hangar/domain/contracts/workcards';
import { formatDateTime } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { type CardValues, insertCard, insertDoc, insertMat, type MatValues } from '../modules/work-card/work-card.repo';
import type { Database } from '../platform/db/schema';
import { shared, tenant } from '../platform/db/tenant';
import { newKey, urlOfKey } from '../platform/storage/keys';
import { demoPdf, storeFile } from './demo-certs';
import { DEMO_MODELS } from './demo-fleet';

// Demo work cards (model document §2.3, §3 "WorkCard", "WorkCardMat", "WorkCardDoc"): each demo model gets a
// card of each category, written by the manufacturer (company 10000, the demo models' manager): a 100-hour
// inspection card with two material lines, an engineering instruction carrying out the model's first CAD/AD
// document (the one demo-docs evaluates applicable to every aircraft) through a fitting maintenance item, a
// survey notice and a technical bulletin. Each card has one current file version with a small generated PDF
// stored through the configured storage driver under the key an upload for the `workcard` use gets (model{id}),
// and the card's cur* fields are that version's, as WorkCardDoc/Add leaves them. The notices helper notifies
// the instruction and sends the bulletin in its own step; this one only creates the cards.

const PDF = 'application/pdf';

interface CardDef {
  category: number;
  type: number;
  seri: string;
  name: string;
  remarks?: string;
  /** Release date, YYYY-MM-DD. */
  released: string;
  relational?: RelatedCard[];
  mats?: (MatValues & { name: string; quantity: number })[];
  /** Category 2: the model's first CAD/AD document, and the maintenance item whose name contains this. */
  instruction?: { item: string; page: string };
  pages: number;
}

/** The cards of a model, from its short code (numbers) and the maintenance item its instruction uses. */
function cardsOf(code: string, instructionItem: string): CardDef[] {
  return [
    {
      category: CardCategory.Routine,
      type: 1,
      seri: `JC-${code}-05-20-01`,
      name: '100小时检查工卡 100-hour inspection card',
      remarks: 'Routine 100-hour / annual inspection; sign each step.',
      released: '2026-01-15',
      relational: [{ seri: `JC-${code}-12-10-01`, name: '发动机滑油更换 Engine oil change' }],
      mats: [
        {
          material: null,
          name: '航空发动机滑油 Engine oil',
          model: 'AeroShell Oil W100 Plus',
          measureUnit: 'qt',
          brand: 'Shell',
          quantity: 6,
          comments: 'Per the engine manual',
        },
        {
          material: null,
          name: '滑油滤芯 Oil filter',
          model: 'CH48110-1',
          measureUnit: 'pcs',
          brand: 'Champion',
          quantity: 1,
          purchase: { supplier: 'AeroParts Supply', price: 38.5, code: 'CH48110-1' },
        },
      ],
      pages: 12,
    },
    {
      category: CardCategory.Instruction,
      type: 11,
      seri: `EO-${code}-2025-01`,
      name: '适航指令执行 Airworthiness directive compliance',
      remarks: 'Carries out the CAD/AD on every aircraft of the model.',
      released: '2026-02-10',
      instruction: { item: instructionItem, page: '§3 Compliance' },
      pages: 4,
    },
    {
      category: CardCategory.Survey,
      type: 21,
      seri: `SN-${code}-2026-01`,
      name: '座椅安全带使用情况调查 Seat belt condition survey',
      remarks: 'Report the belt and buckle condition of every seat.',
      released: '2026-03-05',
      pages: 2,
    },
    {
      category: CardCategory.TechBulletin,
      type: 31,
      seri: `TB-${code}-2026-02`,
      name: '冬季运行技术通告 Cold weather operation bulletin',
      remarks: 'Engine preheat and battery care below −10 °C.',
      released: '2026-03-20',
      pages: 3,
    },
  ];
}

const MODEL_CARDS: Record<(typeof DEMO_MODELS)[number], CardDef[]> = {
  'DA40 NG': cardsOf('DA40', 'Fuel selector'),
  'Cessna 172S': cardsOf('C172', '100-hour'),
};

/** The model's first CAD/AD document (by id, as demo-docs evaluates it) with its number. */
async function firstAd(db: Kysely<Database>, modelId: number) {
  return shared(db)
    .select('model_document')
    .select(['id', 'seri'])
    .where('target', '=', modelId)
    .where('dict', '=', DocumentDict.CadAd)
    .where('is_folder', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
}

async function itemNamed(db: Kysely<Database>, modelId: number, part: string) {
  return shared(db)
    .select('maintain_item')
    .select('id')
    .where('model_id', '=', modelId)
    .where('name', 'like', `%${part}%`)
    .orderBy('id')
    .executeTakeFirst();
}

/** Adds a card with its lines and its one current file version (its PDF stored as an upload would be). */
async function addCard(
  db: Kysely<Database>,
  config: Config,
  model: { id: number },
  def: CardDef,
  stamp: { by: number; at: string },
) {
  let basis: Pick<CardValues, 'according' | 'accordingPage' | 'accordingId' | 'maintainId'> = {};
  if (def.instruction) {
    const ad = await firstAd(db, model.id);
    const item = await itemNamed(db, model.id, def.instruction.item);
    basis = {
      according: ad?.seri ?? null,
      accordingPage: def.instruction.page,
      accordingId: ad?.id ?? null,
      maintainId: item?.id ?? null,
    };
  }
  const key = newKey('workcard', { kind: 'model', id: model.id }, MANUFACTURER_COMPANY_ID, `${def.seri}.pdf`);
  const bytes = demoPdf(`${def.seri} - R1 - demo work card`);
  await storeFile(config, key, bytes, PDF);
  const file: FileEntry = { uid: key.uid, name: key.name, size: bytes.length, url: urlOfKey(key) };
  const releaseDate = `${def.released} 00:00:00`;
  const id = await insertCard(db, {
    planeModel: model.id,
    category: def.category,
    seri: def.seri,
    name: def.name,
    version: 'R1',
    type: def.type,
    remarks: def.remarks ?? null,
    releaseDate,
    ...basis,
    relational: def.relational ?? null,
    files: null,
    closed: 0,
    curSeri: def.seri,
    curVersion: 'R1',
    curReleaseDate: releaseDate,
    curFiles: [file],
    createdBy: stamp.by,
    createdAt: stamp.at,
  });
  for (const mat of def.mats ?? []) await insertMat(db, { ...mat, card: id });
  await insertDoc(db, {
    card: id,
    seri: def.seri,
    version: 'R1',
    releaseDate,
    pages: def.pages,
    remarks: null,
    files: [file],
    active: 1,
  });
}

/** Adds the demo work cards to the demo models; false when a demo model already has cards (or none exists). */
export async function seedCards(db: Kysely<Database>, config: Config): Promise<boolean> {
  const models = await shared(db)
    .select('plane_model')
    .select(['id', 'name'])
    .where('name', 'in', [...DEMO_MODELS])
    .orderBy('id')
    .execute();
  if (models.length === 0) return false;
  const modelIds = models.map((m) => m.id);
  if (await shared(db).select('work_card').select('id').where('model_id', 'in', modelIds).executeTakeFirst()) {
    return false;
  }
  const at = formatDateTime(new Date(), config.timeZone);
  // The manufacturer's first administrator: who the seed says wrote the cards.
  const admin = await tenant(db, MANUFACTURER_COMPANY_ID)
    .select('employ')
    .select('user_id')
    .where('is_admin', '=', 1)
    .where('user_id', 'is not', null)
    .$narrowType<{ user_id: number }>()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const model of models) {
    for (const def of MODEL_CARDS[model.name as (typeof DEMO_MODELS)[number]]) {
      await addCard(db, config, model, def, { by: admin.user_id, at });
    }
  }
  return true;
}
