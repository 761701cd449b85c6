import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { aircraftRecordReaders } from '../access';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, partial } from '../entity';
import type { MessageKey } from '../messages';
import { FixedOrderQuery, QueryPayload } from '../query';
import { dateValue, text as textField } from './fields';
import { IdInput, RecordId, strictBody } from './platform';
import { UnserviceableReason } from './status';

// Contracts of the flight log (spec §2.11, §3 "Flight record" and "Flight statistics row", §7 "Flight log",
// §8, §9): one row per aircraft and flight day of the caller's company. The user enters the DAILY values
// (landings, flight hours, GARMIN and air-ground time) and the METER readings (cumulative engine hours, HOBBS);
// the server computes the cumulative airframe hours (addFlyHours) and landings (addFlyCount) from the aircraft's
// opening balance and every record up to this one in (flyDate, id) order. Messages are `flight.*`
// (i18n/utilisation.ts).

/** Page size of the records tab (§9). */
export const FLIGHT_PAGE_SIZE = 30;

/** Most hours a daily value may hold (one aircraft, one day). */
const DAY_HOURS_MAX = 24;
/** Most landings of one aircraft in one day. */
const DAY_LANDINGS_MAX = 10_000;
/** Most hours a meter reading may hold. */
const METER_MAX = 9_999_999_999;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Hours ≥ 0 up to `max`, kept to the cent; `key` names what is wrong (a negative value included). */
const hoursOf = (key: MessageKey, max: number) => z.number({ error: key }).min(0, key).max(max, key).transform(round2);

/** A count ≥ 0; `key` names what is wrong. */
const landingsOf = (key: MessageKey) => z.number({ error: key }).int(key).min(0, key).max(DAY_LANDINGS_MAX, key);

const DayFlyCount = landingsOf('flight.dayFlyCountInvalid');
const DayFlyHours = hoursOf('flight.dayFlyHoursInvalid', DAY_HOURS_MAX);

/** The flight day: required (请选择日期), stored at midnight. */
const FlyDate = z
  .union([z.string(), z.null(), z.undefined()], { error: 'validation.dateFormat' })
  .transform((v) => v ?? null)
  .pipe(dateValue())
  .refine((v) => v !== null, 'flight.dateRequired');

