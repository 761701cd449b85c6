import {
  type ExpiringRow,
  type ExpiryState,
  expiryState,
  inForce,
  type QualAuthorisationRecord,
  type QualLicenceRecord,
  type QualMedicalRecord,
  type QualTrainingRecord,
} from '@hangar/domain/contracts/qualifications';
import { daysBetween } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { qualRows } from './qualification.repo';

// What members hold, read at once, and which of it is current: a record another of the same person's has replaced
// (a licence of the same kind and type issued later, an ended authorisation whose scope a later one covers, the same
// course taken again, an older medical of the same group) no longer warns of its expiry. The screens' states, the
// dashboard's warnings (Expiring) and the matrix read these.

export interface Holdings {
  licences: QualLicenceRecord[];
  authorisations: QualAuthorisationRecord[];
  trainings: QualTrainingRecord[];
  medicals: QualMedicalRecord[];
}

/** Everything the members given (null: every member) hold. */
export async function holdingsOf(
  db: Kysely<Database>,
  scope: AccessScope,
  users: readonly number[] | null,
): Promise<Holdings> {
  const [licences, authorisations, trainings, medicals] = await Promise.all([
    qualRows(db, scope, 'licence', users),
    qualRows(db, scope, 'authorisation', users),
    qualRows(db, scope, 'training', users),
    qualRows(db, scope, 'medical', users),
  ]);
  return { licences, authorisations, trainings, medicals };
}

/** One person's share of holdings. */
export function holdingsOfUser(all: Holdings, user: number): Holdings {
  return {
    licences: all.licences.filter((r) => r.user === user),
    authorisations: all.authorisations.filter((r) => r.user === user),
    trainings: all.trainings.filter((r) => r.user === user),
    medicals: all.medicals.filter((r) => r.user === user),
  };
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
const dayOf = (value: string) => value.slice(0, 10);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A licence not replaced by one of the same person, kind and type issued later. */
export function currentLicences(list: readonly QualLicenceRecord[]): QualLicenceRecord[] {
  return list.filter(
    (l) =>
      !list.some(
        (o) =>
          o.id !== l.id &&
          o.user === l.user &&
          o.kind === l.kind &&
          same(o.licenceType, l.licenceType) &&
          (day(o.issued) ?? '') > (day(l.issued) ?? ''),
      ),
  );
}

/** An authorisation that has not ended, or whose whole scope no later one of the same person covers. */
export function currentAuthorisations(list: readonly QualAuthorisationRecord[]): QualAuthorisationRecord[] {
  return list.filter((a) => {
    const end = day(a.validTo);
    if (end === null) return true;
    return !list.some(
      (o) =>
        o.id !== a.id &&
        o.user === a.user &&
        dayOf(o.validFrom) > end &&
        a.models.every((m) => o.models.includes(m)) &&
        a.kinds.every((k) => o.kinds.includes(k)),
    );
  });
}

/** A training not taken again later by the same person (same course). */
export function currentTrainings(list: readonly QualTrainingRecord[]): QualTrainingRecord[] {
  return list.filter(
    (t) =>
      !list.some(
        (o) =>
          o.id !== t.id &&
          o.user === t.user &&
          same(o.course, t.course) &&
          ((day(o.courseDate) ?? '') > (day(t.courseDate) ?? '') ||
            (day(o.courseDate) === day(t.courseDate) && o.id > t.id)),
      ),
  );
}

/** The latest medical by examination date (then id). */
export function latestMedical(list: readonly QualMedicalRecord[]): QualMedicalRecord | null {
  let best: QualMedicalRecord | null = null;
  for (const m of list) {
    if (best === null) best = m;
    else {
      const [a, b] = [day(m.examDate) ?? '', day(best.examDate) ?? ''];
      if (a > b || (a === b && m.id > best.id)) best = m;
    }
  }
  return best;
}

/** Each person's latest pilot medical (class 1–3) and latest staff examination (class 0). */
export function currentMedicals(list: readonly QualMedicalRecord[]): QualMedicalRecord[] {
  const groups = new Map<string, QualMedicalRecord[]>();
  for (const m of list) {
    const key = `${m.user}:${m.medicalClass === 0 ? 'staff' : 'pilot'}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()].map((g) => latestMedical(g)).filter((m): m is QualMedicalRecord => m !== null);
}

/** A current record with an end of validity: what it is, its label and its last valid day. */
export interface ExpiryItem {
  user: number;
  what: ExpiringRow['what'];
  id: number;
  label: string;
  expires: string;
}

/** The current records of holdings that end, each with its last valid day. */
export function expiryItems(h: Holdings, medicalLabel: (medicalClass: number) => string): ExpiryItem[] {
  const items: ExpiryItem[] = [];
  const push = (user: number, what: ExpiryItem['what'], id: number, label: string, expires: string | null) => {
    const d = day(expires);
    if (d !== null) items.push({ user, what, id, label, expires: d });
  };
  for (const l of currentLicences(h.licences))
    push(l.user, 'licence', l.id, `${l.licenceType} ${l.licenceNo}`, l.expires);
  for (const a of currentAuthorisations(h.authorisations)) push(a.user, 'authorisation', a.id, a.authNo, a.validTo);
  for (const t of currentTrainings(h.trainings)) push(t.user, 'training', t.id, t.course, t.expires);
  for (const m of currentMedicals(h.medicals))
    push(m.user, 'medical', m.id, medicalLabel(m.medicalClass), m.validUntil);
  return items;
}

const RANK: Record<ExpiryState, number> = { expired: 0, due30: 1, due90: 2, valid: 3, none: 4 };

/** The worst of expiry states (expired first); `none` when there is nothing. */
export function worstState(states: readonly ExpiryState[]): ExpiryState {
  return states.reduce<ExpiryState>((worst, s) => (RANK[s] < RANK[worst] ? s : worst), 'none');
}

/** The state of an item on `today` and its days left. */
export function stateOf(item: Pick<ExpiryItem, 'expires'>, today: string) {
  return { state: expiryState(item.expires, today), daysLeft: daysBetween(today, item.expires) };
}

/** The person's authorisations in force today. */
export function inForceToday(list: readonly QualAuthorisationRecord[], today: string) {
  return list.filter((a) => inForce(a, today));
}

/**
 * A member's primary maintenance licence: the valid one expiring last (a licence without expiry last of all),
 * else the latest issued.
 */
export function primaryLicence(list: readonly QualLicenceRecord[], today: string): QualLicenceRecord | null {
  const mine = list.filter((l) => l.kind === 'maintenance');
  const valid = mine.filter((l) => expiryState(l.expires, today) !== 'expired');
  const end = (l: QualLicenceRecord) => day(l.expires) ?? '9999-12-31';
  if (valid.length > 0) return valid.reduce((a, b) => (end(b) > end(a) ? b : a));
  if (mine.length === 0) return null;
  return mine.reduce((a, b) => ((day(b.issued) ?? '') > (day(a.issued) ?? '') ? b : a));
}
