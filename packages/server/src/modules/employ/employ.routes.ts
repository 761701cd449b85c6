import { Employ } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { addEmploy, answerEmploy, changeEmploy, listEmployees, listInvitations, removeEmploy } from './employ.service';

export default defineModule(Employ.api, {
  QueryEmployee: {
    // Reference data (employee pickers on many screens): the employee screen's holders read everything (phones,
    // licences); any other member only names, department and state, and their own membership whole (the
    // sign-off shows the signer's licence).
    access: {
      view: 'organize-employ',
      names: { fields: ['id', 'pid', 'name', 'realName', 'department', 'status'], self: 'pid' },
    },
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.employ }] } }),
    run: ({ db, scope, body }) => listEmployees(db, scope, body),
  },
  Add: {
    access: { allow: ['organize-employ', 'Add'] },
    // The fixture's `freePhone` is a registered user outside the company (a phone fits in a number).
    sample: (ids) => ({
      body: { phone: String(ids.freePhone ?? ''), department: ids.department, roleIds: [ids.role] },
    }),
    run: addEmploy,
  },
  QueryInvitations: {
    access: 'session',
    run: ({ db, scope }) => listInvitations(db, scope),
  },
  Accept: {
    access: 'session',
    sample: (ids) => ({ body: { id: ids.invitation } }),
    run: (ctx) => answerEmploy(ctx, true),
  },
  Decline: {
    access: 'session',
    sample: (ids) => ({ body: { id: ids.invitation } }),
    run: (ctx) => answerEmploy(ctx, false),
  },
  Update: {
    access: { allow: ['organize-employ', 'Edit'] },
    sample: (ids) => ({ body: { id: ids.employ, department: ids.department, roleIds: [ids.role] } }),
    run: changeEmploy,
  },
  Remove: {
    access: { allow: ['organize-employ', 'Delete'] },
    sample: (ids) => ({ body: { id: ids.employ } }),
    run: removeEmploy,
  },
});