const flight = entity({
  name: 'PlaneFly',
  table: 'plane_fly',
  owner: 'company',
  labels: 'flight',
  fields: {
    /** The aircraft (one of the caller's company; a record never moves to another aircraft). */
    plane: notNull(
      field.id(z.number({ error: 'flight.planeRequired' }).int().positive().max(2_147_483_647), {
        column: 'plane_id',
        required: 'flight.planeRequired',
        form: 'select',
      }),
      z.number(),
    ),
    flyDate: notNull(field.date(FlyDate, { required: 'flight.dateRequired' }), z.string()),
    /** Landings of the day. */
    dayFlyCount: notNull(field.number(DayFlyCount), z.number()),
    /** Flight hours of the day (airframe). */
    dayFlyHours: notNull(field.number(DayFlyHours), z.number()),
    /** GARMIN time of the day. */
    garminHours: field.number(hoursOf('flight.garminHoursInvalid', DAY_HOURS_MAX).nullish(), { nullable: true }),
    /** Air-ground time of the day. */
    airHours: field.number(hoursOf('flight.airHoursInvalid', DAY_HOURS_MAX).nullish(), { nullable: true }),
    /** Cumulative landings after this day: the opening balance plus every day up to this one (server-set). */
    addFlyCount: notNull(field.number(undefined), z.number()),
    /** Cumulative airframe hours after this day (server-set, like addFlyCount). */
    addFlyHours: notNull(field.number(undefined), z.number()),
    /** The engine's cumulative hours meter read that day; never decreasing along the log. */
    addEngineHours: field.number(hoursOf('flight.addEngineHoursInvalid', METER_MAX).nullish(), { nullable: true }),
    /** The HOBBS meter read that day; never decreasing along the log. */
    hobbsHours: field.number(hoursOf('flight.hobbsHoursInvalid', METER_MAX).nullish(), { nullable: true }),
    comments: field.text(textField({ max: 500, multiline: true, blankAsNull: true }), { form: 'textarea' }),
    /**
     * Why a flight of an aircraft that was unserviceable when it was recorded was recorded anyway (issue 32): given
     * on Add only, required then (`status.unserviceableReasonRequired`); logged with the record.
     */
    unserviceableReason: field.text(undefined, { filter: false, sort: false }),
    /** The pilot in command (issue 34): a member of the company (user id), or none named. */
    pilot: field.id(RecordId.nullish(), { column: 'pilot_id', form: 'select' }),
    /**
     * Why a flight whose pilot in command was not qualified (no valid licence rated for the model, no valid medical,
     * fewer than 3 landings in 90 days) was recorded anyway: given on Add only, required then
     * (`qual.pilotReasonRequired`); logged with the record.
     */
    pilotReason: field.text(undefined, { filter: false, sort: false }),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});

/** The tail number the client sends with Add and Update (§7); ignored: the server answers the aircraft's own. */
const PlaneName = z.string().max(100).nullish();

/** Add: landings and hours of the day default to 0. */
const flightInput = strictBody({
  ...flight.shape,
  dayFlyCount: DayFlyCount.default(0),
  dayFlyHours: DayFlyHours.default(0),
  planeName: PlaneName,
  unserviceableReason: UnserviceableReason.optional(),
  pilotReason: UnserviceableReason.optional(),
});
/** Update: absent fields keep their value; `plane`, when sent, must be the record's own aircraft. */
const flightUpdate = strictBody({ id: RecordId, ...partial(flight.shape), planeName: PlaneName });

/**
 * What the caller may do with a record (docs/architecture.md "Row abilities"): `update` (PlaneFly/Update) and
 * `delete` (PlaneFly/Delete, the aircraft's latest record only: flightDeleteRefusal).
 */
export const FlightAbilities = abilities('update', 'delete');

/** A record as answered: with its aircraft's tail number and the caller's abilities on it. */
const flightRow = flight.row.extend({ planeName: z.string(), abilities: FlightAbilities });

/**
 * Only the aircraft's latest record (the last in flyDate, id order) can be deleted: the totals go back to the record
 * before it. `latestId`: the id of the aircraft's latest record (none: the log is empty).
 */
export function flightDeleteRefusal(flight: { id: number }, latestId: number | undefined): Refusal {
  return flight.id === latestId ? null : 'flight.deleteLatestOnly';
}

/**
 * What a write answers besides: warnings about what was saved (in the caller's language), e.g. an engine reading
 * that falls behind the flight hours flown since the previous one (docs/decisions.md "Engine hours follow the
 * flight hours").
 */
export const FlightWarning = z.object({ field: z.string(), message: z.string() });
const flightWriteAnswer = flightRow.extend({ warnings: z.array(FlightWarning) });

/** One aircraft's flying in one month (§3 "Flight statistics row"). */
export const FlightStatRow = z.object({
  theYear: z.number(),
  theMonth: z.number(),
  plane: z.number(),
  planeName: z.string(),
  /** The aircraft's model (the statistics tab's model column). */
  model: z.number(),
  /** Days with a record. */
  days: z.number(),
  /** Landings. */
  countFly: z.number(),
  /** Flight hours. */
  hourFly: z.number(),
});

const StatPlaneInput = strictBody({ plane: RecordId });

export const PlaneFly = {
  ...flight,
  input: flightInput,
  update: flightUpdate,
  api: endpoints('PlaneFly', {
    Query: {
      access: aircraftRecordReaders,
      input: QueryPayload,
      output: listOf(flightRow),
      summary:
        'One aircraft’s flight records (fixed filter plane eq, required), newest first (flyDate, then id, ' +
        'descending); page size 30 on the screen',
    },
    QueryGroup: {
      access: aircraftRecordReaders,
      input: FixedOrderQuery,
      output: z.union([listOf(FlightStatRow), z.array(FlightStatRow)]),
      summary:
        'Monthly statistics per aircraft (days, landings, hours), newest month first. Fixed filters: plane ' +
        '(eq), year and month (eq) of flyDate. With a plane: a page { items, totalItems }; without: a plain ' +
        'list of every aircraft’s months (spec §7)',
    },
    StatPlane: {
      access: aircraftRecordReaders,
      input: StatPlaneInput,
      output: z.array(FlightStatRow),
      summary: 'One aircraft’s monthly statistics, newest month first',
    },
    StatByMonth: {
      access: aircraftRecordReaders,
      input: FixedOrderQuery,
      output: z.array(FlightStatRow),
      summary:
        'Every aircraft of the company in one month (fixed filters year and month of flyDate, required); an ' +
        'aircraft without records that month answers zeros',
    },
    Add: {
      access: {
        anyOf: [
          ['plane-operation', 'Add'],
          ['plane-entity', 'Execute'],
        ],
      },
      input: flightInput,
      output: flightWriteAnswer,
      summary:
        'Adds a flight day; the cumulative hours and landings of it and of every later record, the aircraft’s ' +
        'totals and every due figure of the aircraft follow in the same transaction',
    },
    Update: {
      access: {
        anyOf: [
          ['plane-operation', 'Edit'],
          ['plane-entity', 'Execute'],
        ],
      },
      input: flightUpdate,
      output: flightWriteAnswer,
      summary: 'Corrects a flight day (absent keeps); recomputes from the earlier of its old and new position',
    },
    Delete: {
      access: {
        anyOf: [
          ['plane-operation', 'Delete'],
          ['plane-entity', 'Delete'],
        ],
      },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes the aircraft’s latest record only; the totals go back to the record before (or the opening)',
    },
  }),
};

export type PlaneFlyRecord = z.output<typeof flight.row>;
export type PlaneFlyRow = z.output<typeof flightRow>;
export type FlightWarning = z.output<typeof FlightWarning>;
export type FlightStatRow = z.output<typeof FlightStatRow>;
