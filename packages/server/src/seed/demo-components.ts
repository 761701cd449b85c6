import { addDays } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import { type BomValues, insertBoms, setOwnOriginal } from '../modules/plane-bom/plane-bom.repo';
import { refreshPlaneLife } from '../modules/plane-bom/plane-bom.service';
import type { Database } from '../platform/db/schema';

// Demo installed components (issue 16): each demo aircraft's equipment list grouped by category, with part and
// serial numbers, and two life-limited parts — the propeller (2,400 h or 6 years) and a main-wheel tyre (600
// landings) — one of them near its limit (the propeller on even-numbered aircraft, the tyre on odd ones). The
// stored life state comes from the module's own refresh, as after any flight record.

/** What the list needs of a demo aircraft. */
export interface ComponentPlane {
  companyId: number;
  planeId: number;
  index: number;
  /** 0 DA40 NG, 1 Cessna 172S. */
  model: 0 | 1;
  tail: string;
  /** Total hours and landings now; the opening balance before its flight log (the near-limit parts' install). */
  hours: number;
  landings: number;
  openingHours: number;
  openingLandings: number;
  produceDate: string;
}

interface Part {
  category: string;
  ctype?: number;
  name: string;
  model: [string, string];
  seri: (p: ComponentPlane) => string;
}

const sn = (prefix: string, p: ComponentPlane, width = 4) =>
  `${prefix}${String(1000 + p.index * 37).padStart(width, '0')}`;

const parts: Part[] = [
  {
    category: '机体 Airframe',
    name: '机身 Fuselage',
    model: ['D4D-1000-00', '0510000-1'],
    seri: (p) => `AF-${p.tail.slice(2)}`,
  },
  {
    category: '发动机 Engine',
    ctype: 1,
    name: '发动机 Engine',
    model: ['E4-B', 'IO-360-L2A'],
    seri: (p) => sn('E4-', p),
  },
  {
    category: '发动机 Engine',
    name: '起动机 Starter',
    model: ['E4A-92-100-000', '31B22133'],
    seri: (p) => sn('ST', p),
  },
  {
    category: '发动机 Engine',
    name: '磁电机 Magneto',
    model: ['E4A-93-000-000', '10-600646-201'],
    seri: (p) => sn('MG', p),
  },
  {
    category: '航电 Avionics',
    name: '主飞行显示器 PFD',
    model: ['GDU 1050', 'GDU 1040A'],
    seri: (p) => sn('1A', p, 6),
  },
  {
    category: '航电 Avionics',
    name: '多功能显示器 MFD',
    model: ['GDU 1060', 'GDU 1040A'],
    seri: (p) => sn('1B', p, 6),
  },
  { category: '航电 Avionics', name: '应急定位发射机 ELT', model: ['ELT 345', 'ELT 345'], seri: (p) => sn('EL', p) },
  {
    category: '起落架 Landing gear',
    name: '右主轮胎 Main wheel tyre (R)',
    model: ['15x6.00-6', '6.00-6'],
    seri: (p) => sn('TR', p),
  },
  {
    category: '起落架 Landing gear',
    name: '刹车片 Brake linings',
    model: ['066-10600', '066-10500'],
    seri: (p) => sn('BL', p),
  },
];

/** Adds the aircraft's components (after its flight log) and stores their life. */
export async function seedComponents(db: Kysely<Database>, p: ComponentPlane, today: string, now: string) {
  const installDate = p.produceDate;
  const plain = (part: Part, sorter: number): BomValues => ({
    plane: p.planeId,
    category: part.category,
    ctype: part.ctype ?? 0,
    name: part.name,
    model: part.model[p.model],
    seri: part.seri(p),
    installDate,
    times: 0,
    sorter,
    closed: 0,
    installPlaneHours: 0,
    installPlaneLandings: 0,
    createdAt: now,
  });
  const nearProp = p.index % 2 === 0;
  // Installed when the flight log began (the opening balance), so that its ninety days accrue on it.
  const propeller: BomValues = {
    plane: p.planeId,
    category: '螺旋桨 Propeller',
    ctype: 2,
    name: '螺旋桨 Propeller',
    model: ['MTV-6-R/190-69', '1C235/LFA7570'][p.model],
    seri: sn('PR', p),
    installDate: `${addDays(today, -90)} 00:00:00`,
    times: 0,
    sorter: parts.length + 1,
    closed: 0,
    manufactureDate: `${addDays(today, -(3 * 365 + p.index * 40))} 00:00:00`,
    lifeHours: 2400,
    lifeCalendar: '6Y',
    // Near the limit: about 150 h left after the log's hours; else well inside it.
    tsnHours: nearProp ? Math.round(2250 - (p.hours - p.openingHours)) : 600 + p.index * 45,
    installPlaneHours: p.openingHours,
    installPlaneLandings: p.openingLandings,
    createdAt: now,
  };
  const tyre: BomValues = {
    plane: p.planeId,
    category: '起落架 Landing gear',
    ctype: 0,
    name: '左主轮胎 Main wheel tyre (L)',
    model: ['15x6.00-6', '6.00-6'][p.model],
    seri: sn('TL', p),
    installDate: `${addDays(today, -90)} 00:00:00`,
    times: 0,
    sorter: parts.length + 2,
    closed: 0,
    lifeLandings: 600,
    // Near the limit: about 40 landings left after the log's landings; else recently fitted.
    csnLandings: nearProp ? 20 : Math.max(0, 560 - (p.landings - p.openingLandings)),
    installPlaneHours: p.openingHours,
    installPlaneLandings: p.openingLandings,
    createdAt: now,
  };
  const stored = { life_state: 0, life_expire_date: null, life_remain_hours: null, life_remain_landings: null };
  const rows = [...parts.map((part, i) => plain(part, i + 1)), propeller, tyre].map((v) => ({ ...v, stored }));
  await insertBoms(db, p.companyId, rows);
  await setOwnOriginal(db, p.companyId, p.planeId);
  await refreshPlaneLife(db, p.companyId, p.planeId, today);
}
