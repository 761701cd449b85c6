import { ObjType } from '@hangar/domain/codes';
import { PlaneCert } from '@hangar/domain/contracts/certificates';
import { PlaneBom } from '@hangar/domain/contracts/components';
import { AtaChapter, MaintainAssembly, MaintainTask } from '@hangar/domain/contracts/records';
import { Brand, Site, Unit } from '@hangar/domain/contracts/registers';
import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { code, entityTarget, flag, type OperTargets, orderChange, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads the registers: aircraft, models, plane types, brands, sites, units, and the
// aircraft's certificates, flight records, installed components and maintenance records with their assembly rows,
// and the ATA chapter table (components/oper-log/oper-fields.ts).

const targets: OperTargets = {
  targets: {
    [ObjType.Plane]: {
      prefix: 'plane.entity.',
      fields: {
        model: { value: ref('planeModel') },
        remarks: { label: 'plane.remarks' },
        order: { label: 'organize.operLog.field.order', change: orderChange },
      },
    },
    [ObjType.Model]: {
      prefix: 'plane.model.',
      fields: {
        type: { value: ref('planeType') },
        brand: { value: ref('brand') },
        remarks: { label: 'plane.remarks' },
        order: { label: 'organize.operLog.field.order', change: orderChange },
      },
    },
    [ObjType.PlaneType]: { prefix: 'plane.type.', fields: { parent: { value: ref('planeType') } } },
    [ObjType.Brand]: entityTarget(Brand),
    [ObjType.Site]: entityTarget(Site),
    [ObjType.Unit]: entityTarget(Unit),
    [ObjType.Certificate]: entityTarget(PlaneCert, {
      closed: { value: code((v, { t }) => t(v ? 'cert.state.closed' : 'cert.state.open')) },
    }),
    [ObjType.FlightRecord]: entityTarget(PlaneFly, { plane: { value: ref('plane') } }),
    [ObjType.InstalledList]: entityTarget(PlaneBom, {
      plane: { value: ref('plane') },
      closed: { label: 'organize.operLog.field.bomClosed', value: flag },
      taskId: { label: 'organize.operLog.field.bomTask' },
      installPlaneHours: { label: 'organize.operLog.field.installPlaneHours' },
      installPlaneLandings: { label: 'organize.operLog.field.installPlaneLandings' },
      removeTsnHours: { label: 'organize.operLog.field.removeTsnHours' },
      removeCsnLandings: { label: 'organize.operLog.field.removeCsnLandings' },
    }),
    [ObjType.MaintainRecord]: entityTarget(MaintainTask, { plane: { value: ref('plane') } }),
    [ObjType.Assembly]: entityTarget(MaintainAssembly, { plane: { value: ref('plane') } }),
    [ObjType.AtaChapter]: entityTarget(AtaChapter),
  },
};
export default targets;
