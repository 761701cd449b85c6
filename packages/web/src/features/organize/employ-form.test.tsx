import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index';
import { employBody, employFormFields } from './employ-form';

// The employee form's parts (EmployPage): which fields an invitation and an edit show, and the body sent.

const t = i18n.getFixedT('zh-CN');
const add = { state: 'add' } as const;
const edit = { state: 'edit', record: {} } as Parameters<typeof employBody>[1];

const names = (isAdmin: boolean, editing: Parameters<typeof employBody>[1]) =>
  employFormFields(t, { departments: [], roles: [{ id: 1, name: 'Mechanic' }], isAdmin })(editing).map((f) => f.name);

describe('employFormFields', () => {
  it('invites without the administrator flag or the licence', () => {
    expect(names(true, add)).toEqual(['phone', 'realName', 'department', 'roleIds']);
  });

  it('edits the licence; the administrator flag only for an administrator', () => {
    expect(names(false, edit)).toEqual([
      'phone',
      'realName',
      'department',
      'roleIds',
      'licenceNo',
      'licenceType',
      'licenceExpire',
    ]);
    expect(names(true, edit)).toContain('isAdmin');
  });
});

describe('employBody', () => {
  it('sends the phone with an invitation only, and roles always as a list', () => {
    expect(employBody({ phone: '13800000000', realName: 'Li' }, add)).toEqual({
      phone: '13800000000',
      realName: 'Li',
      roleIds: [],
    });
    expect(employBody({ phone: '13800000000', realName: 'Li', roleIds: [2] }, edit)).toEqual({
      realName: 'Li',
      roleIds: [2],
    });
  });

  it('trims the licence type, empty to null', () => {
    expect(employBody({ licenceType: '  EASA B1 ' }, edit).licenceType).toBe('EASA B1');
    expect(employBody({ licenceType: '   ' }, edit).licenceType).toBeNull();
  });
});
