import { EmployAddInput, EmployUpdateInput, IdInput } from '@hangar/domain/contracts/platform';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { addEmploy, answerEmploy, changeEmploy, listEmployees, listInvitations, removeEmploy } from './employ.service';

export default defineModule('Employ', {
  QueryEmployee: action({
    body: QueryPayload,
    // Reference data (employee pickers on many screens), so any member may read it.
    access: 'member',
    summary: 'Employees of the current company: membership id, user id (pid), names, department, roles',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.employ }] } }),
    run: ({ db, scope, body }) => listEmployees(db, scope, body),
  }),
  Add: action({
    body: EmployAddInput,
    access: { allow: ['organize-employ', 'Add'] },
    summary:
      'Invites a phone to the current company with department and roles; the person joins on accepting. ' +
      'The answer is the same whether or not the phone has an account.',
    // The fixture's `freePhone` is a registered user outside the company (a phone fits in a number).
    sample: (ids) => ({
      body: { phone: String(ids.freePhone ?? ''), department: ids.department, roleIds: [ids.role] },
    }),
    run: addEmploy,
  }),
  QueryInvitations: action({
    access: 'session',
    summary: 'The caller’s pending invitations: inviting company, who invited, when',
    run: ({ db, scope }) => listInvitations(db, scope),
  }),
  Accept: action({
    body: IdInput,
    access: 'session',
    summary: 'Accepts one of the caller’s invitations: the caller becomes a member (logged in that company)',
    sample: (ids) => ({ body: { id: ids.invitation } }),
    run: (ctx) => answerEmploy(ctx, true),
  }),
  Decline: action({
    body: IdInput,
    access: 'session',
    summary: 'Declines one of the caller’s invitations (logged in the inviting company)',
    sample: (ids) => ({ body: { id: ids.invitation } }),
    run: (ctx) => answerEmploy(ctx, false),
  }),
  Update: action({
    body: EmployUpdateInput,
    access: { allow: ['organize-employ', 'Edit'] },
    summary: 'Changes an employee’s department, roles, name in the company and administrator flag',
    sample: (ids) => ({ body: { id: ids.employ, department: ids.department, roleIds: [ids.role] } }),
    run: changeEmploy,
  }),
  Remove: action({
    body: IdInput,
    access: { allow: ['organize-employ', 'Delete'] },
    summary: 'Removes an employee from the current company and ends their sessions there, or withdraws an invitation',
    sample: (ids) => ({ body: { id: ids.employ } }),
    run: removeEmploy,
  }),
});
