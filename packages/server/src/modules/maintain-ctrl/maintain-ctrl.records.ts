import type { Ctx } from '../../platform/http/module';
import type { CtrlRead } from './maintain-ctrl.repo';
import { readCtrl, setCtrlExecution } from './maintain-ctrl.service';

// What a maintenance record (modules/maintain-task) does to the control item it names: its work executes the
// item, and what the item showed before is answered for the record to keep, so that deleting the unsigned draft
// (or changing its work) puts it back. Each write goes through setCtrlExecution (stored due, operation log on
// the item) in the caller's transaction.

/** A control item's execution before a record set it (kept to put it back when the unsigned draft is deleted). */
export interface CtrlBefore {
  ctrl: number;
  executeDate: string | null;
  executeHours: number | null;
  executeLandings: number | null;
}

/** A record's work: its work date and the aircraft's hours and landings then. */
export interface RecordWork {
  workDate: string | null;
  flyHours: number | null;
  landings: number | null;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/**
 * Sets the control item's execution from the record (work date, hours, landings when given) when the record has
 * a work date and hours and is not older than the item's current execution; answers what the item showed before
 * (null when the record did not set it).
 */
export async function executeForRecord(
  ctx: Ctx<unknown>,
  work: Partial<RecordWork>,
  read: CtrlRead | undefined,
): Promise<CtrlBefore | null> {
  if (!read || !work.workDate || work.flyHours === null || work.flyHours === undefined) return null;
  const item = read.item;
  const current = day(item.executeDate);
  if (current !== null && (day(work.workDate) as string) < current) return null;
  const before: CtrlBefore = {
    ctrl: item.id,
    executeDate: item.executeDate,
    executeHours: item.executeHours,
    executeLandings: item.executeLandings,
  };
  await setCtrlExecution(ctx, read, {
    executeDate: work.workDate,
    executeHours: work.flyHours,
    ...(work.landings === null || work.landings === undefined ? {} : { executeLandings: work.landings }),
  });
  return before;
}

/** Puts back the control item's execution a record replaced, when the item still shows the record's. */
export async function restoreForRecord(ctx: Ctx<unknown>, work: RecordWork, kept: CtrlBefore): Promise<void> {
  const read = await readCtrl(ctx, kept.ctrl);
  if (!read) return;
  const item = read.item;
  const shows =
    day(item.executeDate) === day(work.workDate) &&
    Number(item.executeHours) === Number(work.flyHours) &&
    (work.landings === null || Number(item.executeLandings) === Number(work.landings));
  if (!shows) return;
  await setCtrlExecution(ctx, read, {
    executeDate: kept.executeDate,
    executeHours: kept.executeHours,
    executeLandings: kept.executeLandings,
  });
}
