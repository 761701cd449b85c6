import {
  Company,
  Department,
  Employ,
  type Employee,
  OperLog,
  Role,
  type RoleRow,
} from '@hangar/domain/contracts/organize';
import { EmployUpdateInput } from '@hangar/domain/contracts/platform';
import type { Endpoint } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowOfList } from '../../components/list-query';
import { listAnswer } from '../../components/test-utils';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import AuthPage from './AuthPage';
import CompanyPage from './CompanyPage';
import EmployPage from './EmployPage';
import LogPage from './LogPage';
import RolePage from './RolePage';

// Each organisation screen against stubbed answers: it loads what it should and shows it.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A list answer, typed by the endpoint's contract. */
const list = <E extends Endpoint>(endpoint: E, items: RowOfList<E>[]) => ({ body: listAnswer(endpoint, items) });
const roles: RoleRow[] = [{ id: 3, name: '工程师', remark: null, createdAt: '2025-01-01 00:00:00' }];
/** An accepted member (status 1) of department 1 with role 3. */
const member: Employee = {
  id: 11,
  pid: 21,
  phone: '13900000021',
  name: 'eng',
  realName: '张工',
  department: 1,
  roleIds: [3],
  isAdmin: 0,
  locked: 0,
  licenceNo: null,
  licenceType: null,
  licenceExpire: null,
  status: 1,
};

