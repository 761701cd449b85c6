import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/errors';
import type { Download, StorageDriver } from './driver';
import { keyText, type ObjectKey, urlOfKey } from './keys';
import { loadSigningSecret, mediaType, sign } from './signing';

// Local driver (default): files under DATA_DIR/files/<key>, with the declared content type beside each file
// in `.meta.json` (file names never start with a dot). Uploads arrive on this server's PUT /files/<key>
// (storage/routes.ts), are written to DATA_DIR/files/.tmp and renamed into place only when complete.

export interface LocalDriver extends StorageDriver {
  readonly kind: 'local';
  readonly secret: Buffer;
  /** Streams an upload to its place; the size must be exactly `size` (413 beyond, 400 short). */
  receive(key: ObjectKey, size: number, contentType: string, body: Readable): Promise<void>;
}

interface Meta {
  contentType: string;
  size: number;
}

export function createLocalDriver(dataDir: string): LocalDriver {
  const root = path.join(dataDir, 'files');
  const tmpDir = path.join(root, '.tmp');
  const secret = loadSigningSecret(dataDir);
  const fileOf = (key: ObjectKey) => path.join(root, ...keyText(key).split('/'));
  const metaOf = (key: ObjectKey) => path.join(path.dirname(fileOf(key)), '.meta.json');

  return {
    kind: 'local',
    secret,
    async init() {
      await fs.promises.mkdir(tmpDir, { recursive: true });
    },
    async presignPut({ key, size, contentType, expires }) {
      const sig = sign(secret, {
        method: 'PUT',
        key: keyText(key),
        size,
        contentType: mediaType(contentType),
        expires,
      });
      return `${urlOfKey(key)}?size=${size}&exp=${expires}&sig=${sig}`;
    },
    async signedGet(key, ttlSeconds) {
      const expires = Date.now() + ttlSeconds * 1000;
      const sig = sign(secret, { method: 'GET', key: keyText(key), expires });
      return { url: `${urlOfKey(key)}?exp=${expires}&sig=${sig}`, expires };
    },
    put(key, bytes, contentType) {
      return this.receive(key, bytes.length, contentType, Readable.from([bytes]));
    },
    async receive(key, size, contentType, body) {
      // A link uploads once: a stored file is never replaced (records may already point at it).
      if (fs.existsSync(fileOf(key))) throw new AppError('CONFLICT', 'file.exists');
      await fs.promises.mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, crypto.randomUUID());
      let received = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          received += chunk.length;
          if (received > size) done(new AppError('TOO_LARGE', 'file.tooLarge', { size }));
          else done(null, chunk);
        },
      });
      // The request is piped, not pipelined: a refusal must not destroy it, so that the answer still reaches
      // the client. A request that ends early (client gone) fails the counter, which removes the temp file.
      body.on('error', (err) => counter.destroy(err));
      body.on('close', () => {
        if (!body.readableEnded) counter.destroy(new AppError('VALIDATION', 'file.incomplete', { received, size }));
      });
      // The temp file is created before anything can fail, so the clean-up below never runs ahead of a
      // write stream still opening it (which would leave a stray file behind).
      const handle = await fs.promises.open(tmp, 'wx', 0o600);
      body.pipe(counter);
      try {
        await pipeline(counter, handle.createWriteStream());
        if (received < size) throw new AppError('VALIDATION', 'file.incomplete', { received, size });
        const target = fileOf(key);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        // The type beside it first (the same for every upload on this link: the signature covers it), then the
        // file by a hard link, which is atomic and never replaces an existing file (a second upload on one link
        // gets 409). A reader sees the whole file or none.
        const meta: Meta = { contentType: mediaType(contentType), size };
        await fs.promises.writeFile(metaOf(key), JSON.stringify(meta), { mode: 0o600 });
        try {
          await fs.promises.link(tmp, target);
          await fs.promises.rm(tmp, { force: true });
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') throw new AppError('CONFLICT', 'file.exists');
          // A file system without hard links: check, then rename (atomic for readers, not against a race of
          // two uploads on the same link).
          if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
          if (fs.existsSync(target)) throw new AppError('CONFLICT', 'file.exists');
          await fs.promises.rename(tmp, target);
        }
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        body.unpipe(counter);
        if (err instanceof AppError) throw err;
        // A client that stops sending mid-way: the upload is incomplete.
        if (
          (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
          (err as Error).message === 'aborted'
        ) {
          throw new AppError('VALIDATION', 'file.incomplete', { received, size });
        }
        throw err;
      }
    },
    async download(key, serve): Promise<Download | null> {
      const file = fileOf(key);
      let meta: Meta;
      let size: number;
      try {
        meta = JSON.parse(await fs.promises.readFile(metaOf(key), 'utf8')) as Meta;
        size = (await fs.promises.stat(file)).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return { kind: 'stream', body: fs.createReadStream(file), size, ...serve(meta.contentType) };
    },
  };
}
