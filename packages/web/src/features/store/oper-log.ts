import { ObjType } from '@hangar/domain/codes';
import { StoreOrder } from '@hangar/domain/contracts/store';
import { code, entityTarget, listOf, type OperTargets } from '../../components/oper-log/oper-fields';
import { certLabel, directionLabel, typeLabel } from './labels';

// How the operation log reads store orders (components/oper-log/oper-fields.ts): the type and direction by
// their labels, the state, and the lines as `part number × quantity` (or the material id when the entry holds
// no part number).

const line = (e: Record<string, unknown>): string => {
  const what = [
    e.materialModel ?? e.model ?? (e.material === undefined ? '' : `#${String(e.material)}`),
    e.batch,
    e.seri,
  ]
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .filter((x) => x !== '')
    .join(' ');
  return e.quantity === undefined ? what : `${what} × ${String(e.quantity)}`;
};

const targets: OperTargets = {
  targets: {
    [ObjType.StoreOrder]: entityTarget(StoreOrder, {
      type: { value: code((c, { t }) => typeLabel(t, c)) },
      direction: { value: code((c, { t }) => directionLabel(t, c)) },
      step: { value: code((c, { t }) => t(c === 0 ? 'store.state.draft' : 'store.state.confirmed')) },
      cert: { label: 'store.item.cert', value: code((c, { t }) => certLabel(t, c)) },
      items: { label: 'store.lines.title', value: listOf(line) },
    }),
  },
};
export default targets;
