import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { defineModule } from '../../platform/http/module';
import { closeOrder } from './production-order.close';
import {
  addCards,
  addOrder,
  cancelOrder,
  candidates,
  changeOrder,
  getOrder,
  queryProductionOrders,
  releaseOrder,
  removeCard,
  removeOrder,
} from './production-order.service';
import { addFinding, bookLabour, inspectOrder, inspectStep, setCardFiles, signStep } from './production-order.work';

// /api/ProductionOrder/* (issue 33): the orders of the company's aircraft, their cards and their work. Readers: the
// order screen and the aircraft drawer; writers: the maintain-order screen's functions (Add, Edit, Delete, Execute
// for the release and the work, Close for the close and the cancel). Sign-offs also need the caller's own licence.

export default defineModule(ProductionOrder.api, {
  Query: { sample: () => ({ body: {} }), run: queryProductionOrders },
  Get: { sample: (ids) => ({ body: { id: ids.order } }), run: getOrder },
  Candidates: { sample: (ids) => ({ body: { plane: ids.planeEntity, days: 30 } }), run: candidates },
  Add: {
    sample: (ids) => ({
      body: { plane: ids.planeEntity, title: 'Matrix check', plannedStart: '2099-01-01', plannedEnd: '2099-01-02' },
    }),
    run: addOrder,
  },
  Update: { sample: (ids) => ({ body: { id: ids.order, title: 'Matrix renamed' } }), run: changeOrder },
  Delete: { sample: (ids) => ({ body: { id: ids.orderSpare } }), run: removeOrder },
  AddCards: {
    sample: (ids) => ({ body: { id: ids.order, manual: [{ name: 'Matrix card', steps: [{ text: 'Do it' }] }] } }),
    run: addCards,
  },
  RemoveCard: { sample: (ids) => ({ body: { card: ids.orderCardSpare } }), run: removeCard },
  Release: { sample: (ids) => ({ body: { id: ids.order } }), run: releaseOrder },
  Cancel: { sample: (ids) => ({ body: { id: ids.orderReleased, reason: 'Matrix cancel' } }), run: cancelOrder },
  SignStep: { sample: (ids) => ({ body: { step: ids.orderStep } }), run: signStep },
  InspectStep: { sample: (ids) => ({ body: { step: ids.orderStep } }), run: inspectStep },
  AddFinding: {
    sample: (ids) => ({ body: { card: ids.orderCard, name: 'Matrix finding', description: 'Found it' } }),
    run: addFinding,
  },
  BookLabour: {
    sample: (ids) => ({ body: { card: ids.orderCard, day: '2025-01-01', hours: 1.5 } }),
    run: bookLabour,
  },
  CardFiles: { sample: (ids) => ({ body: { card: ids.orderCard, attachments: [] } }), run: setCardFiles },
  Inspect: { sample: (ids) => ({ body: { id: ids.orderReleased } }), run: inspectOrder },
  Close: { sample: (ids) => ({ body: { id: ids.orderReleased } }), run: closeOrder },
});
