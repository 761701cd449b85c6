import { FileApi } from '@hangar/domain/contracts/files';
import { invalid, notFound } from '../../platform/http/errors';
import { defineModule } from '../../platform/http/module';
import { DOWNLOAD_TTL_S } from '../../platform/storage/driver';
import { parseFileUrl } from '../../platform/storage/keys';
import { mayRead } from '../../platform/storage/read-rule';
import { storageFor } from '../../platform/storage/storage';
import { presign } from './file.service';

// File uploads and download links (platform spec §7 "File upload"). The bytes travel on PUT and GET /files/...
// (file.raw.ts), outside the JSON pipeline.

/** The file the security matrix stores for company A (test/matrix-fixture.ts): a certificate of its aircraft. */
export const matrixFile = (ids: { planeEntity: number; company: number }) =>
  `/files/cert/plane${ids.planeEntity}/c${ids.company}/00000000-0000-4000-8000-00000000f11e/matrix.pdf`;

export default defineModule(FileApi, {
  Presign: {
    // A write: it changes no record, but its log row says who was allowed to upload which file where.
    kind: 'write',
    sample: (ids) => ({
      body: { use: 'cert', target: ids.planeEntity, fileName: 'cert.pdf', size: 1024, contentType: 'application/pdf' },
    }),
    run: presign,
  },
  Link: {
    kind: 'read',
    sample: (ids) => ({ body: { url: matrixFile({ planeEntity: ids.planeEntity, company: ids.company }) } }),
    run: async ({ body, scope, deps }) => {
      const key = parseFileUrl(body.url);
      if (!key) throw invalid('file.badUrl', 'url');
      if (!mayRead(scope, key)) throw notFound();
      const storage = await storageFor(deps.config);
      const found = await storage.download(key, () => ({ contentType: '', disposition: '' }));
      if (!found) throw notFound();
      if (found.kind === 'stream') found.body.destroy();
      return storage.signedGet(key, DOWNLOAD_TTL_S);
    },
  },
});
