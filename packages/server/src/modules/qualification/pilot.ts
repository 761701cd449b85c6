import { PILOT_RECENCY_DAYS, pilotRecencyOf } from '@hangar/domain/contracts/qualifications';
import { addDays } from '@hangar/domain/dates';
import { type Lang, translate } from '@hangar/domain/messages';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { findPlaneModel } from '../plane-model';
import { flightsAsPilot, pilotLicencesOf, pilotMedicalOf } from './signer.repo';

// The pilot in command of a flight (issue 34; docs/domain.md "Who may sign"): on the flight's day, a pilot licence
// in force rated for the aircraft's model, a pilot medical (class 1–3) valid and not unfit, and 3 landings as pilot
// in command in the 90 days up to the flight (the flights recorded before it). What is missing, in the caller's
// language; PlaneFly/Add asks for the reason a flight was recorded anyway.

export async function pilotProblems(
  db: Kysely<Database>,
  scope: AccessScope,
  flight: { pilot: number; model: number; day: string; lang: Lang },
): Promise<string[]> {
  const { pilot, day, lang } = flight;
  const problems: string[] = [];
  const valid = (await pilotLicencesOf(db, scope, pilot)).filter(
    (l) => l.issued <= day && (l.expires === null || l.expires >= day),
  );
  if (valid.length === 0) problems.push(translate(lang, 'qual.pilot.noLicence'));
  else if (!valid.some((l) => l.ratings.includes(flight.model))) {
    const model = (await findPlaneModel(db, flight.model))?.name ?? String(flight.model);
    problems.push(translate(lang, 'qual.pilot.noRating', { model }));
  }
  const medical = await pilotMedicalOf(db, scope, pilot, day);
  const until = medical?.valid_until ? String(medical.valid_until).slice(0, 10) : null;
  if (!medical || medical.result === 'unfit' || until === null || until < day) {
    problems.push(translate(lang, 'qual.pilot.noMedical'));
  }
  const flights = await flightsAsPilot(db, scope, pilot, addDays(day, -(PILOT_RECENCY_DAYS - 1)), day);
  const recency = pilotRecencyOf(flights, day);
  if (!recency.ok) problems.push(translate(lang, 'qual.pilot.recency', { landings: recency.landings }));
  return problems;
}
