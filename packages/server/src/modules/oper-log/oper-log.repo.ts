import { OperLog, type OperLogRow } from '@hangar/domain/contracts/organize';
import type { FileEntry } from '@hangar/domain/contracts/platform';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { owns } from '../../platform/db/tenant';
import { fieldMapOf } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// Reading the operation log (rows are written only by platform/audit, in the transaction of the change they
// describe; there is no update or delete). Scoped to the caller's current company.

const operLogFields = fieldMapOf(OperLog);

export async function queryOperLogs(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await runQuery(
    db.selectFrom('oper_log'),
    // The user join only adds display columns, so it belongs to the page and not to the count.
    (q) =>
      q
        .leftJoin('app_user', 'app_user.id', 'oper_log.user_id')
        .select([
          'oper_log.id',
          'oper_log.target_type',
          'oper_log.target_id',
          'oper_log.user_id',
          'oper_log.job',
          'oper_log.oper_content',
          'oper_log.oper_time',
          'app_user.avatar',
          'app_user.name as user_name',
        ]),
    {
      fields: operLogFields,
      // A log row may belong to no company (platform events), so the table is not tenant()'s: scoped here.
      tenant: owns('oper_log', scope),
      defaultSort: { field: 'id', order: 'desc' },
      idColumn: 'oper_log.id',
    },
    payload,
  );
  return {
    items: page.items.map(
      (r): OperLogRow => ({
        id: r.id,
        targetType: r.target_type,
        targetID: r.target_id,
        userID: r.user_id,
        job: r.job,
        operContent: r.oper_content,
        operTime: r.oper_time,
        avatar: parseJson<FileEntry[]>(r.avatar, []),
        userName: r.user_name,
      }),
    ),
    totalItems: page.totalItems,
  };
}
