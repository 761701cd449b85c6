import os from 'node:os';
import { crsPdf, orderPdf, taskCardsPdf } from '@hangar/server/src/modules/order-paper';
import { bigOrder, source } from '@hangar/server/src/modules/order-paper/paper.testkit';
import { fail, log, measure, ms } from './bench-kit';

// The production order's paper (issue 33 "Paper"; docs/architecture.md "Production order paper"): the pure
// renderers on an order of BENCH_CARDS (200) cards of BENCH_STEPS (6) steps each, every step signed, half of them
// RII inspected, one part line a card, in Chinese: the order PDF, every task card in one PDF (one page a card, each
// with its QR code) and the certificate of release to service. Prints p50/p95/mean and the size, and PASS/MISS
// against the 1 MB budget of server-made PDFs; never fails on a figure. No database: what the endpoints add is
// the order's read (the order module's bench).

const CARDS = Number(process.env.BENCH_CARDS ?? 200);
const STEPS = Number(process.env.BENCH_STEPS ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = 1024 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function main() {
  log(`# Order paper benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  const { order, parts } = bigOrder(CARDS, STEPS);
  const base = source(order, 'zh-CN');
  log(`\nAn order of ${CARDS} cards, ${STEPS} steps a card, ${parts.length} part lines (zh-CN)\n`);
  log('| document | p50 ms | p95 ms | mean ms |');
  log('|---|---:|---:|---:|');
  const documents = [
    { label: `Order PDF (${CARDS} cards, ${parts.length} parts)`, make: () => orderPdf({ ...base, parts }) },
    {
      label: `Task cards PDF (${CARDS} cards with QR codes)`,
      make: () => taskCardsPdf({ ...base, origin: 'https://hangar.example.com', parts }),
    },
    {
      label: `CRS (${CARDS} cards performed)`,
      make: () =>
        crsPdf({
          ...base,
          crs: {
            record: 9000,
            signedName: '赵放行',
            licenceNo: 'CAAC-B1-0099',
            signedAt: '2026-05-02 17:30:12',
            hash: 'a3f1c2d4'.repeat(8),
            seq: 4711,
            keyId: 'rk-bench',
          },
        }),
    },
  ];
  const results: { label: string; p95: number; size: number }[] = [];
  for (const d of documents) {
    let size = 0;
    const s = await measure(d.label, RUNS, async () => {
      size = (await d.make()).length;
    });
    results.push({ label: d.label, p95: s.p95, size });
  }
  log('\n| document | p95 ms | size | ≤ 1 MB |');
  log('|---|---:|---:|---|');
  for (const r of results) log(`| ${r.label} | ${ms(r.p95)} | ${kb(r.size)} | ${r.size <= BUDGET ? 'PASS' : 'MISS'} |`);
}

main().catch(fail);
