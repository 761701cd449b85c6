import { CertType, MATERIAL_CATEGORY_DICT, partNumberKey, ToolKind } from '@hangar/domain/contracts/materials';
import { OrderType } from '@hangar/domain/contracts/store';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';

// Demo stores of East Wing Aviation: a main store at the base and a line store, suppliers, material categories,
// a parts catalogue for its DA40 NG and Cessna 172S fleet (filters, spark plugs, tyres and tubes, brake linings,
// a battery and ELTs with serial numbers, placards) and two tools, one a torque wrench whose calibration falls
// due within 30 days. Purchase orders with batches, expiry dates and certificates are confirmed, two requisitions
// for aircraft are issued from them oldest batch first, and one requisition is still a draft. Stock is booked
// here as Confirm books it (remain per inbound line, material_stock, material.stock), so that every figure equals
// the sum of the movements; one part is left below its safety stock.

/** The main store's name (idempotence: the stores are there when it is). */
export const DEMO_MAIN_STORE = '基地主库 Main store';
const LINE_STORE = '航线库 Line store';

interface PartDef {
  key: string;
  name: string;
  nameEn: string;
  model: string;
  category: string;
  brand?: string;
  unit?: string;
  useSerial?: 1;
  certType?: number;
  safeStock?: number;
  position?: string;
  tool?: number;
  calibrationInDays?: number;
  storeCondition?: string;
}

const CATEGORIES = [
  '滤清器 Filters',
  '点火系统 Ignition',
  '机轮与刹车 Wheels & Brakes',
  '电气 Electrical',
  '应急设备 Emergency equipment',
  '标牌 Placards',
  '工具 Tools',
] as const;

const PARTS: PartDef[] = [
  {
    key: 'oilFilter',
    name: '机油滤清器',
    nameEn: 'Oil filter',
    model: 'CH48110-1',
    category: CATEGORIES[0],
    brand: 'Champion',
    certType: CertType.COC,
    safeStock: 6,
    position: 'A-01-01',
  },
  {
    key: 'airFilter',
    name: '进气滤',
    nameEn: 'Induction air filter',
    model: 'BA-4106',
    category: CATEGORIES[0],
    brand: 'Brackett',
    certType: CertType.COC,
    safeStock: 2,
    position: 'A-01-02',
  },
  {
    key: 'rem40',
    name: '火花塞',
    nameEn: 'Spark plug (massive electrode)',
    model: 'REM40E',
    category: CATEGORIES[1],
    brand: 'Champion',
    certType: CertType.COC,
    safeStock: 12,
    position: 'A-02-01',
  },
  {
    key: 'rem38',
    name: '火花塞',
    nameEn: 'Spark plug (massive electrode, colder)',
    model: 'REM38E',
    category: CATEGORIES[1],
    brand: 'Champion',
    certType: CertType.COC,
    safeStock: 8,
    position: 'A-02-02',
  },
  {
    key: 'tyre',
    name: '主轮轮胎 5.00-5 6层',
    nameEn: 'Tyre 5.00-5 6-ply',
    model: '505C61-8',
    category: CATEGORIES[2],
    brand: 'Goodyear',
    certType: CertType.Faa8130,
    safeStock: 2,
    position: 'B-01-01',
  },
  {
    key: 'tube',
    name: '内胎 5.00-5',
    nameEn: 'Inner tube 5.00-5',
    model: '061-308-0',
    category: CATEGORIES[2],
    brand: 'Michelin',
    certType: CertType.Faa8130,
    safeStock: 2,
    position: 'B-01-02',
  },
  {
    key: 'lining',
    name: '刹车片',
    nameEn: 'Brake lining',
    model: '066-10600',
    category: CATEGORIES[2],
    brand: 'Cleveland',
    certType: CertType.Faa8130,
    safeStock: 4,
    position: 'B-02-01',
  },
  {
    key: 'battery',
    name: '主电瓶 24V',
    nameEn: 'Main battery 24 V',
    model: 'RG-24-15',
    category: CATEGORIES[3],
    brand: 'Concorde',
    useSerial: 1,
    certType: CertType.Faa8130,
    safeStock: 1,
    position: 'C-01-01',
    storeCondition: '阴凉干燥，定期补充充电 Cool and dry; top-up charge every 90 days',
  },
  {
    key: 'elt',
    name: '应急定位发射机',
    nameEn: 'Emergency locator transmitter',
    model: 'ME406',
    category: CATEGORIES[4],
    brand: 'Artex',
    useSerial: 1,
    certType: CertType.EasaForm1,
    safeStock: 1,
    position: 'C-02-01',
  },
  {
    key: 'noStep',
    name: '“禁止踩踏”标牌',
    nameEn: 'Placard “NO STEP”',
    model: 'PL-NOSTEP-1',
    category: CATEGORIES[5],
    unit: 'pcs',
    position: 'D-01-01',
  },
  {
    key: 'fuelPlacard',
    name: '燃油标牌 AVGAS 100LL',
    nameEn: 'Fuel placard AVGAS 100LL',
    model: 'PL-FUEL-100LL',
    category: CATEGORIES[5],
    position: 'D-01-02',
  },
  {
    key: 'towBar',
    name: '牵引杆',
    nameEn: 'Tow bar',
    model: 'TB-172',
    category: CATEGORIES[6],
    tool: ToolKind.General,
    position: 'T-01',
  },
  {
    key: 'torqueWrench',
    name: '扭力扳手 20–100 in-lb',
    nameEn: 'Torque wrench 20–100 in-lb',
    model: 'QD2R100',
    category: CATEGORIES[6],
    brand: 'Snap-on',
    useSerial: 1,
    tool: ToolKind.Measuring,
    calibrationInDays: 18,
    position: 'T-02',
  },
];

