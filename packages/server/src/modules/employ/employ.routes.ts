import { EmployAddInput, EmployUpdateInput, IdInput } from '@hangar/domain/contracts/platform';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { addEmploy, changeEmploy, listEmployees, removeEmploy } from './employ.service';

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
    summary: 'Adds an existing user (by phone) to the current company with department and roles',
    // The fixture's `freePhone` is a registered user outside the company (a phone fits in a number).
    sample: (ids) => ({
      body: { phone: String(ids.freePhone ?? ''), department: ids.department, roleIds: [ids.role] },
    }),
    run: addEmploy,
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
    summary: 'Removes an employee from the current company and ends their sessions there',
    sample: (ids) => ({ body: { id: ids.employ } }),
    run: removeEmploy,
  }),
});
