import { ObjType } from '@hangar/domain/codes';
import { Brand, Site, Unit } from '@hangar/domain/contracts/registers';
import { entityTarget, type OperTargets, orderChange, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads the registers: aircraft, models, plane types, brands, sites, units
// (components/oper-log/oper-fields.ts).

const targets: OperTargets = {
  targets: {
    [ObjType.Plane]: {
      prefix: 'plane.entity.',
      fields: {
        model: { value: ref('planeModel') },
        remarks: { label: 'plane.remarks' },
        order: { change: orderChange },
      },
    },
    [ObjType.Model]: {
      prefix: 'plane.model.',
      fields: {
        type: { value: ref('planeType') },
        brand: { value: ref('brand') },
        remarks: { label: 'plane.remarks' },
        order: { change: orderChange },
      },
    },
    [ObjType.PlaneType]: { prefix: 'plane.type.', fields: { parent: { value: ref('planeType') } } },
    [ObjType.Brand]: entityTarget(Brand),
    [ObjType.Site]: entityTarget(Site),
    [ObjType.Unit]: entityTarget(Unit),
  },
};
export default targets;
