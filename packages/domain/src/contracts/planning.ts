import { z } from 'zod';
import { endpoints } from '../endpoint';
import { dateValue } from './fields';
import { RecordId, strictBody } from './platform';

// Planning (issue 35; docs/domain.md "Forecast"): every occurrence of an aircraft's control items and open
// deferrals over a horizon, at the aircraft's measured utilisation, a stated one (per day, or per calendar month),
// scaled (what-if: flying more or less) or grounded for a period. The arithmetic is the domain's forecast engine
// (due/forecast.ts); the server reads the aircraft, its items and its deferrals and answers what the engine gives.
// Messages `forecast.*` (i18n/planning.ts).

/** The longest horizon: five years. */
export const MAX_HORIZON_DAYS = 1826;
/** Most hours an aircraft flies in a day, landings it makes in a day, hours in a month. */
const MAX_DAILY_HOURS = 24;
const MAX_DAILY_LANDINGS = 200;
const MAX_MONTHLY_HOURS = 744;
const MAX_MONTHLY_LANDINGS = 6000;

const rate = (max: number) =>
  z.number({ error: 'forecast.rateInvalid' }).min(0, 'forecast.rateNegative').max(max, 'forecast.rateInvalid');

/** The utilisation the forecast flies at. */
const UtilisationInput = strictBody({
  /**
   * measured: the aircraft's own (its flight log's average, or its typed figures); stated: the figures below;
   * planned: its flight plans day by day (each planned plan's hours and landings on its day, nothing on a day
   * without one), then the measured rate after the last planned day.
   */
  mode: z.enum(['measured', 'stated', 'planned'], { error: 'forecast.modeInvalid' }).default('measured'),
  dailyHours: rate(MAX_DAILY_HOURS).optional(),
  dailyLandings: rate(MAX_DAILY_LANDINGS).optional(),
  /** Stated per calendar month (1–12): hours and landings flown in that month; months not given fly nothing. */
  monthly: z
    .array(
      strictBody({
        month: z
          .number({ error: 'forecast.monthInvalid' })
          .int()
          .min(1, 'forecast.monthInvalid')
          .max(12, 'forecast.monthInvalid'),
        hours: rate(MAX_MONTHLY_HOURS),
        landings: rate(MAX_MONTHLY_LANDINGS),
      }),
    )
    .max(12, 'forecast.monthInvalid')
    .refine((list) => new Set(list.map((m) => m.month)).size === list.length, 'forecast.monthRepeated')
    .optional(),
  /** What-if: every rate multiplied (1.3 = 30 % more). */
  factor: z
    .number({ error: 'forecast.factorInvalid' })
    .min(0, 'forecast.rateNegative')
    .max(10, 'forecast.factorInvalid')
    .default(1),
  /** What-if: no flying from / through (inclusive). */
  groundedFrom: dateValue('day').optional(),
  groundedTo: dateValue('day').optional(),
});
export type UtilisationInput = z.input<typeof UtilisationInput>;

const Horizon = {
  /** Days from today (1 to 5 years), or a last day. */
  days: z
    .number({ error: 'forecast.horizonInvalid' })
    .int('forecast.horizonInvalid')
    .min(1, 'forecast.horizonInvalid')
    .max(MAX_HORIZON_DAYS, 'forecast.horizonTooLong')
    .optional(),
  until: dateValue('day').optional(),
  utilisation: UtilisationInput.optional(),
};

const PlaneForecastInput = strictBody({ plane: RecordId, ...Horizon });
export type PlaneForecastInput = z.input<typeof PlaneForecastInput>;
const FleetForecastInput = strictBody({ planeModel: RecordId.optional(), ...Horizon });
export type FleetForecastInput = z.input<typeof FleetForecastInput>;

/** One occurrence: of a control item (source `item`) or an open deferral's limit (`deferral`, once). */
export const OccurrenceRow = z.object({
  source: z.enum(['item', 'deferral']),
  /** The control item's or the deferral's id. */
  id: z.number(),
  name: z.string(),
  /** The control item's maintenance type (MaintainType), null for a deferral. */
  type: z.number().nullable(),
  seq: z.number(),
  date: z.string(),
  dueDate: z.string(),
  dueBy: z.enum(['calendar', 'hours', 'landings']),
  rule: z.string().nullable(),
  hours: z.number().nullable(),
  landings: z.number().nullable(),
  overdue: z.boolean(),
});
export type OccurrenceRow = z.output<typeof OccurrenceRow>;

/** The rates a forecast flew at, as the answer states them. */
const ProfileRow = z.object({
  mode: z.enum(['measured', 'stated', 'planned']),
  asOf: z.string(),
  /**
   * The average daily rates over the horizon (before the what-if factor and grounding: as given or measured; for
   * `planned`, the measured rates flown after the last planned day).
   */
  dailyHours: z.number(),
  dailyLandings: z.number(),
  factor: z.number(),
  groundedFrom: z.string().nullable(),
  groundedTo: z.string().nullable(),
});

export const PlaneForecast = z.object({
  plane: z.number(),
  planeName: z.string(),
  today: z.string(),
  until: z.string(),
  profile: ProfileRow,
  occurrences: z.array(OccurrenceRow),
  /** Items whose next due cannot be computed (never executed, unknown counter): not forecast. */
  unknown: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PlaneForecast = z.output<typeof PlaneForecast>;

/** Readers of due items: the fleet monitor and the aircraft's maintenance list. */
const dueReaders = { anyView: ['maintain-control', 'plane-entity'] } as const;

/** Forecasts (/api/Forecast/*). */
export const Forecast = {
  api: endpoints('Forecast', {
    Plane: {
      access: dueReaders,
      input: PlaneForecastInput,
      output: PlaneForecast,
      summary: 'Every occurrence of an aircraft’s items and deferral limits over a horizon at a utilisation',
    },
    Fleet: {
      access: dueReaders,
      input: FleetForecastInput,
      output: z.object({ today: z.string(), until: z.string(), planes: z.array(PlaneForecast) }),
      summary: 'The forecast of every aircraft of the company (or of one model): the fleet timeline’s data',
    },
  }),
};
