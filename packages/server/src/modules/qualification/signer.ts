import {
  covers,
  kindLabelKey,
  medicalValidUntil,
  recencyOf,
  type WorkKind,
} from '@hangar/domain/contracts/qualifications';
import { type Lang, translate } from '@hangar/domain/messages';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { rule } from '../../platform/http/errors';
import { findMember, ownRealName } from '../employ';
import { findPlaneModel } from '../plane-model';
import { recencySince, workDays } from './recency';
import { authorisationsOf, enforcedIn, latestMedicalOf } from './signer.repo';

// Who may sign (issue 34; docs/domain.md "Who may sign"): every certifying act — a record's sign-off, a task-card
// step performed or its RII inspected, an order's inspection and its certificate of release, a fault's deferral —
// asks qualifiedSigner for the caller, the aircraft's model and the kind of work. The checks, in order, each a
// 601 naming what is missing: a maintenance licence on file and not expired; then, in a company that holds any
// authorisation (the enforcement switch: docs/decisions.md), an authorisation covering the model and the kind in
// force today, recency on the model, and a valid medical when that authorisation requires one.

export interface QualifiedSigner {
  licenceNo: string;
  licenceType: string | null;
  /** The company's name for the member, else their own real name, else their user name. */
  name: string;
  /** The authorisation signed under; null in a company that signs on licences alone. */
  authNo: string | null;
}

export interface SignWork {
  /** The aircraft's model (plane_model id). */
  model: number;
  kind: WorkKind;
  /** The language the refusal names the model's kind of work in. */
  lang: Lang;
}

/** The caller as a qualified signer of `work` on `today` (`YYYY-MM-DD`), or a 601 naming what is missing. */
export async function qualifiedSigner(
  db: Kysely<Database>,
  scope: AccessScope,
  today: string,
  work: SignWork,
): Promise<QualifiedSigner> {
  const userId = scope.userId;
  // 1. A maintenance licence on file (the member's primary one: Employ answers it), not expired.
  const member = await findMember(db, scope, userId);
  if (!member?.licence_no) throw rule('sign.noLicence');
  const expires = member.licence_expire ? member.licence_expire.slice(0, 10) : null;
  if (expires !== null && expires < today) throw rule('sign.licenceExpired', { date: expires });
  const name = member.real_name || (await ownRealName(db, userId)) || member.name || String(userId);
  const signer = { licenceNo: member.licence_no, licenceType: member.licence_type, name };
  if (!(await enforcedIn(db, scope))) return { ...signer, authNo: null };

  const names = async () => ({
    model: (await findPlaneModel(db, work.model))?.name ?? String(work.model),
    kind: translate(work.lang, kindLabelKey(work.kind)),
  });
  // 2. An authorisation covering the model and the kind, in force today.
  const scoped = (await authorisationsOf(db, scope, userId)).filter(
    (a) => a.models.includes(work.model) && a.kinds.includes(work.kind),
  );
  const covering = scoped.filter((a) => covers(a, work.model, work.kind, today));
  if (covering.length === 0) {
    const next = scoped.filter((a) => a.validFrom > today).map((a) => a.validFrom);
    if (next.length > 0) throw rule('qual.authorisationNotYet', { ...(await names()), date: next.sort()[0] });
    const ended = scoped.map((a) => a.validTo).filter((d): d is string => d !== null && d < today);
    const last = ended.sort().at(-1);
    if (last !== undefined) throw rule('qual.authorisationExpired', { ...(await names()), date: last });
    throw rule('qual.noAuthorisation', await names());
  }
  // Authorisations of one person never overlap for a model and kind: one covers.
  const authorisation = covering[0];

  // 3. Recency on the model: months of own signed work in the last 24 (months before the grant count as assessed).
  const days = (await workDays(db, scope, [userId], recencySince(today))).get(userId)?.get(work.model) ?? [];
  const recency = recencyOf(days, today, authorisation.validFrom);
  if (!recency.ok) {
    throw rule('qual.recencyShort', {
      model: (await names()).model,
      months: recency.months,
      required: recency.required,
    });
  }

  // 4. A valid medical when the authorisation requires one: the latest examination, fit, valid today.
  if (authorisation.medicalRequired === 1) {
    const medical = await latestMedicalOf(db, scope, userId);
    if (!medical) throw rule('qual.medicalRequired', { no: authorisation.authNo });
    const exam = String(medical.exam_date).slice(0, 10);
    if (medical.result === 'unfit') throw rule('qual.medicalUnfit', { date: exam });
    const until =
      medical.valid_until !== null
        ? String(medical.valid_until).slice(0, 10)
        : medicalValidUntil({
            medicalClass: medical.medical_class,
            examDate: exam,
            birthDate: null,
            statedUntil: medical.stated_until,
          });
    if (until === null) throw rule('qual.medicalRequired', { no: authorisation.authNo });
    if (until < today) throw rule('qual.medicalExpired', { no: authorisation.authNo, date: until });
  }
  return { ...signer, authNo: authorisation.authNo };
}
