import { Deferral, MelItem, MmelItem } from '@hangar/domain/contracts/deferrals';
import { defineModule } from '../../platform/http/module';
import { addDeferral, closeDeferral, dueDeferrals, extendDeferral, queryDeferrals } from './deferral.service';
import {
  addMmelItem,
  changeMelItem,
  changeMmelItem,
  deriveMel,
  queryMelItems,
  queryMmelItems,
  removeMelItem,
  removeMmelItem,
} from './mel.service';

// /api/MmelItem/* (a model's master list: every member reads it, the plane-model functions and the model's rule
// write it), /api/MelItem/* (the company's MEL: the deferral screen's functions) and /api/Deferral/* (deferrals of
// faults: the deferral screen's or the operation screen's functions).

export const mmelRoutes = defineModule(MmelItem.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: ids.planeModel }] } }),
    run: queryMmelItems,
  },
  Add: {
    sample: (ids) => ({
      body: {
        planeModel: ids.planeModel,
        ata: '33',
        itemNo: '33-9',
        title: 'Matrix light',
        category: 'C',
        required: 0,
      },
    }),
    run: addMmelItem,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.mmelItem, title: 'Matrix renamed' } }),
    run: changeMmelItem,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.mmelItemSpare } }),
    run: removeMmelItem,
  },
});

export const melRoutes = defineModule(MelItem.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: ids.planeModel }] } }),
    run: queryMelItems,
  },
  Derive: {
    sample: (ids) => ({ body: { planeModel: ids.planeModel } }),
    run: deriveMel,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.melItem, remarks: 'Matrix remarks' } }),
    run: changeMelItem,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.melItemSpare } }),
    run: removeMelItem,
  },
});

export const deferralRoutes = defineModule(Deferral.api, {
  Query: {
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: queryDeferrals,
  },
  Due: {
    sample: () => ({ body: { dueWithinDays: 30 } }),
    run: dueDeferrals,
  },
  Add: {
    sample: (ids) => ({ body: { task: ids.faultUndeferred, melItem: ids.melItem, placard: 'INOP' } }),
    run: addDeferral,
  },
  Extend: {
    sample: (ids) => ({
      body: { id: ids.deferral, approver: 'Matrix approver', reason: 'Parts on order', dueDate: '2099-01-01' },
    }),
    run: extendDeferral,
  },
  Close: {
    sample: (ids) => ({ body: { id: ids.deferral, reason: 'Matrix close' } }),
    run: closeDeferral,
  },
});
