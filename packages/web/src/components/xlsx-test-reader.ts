import { inflateRawSync } from 'node:zlib';

// Tests only: reads an .xlsx without exceljs (which writes our files), so that a test does not check a workbook
// with the library that made it. An .xlsx is a zip of XML parts: the zip's central directory names each part
// (node's zlib inflates it), xl/sharedStrings.xml holds the texts and xl/worksheets/sheet1.xml the first sheet's
// cells. Cells come back as written: shared or inline text, numbers (dates are numbers: Excel serial days, their
// date format aside), booleans as 1/0.

/** The parts of a zip archive, by name, as text. */
export function unzipText(bytes: ArrayBuffer): Map<string, string> {
  const buf = Buffer.from(bytes);
  // The end-of-central-directory record: the last 22 bytes unless the archive has a comment.
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

const textOf = (node: Element) =>
  Array.from(node.getElementsByTagName('t'))
    .map((t) => t.textContent ?? '')
    .join('');

/** A column's letters (A, B, …, AA) as its index from 0. */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** The first sheet's rows (row 1 first), each a list of its cells' values (null where empty). */
export function readFirstSheetRows(bytes: ArrayBuffer): (string | number | null)[][] {
  const parts = unzipText(bytes);
  const xml = (name: string) => new DOMParser().parseFromString(parts.get(name) ?? '<x/>', 'application/xml');
  const shared = Array.from(xml('xl/sharedStrings.xml').getElementsByTagName('si')).map(textOf);
  const sheet = xml('xl/worksheets/sheet1.xml');
  const rows: (string | number | null)[][] = [];
  for (const row of Array.from(sheet.getElementsByTagName('row'))) {
    const r = Number(row.getAttribute('r')) - 1;
    const cells: (string | number | null)[] = [];
    for (const c of Array.from(row.getElementsByTagName('c'))) {
      const type = c.getAttribute('t');
      const v = c.getElementsByTagName('v')[0]?.textContent ?? null;
      const value =
        type === 's'
          ? shared[Number(v)]
          : type === 'inlineStr'
            ? textOf(c)
            : type === 'str' || type === 'e'
              ? v
              : v === null
                ? null
                : Number(v);
      cells[columnIndex(c.getAttribute('r') ?? 'A')] = value ?? null;
    }
    rows[r] = Array.from(cells, (cell) => cell ?? null);
  }
  return Array.from(rows, (row) => row ?? []);
}
