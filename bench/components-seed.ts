import type { BomImportRow } from '@hangar/domain/contracts/components';

// The components benches install (utilisation.bench.ts, report.bench.ts).

/** Sheet rows of an aircraft's components: grouped by category, every tenth one life-limited. */
export function componentRows(count: number, prefix: string): BomImportRow[] {
  const categories = ['机体 Airframe', '发动机 Engine', '螺旋桨 Propeller', '航电 Avionics', '起落架 Landing gear'];
  return Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    category: categories[Math.floor((i * categories.length) / count)],
    name: `Component ${i + 1}`,
    model: `PN-${prefix}-${1000 + (i % 250)}`,
    seri: `SN-${prefix}-${String(i + 1).padStart(6, '0')}`,
    installDate: '2025-03-01',
    manufactureDate: i % 10 === 0 ? '2020-01-15' : null,
    tsnHours: i % 10 === 0 ? 100 + (i % 7) * 50 : null,
    csnLandings: i % 10 === 0 ? 200 + (i % 5) * 40 : null,
    lifeHours: i % 10 === 0 ? 2000 : null,
    lifeLandings: i % 20 === 0 ? 5000 : null,
    lifeCalendar: i % 10 === 0 ? '12Y' : null,
    remarks: null,
  }));
}
