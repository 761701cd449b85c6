import type { z } from 'zod';
import { type Action, action, type Ctx, type SampleIds, type SampleRequest } from '../../platform/http/module';

// Approve, DeApprove, Disable and Enable of a maintenance item and of a control item (model document §7,
// materials document §7): the same four calls on both, guarded by the Execute (approval) and Edit
// (enable / disable) functions of the screen's view (plane-model for items, plane-entity for control items).

type Flag = 'approved' | 'disabled';

export function flagActions<S extends z.ZodType>(
  view: 'plane-model' | 'plane-entity',
  body: S,
  sample: (ids: SampleIds) => SampleRequest,
  setFlag: (flag: Flag, value: 0 | 1) => (ctx: Ctx<z.output<S>>) => Promise<unknown>,
): Record<'Approve' | 'DeApprove' | 'Disable' | 'Enable', Action<S, unknown>> {
  const one = (fn: 'Execute' | 'Edit', flag: Flag, value: 0 | 1) =>
    action({
      body,
      access: { allow: [view, fn] },
      summary: `Sets ${flag} = ${value}`,
      sample,
      run: setFlag(flag, value),
    });
  return {
    Approve: one('Execute', 'approved', 1),
    DeApprove: one('Execute', 'approved', 0),
    Disable: one('Edit', 'disabled', 1),
    Enable: one('Edit', 'disabled', 0),
  };
}
