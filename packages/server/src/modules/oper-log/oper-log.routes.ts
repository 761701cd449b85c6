import { QueryPayload } from '@hangar/domain/query';
import { parseJson } from '../../platform/db/json';
import { action, defineModule } from '../../platform/http/module';
import type { FileEntry } from '../user/user.mapper';
import { queryOperLogs } from './oper-log.repo';

// The operation log of the current company (spec platform §3 "OperLog"), newest first by default.

export default defineModule('OperLog', {
  Query: action({
    body: QueryPayload,
    access: { view: 'organize-log' },
    summary: 'Operation log of the current company (filters targetType, targetID, ...; default id descending)',
    sample: (ids) => ({ body: { filters: [{ name: 'targetID', compare: 'eq', value: ids.department }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryOperLogs(db, scope, body);
      return {
        items: page.items.map((r) => ({
          id: r.id,
          targetType: r.target_type,
          targetID: r.target_id,
          userID: r.user_id,
          job: r.job,
          operContent: r.oper_content,
          operTime: r.oper_time,
          avatar: parseJson<FileEntry[]>(r.avatar, []),
          userName: r.user_name,
        })),
        totalItems: page.totalItems,
      };
    },
  }),
});
