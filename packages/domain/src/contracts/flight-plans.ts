import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import type { MessageKey } from '../messages';
import { dateValue, requiredText, text as textField } from './fields';
import { RecordId, strictBody } from './platform';

// Flight plans (issue 35; docs/architecture.md "Planning", docs/domain.md "Forecast"): a planned flying day of one
// of the company's aircraft (hours, landings, route or training programme, crew), planned (0) until the flight log
// records that day (flown, 1, closed by the flight-log day) or it is cancelled with a reason (2). The planned
// flying feeds the forecast (Forecast's utilisation mode `planned`); each answered plan carries its conflicts
// (computed, never stored): the aircraft unserviceable today, or items falling due on or before the plan's day.
// Messages `flightPlan.*` (i18n/flight-plans.ts), field labels in flight-plan-strings.ts.

export const PLAN_STATES = { planned: 0, flown: 1, cancelled: 2 } as const;
/** Most hours an aircraft flies in a day, landings it makes in a day (the forecast's daily bounds). */
export const PLAN_MAX_HOURS = 24;
export const PLAN_MAX_LANDINGS = 200;
/** Most crew members on one plan. */
export const PLAN_MAX_CREW = 20;

const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
const RequiredDay = (key: MessageKey) =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: 'validation.dateFormat' })
    .transform((v) => v ?? null)
    .pipe(dateValue())
    .refine((v) => v !== null, key);
const Hours = z
  .number({ error: 'flightPlan.hoursInvalid' })
  .min(0, 'flightPlan.hoursInvalid')
  .max(PLAN_MAX_HOURS, 'flightPlan.hoursInvalid')
  .transform((v) => Math.round(v * 100) / 100);
const Landings = z
  .number({ error: 'flightPlan.landingsInvalid' })
  .int('flightPlan.landingsInvalid')
  .min(0, 'flightPlan.landingsInvalid')
  .max(PLAN_MAX_LANDINGS, 'flightPlan.landingsInvalid');
const Crew = z
  .array(RecordId, { error: 'flightPlan.crewInvalid' })
  .max(PLAN_MAX_CREW, 'flightPlan.crewInvalid')
  .refine((v) => new Set(v).size === v.length, 'flightPlan.crewRepeated');

const flightPlan = entity({
  name: 'FlightPlan',
  table: 'flight_plan',
  owner: 'company',
  labels: 'flightPlan',
  fields: {
    plane: notNull(
      field.id(z.number({ error: 'flightPlan.planeRequired' }).int().positive().max(2_147_483_647), {
        column: 'plane_id',
        required: 'flightPlan.planeRequired',
        form: 'select',
      }),
      z.number(),
    ),
    /** The planned day (midnight). */
    planDate: notNull(
      field.date(RequiredDay('flightPlan.dateRequired'), { required: 'flightPlan.dateRequired' }),
      z.string(),
    ),
    hours: notNull(field.number(Hours, { required: 'flightPlan.hoursInvalid' }), z.number()),
    landings: notNull(field.number(Landings, { required: 'flightPlan.landingsInvalid' }), z.number()),
    route: field.text(text(200)),
    /** The training programme flown (lesson, exercise). */
    programme: field.text(text(200)),
    /** The crew: members of the company (user ids). */
    crew: notNull(field.json(Crew.default([]), z.array(z.number())), z.array(z.number())),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    /** PLAN_STATES (server-set). */
    state: notNull(field.number(undefined), z.number()),
    /** The flight-log day that closed the plan (server-set). */
    fly: field.id(undefined, { column: 'fly_id' }),
    cancelReason: field.text(undefined),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
export type FlightPlanRecord = RowOf<typeof flightPlan>;

/** Row abilities (docs/architecture.md "Row abilities"). */
export const FlightPlanAbilities = abilities('update', 'delete', 'cancel');
export type FlightPlanAction = keyof z.output<typeof FlightPlanAbilities>;

/** Why a plan refuses a change: only a planned plan is changed, deleted or cancelled. */
export function flightPlanRefusal(row: { state: number }): Refusal {
  return row.state === PLAN_STATES.planned ? null : 'flightPlan.notPlanned';
}

/**
 * A plan's conflict: `status` the aircraft is unserviceable today (`name` its grounding reasons); `due` a control
 * item whose forecast occurrence falls on or before the plan's day (`id` the item, `date` the occurrence).
 */
export const PlanConflict = z.object({
  kind: z.enum(['status', 'due']),
  id: z.number().nullable(),
  name: z.string(),
  date: z.string().nullable(),
});
export type PlanConflict = z.output<typeof PlanConflict>;

const flightPlanRow = flightPlan.row.extend({
  planeName: z.string().nullable(),
  conflicts: z.array(PlanConflict),
  abilities: FlightPlanAbilities,
});
export type FlightPlanRow = z.output<typeof flightPlanRow>;

const FlightPlanQueryInput = strictBody({
  plane: RecordId.optional(),
  /** Plans on or after / on or before these days. */
  from: dateValue().optional(),
  to: dateValue().optional(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'flightPlan.stateInvalid' }).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
});
export type FlightPlanQueryInput = z.input<typeof FlightPlanQueryInput>;

const CancelInput = strictBody({
  id: RecordId,
  reason: requiredText('flightPlan.cancelReasonRequired', { max: 500, multiline: true }),
});

const writer = (fn: 'Add' | 'Edit' | 'Delete' | 'Close') => ({ allow: ['operation-flightplan', fn] as const });

/** Flight plans (/api/FlightPlan/*). */
export const FlightPlan = {
  ...flightPlan,
  api: endpoints('FlightPlan', {
    Query: {
      access: { view: 'operation-flightplan' },
      input: FlightPlanQueryInput,
      output: listOf(flightPlanRow),
      summary: 'The company’s flight plans (an aircraft, days, a state) by day, each with its conflicts',
    },
    Add: {
      access: writer('Add'),
      input: flightPlan.input,
      output: flightPlanRow,
      summary: 'Plans a flying day of an aircraft (today or later)',
    },
    Update: {
      access: writer('Edit'),
      input: flightPlan.update,
      output: flightPlanRow,
      summary: 'Changes a planned plan',
    },
    Delete: {
      access: writer('Delete'),
      input: strictBody({ id: RecordId }),
      output: IdAnswer,
      summary: 'Deletes a planned plan',
    },
    Cancel: {
      access: writer('Close'),
      input: CancelInput,
      output: flightPlanRow,
      summary: 'Cancels a planned plan with a reason',
    },
  }),
};
