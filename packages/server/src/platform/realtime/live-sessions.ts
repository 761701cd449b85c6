import { EmployStatus } from '@hangar/domain/codes';
import type { Kysely } from 'kysely';
import { sessionEnded } from '../auth/sessions';
import type { Database } from '../db/schema';

// What an open socket's session has become since its handshake, for many sockets in one query. Unlike
// findSession (the handshake and every HTTP request), it never touches last_seen_at: an open tab must not
// keep a session alive past its idle timeout, so a socket's session ends when the user stops making requests.

export type LiveState =
  /** Usable: the session's current company (the socket follows a company switch). */
  | { state: 'member'; companyId: number }
  /** Revoked (sign-out, password change, lock), idle too long, past its lifetime, or gone. */
  | { state: 'ended' }
  /** Still signed in, but without an unlocked membership in its current company. */
  | { state: 'noCompany' };

const CHUNK = 500;

export async function liveSessions(
  db: Kysely<Database>,
  sessionIds: readonly number[],
  now = Date.now(),
): Promise<Map<number, LiveState>> {
  const states = new Map<number, LiveState>();
  const unique = [...new Set(sessionIds)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .selectFrom('session')
      // tenant: the session's own user's membership in the session's company (both columns joined).
      .leftJoin('employ', (join) =>
        join
          .onRef('employ.company_id', '=', 'session.company_id')
          .onRef('employ.user_id', '=', 'session.user_id')
          .on('employ.status', '=', EmployStatus.Active),
      )
      .select([
        'session.id',
        'session.company_id',
        'session.revoked',
        'session.expires_at',
        'session.last_seen_at',
        'employ.id as employ_id',
        'employ.locked',
      ])
      .where('session.id', 'in', unique.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) {
      if (sessionEnded(row, now)) states.set(row.id, { state: 'ended' });
      else if (row.company_id === null || row.employ_id === null || row.locked === 1)
        states.set(row.id, { state: 'noCompany' });
      else states.set(row.id, { state: 'member', companyId: row.company_id });
    }
  }
  for (const id of unique) if (!states.has(id)) states.set(id, { state: 'ended' });
  return states;
}
