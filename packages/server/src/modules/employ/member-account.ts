import { ObjType } from '@hangar/domain/codes';
import { User } from '@hangar/domain/contracts/account';
import type { Kysely } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, rule } from '../../platform/http/errors';
import { type Ctx, defineModule } from '../../platform/http/module';
import { announceEndedSessions } from '../../platform/realtime/publisher';
import { findUserById, membershipsOf, setPassHash } from '../user';
import { findMember, setLocked } from './employ.repo';
import { ownerOf } from './employ.service';

// A company's administrators on their members' accounts (User/Lock, User/Unlock, User/ResetPass): calls of the
// User API that act on a membership, so they live with the memberships (the user module never reaches them).

/** A member of the current company by user id; 404 for anyone else (another company's user included). */
async function memberOrNotFound(db: Kysely<Database>, scope: AccessScope, userId: number) {
  const member = await findMember(db, scope, userId);
  // Active members only: an invitation has no user to the company.
  if (!member || member.user_id === null || member.name === null) throw new AppError('NOT_FOUND', 'user.notFound');
  // Administrators' accounts are managed by administrators only.
  if (member.is_admin === 1 && !scope.isAdmin) throw new AppError('FORBIDDEN', 'employ.adminOnly');
  return { ...member, user_id: member.user_id, name: member.name };
}

const { Lock, Unlock, ResetPass } = User.api;

/** Locks or unlocks a user's membership in the current company (not the user's other companies). */
const lockAs = (locked: 0 | 1) =>
  async function setMemberLock(ctx: Ctx<{ id: number }>) {
    const { db, scope, body } = ctx;
    if (locked === 1 && body.id === scope.userId) throw rule('employ.cannotLockSelf');
    const member = await memberOrNotFound(db, scope, body.id);
    if (locked === 1 && member.user_id === (await ownerOf(db, scope))) throw rule('employ.cannotLockOwner');
    await setLocked(db, scope, member.id, locked);
    // A locked member is refused on the next request anyway; revoking ends the sessions for good.
    if (locked === 1) await revokeUserSessions(db, member.user_id, companyOf(scope));
    await ctx.audit({
      targetType: ObjType.User,
      targetId: member.user_id,
      name: member.real_name ?? member.name,
      changes: diff({ locked: member.locked }, { locked }),
    });
    ctx.changed('employ', [member.id]);
    return { id: member.user_id, locked };
  };

export default defineModule(
  { Lock, Unlock, ResetPass },
  {
    Lock: {
      sample: (ids) => ({ body: { id: ids.user } }),
      run: lockAs(1),
    },
    Unlock: {
      sample: (ids) => ({ body: { id: ids.user } }),
      run: lockAs(0),
    },
    ResetPass: {
      kind: 'auth', // hashes outside any transaction, then one transaction with its log row
      sample: (ids) => ({ body: { id: ids.user, pass: 'a'.repeat(64) } }),
      /**
       * A company administrator sets a member's password. Only for accounts that belong to this company alone
       * (user.service administersAccount says why): otherwise this would take over another company's account.
       */
      run: async (ctx) => {
        const { db, scope, body } = ctx;
        // Hashed first, outside any transaction; the checks run in the transaction that writes.
        const passHash = await hashPassword(body.pass);
        const { id, revoked } = await inTransaction(db, async (trx) => {
          const member = await memberOrNotFound(trx, scope, body.id);
          const user = await findUserById(trx, member.user_id);
          if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
          const companies = await membershipsOf(trx, user.id);
          const elsewhere = companies.some((c) => c.id !== scope.companyId);
          if (user.id !== scope.userId && (elsewhere || user.is_platform_admin === 1)) {
            throw rule('user.resetOutsider');
          }
          await setPassHash(trx, user.id, passHash);
          const ended = await revokeUserSessions(trx, user.id);
          await ctx.audit(
            {
              targetType: ObjType.User,
              targetId: user.id,
              name: member.real_name ?? user.name,
              changes: { password: ['***', '***'] },
            },
            trx,
          );
          return { id: user.id, revoked: ended };
        });
        // After the commit: the member's sockets close now, in every process.
        announceEndedSessions(ctx.deps.publisher, revoked);
        return { id };
      },
    },
  },
);
