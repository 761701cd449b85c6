import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CardSource, CardState, OrderState } from '@hangar/domain/contracts/orders';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf';
import { cardLink, crsPdf, orderPdf, paperOrigin, taskCardsPdf } from '.';
import { bigOrder, order, orderCard, source } from './paper.testkit';

// The order's paper read back with poppler: the order PDF (summary, cards, parts), the task cards (header, steps
// with their sign-off boxes filled or empty, measured values and limits, labour, the QR code of the card's address
// drawn and its address printed), the CRS (aircraft and totals, work performed with its records, the statement,
// the signer, the chain hash), in Chinese and in English, page N of M; 200 cards within the 1 MB budget.

const ORIGIN = 'https://hangar.example.com';

const brake = orderCard(42, 1, {
  id: 501,
  seri: 'TC-32-001',
  name: '刹车片检查 Brake wear check',
  version: 'R3',
  source: CardSource.Ctrl,
  estimatedHours: 2,
  bookedHours: 2.5,
  state: CardState.Done,
  recordTask: 811,
  labour: [
    { id: 1, card: 501, user: 12, name: '王芳', day: '2026-05-01', hours: 1.5, remarks: '拆装机轮' },
    { id: 2, card: 501, user: 15, name: null, day: '2026-05-02', hours: 1, remarks: null },
  ],
  steps: [
    {
      text: '拆下左机轮 Remove the left wheel',
      performedBy: 12,
      performedName: '王芳',
      performedLicence: 'CAAC-B1-0001',
      performedAt: '2026-05-01 09:12:00',
    },
    {
      text: '测量刹车片厚度 Measure the lining thickness',
      rii: 1,
      unit: 'mm',
      min: 2.5,
      max: 6,
      value: 3.2,
      performedBy: 12,
      performedName: '王芳',
      performedLicence: 'CAAC-B1-0001',
      performedAt: '2026-05-01 09:40:00',
      inspectedBy: 13,
      inspectedName: '李强',
      inspectedLicence: 'CAAC-B1-0002',
      inspectedAt: '2026-05-01 10:05:00',
    },
  ],
});
const fault = orderCard(42, 2, {
  id: 502,
  name: '左刹车磨损 Left brake worn',
  source: CardSource.Fault,
  estimatedHours: 1,
  recordTask: 812,
  steps: [
    { text: '更换刹车片 Replace the linings', rii: 1 },
    { text: '测量胎压 Check the tyre pressure', unit: 'psi', min: 40 },
  ],
});
const finding = orderCard(42, 3, {
  id: 503,
  name: '发现：轮毂裂纹 Finding: hub crack',
  source: CardSource.Finding,
  parentCard: 501,
  recordTask: 813,
});
const closed = order([brake, fault, finding], { remarks: '按计划完成' });
const parts = [
  { card: 501, partNumber: 'P/N 066-10500', name: '刹车片 Brake lining', unit: 'EA', reserved: 4, issued: 4 },
  { card: 502, partNumber: 'MS20995C32', name: '保险丝 Lockwire', unit: 'FT', reserved: 2.5, issued: 1 },
];
const crs = {
  record: 900,
  signedName: '赵放行',
  licenceNo: 'CAAC-B1-0099',
  licenceType: 'B1',
  signedAt: '2026-05-02 17:30:12',
  hash: 'a3f1c2d4e5b6978812345678900abcdefa3f1c2d4e5b6978812345678900abcd',
  seq: 37,
  keyId: 'rk-2f6b9c',
  remarks: '左刹车片已更换',
};

const pagesOf = (text: string) => text.split('\f').filter((p) => p.trim() !== '');
const flat = (text: string) => text.replace(/\s+/g, '');

function expectNumbered(text: string, page: (n: number, m: number) => string) {
  const pages = pagesOf(text);
  for (const [i, p] of pages.entries()) expect(p).toContain(page(i + 1, pages.length));
  return pages;
}

