import { Readable } from 'node:stream';
import { parseFileUrl } from '../../platform/storage/keys';
import { storageFor } from '../../platform/storage/storage';
import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';
import { matrixFile } from './file.routes';

/** A certificate of A's aircraft, stored through the app's storage driver, its bytes carrying MARKER (File/Link's sample names it). */
export default {
  async build({ t, companyId }, ids) {
    const storage = await storageFor(t.config);
    const fileKey = parseFileUrl(matrixFile({ planeEntity: ids.planeEntity, company: companyId }));
    if (storage.kind === 'local' && fileKey) {
      const bytes = Buffer.from(`%PDF certificate ${MARKER}`);
      await storage.receive(fileKey, bytes.length, 'application/pdf', Readable.from([bytes]));
    }
    return {};
  },
} satisfies MatrixContribution;
