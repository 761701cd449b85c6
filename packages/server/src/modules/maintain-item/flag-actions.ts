import type { Ctx, SampleIds, SampleRequest } from '../../platform/http/module';

// Approve, DeApprove, Disable and Enable of a maintenance item and of a control item (model document §7,
// materials document §7): the same four calls on both, guarded (in their contracts) by the Execute (approval) and
// Edit (enable / disable) functions of the screen's view (plane-model for items, plane-entity for control items).

type Flag = 'approved' | 'disabled';

interface FlagHandler<B, R> {
  sample: (ids: SampleIds) => SampleRequest;
  run(ctx: Ctx<B>): Promise<R>;
}

/** The handlers of the four calls, for `defineModule`; `setFlag(flag, value)` writes one flag. */
export function flagHandlers<B, R>(
  sample: (ids: SampleIds) => SampleRequest,
  setFlag: (flag: Flag, value: 0 | 1) => (ctx: Ctx<B>) => Promise<R>,
): Record<'Approve' | 'DeApprove' | 'Disable' | 'Enable', FlagHandler<B, R>> {
  const one = (flag: Flag, value: 0 | 1): FlagHandler<B, R> => ({
    sample,
    run: setFlag(flag, value),
  });
  return {
    Approve: one('approved', 1),
    DeApprove: one('approved', 0),
    Disable: one('disabled', 1),
    Enable: one('disabled', 0),
  };
}
