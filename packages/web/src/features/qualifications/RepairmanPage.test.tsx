import { QualAuthorisation, Qualification, QualLicence } from '@hangar/domain/contracts/qualifications';
import type { EndpointInput } from '@hangar/domain/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, itemOf, ok, user } from '../../components/dialog-test-kit';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import RepairmanPage from './RepairmanPage';
import { authorisationRow, licenceRow, matrix, models, person, personRow } from './test-rows';

// The maintenance staff screen (issue 34) against faked HTTP answers typed by the contract: the people with their
// worst expiry as a tag that names it, found by name and "expiring only"; a person's drawer with licences,
// authorisations (models, kinds), training and recency per model; the authorisation dialog checks what the server
// checks (required fields, at least one model and one kind) and shows the server's refusal on its field; a licence
// whose expiry is before its issue is refused before sending; the licence-only banner while no authorisation is on
// file.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const people = [
  personRow(11, { expiry: 'due30', nextExpiry: '2026-12-18', nextWhat: 'medical' }),
  personRow(12, { name: '李强', department: '质量部', expiry: 'expired', authorisations: 0 }),
];

function routes(extra: (call: Call) => Answer | undefined = () => undefined, enforced = true) {
  return (call: Call): Answer | undefined =>
    extra(call) ??
    (call.url === '/api/Qualification/People'
      ? list(people)
      : call.url === '/api/Qualification/Matrix'
        ? answer(Qualification.api.Matrix, { ...matrix, enforced })
        : call.url === '/api/Qualification/Person'
          ? answer(Qualification.api.Person, person(11))
          : call.url === '/api/PlaneModel/Query'
            ? list(models)
            : undefined);
}

