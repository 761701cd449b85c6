import { setOperLogSources } from '../components/oper-log/sources';
import { setReferenceSources } from '../components/reference-sources';
import type { WebModule } from '../components/web-module';
import adreg from '../features/adreg';
import base from '../features/base';
import deferrals from '../features/deferrals';
import documents from '../features/documents';
import maintenance from '../features/maintenance';
import materials from '../features/materials';
import orders from '../features/orders';
import organize from '../features/organize';
import plane from '../features/plane';
import qualifications from '../features/qualifications';
import store from '../features/store';

/** Every web feature: one line per module (docs/architecture.md "Adding a module"). */
export const webModules: WebModule[] = [
  organize,
  plane,
  base,
  maintenance,
  materials,
  store,
  documents,
  deferrals,
  adreg,
  orders,
  qualifications,
];

setOperLogSources(webModules.flatMap((m) => (m.operLog ? [m.operLog] : [])));
setReferenceSources(Object.assign({}, ...webModules.map((m) => m.references ?? {})));