describe('order PDF', () => {
  it('prints the summary, the cards and the parts in Chinese, with who released, inspected and closed it', async () => {
    const text = pdfText(await orderPdf({ ...source(closed, 'zh-CN'), parts }));
    for (const words of ['生产工单 WO-2026-0007', '工单概要', '工卡清单', '航材清单'])
      expect(text, words).toContain(words);
    for (const words of [
      'B-7001',
      'DA40 NG',
      '40.N123',
      '西南航校维修中心',
      '100 小时检查',
      '广汉基地',
      '2026-05-01 至 2026-05-03',
      '已关闭',
      '张计划，2026-04-30 08:00',
      '李强，2026-05-02 16:00',
      '赵放行，2026-05-02 17:30',
      '按计划完成',
      // The cards: source, number, name, version, state, hours.
      '时控项目',
      'TC-32-001',
      '刹车片检查',
      'R3',
      '已完成',
      '故障',
      '左刹车磨损',
      '未完成',
      '发现项',
      '轮毂裂纹',
      // The parts, with their card.
      '1. TC-32-001',
      'P/N 066-10500',
      '刹车片 Brake lining',
      '4 EA',
      '2. 左刹车磨损',
      '2.5 FT',
      '1 FT',
      // Estimated / booked hours of the order.
      '3 / 2.5',
    ])
      expect(flat(text), words).toContain(flat(words));
    expectNumbered(text, (n, m) => `第 ${n} 页，共 ${m} 页`);
    expect(text).toContain('由 王芳 于 2026-05-02 18:00:00 生成');
  });

  it('prints them in English for an English reader', async () => {
    const text = pdfText(await orderPdf({ ...source(closed, 'en-US'), parts: [] }));
    for (const words of ['Production order WO-2026-0007', 'Summary', 'Task cards', 'Parts', 'Closed', 'Control item'])
      expect(text, words).toContain(words);
    expect(text).toContain('2026-05-01 to 2026-05-03');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Generated by 王芳 at 2026-05-02 18:00:00');
    expect(text).not.toContain('工单概要');
    // No part line: "None" under the parts heading.
    expect(text).toMatch(/Parts\s+None/);
  });

  it('prints a cancelled order’s reason', async () => {
    const cancelled = order([fault], { state: OrderState.Cancelled, cancelReason: '飞机调机 Aircraft ferried' });
    const text = pdfText(await orderPdf({ ...source(cancelled, 'en-US'), parts: [] }));
    expect(text).toContain('Cancelled');
    expect(text).toContain('Aircraft ferried');
  });
});

