import { EmployStatus } from '@hangar/domain/codes';
import type { Kysely } from 'kysely';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { newToken, sha256Hex } from './tokens';

// Sessions live in the database (so app instances stay stateless): token stored hashed, idle timeout 12 h,
// absolute lifetime 30 days, revoked on sign-out and password change.

export const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;

/** Whether a session has ended: revoked, past its absolute lifetime, or idle too long. The one rule. */
export function sessionEnded(row: { revoked: number; expires_at: number; last_seen_at: number }, now: number): boolean {
  return row.revoked !== 0 || row.expires_at <= now || row.last_seen_at + SESSION_IDLE_MS <= now;
}
/** last_seen_at is written at most this often, so that reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export const TOKEN_COOKIE = 'hangar_token';
export const COMPANY_COOKIE = 'hangar_cid';

export interface SessionRow {
  id: number;
  userId: number;
  companyId: number | null;
  projectId: number | null;
  isPlatformAdmin: boolean;
  /** The user's membership in the session's company; null when there is none (any more). */
  employ: { id: number; isAdmin: boolean; locked: boolean } | null;
  /** A member's (not an administrator's) role grants in the session's project, read with the session. */
  grants: { view: string; functions: string }[];
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  companyId: number | null,
  projectId: number | null,
  now = Date.now(),
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const row = await db
    .insertInto('session')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      company_id: companyId,
      project_id: projectId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + SESSION_ABSOLUTE_MS,
      revoked: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

const liveSession = prepared((db, p: { tokenHash: string }) =>
  db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    // tenant: the session's own user's membership in the session's company (both columns joined).
    // Only an accepted membership counts: an invitation grants nothing until it is accepted.
    .leftJoin('employ', (join) =>
      join
        .onRef('employ.company_id', '=', 'session.company_id')
        .onRef('employ.user_id', '=', 'session.user_id')
        .on('employ.status', '=', EmployStatus.Active),
    )
    // tenant: that member's roles and their grants in the session's project, all in the session's company
    // (a row per grant; none for an administrator, who passes every check). Both joins are on unique indexes.
    .leftJoin('employ_role', (join) =>
      join
        .onRef('employ_role.employ_id', '=', 'employ.id')
        .onRef('employ_role.company_id', '=', 'session.company_id')
        .on('employ.is_admin', '=', 0),
    )
    // tenant: the grants of those roles in the session's project and company.
    .leftJoin('role_grant', (join) =>
      join
        .onRef('role_grant.role_id', '=', 'employ_role.role_id')
        .onRef('role_grant.project_id', '=', 'session.project_id')
        .onRef('role_grant.company_id', '=', 'session.company_id'),
    )
    .select([
      'session.id',
      'session.user_id',
      'session.company_id',
      'session.project_id',
      'session.last_seen_at',
      'session.expires_at',
      'session.revoked',
      'app_user.is_platform_admin',
      'employ.id as employ_id',
      'employ.is_admin',
      'employ.locked',
      'role_grant.view as grant_view',
      'role_grant.functions as grant_functions',
    ])
    .where('session.token_hash', '=', p.tokenHash),
);

/**
 * The live session of a token with its user, membership and (a member's) grants, in one query (every request
 * runs it), or undefined when unknown, revoked, idle too long or past its lifetime.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<SessionRow | undefined> {
  const rows = await liveSession.execute(db, { tokenHash: sha256Hex(token) });
  const row = rows[0];
  if (!row || sessionEnded(row, now)) return undefined;
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return {
    id: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    projectId: row.project_id,
    isPlatformAdmin: row.is_platform_admin === 1,
    employ:
      row.employ_id === null ? null : { id: row.employ_id, isAdmin: row.is_admin === 1, locked: row.locked === 1 },
    grants: rows.flatMap((r) =>
      r.grant_view === null || r.grant_functions === null ? [] : [{ view: r.grant_view, functions: r.grant_functions }],
    ),
  };
}

/** Makes `companyId` (with its project) the session's current company. */
export async function setSessionCompany(
  db: Kysely<Database>,
  sessionId: number,
  companyId: number,
  projectId: number | null,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ company_id: companyId, project_id: projectId })
    .where('id', '=', sessionId)
    .execute();
}

/** Makes `projectId` (a project of the session's company) the session's current project. */
export async function setSessionProject(db: Kysely<Database>, sessionId: number, projectId: number): Promise<void> {
  await db.updateTable('session').set({ project_id: projectId }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('session').set({ revoked: 1 }).where('id', '=', sessionId).execute();
}

/** Revokes the user's live sessions (in one company when given); answers their ids. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, companyId?: number): Promise<number[]> {
  let q = db.updateTable('session').set({ revoked: 1 }).where('user_id', '=', userId).where('revoked', '=', 0);
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}
