import { ObjType } from '@hangar/domain/codes';
import { type FieldDecl, type OperTargets, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads production orders and their task cards (components/oper-log/oper-fields.ts): the
// labels of their fields (`order.<field>`, `order.card.<field>`), the aircraft by name.

const orderFields: Record<string, FieldDecl> = {
  plane: { value: ref('plane') },
};

const targets: OperTargets = {
  targets: {
    [ObjType.ProductionOrder]: { prefix: 'order.', fields: orderFields },
    [ObjType.OrderCard]: { prefix: 'order.card.', fields: {} },
  },
};
export default targets;
