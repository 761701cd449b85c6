import { WorkCard, WorkCardDoc, WorkCardMat } from '@hangar/domain/contracts/workcards';
import { defineModule } from '../../platform/http/module';
import {
  activateWorkCardDoc,
  addWorkCard,
  addWorkCardDoc,
  changeWorkCardDoc,
  queryWorkCardDocs,
  queryWorkCardMats,
  queryWorkCards,
  removeWorkCard,
  removeWorkCardDoc,
  updateWorkCard,
} from './work-card.service';

// /api/WorkCard/*, /api/WorkCardMat/*, /api/WorkCardDoc/*: a model's work cards, their material lines and file
// versions (model document §7 "Work cards"). Reads are open to every member like the model's maintenance items
// (shared catalogue, docs/domain.md: every company reads every model's content); writes need the plane-model view's
// function and, in the service, company 10000 or the model's manager.

const eq = (name: string, value: number) => ({ name, compare: 'eq', value });

export const workCardRoutes = defineModule(WorkCard.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [eq('planeModel', ids.planeModel), eq('category', 1)] } }),
    run: queryWorkCards,
  },
  Add: {
    sample: (ids) => ({
      body: {
        planeModel: ids.planeModel,
        category: 1,
        seri: 'MTRX-NEW',
        name: 'Matrix new card',
        version: 'R0',
        type: 1,
        mats: [{ name: 'Matrix oil', quantity: 2 }],
      },
    }),
    run: addWorkCard,
  },
  UpdateWithItems: {
    sample: (ids) => ({
      body: {
        id: ids.workCard,
        seri: 'MTRX-1',
        name: 'Matrix card renamed',
        version: 'R1',
        type: 1,
        mats: [{ id: ids.workCardMat, name: 'Matrix filter', quantity: 3, isUpdate: true }],
      },
    }),
    run: updateWorkCard,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.workCardSpare } }),
    run: removeWorkCard,
  },
});

export const workCardMatRoutes = defineModule(WorkCardMat.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [eq('card', ids.workCard)], pageSize: 100 } }),
    run: queryWorkCardMats,
  },
});

export const workCardDocRoutes = defineModule(WorkCardDoc.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [eq('card', ids.workCard)] } }),
    run: queryWorkCardDocs,
  },
  Add: {
    sample: (ids) => ({
      body: {
        card: ids.workCard,
        seri: 'MTRX-1',
        version: 'R2',
        releaseDate: '2026-05-01',
        pages: 3,
        files: [
          {
            uid: 'matrix-card',
            name: 'MTRX-1-R2.pdf',
            size: 1024,
            url: `/files/workcard/model${ids.planeModel}/c${ids.company}/3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/MTRX-1-R2.pdf`,
          },
        ],
      },
    }),
    run: addWorkCardDoc,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.workCardDoc, remarks: 'Matrix remark' } }),
    run: changeWorkCardDoc,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.workCardDocSpare } }),
    run: removeWorkCardDoc,
  },
  Active: {
    sample: (ids) => ({ body: { id: ids.workCardDoc } }),
    run: activateWorkCardDoc,
  },
});