function renderPage(route: (call: Call) => Answer | undefined) {
  const calls = stubStore(route);
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RepairmanPage />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

/** The open dialog of that title. */
const dialog = (title: string) =>
  waitFor(() => {
    const modal = [...document.querySelectorAll('.ant-modal')].find(
      (m) => m.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!modal) throw new Error(`no dialog ${title}`);
    return modal as HTMLElement;
  });

async function openPerson() {
  await user().click(await screen.findByRole('button', { name: '查看 王芳 的资质' }));
  return screen.findByTestId('qual-person');
}

describe('RepairmanPage', { timeout: 60_000 }, () => {
  it('lists the people with their expiry state named, and filters by name and expiring only', async () => {
    const calls = renderPage(routes());
    const table = await screen.findByTestId('qual-people-repairman');
    expect(await within(table).findByText('李强')).toBeTruthy();
    expect(within(table).getByText('30 天内到期')).toBeTruthy();
    expect(within(table).getByText('已过期').getAttribute('data-status')).toBe('overdue');
    expect(within(table).getByText('2026-12-18 体检')).toBeTruthy();
    expect(callsTo(calls, 'Qualification/People')[0].body).toEqual({ role: 'repairman', page: 1, pageSize: 20 });

    const search = screen.getByRole('searchbox', { name: '按姓名查找' });
    await user().type(search, '王{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, 'Qualification/People').at(-1)?.body).toEqual({
        role: 'repairman',
        name: '王',
        page: 1,
        pageSize: 20,
      }),
    );
    await user().click(screen.getByRole('checkbox', { name: '只看到期或将到期' }));
    await waitFor(() =>
      expect(callsTo(calls, 'Qualification/People').at(-1)?.body).toMatchObject({ name: '王', expiringOnly: true }),
    );
    // Authorisations are on file: no licence-only banner.
    await waitFor(() => expect(callsTo(calls, 'Qualification/Matrix')).toHaveLength(1));
    expect(screen.queryByTestId('qual-licence-only')).toBeNull();
  });

  it('says sign-offs are checked against licences only while no authorisation is on file', async () => {
    renderPage(routes(undefined, false));
    expect(await screen.findByText(/在授予授权之前，签署只核对执照/)).toBeTruthy();
  });

  it('shows a person’s licences, authorisations, training and recency per model', async () => {
    const calls = renderPage(routes());
    const drawer = await openPerson();
    expect(await within(drawer).findByText('L-1')).toBeTruthy();
    expect(within(drawer).getByText('AV')).toBeTruthy();
    expect(callsTo(calls, 'Qualification/Person')[0].body).toEqual({ user: 11 });

    await user().click(within(drawer).getByRole('tab', { name: '授权' }));
    const auths = await within(drawer).findByTestId('qual-authorisations');
    expect(await within(auths).findByText('A-2')).toBeTruthy();
    expect(await within(auths).findByText('DA40 NG')).toBeTruthy();
    expect(within(auths).getByText('质量经理')).toBeTruthy();

    await user().click(within(drawer).getByRole('tab', { name: '培训' }));
    expect(await within(drawer).findByText('DA40 NG 机型培训')).toBeTruthy();

    await user().click(within(drawer).getByRole('tab', { name: '近期经历' }));
    const recency = await within(drawer).findByTestId('qual-recency');
    expect(within(recency).getByText('8 / 24 个月')).toBeTruthy();
    expect(within(recency).getByText('满足')).toBeTruthy();
    expect(within(recency).getByText('不足（需 6 个月）').getAttribute('data-status')).toBe('overdue');
  });

  it('grants an authorisation: required fields first, then the body, then the server’s refusal on its field', async () => {
    const calls = renderPage(
      routes((call) =>
        call.url === '/api/QualAuthorisation/Add'
          ? {
              status: 601,
              code: 'RULE',
              msg: '与该人员的授权 A-2 范围重叠（机型 DA40 NG、类别 维修、2025-01-01 起）',
              extra: {
                errors: [
                  { field: 'models', message: '与该人员的授权 A-2 范围重叠（机型 DA40 NG、类别 维修、2025-01-01 起）' },
                ],
              },
            }
          : undefined,
      ),
    );
    const drawer = await openPerson();
    await user().click(within(drawer).getByRole('tab', { name: '授权' }));
    await user().click(await within(drawer).findByRole('button', { name: '新增授权' }));
    await dialog('新增授权');
    ok();
    for (const text of ['授权编号不能为空', '请至少选择一个机型', '请至少选择一种工作类别', '请填写授权人'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(callsTo(calls, 'QualAuthorisation/Add')).toHaveLength(0);

    fireEvent.change(field('authNo'), { target: { value: 'QA-015' } });
    fireEvent.mouseDown(field('models'));
    const option = (await screen.findAllByTitle('DA40 NG')).find((el) => el.closest('.ant-select-item-option'));
    if (!option) throw new Error('no DA40 NG option');
    fireEvent.click(option);
    for (const kind of ['maintenance', 'rii'])
      fireEvent.click(document.querySelector(`input[type=checkbox][value="${kind}"]`) as HTMLInputElement);
    fireEvent.change(field('grantedBy'), { target: { value: '张经理' } });
    ok();
    await waitFor(() => expect(callsTo(calls, 'QualAuthorisation/Add')).toHaveLength(1));
    expect(callsTo(calls, 'QualAuthorisation/Add')[0].body).toEqual({
      user: 11,
      authNo: 'QA-015',
      models: [1],
      categories: [],
      kinds: ['maintenance', 'rii'],
      validFrom: dayjs().format('YYYY-MM-DD 00:00:00'),
      validTo: null,
      grantedBy: '张经理',
      medicalRequired: 0,
      remarks: null,
      files: [],
    } satisfies EndpointInput<typeof QualAuthorisation.api.Add>);
    expect(await within(itemOf('models')).findByText(/与该人员的授权 A-2 范围重叠/)).toBeTruthy();
    expect(await dialog('新增授权')).toBeTruthy();
  });

  it('refuses a licence whose expiry is before its issue before sending, then sends the change', async () => {
    const route = routes((call) => {
      if (call.url === '/api/Qualification/Person')
        return answer(
          Qualification.api.Person,
          person(11, { licenceRows: [licenceRow(1, { expires: '2019-01-31 00:00:00' })] }),
        );
      if (call.url === '/api/QualLicence/Update') return answer(QualLicence.api.Update, licenceRow(1));
      return undefined;
    });
    const calls = renderPage(route);
    const drawer = await openPerson();
    await user().click(await within(drawer).findByRole('button', { name: '编辑 L-1' }));
    await dialog('编辑执照');
    ok();
    expect(await within(itemOf('expires')).findByText('有效期不能早于颁发日期 2020-03-01')).toBeTruthy();
    expect(callsTo(calls, 'QualLicence/Update')).toHaveLength(0);
    // Clearing the expiry: a licence that does not expire.
    fireEvent.mouseDown(field('expires'));
    const clear = itemOf('expires').querySelector('.ant-picker-clear');
    if (!clear) throw new Error('no clear button');
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    ok();
    await waitFor(() => expect(callsTo(calls, 'QualLicence/Update')).toHaveLength(1));
    expect(callsTo(calls, 'QualLicence/Update')[0].body).toMatchObject({
      id: 1,
      kind: 'maintenance',
      licenceNo: 'L-1',
      categories: ['ME', 'AV'],
      issued: '2020-03-01 00:00:00',
      expires: null,
    });
  });

  it('deletes an authorisation after the confirmation', async () => {
    const calls = renderPage(
      routes((call) =>
        call.url === '/api/QualAuthorisation/Delete' ? answer(QualAuthorisation.api.Delete, { id: 2 }) : undefined,
      ),
    );
    const drawer = await openPerson();
    await user().click(within(drawer).getByRole('tab', { name: '授权' }));
    await user().click(await within(drawer).findByRole('button', { name: '删除 A-2' }));
    await user().click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'QualAuthorisation/Delete')).toHaveLength(1));
    expect(callsTo(calls, 'QualAuthorisation/Delete')[0].body).toEqual({ id: 2 });
    expect(authorisationRow(2).authNo).toBe('A-2');
  });
});