type Key = (typeof PARTS)[number]['key'];

interface LineDef {
  part: Key;
  quantity: number;
  batch?: string;
  seri?: string;
  expireInDays?: number;
  price?: number;
  cert?: number;
}

interface OrderDef {
  type: number;
  daysAgo: number;
  store: 'main' | 'line';
  supplier?: string;
  plane?: string;
  receiver?: string;
  comments: string;
  draft?: boolean;
  lines: LineDef[];
}

const SUPPLIERS = [
  { name: 'Aircraft Spruce & Specialty Co.', code: 'ASSC', approvalNo: 'FAA-DIST-0428', contact: 'Sales desk' },
  { name: 'Aviall Services (Boeing Distribution)', code: 'AVL', approvalNo: 'ASA-100-0071', contact: 'Order desk' },
  { name: '北京翔宇航材有限公司 Beijing Skyparts Co.', code: 'BJSP', approvalNo: 'CAAC-MRO-2231', contact: '刘洋' },
  { name: 'Concorde Battery Corporation', code: 'CBC', approvalNo: 'FAA-PMA-PQ1040NM', contact: 'Customer service' },
];

const ORDERS: OrderDef[] = [
  {
    type: OrderType.PurchaseFund,
    daysAgo: 95,
    store: 'main',
    supplier: SUPPLIERS[0].name,
    receiver: '赵磊',
    comments: '年度耗材采购 Annual consumables',
    lines: [
      { part: 'oilFilter', quantity: 8, batch: 'CH-2407', price: 28.5, cert: CertType.COC },
      { part: 'airFilter', quantity: 3, batch: 'BR-2406', price: 46, cert: CertType.COC },
      { part: 'rem40', quantity: 24, batch: 'SP-2405', price: 31, cert: CertType.COC },
      { part: 'rem38', quantity: 8, batch: 'SP-2405B', price: 31, cert: CertType.COC },
      { part: 'noStep', quantity: 10, price: 3.2 },
      { part: 'fuelPlacard', quantity: 6, price: 4.5 },
    ],
  },
  {
    type: OrderType.PurchaseFund,
    daysAgo: 70,
    store: 'main',
    supplier: SUPPLIERS[1].name,
    receiver: '赵磊',
    comments: '机轮与刹车备件 Wheel and brake spares',
    lines: [
      { part: 'tyre', quantity: 4, batch: 'GY-2403', price: 182, cert: CertType.Faa8130 },
      { part: 'tube', quantity: 4, batch: 'MI-2402', price: 64, cert: CertType.Faa8130 },
      { part: 'lining', quantity: 8, batch: 'CL-2404', price: 21, cert: CertType.Faa8130 },
    ],
  },
  {
    type: OrderType.PurchaseFund,
    daysAgo: 60,
    store: 'main',
    supplier: SUPPLIERS[3].name,
    receiver: '赵磊',
    comments: '主电瓶 Main batteries',
    lines: [
      { part: 'battery', quantity: 1, seri: 'RG2415-24-0871', expireInDays: 640, price: 468, cert: CertType.Faa8130 },
      { part: 'battery', quantity: 1, seri: 'RG2415-24-0872', expireInDays: 640, price: 468, cert: CertType.Faa8130 },
    ],
  },
  {
    type: OrderType.PurchaseFund,
    daysAgo: 45,
    store: 'main',
    supplier: SUPPLIERS[2].name,
    receiver: '赵磊',
    comments: 'ELT 及工具 ELTs and tools',
    lines: [
      { part: 'elt', quantity: 1, seri: '406-18832', expireInDays: 1800, price: 1350, cert: CertType.EasaForm1 },
      { part: 'elt', quantity: 1, seri: '406-18833', expireInDays: 1800, price: 1350, cert: CertType.EasaForm1 },
      { part: 'towBar', quantity: 1, price: 95 },
      { part: 'torqueWrench', quantity: 1, seri: 'TW-0117', price: 420 },
    ],
  },
  {
    type: OrderType.PurchaseFund,
    daysAgo: 20,
    store: 'main',
    supplier: SUPPLIERS[0].name,
    receiver: '赵磊',
    comments: '补充机油滤 Oil filter top-up',
    lines: [{ part: 'oilFilter', quantity: 6, batch: 'CH-2502', price: 29, cert: CertType.COC }],
  },
  {
    type: OrderType.TransferIn,
    daysAgo: 18,
    store: 'line',
    receiver: '孙伟',
    comments: '航线库常备件 Line store kit',
    lines: [
      { part: 'oilFilter', quantity: 2, batch: 'CH-2502L', price: 29, cert: CertType.COC },
      { part: 'rem40', quantity: 4, batch: 'SP-2405L', price: 31, cert: CertType.COC },
    ],
  },
  {
    type: OrderType.Requisition,
    daysAgo: 15,
    store: 'main',
    plane: 'B-7001',
    receiver: '王芳',
    comments: '100 小时检 100-hour inspection',
    lines: [
      { part: 'oilFilter', quantity: 3 },
      { part: 'rem40', quantity: 8 },
    ],
  },
  {
    type: OrderType.Requisition,
    daysAgo: 7,
    store: 'main',
    plane: 'B-7002',
    receiver: '王芳',
    comments: '更换左主轮 Left main wheel tyre change',
    lines: [
      { part: 'tyre', quantity: 1 },
      { part: 'tube', quantity: 1 },
      { part: 'rem38', quantity: 4 },
      { part: 'battery', quantity: 1, seri: 'RG2415-24-0871' },
    ],
  },
  {
    type: OrderType.Requisition,
    daysAgo: 0,
    store: 'main',
    plane: 'B-7003',
    receiver: '王芳',
    comments: '刹车片更换（待确认） Brake linings (draft)',
    draft: true,
    lines: [{ part: 'lining', quantity: 4 }],
  },
];

