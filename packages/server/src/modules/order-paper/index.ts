import type { ServerModule } from '../../platform/registry';
import routes from './order-paper.routes';

// The paper of a production order (issue 33 "Paper"; docs/architecture.md "Production order paper"): pure
// renderers, one a document, each answering the PDF's bytes. The endpoints that serve them (ExportPdf of the
// order, its cards and its CRS) load the order through `orderDetail`, the names `orderPaperPeople` lists, the
// aircraft, the company and the parts lines, and send the bytes with `sendDocument` under `paperFileName`.
export { type CardPaper, taskCardsPdf } from './card-paper';
export { type CrsPaper, type CrsSignature, crsPdf } from './crs-paper';
export { type OrderPaper, orderPdf } from './order-paper';
export {
  cardLink,
  orderPaperPeople,
  type PaperCompany,
  type PaperPart,
  type PaperPlane,
  type PaperSource,
  paperFileName,
  paperOrigin,
} from './paper-kit';

export default {
  name: 'OrderPaper',
  routes: [routes],
  fixture: () => import('./order-paper.fixture'),
} satisfies ServerModule;
