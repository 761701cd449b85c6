import { Document, DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { defineModule } from '../../platform/http/module';
import { addDocument, changeDocument, queryLibrary, removeDocument, renameFolder, setCard } from './document.service';

// /api/Document/*: the model, aircraft and common document libraries. Reads are open to members here and the
// service checks the library's view (model libraries: every member); writes need the function of any of the
// three views (the contracts' access), and the service checks the one that fits the body's `module` (and, for a
// model's library, that the caller is company 10000 or the model's manager).

const model = DocumentModule.Model;

export default defineModule(Document.api, {
  Query: {
    sample: (ids) => ({
      body: {
        fixedFilters: [
          { name: 'module', compare: 'eq', value: DocumentModule.Plane },
          { name: 'target', compare: 'eq', value: ids.planeEntity },
        ],
      },
    }),
    run: queryLibrary,
  },
  Add: {
    sample: (ids) => ({
      body: { module: model, dict: DocumentDict.CadAd, target: ids.planeModel, isFolder: 1, name: 'Matrix new folder' },
    }),
    run: addDocument,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.modelDocument, module: model, remarks: 'Matrix remark' } }),
    run: changeDocument,
  },
  UpdateFolder: {
    sample: (ids) => ({ body: { id: ids.modelDocumentFolder, module: model, name: 'Matrix renamed' } }),
    run: renameFolder,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.modelDocumentSpare, module: model } }),
    run: removeDocument,
  },
  UpdateCard: {
    sample: (ids) => ({ body: { id: ids.modelDocument, module: model, card: 'EO-MTRX-1' } }),
    run: setCard,
  },
});
