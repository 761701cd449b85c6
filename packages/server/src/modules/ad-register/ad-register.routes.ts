import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { defineModule } from '../../platform/http/module';
import {
  componentRegister,
  fleetRegister,
  openRegister,
  planeRegister,
  registerDocuments,
} from './ad-register.service';

// /api/AdRegister/*: the AD/SB register, read-only. An aircraft's register is read by either screen showing its
// records or the register screen (maintain-ad); the fleet views need the register screen.

export default defineModule(AdRegister.api, {
  Plane: { kind: 'read', sample: (ids) => ({ body: { plane: ids.planeEntity } }), run: planeRegister },
  Component: { kind: 'read', sample: (ids) => ({ body: { bom: ids.planeBom ?? 1 } }), run: componentRegister },
  Fleet: { kind: 'read', sample: (ids) => ({ body: { document: ids.adDocument ?? 1 } }), run: fleetRegister },
  Open: { kind: 'read', sample: () => ({ body: {} }), run: openRegister },
  Documents: { kind: 'read', sample: () => ({ body: {} }), run: registerDocuments },
});
