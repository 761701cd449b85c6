import { ObjType } from '@hangar/domain/codes';
import { type FieldDecl, flag, type OperTargets, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads MMEL items, MEL items and deferrals (components/oper-log/oper-fields.ts): the labels of
// their fields (`mel.<field>`, `deferral.<field>`), the model and aircraft by name, the flags.

const itemFields: Record<string, FieldDecl> = {
  planeModel: { value: ref('planeModel') },
  mProc: { value: flag },
  oProc: { value: flag },
};

const deferralFields: Record<string, FieldDecl> = {
  plane: { value: ref('plane') },
  closed: { value: flag },
};

const targets: OperTargets = {
  targets: {
    [ObjType.MmelItem]: { prefix: 'mel.', fields: itemFields },
    [ObjType.MelItem]: { prefix: 'mel.', fields: itemFields },
    [ObjType.Deferral]: { prefix: 'deferral.', fields: deferralFields },
  },
};
export default targets;
