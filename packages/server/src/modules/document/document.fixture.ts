import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A's libraries: a folder and two documents of A's model (shared catalogue: readable by everyone, so no MARKER;
 * the snapshot covers them as A's rows), a document of A's aircraft (FLEET_MARKER: the plane-entity view guards
 * it) and one of A's common library (MARKER).
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const stamp = { created_by: adminUserId, created_at: now() };
    const modelRow = async (name: string, isFolder: 0 | 1) =>
      (
        await db
          .insertInto('model_document')
          .values({
            module: DocumentModule.Model,
            dict: DocumentDict.CadAd,
            target: ids.planeModel,
            is_folder: isFolder,
            name,
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const modelDocumentFolder = await modelRow('Matrix folder', 1);
    const modelDocument = await modelRow('Matrix AD', 0);
    const modelDocumentSpare = await modelRow('Matrix spare', 0);
    const own = async (module: number, target: number, name: string, planeId: number | null) =>
      (
        await db
          .insertInto('document')
          .values({
            company_id: companyId,
            module,
            dict: DocumentDict.Other,
            target,
            plane_id: planeId,
            name,
            remarks: `Remarks ${MARKER}`,
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const planeDocument = await own(
      DocumentModule.Plane,
      ids.planeEntity,
      `Plane doc ${MARKER} ${FLEET_MARKER}`,
      ids.planeEntity,
    );
    const commonDocument = await own(DocumentModule.Common, companyId, `Common doc ${MARKER}`, null);
    return { modelDocumentFolder, modelDocument, modelDocumentSpare, planeDocument, commonDocument };
  },
  /** Documents of the models the company manages (the shared catalogue). */
  async snapshot(db, companyId) {
    return {
      'model_document (of managed models)': await db
        .selectFrom('model_document')
        .innerJoin('plane_model', 'plane_model.id', 'model_document.target')
        .selectAll('model_document')
        .where('plane_model.manager', '=', companyId)
        .execute(),
    };
  },
} satisfies MatrixContribution;
