import { OrderPart, RemovedState } from '@hangar/domain/contracts/order-parts';
import { defineModule } from '../../platform/http/module';
import {
  addPart,
  answerLines,
  issueParts,
  pickList,
  releasePart,
  removedParts,
  removePart,
  replacePart,
  returnParts,
} from './order-parts.service';

// /api/OrderPart/* (the parts of production orders): reads for the order screen (maintain-order), writes the
// order's Execute; Issue and Return also need the issue desk's Execute (store-deliver), checked by the service.

export default defineModule(OrderPart.api, {
  Query: {
    kind: 'read',
    sample: (ids) => ({ body: { order: ids.partsOrder } }),
    run: (ctx) => answerLines(ctx, ctx.body.order),
  },
  PickList: {
    kind: 'read',
    sample: (ids) => ({ body: { order: ids.partsOrder } }),
    run: pickList,
  },
  QueryRemoved: {
    kind: 'read',
    sample: (ids) => ({ body: { order: ids.partsOrder } }),
    run: removedParts,
  },
  Add: {
    sample: (ids) => ({ body: { card: ids.partsCard, material: ids.materialStore, quantity: 1 } }),
    run: addPart,
  },
  Issue: {
    sample: (ids) => ({
      body: { order: ids.partsOrder, lines: [{ part: ids.partsLine, quantity: 1, warehouse: ids.warehouseStore }] },
    }),
    run: issueParts,
  },
  Return: {
    sample: (ids) => ({
      body: { order: ids.partsOrder, lines: [{ part: ids.partsIssued, quantity: 1, warehouse: ids.warehouseStore }] },
    }),
    run: returnParts,
  },
  Release: {
    sample: (ids) => ({ body: { part: ids.partsSpare } }),
    run: releasePart,
  },
  Remove: {
    sample: (ids) => ({
      body: { card: ids.partsCard, name: 'Matrix part', state: RemovedState.Unserviceable, serial: 'MX-1' },
    }),
    run: removePart,
  },
  Replace: {
    sample: (ids) => ({ body: { card: ids.partsCard, bom: ids.partsBom, part: ids.partsToFit } }),
    run: replacePart,
  },
});
