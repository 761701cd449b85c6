import { Employ } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { addEmploy, answerEmploy, changeEmploy, listEmployees, listInvitations, removeEmploy } from './employ.service';

export default defineModule(Employ.api, {
  QueryEmployee: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.employ }] } }),
    run: ({ db, scope, body }) => listEmployees(db, scope, body),
  },
  Add: {
    // The fixture's `freePhone` is a registered user outside the company (a phone fits in a number).
    sample: (ids) => ({
      body: { phone: String(ids.freePhone ?? ''), department: ids.department, roleIds: [ids.role] },
    }),
    run: addEmploy,
  },
  QueryInvitations: {
    run: ({ db, scope }) => listInvitations(db, scope),
  },
  Accept: {
    sample: (ids) => ({ body: { id: ids.invitation } }),
    run: (ctx) => answerEmploy(ctx, true),
  },
  Decline: {
    sample: (ids) => ({ body: { id: ids.invitation } }),
    run: (ctx) => answerEmploy(ctx, false),
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.employ, department: ids.department, roleIds: [ids.role] } }),
    run: changeEmploy,
  },
  Remove: {
    sample: (ids) => ({ body: { id: ids.employ } }),
    run: removeEmploy,
  },
});
