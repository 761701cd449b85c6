import type { FileEntry } from '@hangar/domain/contracts/fields';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';
import { newKey, type ObjectKey, urlOfKey } from '../platform/storage/keys';
import { storageFor } from '../platform/storage/storage';

// Demo certificates (spec §2.7): every demo aircraft gets its airworthiness certificate, expiring within 90
// days of the seed day (a warning), and its radio station licence, already expired; each with one small
// generated PDF stored (its revision 1) through the configured storage driver under the aircraft (bucket 'cert', target
// plane<id>), so that the list's download works as for an uploaded file.

const PDF = 'application/pdf';

interface CertDef {
  name: string;
  /** CertKind: 1 airworthiness, 3 radio station. */
  kind: number;
  file: string;
  seri: (tail: string) => string;
  issuedDaysAgo: number;
  /** Expiry relative to the seed day (negative: already expired). */
  expiresInDays: number;
}

const CERTS: CertDef[] = [
  {
    name: '适航证 Certificate of airworthiness',
    kind: 1,
    file: 'airworthiness.pdf',
    seri: (tail) => `AC-${tail}`,
    issuedDaysAgo: 320,
    expiresInDays: 45,
  },
  {
    name: '无线电台执照 Radio station licence',
    kind: 3,
    file: 'radio-licence.pdf',
    seri: (tail) => `RS-${tail}`,
    issuedDaysAgo: 740,
    expiresInDays: -12,
  },
];

/** A one-page PDF showing `line` (ASCII), with a correct cross-reference table. */
export function demoPdf(line: string): Buffer {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Stores bytes under a key as an upload would: the local driver receives them like its PUT route does; on an
 * S3-compatible store they are put into the use's bucket (the driver's bucket naming) by its client.
 */
export async function storeFile(config: Config, key: ObjectKey, bytes: Buffer, contentType: string): Promise<void> {
  await (await storageFor(config)).put(key, bytes, contentType);
}

/** Adds the demo certificates to the companies' aircraft; false when any of them already has certificates. */
export async function seedCerts(db: Kysely<Database>, config: Config, companies: number[]): Promise<boolean> {
  for (const companyId of companies) {
    if (await tenant(db, companyId).select('plane_cert').select('id').executeTakeFirst()) return false;
  }
  const now = formatDateTime(new Date(), config.timeZone);
  const today = todayIn(config.timeZone);
  const day = (offset: number) => `${addDays(today, offset)} 00:00:00`;
  for (const companyId of companies) {
    const company = tenant(db, companyId);
    const planes = await company.select('plane_entity').select(['id', 'name']).orderBy('id').execute();
    for (const plane of planes) {
      for (const def of CERTS) {
        const key = newKey('cert', { kind: 'plane', id: plane.id }, companyId, def.file);
        const bytes = demoPdf(`${plane.name} - ${def.seri(plane.name)} - demo document`);
        await storeFile(config, key, bytes, PDF);
        const file: FileEntry = { uid: key.uid, name: key.name, size: bytes.length, url: urlOfKey(key) };
        const dated = {
          seri: def.seri(plane.name),
          issue_date: day(-def.issuedDaysAgo),
          expire_date: day(def.expiresInDays),
          files: JSON.stringify([file]),
          created_by: null,
          created_at: now,
        };
        const cert = await company
          .insert('plane_cert', [
            { plane_id: plane.id, name: def.name, kind: def.kind, remarks: null, closed: 0, rev: 1, ...dated },
          ])
          .returning('id')
          .executeTakeFirstOrThrow();
        // Its first (and current) revision, as PlaneCert/Add writes it.
        await company.insert('plane_cert_rev', [{ cert_id: cert.id, rev: 1, ...dated }]).execute();
      }
    }
  }
  return true;
}
