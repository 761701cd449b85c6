import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { rule } from '../../platform/http/errors';
import { findMember, ownRealName } from './employ.repo';

/**
 * The caller's own licence, on file and not expired on `today` (`YYYY-MM-DD`): what a certifying act needs (the
 * sign-off of a record, the deferral of a fault), with the signer's name: the company's name for the member, else
 * their own real name, else their user name (the records' signer names, maintain-task's userNames, read the same).
 * 601 `sign.noLicence` / `sign.licenceExpired` otherwise.
 */
export async function validLicence(
  db: Kysely<Database>,
  scope: AccessScope,
  today: string,
): Promise<{ licenceNo: string; licenceType: string | null; name: string }> {
  const signer = await findMember(db, scope, scope.userId);
  if (!signer?.licence_no) throw rule('sign.noLicence');
  const expires = signer.licence_expire ? signer.licence_expire.slice(0, 10) : null;
  if (expires !== null && expires < today) throw rule('sign.licenceExpired', { date: expires });
  const name = signer.real_name || (await ownRealName(db, scope.userId)) || signer.name || String(scope.userId);
  return { licenceNo: signer.licence_no, licenceType: signer.licence_type, name };
}
