import { OperLog } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { queryOperLogs } from './oper-log.repo';

// The operation log of the current company (spec platform §3 "OperLog"), newest first by default.

export default defineModule(OperLog.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'targetID', compare: 'eq', value: ids.department }] } }),
    run: ({ db, scope, body }) => queryOperLogs(db, scope, body),
  },
});
