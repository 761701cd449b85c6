import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// Reading the operation log (rows are written only by platform/audit, in the transaction of the change they
// describe; there is no update or delete). Scoped to the caller's current company.

export const operLogFields: FieldMap = {
  id: { column: 'oper_log.id', type: 'number' },
  targetType: { column: 'oper_log.target_type', type: 'number' },
  targetID: { column: 'oper_log.target_id', type: 'number' },
  userID: { column: 'oper_log.user_id', type: 'number' },
  job: { column: 'oper_log.job', type: 'text' },
  operContent: { column: 'oper_log.oper_content', type: 'text', sort: false },
  operTime: { column: 'oper_log.oper_time', type: 'date' },
};

export function queryOperLogs(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
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
      tenant: sql`oper_log.company_id = ${companyId}`,
      defaultSort: { field: 'id', order: 'desc' },
      idColumn: 'oper_log.id',
    },
    payload,
  );
}