describe('organisation screens', () => {
  it('CompanyPage shows the current company', async () => {
    const calls = stubFetch(({ url }) =>
      url === '/api/Company/Query'
        ? list(Company.api.Query, [
            {
              id: 1,
              name: 'Test Air',
              systemName: 'Test MRO',
              shortName: 'TA',
              addr: 'Apron 1',
              logo: [],
              background: [],
              valid: 1,
              type: 0,
              admin: 7,
            },
          ])
        : undefined,
    );
    renderWithProviders(<CompanyPage />);
    expect(await screen.findByText('Test MRO')).toBeTruthy();
    expect(screen.getByText('Apron 1')).toBeTruthy();
    expect(calls[0].body).toMatchObject({ filters: [{ name: 'id', compare: 'eq', value: 1 }] });
  });

  it('EmployPage lists employees with department and role names', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/Employ/QueryEmployee') return list(Employ.api.QueryEmployee, [{ ...member, locked: 1 }]);
      if (url === '/api/Department/Query')
        return list(Department.api.Query, [{ id: 1, name: '机务部', parent: 0, sorter: 0 }]);
      if (url === '/api/Role/Query') return list(Role.api.Query, roles);
      return undefined;
    });
    renderWithProviders(<EmployPage />);
    expect(await screen.findByText('张工')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('机务部').length).toBeGreaterThan(0));
    expect(await screen.findByText('工程师')).toBeTruthy();
    expect(screen.getByText('已锁定')).toBeTruthy();
    expect(screen.getByRole('button', { name: /解\s*锁/ })).toBeTruthy();
  });

  it('EmployPage shows an invitation with the phone only, as 待接受, to withdraw', async () => {
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Employ/QueryEmployee')
        return list(Employ.api.QueryEmployee, [
          {
            id: 12,
            pid: null,
            phone: '13900000022',
            name: null,
            realName: null,
            department: null,
            roleIds: [],
            isAdmin: 0,
            locked: 0,
            licenceNo: null,
            licenceType: null,
            licenceExpire: null,
            status: 0,
          },
        ]);
      if (url === '/api/Department/Query') return list(Department.api.Query, []);
      if (url === '/api/Role/Query') return list(Role.api.Query, roles);
      if (url === '/api/Employ/Remove') return { body: { id: 12 } };
      return undefined;
    });
    renderWithProviders(<EmployPage />);
    const row = (await screen.findByText('13900000022')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待接受')).toBeTruthy();
    // Nothing to lock or reset: there is no account of the company's to act on yet.
    expect(within(row).queryByRole('button', { name: /锁\s*定/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /重置密码/ })).toBeNull();
    await userEvent.setup().click(within(row).getByRole('button', { name: /撤回邀请/ }));
    expect(await screen.findByText('确定撤回对 13900000022 的邀请吗?')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Employ/Remove')).toBe(true));
    expect(calls.find((c) => c.url === '/api/Employ/Remove')?.body).toEqual({ id: 12 });
  });

  it('EmployPage invites a phone, and edits a member with the administrator flag but not the phone', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Employ/QueryEmployee') return list(Employ.api.QueryEmployee, [member]);
      if (url === '/api/Department/Query')
        return list(Department.api.Query, [{ id: 1, name: '机务部', parent: 0, sorter: 0 }]);
      if (url === '/api/Role/Query') return list(Role.api.Query, roles);
      if (url === '/api/Employ/Add' || url === '/api/Employ/Update') return { body: { id: 11 } };
      return undefined;
    });
    renderWithProviders(<EmployPage />);
    await user.click(await screen.findByRole('button', { name: '邀请员工' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('邀请员工')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('手机号码'), '13900000099');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('邀请已发送，对方接受后加入本企业')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/Employ/Add')?.body).toEqual({
      phone: '13900000099',
      realName: null,
      department: null,
      roleIds: [],
    });

    const row = (await screen.findByText('张工')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(screen.queryByText('邀请员工', { selector: '.ant-modal-title *' })).toBeNull());
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑员工')).toBeTruthy();
    expect((within(dialog).getByLabelText('手机号码') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByLabelText('管理员'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Employ/Update')).toBe(true));
    expect(calls.find((c) => c.url === '/api/Employ/Update')?.body).toEqual({
      id: 11,
      realName: '张工',
      department: 1,
      roleIds: [3],
      isAdmin: 1,
      // The licence fields are always sent on edit: empty clears them.
      licenceNo: null,
      licenceType: null,
      licenceExpire: null,
    });
  });

  it('EmployPage shows the licences, warns of expired and expiring ones, and edits a licence', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Employ/QueryEmployee')
        return list(Employ.api.QueryEmployee, [
          { ...member, licenceNo: 'L-OLD', licenceType: 'FAA A&P', licenceExpire: `${day(-3)} 00:00:00` },
          {
            ...member,
            id: 12,
            pid: 22,
            realName: '李工',
            licenceNo: 'L-SOON',
            licenceType: 'EASA B1',
            licenceExpire: `${day(10)} 00:00:00`,
          },
          {
            ...member,
            id: 13,
            pid: 23,
            realName: '王工',
            licenceNo: 'L-FAR',
            licenceType: 'CCAR-66 AV',
            licenceExpire: `${day(200)} 00:00:00`,
          },
          { ...member, id: 14, pid: 24, realName: '赵工', licenceNo: 'L-LIFE', licenceType: null },
        ]);
      if (url === '/api/Department/Query') return list(Department.api.Query, []);
      if (url === '/api/Role/Query') return list(Role.api.Query, roles);
      if (url === '/api/Employ/Update') return { body: { id: 11 } };
      return undefined;
    });
    renderWithProviders(<EmployPage />);
    const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
    const expired = await rowOf('L-OLD');
    expect(within(expired).getByText(day(-3), { exact: false })).toBeTruthy();
    // The status tags (status-colours.tsx): overdue and due soon, named by their text.
    expect(within(expired).getByText('已过期').closest('[data-status="overdue"]')).toBeTruthy();
    const soon = await rowOf('L-SOON');
    expect(within(soon).getByText('10 天后到期').closest('[data-status="dueSoon"]')).toBeTruthy();
    const far = await rowOf('L-FAR');
    expect(within(far).getByText(day(200))).toBeTruthy();
    expect(far.querySelector('[data-status]')).toBeNull();
    const life = await rowOf('L-LIFE');
    expect(within(life).getByText('长期有效')).toBeTruthy();
    expect(life.querySelector('[data-status]')).toBeNull();

    // Edit: the licence of 张工 is renewed (new number, a suggested type, a later expiry).
    await user.click(within(expired).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const no = within(dialog).getByLabelText('执照号') as HTMLInputElement;
    expect(no.value).toBe('L-OLD');
    expect((within(dialog).getByLabelText('执照类型') as HTMLInputElement).value).toBe('FAA A&P');
    await user.clear(no);
    await user.type(no, ' L-NEW ');
    const type = within(dialog).getByLabelText('执照类型');
    await user.clear(type);
    await user.type(type, 'easa');
    // Typing narrows the suggestions.
    expect(screen.queryByText('FAA A&P', { selector: '.ant-select-item-option-content' })).toBeNull();
    await user.click(await screen.findByText('EASA B2', { selector: '.ant-select-item-option-content' }));
    const expire = within(dialog).getByLabelText('执照有效期');
    await user.clear(expire);
    await user.type(expire, '2031-05-01{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Employ/Update')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/Employ/Update')?.body;
    expect(sent).toEqual({
      id: 11,
      realName: '张工',
      department: 1,
      roleIds: [3],
      isAdmin: 0,
      licenceNo: 'L-NEW',
      licenceType: 'EASA B2',
      licenceExpire: '2031-05-01 00:00:00',
    });
    expect(EmployUpdateInput.safeParse(sent).success).toBe(true);
  }, 60_000);

  it('EmployPage clears a licence: empty fields are sent as null', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Employ/QueryEmployee')
        return list(Employ.api.QueryEmployee, [
          { ...member, licenceNo: 'L-1', licenceType: 'CCAR-66 ME', licenceExpire: '2030-01-01 00:00:00' },
        ]);
      if (url === '/api/Department/Query') return list(Department.api.Query, []);
      if (url === '/api/Role/Query') return list(Role.api.Query, roles);
      if (url === '/api/Employ/Update') return { body: { id: 11 } };
      return undefined;
    });
    renderWithProviders(
      <EmployPage />,
      testSession({ isAdmin: 0, views: [{ name: 'organize-employ', functions: ['Edit'] }] }),
    );
    const row = (await screen.findByText('L-1')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('执照号'));
    await user.clear(within(dialog).getByLabelText('执照类型'));
    // The date picker's clear button (shown on hover).
    await user.click(dialog.querySelector('.ant-picker-clear') as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Employ/Update')).toBe(true));
    expect(calls.find((c) => c.url === '/api/Employ/Update')?.body).toEqual({
      id: 11,
      realName: '张工',
      department: 1,
      roleIds: [3],
      licenceNo: null,
      licenceType: null,
      licenceExpire: null,
    });
  }, 60_000);

  it('RolePage lists roles', async () => {
    stubFetch(({ url }) => (url === '/api/Role/Query' ? list(Role.api.Query, roles) : undefined));
    renderWithProviders(<RolePage />);
    expect(await screen.findByText('工程师')).toBeTruthy();
  });

  it('AuthPage loads the grants of the first role into the tree', async () => {
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Role/Query') return list(Role.api.Query, roles);
      if (url === '/api/Role/QueryGrant') return { body: [{ view: 'organize-log', functions: [] }] };
      return undefined;
    });
    renderWithProviders(<AuthPage />, testSession());
    expect(await screen.findByText('操作日志')).toBeTruthy();
    // The tree shows the catalogue at once; the role's grants tick it once QueryGrant has answered.
    await waitFor(() => {
      const node = screen.getByText('操作日志').closest('.ant-tree-treenode');
      expect(node?.querySelector('.ant-tree-checkbox-checked')).toBeTruthy();
    });
    expect(calls.find((c) => c.url === '/api/Role/QueryGrant')?.body).toEqual({ roleId: 3, projectId: 1 });
    // Issue 29: screens are named as the menu names them (one name per screen), groups too.
    for (const name of ['航材管理', '生产工单', '飞行记录', 'ATA 章节'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    for (const name of ['航材资料', '生产指令', '飞机运行']) expect(screen.queryByText(name)).toBeNull();
  });

  it('LogPage lists the company log', async () => {
    stubFetch(({ url }) =>
      url === '/api/OperLog/Query'
        ? list(OperLog.api.Query, [
            {
              id: 1,
              targetType: 10102,
              targetID: 5,
              userID: 7,
              job: 'Delete',
              operContent: JSON.stringify({ name: '库房', before: { id: 5, name: '库房' } }),
              operTime: '2025-03-01 10:00:00',
              avatar: [],
              userName: 'Tester',
            },
          ])
        : undefined,
    );
    renderWithProviders(<LogPage />);
    expect(await screen.findByText('库房')).toBeTruthy();
    expect(screen.getByText('删除前的记录')).toBeTruthy();
    expect(screen.getAllByText('部门').length).toBeGreaterThan(0);
  });
});