/**
 * Adds East Wing's demo stores; false when they are there already (the main store exists). Needs the demo fleet
 * (requisitions name its aircraft; a missing one is left out of its order).
 */
export async function seedStores(db: Kysely<Database>, config: Config, companyId: number): Promise<boolean> {
  const company = tenant(db, companyId);
  const present = await company.select('warehouse').select('id').where('name', '=', DEMO_MAIN_STORE).executeTakeFirst();
  if (present) return false;
  const now = formatDateTime(new Date(), config.timeZone);
  const today = todayIn(config.timeZone);
  const day = (daysAgo: number) => `${addDays(today, -daysAgo)} 00:00:00`;

  const stores = {
    main: await insertId(
      company
        .insert('warehouse', [
          {
            name: DEMO_MAIN_STORE,
            code: 'WH-01',
            addr: '东翼航空基地 2 号机库 Hangar 2, East Wing base',
            keeper: '赵磊',
          },
        ])
        .returning('id'),
    ),
    line: await insertId(
      company
        .insert('warehouse', [{ name: LINE_STORE, code: 'WH-02', addr: '停机坪 Apron, stand 5', keeper: '孙伟' }])
        .returning('id'),
    ),
  };
  const suppliers = new Map<string, number>();
  for (const s of SUPPLIERS) {
    const id = await insertId(
      company
        .insert('supplier', [
          {
            name: s.name,
            code: s.code,
            contact: s.contact,
            approval_no: s.approvalNo,
            approval_expire: day(-400),
            approved: 1,
          },
        ])
        .returning('id'),
    );
    suppliers.set(s.name, id);
  }
  const categories = new Map<string, number>();
  for (const [i, name] of CATEGORIES.entries()) {
    const id = await insertId(
      company
        .insert('material_type', [{ name, parent: 0, sorter: i + 1, dict: MATERIAL_CATEGORY_DICT }])
        .returning('id'),
    );
    categories.set(name, id);
  }
  const brand = async (name: string) => {
    const found = await company.select('brand').select('id').where('name', '=', name).executeTakeFirst();
    return found?.id ?? insertId(company.insert('brand', [{ name, remarks: null }]).returning('id'));
  };
  const unit = async (name: string) => {
    const found = await company.select('unit').select('id').where('name', '=', name).executeTakeFirst();
    return found?.id ?? insertId(company.insert('unit', [{ name, remarks: null }]).returning('id'));
  };

  const parts = new Map<string, { id: number; name: string }>();
  for (const p of PARTS) {
    const id = await insertId(
      company
        .insert('material', [
          {
            name: p.name,
            name_en: p.nameEn,
            model: p.model,
            model_key: partNumberKey(p.model),
            category: categories.get(p.category) ?? null,
            brand: p.brand ? await brand(p.brand) : null,
            measure_unit: await unit(p.unit ?? '件 pcs'),
            use_serial: p.useSerial ?? 0,
            cert_type: p.certType ?? null,
            source_type: 1,
            store_condition: p.storeCondition ?? null,
            wh_pos: p.position ? JSON.stringify({ [`w${stores.main}`]: { pos: p.position } }) : null,
            safe_stock: p.safeStock ?? null,
            tool: p.tool ?? ToolKind.None,
            calibration_due: p.calibrationInDays === undefined ? null : day(-p.calibrationInDays),
            calibration_cycle: p.tool === ToolKind.Measuring ? 12 : null,
            approved: 1,
            created_at: now,
          },
        ])
        .returning('id'),
    );
    parts.set(p.key, { id, name: p.name });
  }
  const planes = new Map(
    (await company.select('plane_entity').select(['id', 'name']).execute()).map((p) => [p.name, p.id] as const),
  );

  // Booking as Confirm books it: inbound lines hold their remain, outbound lines consume the oldest first.
  const open: {
    id: number;
    material: number;
    warehouse: number;
    remain: number;
    batch: string | null;
    seri: string | null;
    expire: string | null;
  }[] = [];
  const stock = new Map<string, number>();
  const sequence = new Map<string, number>();
  for (const o of ORDERS) {
    const direction = o.type === OrderType.Requisition ? -1 : 1;
    const date = day(o.daysAgo);
    const prefix = `${direction === 1 ? 'RK' : 'CK'}${date.slice(0, 10).replace(/-/g, '')}-`;
    const n = (sequence.get(prefix) ?? 0) + 1;
    sequence.set(prefix, n);
    const warehouse = stores[o.store];
    const step = o.draft ? 0 : 1;
    const orderId = await insertId(
      company
        .insert('store_order', [
          {
            code: `${prefix}${String(n).padStart(3, '0')}`,
            type: o.type,
            direction,
            side: direction,
            order_date: date,
            warehouse_id: warehouse,
            supplier_id: o.supplier ? (suppliers.get(o.supplier) ?? null) : null,
            plane_id: o.plane ? (planes.get(o.plane) ?? null) : null,
            receiver: o.receiver ?? null,
            comments: o.comments,
            step,
            confirmed_at: step ? `${date.slice(0, 10)} 10:00:00` : null,
            created_at: `${date.slice(0, 10)} 09:00:00`,
          },
        ])
        .returning('id'),
    );
    for (const l of o.lines) {
      const material = parts.get(l.part)?.id as number;
      const base = {
        order_id: orderId,
        material_id: material,
        warehouse_id: warehouse,
        direction,
        step,
        order_date: date,
        order_type: o.type,
        price: l.price ?? null,
        price_ex: l.price === undefined ? null : Math.round((l.price / 1.13) * 100) / 100,
        cert: l.cert ?? null,
        comments: null,
      };
      if (direction === 1) {
        const expire = l.expireInDays === undefined ? null : day(-l.expireInDays);
        const position = PARTS.find((p) => p.key === l.part)?.position ?? null;
        const id = await insertId(
          company
            .insert('store_order_item', [
              {
                ...base,
                batch: l.batch ?? null,
                seri: l.seri ?? null,
                expire_date: expire,
                quantity: l.quantity,
                remain: step ? l.quantity : 0,
                position: o.store === 'main' ? position : null,
                source: null,
              },
            ])
            .returning('id'),
        );
        if (step)
          open.push({
            id,
            material,
            warehouse,
            remain: l.quantity,
            batch: l.batch ?? null,
            seri: l.seri ?? null,
            expire,
          });
      } else if (!step) {
        await company
          .insert('store_order_item', [
            {
              ...base,
              batch: null,
              seri: l.seri ?? null,
              expire_date: null,
              quantity: l.quantity,
              remain: 0,
              position: null,
              source: null,
            },
          ])
          .execute();
        continue;
      } else {
        let left = l.quantity;
        for (const batch of open) {
          if (left <= 0) break;
          if (batch.material !== material || batch.warehouse !== warehouse || batch.remain <= 0) continue;
          if (l.seri && batch.seri !== l.seri) continue;
          const quantity = Math.min(left, batch.remain);
          batch.remain -= quantity;
          left -= quantity;
          await company
            .insert('store_order_item', [
              {
                ...base,
                batch: batch.batch,
                seri: batch.seri,
                expire_date: batch.expire,
                quantity,
                remain: 0,
                position: null,
                source: batch.id,
              },
            ])
            .execute();
          await company.update('store_order_item').set({ remain: batch.remain }).where('id', '=', batch.id).execute();
        }
        if (left > 0) throw new Error(`demo stores: not enough ${l.part} for ${o.comments}`);
      }
      if (step) {
        const key = `${material}:${warehouse}`;
        stock.set(key, (stock.get(key) ?? 0) + direction * l.quantity);
      }
    }
  }
  const totals = new Map<number, number>();
  for (const [key, quantity] of stock) {
    const [material, warehouse] = key.split(':').map(Number);
    await company.insert('material_stock', [{ material_id: material, warehouse_id: warehouse, quantity }]).execute();
    totals.set(material, (totals.get(material) ?? 0) + quantity);
  }
  for (const [material, quantity] of totals) {
    await company.update('material').set({ stock: quantity }).where('id', '=', material).execute();
  }
  return true;
}

async function insertId(q: { executeTakeFirstOrThrow(): Promise<{ id: number }> }) {
  return (await q.executeTakeFirstOrThrow()).id;
}
