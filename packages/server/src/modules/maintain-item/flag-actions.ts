import type { Access, Ctx, SampleIds, SampleRequest } from '../../platform/http/module';

// Approve, DeApprove, Disable and Enable of a maintenance item and of a control item (model document §7,
// materials document §7): the same four calls on both, guarded by the Execute (approval) and Edit
// (enable / disable) functions of the screen's view (plane-model for items, plane-entity for control items).

type Flag = 'approved' | 'disabled';

interface FlagHandler<B, R> {
  access: Access;
  sample: (ids: SampleIds) => SampleRequest;
  run(ctx: Ctx<B>): Promise<R>;
}

/** The handlers of the four calls, for `defineModule`; `setFlag(flag, value)` writes one flag. */
export function flagHandlers<B, R>(
  view: 'plane-model' | 'plane-entity',
  sample: (ids: SampleIds) => SampleRequest,
  setFlag: (flag: Flag, value: 0 | 1) => (ctx: Ctx<B>) => Promise<R>,
): Record<'Approve' | 'DeApprove' | 'Disable' | 'Enable', FlagHandler<B, R>> {
  const one = (fn: 'Execute' | 'Edit', flag: Flag, value: 0 | 1): FlagHandler<B, R> => ({
    access: { allow: [view, fn] },
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
