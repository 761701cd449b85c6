import { Document, DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import type { Fn } from '@hangar/domain/permissions';
import { defineModule } from '../../platform/http/module';
import { addDocument, changeDocument, queryLibrary, removeDocument, renameFolder, setCard } from './document.service';

// /api/Document/*: the model, aircraft and common document libraries. Reads are open to members here and the
// service checks the library's view (model libraries: every member); writes need the function of any of the
// three views here, and the service checks the one that fits the body's `module` (and, for a model's library,
// that the caller is company 10000 or the model's manager).

const anyLibrary = (fn: Fn) =>
  ({
    anyOf: [
      ['plane-model', fn],
      ['plane-entity', fn],
      ['document-common', fn],
    ],
  }) as const;

const model = DocumentModule.Model;

export default defineModule(Document.api, {
  Query: {
    access: 'member',
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
    access: anyLibrary('Add'),
    sample: (ids) => ({
      body: { module: model, dict: DocumentDict.CadAd, target: ids.planeModel, isFolder: 1, name: 'Matrix new folder' },
    }),
    run: addDocument,
  },
  Update: {
    access: anyLibrary('Edit'),
    sample: (ids) => ({ body: { id: ids.modelDocument, module: model, remarks: 'Matrix remark' } }),
    run: changeDocument,
  },
  UpdateFolder: {
    access: anyLibrary('Edit'),
    sample: (ids) => ({ body: { id: ids.modelDocumentFolder, module: model, name: 'Matrix renamed' } }),
    run: renameFolder,
  },
  Delete: {
    access: anyLibrary('Delete'),
    sample: (ids) => ({ body: { id: ids.modelDocumentSpare, module: model } }),
    run: removeDocument,
  },
  UpdateCard: {
    access: anyLibrary('Edit'),
    sample: (ids) => ({ body: { id: ids.modelDocument, module: model, card: 'EO-MTRX-1' } }),
    run: setCard,
  },
});
