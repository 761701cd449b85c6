import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { authenticate, type Deps, langOf, tokenOf } from '../../platform/http/module';
import { sendError } from '../../platform/http/reply';
import { servedAs } from '../../platform/storage/driver';
import { contentDisposition, keyText, parseFileUrl } from '../../platform/storage/keys';
import { mayRead } from '../../platform/storage/read-rule';
import { mediaType, verify } from '../../platform/storage/signing';
import { storageFor } from '../../platform/storage/storage';

// The bytes of files, outside the JSON pipeline:
// - PUT /files/<key>?size=&exp=&sig= (local driver): the upload link of File/Presign. The HMAC covers the
//   method, the exact key, the declared size and content type and the expiry; the body is streamed to disk
//   with the size enforced (413 beyond, 400 short) and becomes visible only when complete.
// - GET /files/<key>: with the session of a user who may read it (platform/storage/read-rule.ts `mayRead`; 401
//   without a session, 404 for a file the caller may not read), or with `?exp=&sig=` from File/Link. Local files
//   are streamed, S3 objects redirected to a short presigned link.

const fail = (req: FastifyRequest, reply: FastifyReply, err: unknown) => sendError(req, reply, langOf(req), err);

type Query = Record<string, string | undefined>;

export async function registerFileRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // Prepare the store at start (directories and signing secret, or the S3 buckets); a store that is not
  // reachable yet is tried again by the first request that needs it.
  storageFor(deps.config).catch((err: unknown) => app.log.warn({ err }, 'file storage is not ready'));
  await app.register(async (scope) => {
    // The body is the file itself, whatever its type: hand the request stream to the handler unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.put('/files/*', { schema: { hide: true } }, async (req, reply) => {
      try {
        const storage = await storageFor(deps.config);
        const key = parseFileUrl(req.url);
        if (storage.kind !== 'local') {
          throw new AppError('NOT_FOUND', 'error.routeNotFound', { path: req.url.split('?')[0] });
        }
        if (!key) throw new AppError('FORBIDDEN', 'file.linkInvalid');
        const q = req.query as Query;
        const size = Number(q.size);
        const expires = Number(q.exp);
        const contentType = mediaType(req.headers['content-type']);
        if (!Number.isSafeInteger(size) || size < 0 || !Number.isSafeInteger(expires)) {
          throw new AppError('FORBIDDEN', 'file.linkInvalid');
        }
        const signed = { method: 'PUT' as const, key: keyText(key), size, contentType, expires };
        const check = verify(storage.secret, signed, q.sig ?? '');
        if (check !== 'ok')
          throw new AppError('FORBIDDEN', check === 'expired' ? 'file.linkExpired' : 'file.linkInvalid');
        const length = req.headers['content-length'];
        if (length !== undefined && Number(length) > size) throw new AppError('TOO_LARGE', 'file.tooLarge', { size });
        await storage.receive(key, size, contentType, req.body as Readable);
        return reply.send({ ret: 0, msg: '', body: null });
      } catch (err) {
        // Do not read the rest of a refused upload.
        reply.header('connection', 'close');
        return fail(req, reply, err);
      }
    });
  });

  app.get('/files/*', { schema: { hide: true } }, async (req, reply) => {
    try {
      const key = parseFileUrl(req.url);
      if (!key) throw new AppError('NOT_FOUND', 'file.notFound');
      const storage = await storageFor(deps.config);
      const q = req.query as Query;
      if (q.sig !== undefined && storage.kind === 'local') {
        const check = verify(storage.secret, { method: 'GET', key: keyText(key), expires: Number(q.exp) }, q.sig);
        if (check !== 'ok')
          throw new AppError('FORBIDDEN', check === 'expired' ? 'file.linkExpired' : 'file.linkInvalid');
      } else {
        const scope = await authenticate(deps.db.kysely, tokenOf(req));
        if (!mayRead(scope, key)) throw new AppError('NOT_FOUND', 'file.notFound');
      }
      const found = await storage.download(key, (stored) => {
        const served = servedAs(key, stored);
        return {
          contentType: served.contentType,
          disposition: contentDisposition(served.inline ? 'inline' : 'attachment', key.name),
        };
      });
      if (!found) throw new AppError('NOT_FOUND', 'file.notFound');
      if (found.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(found.url, 302);
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.size)
        .header('content-disposition', found.disposition)
        .header('cache-control', 'private, no-cache')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.body);
    } catch (err) {
      return fail(req, reply, err);
    }
  });
}
