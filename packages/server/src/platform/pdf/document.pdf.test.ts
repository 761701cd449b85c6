import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf';
import { pdfDocument } from './document';

// The builder alone: Chinese and Latin text read back with poppler's pdftotext, the table's header on each page
// it spans, no row split across pages, "page N of M" on every page, the font embedded as a subset.

describe('pdf builder', () => {
  it('writes Chinese and English, repeats the table header on each page and numbers the pages', async () => {
    const doc = pdfDocument({ title: '飞机状态报告', lang: 'zh-CN' });
    doc.title('飞机状态报告 B-7001', '示例 Example');
    doc.heading('基本信息');
    doc.keyValues([
      ['机号', 'B-7001'],
      ['型号', 'DA40 NG'],
      ['序号', '40.N123'],
    ]);
    doc.heading('到期项目');
    const rows = Array.from({ length: 120 }, (_, i) => [`项目 ${i + 1}`, `${i} 天`, `Row ${i + 1} end`]);
    doc.table(
      [
        { title: '项目名称', width: 3 },
        { title: '剩余天数', width: 1, align: 'right' },
        { title: '备注', width: 2 },
      ],
      rows,
    );
    doc.heading('空表');
    doc.table([{ title: 'X', width: 1 }], [], '无');
    const bytes = await doc.finish({
      generated: '由 张三 于 2026-01-01 10:00 生成',
      page: (n, m) => `第 ${n} 页，共 ${m} 页`,
    });

    const pages = pdfText(bytes)
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages.length).toBeGreaterThan(2);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`);
      expect(page).toContain('由 张三 于 2026-01-01 10:00 生成');
    }
    // The header on top of every page the table spans after the first (the table fills them).
    for (const page of pages.slice(1, -1)) expect(page).toContain('项目名称');
    const all = pages.join('\n');
    for (const words of ['飞机状态报告 B-7001', '基本信息', 'DA40 NG', '40.N123', '空表', '无'])
      expect(all).toContain(words);
    // Each row whole on one page: its first and last cell on the same page.
    for (let i = 1; i <= 120; i++) {
      const page = pages.find((p) => p.includes(`Row ${i} end`));
      expect(page, `row ${i}`).toBeDefined();
      expect(page).toMatch(new RegExp(`项目 ${i}\\b`));
    }
    const fonts = execFileSync('pdffonts', ['-'], { input: bytes, encoding: 'utf8' });
    expect(fonts).toMatch(/\+NotoSansSC-Regular .* yes yes yes/);
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('breaks pages on request, never leaving one blank, and keeps rows at least as tall as asked', async () => {
    const pagesOf = async (build: (doc: ReturnType<typeof pdfDocument>) => void) => {
      const doc = pdfDocument({ title: 'x', lang: 'en-US' });
      build(doc);
      const bytes = await doc.finish({ generated: 'g', page: (n, m) => `Page ${n} of ${m}` });
      return pdfText(bytes)
        .split('\f')
        .filter((p) => p.trim() !== '');
    };
    // A break on a page still empty is none; two breaks in a row make one new page.
    const broken = await pagesOf((doc) => {
      doc.pageBreak();
      doc.paragraph('First');
      doc.pageBreak();
      doc.pageBreak();
      doc.paragraph('Second');
    });
    expect(broken).toHaveLength(2);
    expect(broken[0]).toContain('First');
    expect(broken[1]).toContain('Second');
    // 20 one-line rows fit one page; at 100 pt each they take several, each row whole.
    const rows = Array.from({ length: 20 }, (_, i) => [`Row ${i + 1}`]);
    expect(await pagesOf((doc) => doc.table([{ title: 'H', width: 1 }], rows))).toHaveLength(1);
    const tall = await pagesOf((doc) => doc.table([{ title: 'H', width: 1 }], rows, undefined, { minRowHeight: 100 }));
    expect(tall.length).toBeGreaterThanOrEqual(3);
    expect(tall[0]).not.toContain('Row 9\n');
  });
});
