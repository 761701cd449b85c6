import { z } from 'zod';

// The aircraft's airworthiness status (issue 32): derived from what other modules keep (overdue maintenance
// items, open faults and deferrals, certificates, AD deadlines, component life), stored per aircraft and
// recomputed in the transaction of whatever changes it. Each module that keeps a reason contributes a
// `StatusSource` in its server registration (`statusReasons`); the status module adds them up.

/** 1 serviceable (可用), 2 serviceable with deferrals (带保留可用), 3 unserviceable (不可用). */
export const AirStatus = { Serviceable: 1, Deferred: 2, Unserviceable: 3 } as const;
export type AirStatus = (typeof AirStatus)[keyof typeof AirStatus];
export const AIR_STATUSES = [1, 2, 3] as const;

/** Why an aircraft has its status. `grounding` reasons make it unserviceable; the others (a deferral in date) make it
 * serviceable with deferrals. */
export const STATUS_REASON_KINDS = [
  'overdueItem',
  'openFault',
  'deferral',
  'expiredDeferral',
  'certificateExpired',
  'adOverdue',
  'lifeExceeded',
] as const;
export type StatusReasonKind = (typeof STATUS_REASON_KINDS)[number];

export const StatusReason = z.object({
  planeId: z.number(),
  kind: z.enum(STATUS_REASON_KINDS),
  /** true: the aircraft may not fly while this stands. */
  grounding: z.boolean(),
  /** The row the reason is about (control item, record, deferral, certificate, AD, component), when there is one. */
  ref: z.number().nullable(),
  /** What the reader recognises it by: item name, fault title, certificate name, AD number, part and serial. */
  title: z.string(),
  /** The day it fell or falls due (`YYYY-MM-DD`), when it has one. */
  due: z.string().nullable(),
});
export type StatusReason = z.output<typeof StatusReason>;

/** The status the reasons give: any grounding reason → unserviceable; else any reason → with deferrals. */
export function statusOf(reasons: readonly Pick<StatusReason, 'grounding'>[]): AirStatus {
  if (reasons.some((r) => r.grounding)) return AirStatus.Unserviceable;
  return reasons.length > 0 ? AirStatus.Deferred : AirStatus.Serviceable;
}
