import { ObjType } from '@hangar/domain/codes';
import { Material, MaterialType, Supplier, Warehouse } from '@hangar/domain/contracts/materials';
import { code, entityTarget, flag, type OperTargets, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads the materials area's records (components/oper-log/oper-fields.ts): materials,
// material categories, warehouses and suppliers, labelled from their declarations, with code tables, flags and
// brands read as words.

const certType = code((value, { t }) => t(`material.cert.${value}`, { defaultValue: String(value) }));
const sourceType = code((value, { t }) => t(`material.source.${value}`, { defaultValue: String(value) }));
const toolKind = code((value, { t }) => t(`material.toolKind.${value}`, { defaultValue: String(value) }));

const targets: OperTargets = {
  targets: {
    [ObjType.Material]: entityTarget(Material, {
      brand: { label: 'material.brand', value: ref('brand') },
      useSerial: { label: 'material.useSerial', value: flag },
      approved: { label: 'material.approved', value: flag },
      disabled: { label: 'material.disabled', value: flag },
      canSale: { label: 'material.canSale', value: flag },
      canMonitor: { label: 'material.canMonitor', value: flag },
      certType: { label: 'material.certType', value: certType },
      sourceType: { label: 'material.sourceType', value: sourceType },
      tool: { label: 'material.tool', value: toolKind },
    }),
    [ObjType.MaterialType]: entityTarget(MaterialType),
    [ObjType.Warehouse]: entityTarget(Warehouse, { disabled: { label: 'warehouse.disabled', value: flag } }),
    [ObjType.Supplier]: entityTarget(Supplier, { approved: { label: 'supplier.approved', value: flag } }),
  },
};
export default targets;
