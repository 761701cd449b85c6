import { Qualification, QualLicence } from '@hangar/domain/contracts/qualifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, ok, user } from '../../components/dialog-test-kit';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import PilotPage from './PilotPage';
import { licenceRow, medicalRow, models, person, personRow } from './test-rows';

// The pilots' screen (issue 34) against faked HTTP answers typed by the contract: the pilots with their medical's
// last valid day and date of birth; a pilot's drawer with the pilot licence (ratings per model, privileges), the
// landings in 90 days, the medicals; the date of birth is set through its dialog; a medical is recorded with its
// class and examination date, and the server's refusal lands on its field.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const pilot = person(21, {
  name: '赵飞',
  isPilot: 1,
  isRepairman: 0,
  birthDate: '1980-04-02',
  licenceRows: [
    licenceRow(5, {
      user: 21,
      kind: 'pilot',
      licenceType: 'CPL',
      licenceNo: 'P-0005',
      categories: [],
      ratings: [1, 2],
      instrument: 1,
    }),
    licenceRow(6, { user: 21 }),
  ],
  medicalRows: [medicalRow(7, { user: 21, userName: '赵飞', expiry: 'due30', validUntil: '2026-12-18 00:00:00' })],
  pilotRecency: { landings: 2, required: 3, ok: false },
});

function renderPage(extra: (call: Call) => Answer | undefined = () => undefined) {
  const calls = stubStore(
    (call) =>
      extra(call) ??
      (call.url === '/api/Qualification/People'
        ? list([
            personRow(21, {
              name: '赵飞',
              isPilot: 1,
              birthDate: '1980-04-02',
              medicalUntil: '2026-12-18',
              expiry: 'due30',
            }),
          ])
        : call.url === '/api/Qualification/Person'
          ? answer(Qualification.api.Person, pilot)
          : call.url === '/api/PlaneModel/Query'
            ? list(models)
            : undefined),
  );
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PilotPage />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

const pickDay = async (id: string, value: string) => {
  fireEvent.mouseDown(field(id));
  fireEvent.change(field(id), { target: { value } });
  fireEvent.click((await screen.findAllByTitle(value))[0]);
};

async function openPilot() {
  await user().click(await screen.findByRole('button', { name: '查看 赵飞 的资质' }));
  return screen.findByTestId('qual-person');
}

describe('PilotPage', { timeout: 60_000 }, () => {
  it('lists the pilots; a pilot’s drawer shows the pilot licence, the landings in 90 days and the medicals', async () => {
    const calls = renderPage();
    const list = await screen.findByTestId('qual-people-pilot');
    expect(await within(list).findByText('2026-12-18')).toBeTruthy();
    expect(within(list).getByText('1980-04-02')).toBeTruthy();
    expect(callsTo(calls, 'Qualification/People')[0].body).toMatchObject({ role: 'pilot' });

    const drawer = await openPilot();
    const licences = await within(drawer).findByTestId('qual-licences');
    // Only the pilot licence: the maintenance licence belongs to the staff screen.
    expect(await within(licences).findByText('P-0005')).toBeTruthy();
    expect(within(licences).queryByText('L-6')).toBeNull();
    expect(await within(licences).findByText('Cessna 172R')).toBeTruthy();
    expect(within(licences).getByText('仪表权限')).toBeTruthy();
    expect(within(drawer).getByTestId('pilot-recency').textContent).toContain('近 90 天作为机长起落 2 次（需 3 次）');
    expect(within(drawer).getByText('不足').getAttribute('data-status')).toBe('overdue');

    await user().click(within(drawer).getByRole('tab', { name: '体检' }));
    const medicals = await within(drawer).findByTestId('qual-medicals');
    expect(within(medicals).getByText('I 级')).toBeTruthy();
    expect(within(medicals).getByText('30 天内到期')).toBeTruthy();
  });

  it('adds a pilot licence with its ratings and privileges', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/QualLicence/Add' ? answer(QualLicence.api.Add, licenceRow(8, { kind: 'pilot' })) : undefined,
    );
    const drawer = await openPilot();
    await user().click(await within(drawer).findByRole('button', { name: '新增执照' }));
    await waitFor(() => field('licenceNo'));
    fireEvent.change(field('licenceType'), { target: { value: 'PPL' } });
    fireEvent.change(field('licenceNo'), { target: { value: 'P-0100' } });
    fireEvent.mouseDown(field('ratings'));
    const option = (await screen.findAllByTitle('DA40 NG')).find((el) => el.closest('.ant-select-item-option'));
    if (!option) throw new Error('no DA40 NG option');
    fireEvent.click(option);
    fireEvent.click(field('instructor'));
    await pickDay('issued', '2024-03-01');
    ok();
    await waitFor(() => expect(callsTo(calls, 'QualLicence/Add')).toHaveLength(1));
    expect(callsTo(calls, 'QualLicence/Add')[0].body).toEqual({
      user: 21,
      kind: 'pilot',
      licenceType: 'PPL',
      licenceNo: 'P-0100',
      ratings: [1],
      instrument: 0,
      instructor: 1,
      authority: null,
      issued: '2024-03-01 00:00:00',
      expires: null,
      remarks: null,
      files: [],
    });
  });

  it('sets the date of birth', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/Qualification/SetBirthDate'
        ? answer(Qualification.api.SetBirthDate, personRow(21, { birthDate: '1981-05-06' }))
        : undefined,
    );
    const drawer = await openPilot();
    await user().click(await within(drawer).findByRole('button', { name: '设置出生日期' }));
    fireEvent.mouseDown(field('birthDate'));
    fireEvent.change(field('birthDate'), { target: { value: '1981-05-06' } });
    fireEvent.click((await screen.findAllByTitle('1981-05-06'))[0]);
    ok();
    await waitFor(() => expect(callsTo(calls, 'Qualification/SetBirthDate')).toHaveLength(1));
    expect(callsTo(calls, 'Qualification/SetBirthDate')[0].body).toEqual({ user: 21, birthDate: '1981-05-06' });
  });

  it('records a medical: the examination day is required; the server’s refusal lands on its field', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/QualMedical/Add'
        ? {
            status: 400,
            code: 'VALIDATION',
            msg: '体检日期不能晚于今天',
            extra: { errors: [{ field: 'examDate', message: '体检日期不能晚于今天' }] },
          }
        : undefined,
    );
    const drawer = await openPilot();
    await user().click(within(drawer).getByRole('tab', { name: '体检' }));
    await user().click(await within(drawer).findByRole('button', { name: '新增体检记录' }));
    await waitFor(() => field('examDate'));
    ok();
    expect(await screen.findByText('请选择体检日期')).toBeTruthy();
    expect(callsTo(calls, 'QualMedical/Add')).toHaveLength(0);
    await pickDay('examDate', '2026-06-15');
    ok();
    await waitFor(() => expect(callsTo(calls, 'QualMedical/Add')).toHaveLength(1));
    expect(callsTo(calls, 'QualMedical/Add')[0].body).toEqual({
      user: 21,
      medicalClass: 1,
      examDate: '2026-06-15 00:00:00',
      result: 'fit',
      restrictions: null,
      statedUntil: null,
      remarks: null,
      files: [],
    });
    const item = field('examDate').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('体检日期不能晚于今天')).toBeTruthy();
  });
});
