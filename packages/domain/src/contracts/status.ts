import { z } from 'zod';
import { endpoints, listOf } from '../endpoint';
import { text as textField } from './fields';
import { RecordId, strictBody } from './platform';

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
  /** A production order of the aircraft is in work or inspected, not yet closed (issue 33). */
  'inMaintenance',
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

// --- The stored status and its endpoints (module plane-status) ------------------------------------------------

/** What made a status be recomputed (a history row's cause). */
export const STATUS_CAUSES = ['counters', 'signed', 'change', 'daily', 'initial'] as const;
export type StatusCause = (typeof STATUS_CAUSES)[number];

/** Most history rows an answer lists (newest first). */
export const STATUS_HISTORY_PAGE = 50;

const AirStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** An aircraft's stored status: since when, and the reasons it has now. */
export const PlaneStatusRow = z.object({
  planeId: z.number(),
  planeName: z.string(),
  status: AirStatusValue,
  /** When the status last changed (`YYYY-MM-DD HH:mm:ss`), null while it never has. */
  since: z.string().nullable(),
  reasons: z.array(StatusReason),
});
export type PlaneStatusRow = z.output<typeof PlaneStatusRow>;

/** One change of an aircraft's status or of its set of reasons. */
export const StatusHistoryRow = z.object({
  id: z.number(),
  planeId: z.number(),
  at: z.string(),
  status: AirStatusValue,
  reasons: z.array(StatusReason),
  cause: z.enum(STATUS_CAUSES),
});
export type StatusHistoryRow = z.output<typeof StatusHistoryRow>;

/** The fleet's statuses: counts by status and each aircraft's (the dashboard, the fleet monitor). */
export const FleetStatus = z.object({
  serviceable: z.number(),
  deferred: z.number(),
  unserviceable: z.number(),
  planes: z.array(z.object({ id: z.number(), name: z.string(), status: AirStatusValue })),
});
export type FleetStatus = z.output<typeof FleetStatus>;

const PlaneInput = strictBody({ plane: RecordId });
const HistoryInput = strictBody({ plane: RecordId, page: z.number().int().min(1).max(100_000).default(1) });

/** Either screen that shows an aircraft's status: the aircraft register or the fleet monitor. */
const statusReaders = { anyView: ['plane-entity', 'maintain-control'] } as const;
/** One aircraft's status is also read by the flight log's screen (its dialog warns before a flight is recorded). */
const planeStatusReaders = { anyView: ['plane-entity', 'maintain-control', 'plane-operation'] } as const;

export const PlaneStatus = {
  api: endpoints('PlaneStatus', {
    Get: {
      access: planeStatusReaders,
      input: PlaneInput,
      output: PlaneStatusRow,
      summary: 'One aircraft’s stored airworthiness status, since when, and its reasons now',
    },
    History: {
      access: statusReaders,
      input: HistoryInput,
      output: listOf(StatusHistoryRow),
      summary: 'One aircraft’s status history, newest first (a row per change of the status or of its reasons)',
    },
    Fleet: {
      access: statusReaders,
      input: strictBody({}),
      output: FleetStatus,
      summary: 'Counts of the company’s aircraft by status, and each aircraft’s status (by tail number)',
    },
  }),
};

/** The text a flight of an unserviceable aircraft is recorded with (PlaneFly/Add `unserviceableReason`). */
export const UnserviceableReason = textField({ max: 500, multiline: true, blankAsNull: true });