/** The pixels of a region of page 1 (points from the top left, 3 pixels a point), 0 black … 255 white. */
function renderRegion(bytes: Buffer, x: number, y: number, w: number, h: number) {
  const scale = 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-qr-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, bytes);
    const crop = [x, y, w, h].map((v) => String(Math.round(v * scale)));
    execFileSync(
      'pdftoppm',
      ['-gray', '-r', String(72 * scale), '-f', '1', '-l', '1', '-x', crop[0], '-y', crop[1]].concat([
        '-W',
        crop[2],
        '-H',
        crop[3],
        file,
        path.join(dir, 'page'),
      ]),
    );
    const [image] = fs.readdirSync(dir).filter((f) => f.endsWith('.pgm'));
    const pgm = fs.readFileSync(path.join(dir, image));
    // Binary PGM: "P5\n<w> <h>\n255\n" then one byte a pixel.
    const header = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('not a PGM');
    const width = Number(header[1]);
    const height = Number(header[2]);
    const pixels = pgm.subarray(header[0].length);
    return { width, height, at: (px: number, py: number) => pixels[py * width + px] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('task card PDF', () => {
  it('prints the header, the steps with their sign-off boxes, the labour and the card’s parts', async () => {
    const bytes = await taskCardsPdf({ ...source(closed, 'zh-CN'), cards: [501], origin: ORIGIN, parts });
    const text = pdfText(bytes);
    const pages = expectNumbered(text, (n, m) => `第 ${n} 页，共 ${m} 页`);
    expect(pages).toHaveLength(1);
    for (const words of [
      '工卡 TC-32-001 刹车片检查 Brake wear check',
      '工单 WO-2026-0007 100 小时检查 100 h inspection · B-7001',
      'B-7001 · DA40 NG',
      '时控项目',
      'R3',
      '工作步骤',
      '工作者',
      '检验员（RII）',
      '拆下左机轮',
      '测量刹车片厚度',
      // The measured value with its unit and its limits.
      '3.2 mm',
      '(2.5 至 6 mm)',
      // Signed boxes: name, licence, time; the RII step inspected by another.
      'CAAC-B1-0001',
      '2026-05-01 09:40',
      '李强',
      'CAAC-B1-0002',
      '2026-05-01 10:05',
      '必检',
      '不适用',
      // Its parts, not the other card's.
      '本工卡航材',
      'P/N 066-10500',
      // The labour: named, then by the user's name from `names` … and the total.
      '工时记录',
      '拆装机轮',
      '陈工',
      '合计',
      '2.5',
    ])
      expect(flat(text), words).toContain(flat(words));
    expect(text).not.toContain('MS20995C32');
    expect(text.match(/王芳/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('由 王芳 于 2026-05-02 18:00:00 生成');
  });

  it('leaves the boxes of unsigned steps empty and draws the QR code of the card’s address, printed under it', async () => {
    const bytes = await taskCardsPdf({ ...source(closed, 'en-US'), cards: [502], origin: `${ORIGIN}/`, parts });
    const text = pdfText(bytes);
    const url = cardLink(ORIGIN, 42, 502);
    expect(url).toBe('https://hangar.example.com/maintain/order?order=42&card=502');
    expect(text).toContain(`Scan to open online: ${url}`);
    for (const words of [
      'Task card #2 左刹车磨损 Left brake worn',
      'Fault',
      'Performed by',
      'Inspector (RII)',
      'RII',
      'N/A',
    ])
      expect(text, words).toContain(words);
    // Nobody signed: no name, licence or time in any box; the limits printed, the value left to write in.
    expect(text).not.toMatch(/CAAC|李强|2026-05-01/);
    // The one 王芳 is the footer's (who generated it).
    expect(text.match(/王芳/g)).toHaveLength(1);
    expect(text).toContain('(≥ 40 psi)');
    expect(text).toMatch(/Labour\s+None/);

    // The code drawn at the title's right reads back as the address: render that corner of the page (its quiet
    // zone included) and decode it as a phone would.
    const image = renderRegion(bytes, 440, 20, 155, 100);
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let i = 0; i < image.width * image.height; i++) {
      const v = image.at(i % image.width, Math.floor(i / image.width));
      rgba.set([v, v, v, 255], i * 4);
    }
    expect(jsQR(rgba, image.width, image.height)?.data).toBe(url);
  });

  it('prints every card of the order, each from a new page', async () => {
    const text = pdfText(await taskCardsPdf({ ...source(closed, 'zh-CN'), origin: ORIGIN }));
    const pages = expectNumbered(text, (n, m) => `第 ${n} 页，共 ${m} 页`);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('工卡 TC-32-001');
    expect(pages[1]).toContain('工卡 #2 左刹车磨损');
    expect(pages[2]).toContain('工卡 #3 发现：轮毂裂纹');
    // The finding names the card it was found on; a card without steps says so.
    expect(flat(pages[2])).toContain(flat('1. TC-32-001 刹车片检查 Brake wear check'));
    expect(pages[2]).toContain('本工卡没有步骤');
    for (const [i, id] of [501, 502, 503].entries()) expect(pages[i]).toContain(cardLink(ORIGIN, 42, id));
  });

  it('takes the configured public origin, else the request’s', () => {
    expect(paperOrigin('https://mro.example.com/app/', { protocol: 'http', host: '10.0.0.5:3000' })).toBe(
      'https://mro.example.com',
    );
    expect(paperOrigin(undefined, { protocol: 'http', host: '10.0.0.5:3000' })).toBe('http://10.0.0.5:3000');
  });
});

describe('certificate of release to service', () => {
  it('prints the aircraft and its totals, the work with its records, the statement, the signer and the chain', async () => {
    const text = pdfText(await crsPdf({ ...source(closed, 'zh-CN'), crs }));
    for (const words of [
      '放行证明',
      '航空器',
      '完成的工作',
      '放行声明',
      '签署',
      '核验',
      'B-7001',
      '40.N123',
      '西南航校维修中心',
      '1234.5',
      '2345',
      'WO-2026-0007',
      '刹车片检查',
      '记录 811',
      '记录 812',
      '轮毂裂纹',
      '记录 813',
      '兹证明上述工作已按照现行有效的规章和批准的维修资料完成，该航空器被认为可以放行使用。',
      '左刹车片已更换',
      '赵放行',
      'CAAC-B1-0099 · B1',
      '2026-05-02 17:30:12',
      '记录 900',
      '37',
      crs.hash,
      'rk-2f6b9c',
      'verify-records',
    ])
      expect(flat(text), words).toContain(flat(words));
    expectNumbered(text, (n, m) => `第 ${n} 页，共 ${m} 页`);
  });

  it('states the release in English for an English reader', async () => {
    const text = pdfText(await crsPdf({ ...source(closed, 'en-US'), crs: { ...crs, keyId: null, remarks: null } }));
    expect(text).toContain('Certificate of release to service');
    expect(flat(text)).toContain(
      flat(
        'Certifies that the work specified was carried out in accordance with the regulations in force and the approved maintenance data, and the aircraft is considered ready for release to service.',
      ),
    );
    for (const words of ['Certifying staff', 'Licence number', 'Chain hash', 'Total hours at release', 'Record 900'])
      expect(text, words).toContain(words);
    expect(text).not.toContain('Record key id');
    expect(text).not.toContain('放行声明');
  });
});

describe('an order of 200 cards', () => {
  it('renders the order and all its cards within the 1 MB budget', async () => {
    const big = bigOrder(200, 6);
    const orderBytes = await orderPdf({ ...source(big.order, 'zh-CN'), parts: big.parts });
    const cardBytes = await taskCardsPdf({ ...source(big.order, 'zh-CN'), origin: ORIGIN, parts: big.parts });
    expect(orderBytes.length).toBeLessThan(1024 * 1024);
    expect(cardBytes.length).toBeLessThan(1024 * 1024);
    const pages = pagesOf(pdfText(cardBytes));
    expect(pages.length).toBeGreaterThanOrEqual(200);
    expect(pages.at(-1)).toContain(`第 ${pages.length} 页，共 ${pages.length} 页`);
    expect(pdfText(orderBytes)).toContain('TC-32-0200');
  });
});
