import { Material } from '@hangar/domain/contracts/materials';
import { defineModule } from '../../platform/http/module';
import { importMaterials } from './material.import';
import { queryMaterials } from './material.repo';
import {
  addMaterial,
  alerts,
  changeMaterial,
  modelCheck,
  queryWithStock,
  removeMaterial,
  setFlag,
} from './material.service';

// The materials catalogue of the current company. Reads need a screen that shows or picks materials (work cards,
// records and store orders pick them: `materialReaderViews`); the stock warnings the catalogue's or the measuring
// tools' view. Writes need product-material's functions (the contracts' access); a tool (tool 1 or 2) may also be
// written by holders of the tool screen's function of its kind (`anyOf`, checked against the material in the
// service).

/** A catalogue import of 20,000 rows is several megabytes of JSON. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const sampleMaterial = (ids: Readonly<Record<string, number>>) => ({
  name: 'Matrix filter',
  model: 'MTRX-100-A',
  measureUnit: ids.unit,
  category: ids.materialType,
  brand: ids.brand,
  supplier: ids.supplier,
  whPos: { [`w${ids.warehouse}`]: { pos: 'A-1', sq: 2 } },
});

export default defineModule(Material.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.material }] } }),
    run: ({ db, scope, body }) => queryMaterials(db, scope, body),
  },
  QueryWithStock: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.material }] } }),
    run: queryWithStock,
  },
  Add: {
    sample: (ids) => ({ body: sampleMaterial(ids) }),
    run: addMaterial,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.material, descript: 'Matrix description', category: ids.materialType } }),
    run: changeMaterial,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.material } }),
    run: removeMaterial,
  },
  ModelCheck: {
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.material, model: 'MTRX 100' } }),
    run: modelCheck,
  },
  Approve: {
    sample: (ids) => ({ body: { id: ids.material, value: 1 } }),
    run: setFlag('approved'),
  },
  Disable: {
    sample: (ids) => ({ body: { id: ids.material, value: 1 } }),
    run: setFlag('disabled'),
  },
  Import: {
    bodyLimit: IMPORT_BODY_LIMIT,
    sample: () => ({
      body: { rows: [{ row: 2, name: 'Matrix import', model: 'MTRX-IMPORT-1', measureUnit: 'Unit ZZVICTIM' }] },
    }),
    run: importMaterials,
  },
  Alerts: {
    kind: 'read',
    sample: () => ({ body: { limit: 5 } }),
    run: alerts,
  },
});
