import type { FastifyReply } from 'fastify';
import { contentDisposition, sanitiseFileName } from '../storage/keys';

// How a raw endpoint answers a document it made (a PDF, a JSON bundle): its type, an attachment with the file's
// name (RFC 6266: an ASCII fallback and the UTF-8 name), never cached by a shared cache, never sniffed, and the
// sandboxing CSP the stored files get (modules/file/file.raw.ts).
export function sendDocument(reply: FastifyReply, bytes: Buffer | string, type: string, name: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition('attachment', name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}

/** A file name's part from a user's text (a tail number): the stored files' rule (no separators, no controls). */
export function namePart(value: string): string {
  return sanitiseFileName(value.replace(/[/\\]/g, '_')).slice(0, 60) || 'x';
}
