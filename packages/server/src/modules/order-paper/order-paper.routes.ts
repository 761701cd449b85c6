import { OrderPaper } from '@hangar/domain/contracts/orders';
import { defineModule } from '../../platform/http/module';
import { cardsPaper, crsPaper, orderPaper } from './order-paper.service';

// /api/OrderPaper/*: the production order's paper (issue 33). Raw answers (application/pdf attachments); whoever
// reads the order may print it (the contract's access).
export default defineModule(OrderPaper.api, {
  Order: { sample: (ids) => ({ body: { id: ids.order } }), run: orderPaper },
  Cards: { sample: (ids) => ({ body: { id: ids.order, card: ids.orderCard } }), run: cardsPaper },
  Crs: { sample: (ids) => ({ body: { id: ids.orderClosed } }), run: crsPaper },
});
