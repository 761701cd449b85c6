import { QualMedical } from '@hangar/domain/contracts/qualifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, itemOf, ok, user } from '../../components/dialog-test-kit';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import HealthPage from './HealthPage';
import { medicalRow, personRow } from './test-rows';

// The medicals screen (issue 34) against faked HTTP answers typed by the contract: every examination with its
// person, class (一般体检 for a staff examination), result, restrictions and last valid day as a state tag;
// filtered by state and class; a staff examination needs its stated last day before anything is sent; an edit
// sends the changed examination; the server's refusal lands on its field.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const rows = [
  medicalRow(1, { userName: '王芳', medicalClass: 0, validUntil: '2026-11-01 00:00:00', expiry: 'expired' }),
  medicalRow(2, {
    user: 21,
    userName: '赵飞',
    result: 'restricted',
    restrictions: '须戴眼镜',
    expiry: 'due30',
    validUntil: '2026-12-18 00:00:00',
  }),
];

function renderPage(extra: (call: Call) => Answer | undefined = () => undefined) {
  const calls = stubStore(
    (call) =>
      extra(call) ??
      (call.url === '/api/QualMedical/Query'
        ? list(rows)
        : call.url === '/api/Qualification/People'
          ? list([personRow(11), personRow(21, { name: '赵飞' })])
          : undefined),
  );
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <HealthPage />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

const choose = async (id: string, title: string) => {
  fireEvent.mouseDown(field(id));
  const option = (await screen.findAllByTitle(title)).find((el) => el.closest('.ant-select-item-option'));
  if (!option) throw new Error(`no option ${title}`);
  fireEvent.click(option);
};
const pickDay = async (id: string, value: string) => {
  fireEvent.mouseDown(field(id));
  fireEvent.change(field(id), { target: { value } });
  fireEvent.click((await screen.findAllByTitle(value))[0]);
};

describe('HealthPage', { timeout: 60_000 }, () => {
  it('lists every examination with its state named, and filters by state and class', async () => {
    const calls = renderPage();
    const page = await screen.findByTestId('qual-health');
    expect(await within(page).findByText('赵飞')).toBeTruthy();
    expect(within(page).getByText('一般体检')).toBeTruthy();
    expect(within(page).getByText('限制合格')).toBeTruthy();
    expect(within(page).getByText('须戴眼镜')).toBeTruthy();
    expect(within(page).getByText('已过期').getAttribute('data-status')).toBe('overdue');
    expect(within(page).getByText('30 天内到期')).toBeTruthy();
    expect(callsTo(calls, 'QualMedical/Query')[0].body).toEqual({ page: 1, pageSize: 20 });

    fireEvent.mouseDown(within(page).getByRole('combobox', { name: '到期状态' }));
    fireEvent.click(
      (await screen.findAllByTitle('30 天内到期')).find((el) => el.closest('.ant-select-item-option')) as HTMLElement,
    );
    await waitFor(() =>
      expect(callsTo(calls, 'QualMedical/Query').at(-1)?.body).toEqual({ state: 'due30', page: 1, pageSize: 20 }),
    );
    fireEvent.mouseDown(within(page).getByRole('combobox', { name: '体检级别' }));
    fireEvent.click(
      (await screen.findAllByTitle('一般体检')).find((el) => el.closest('.ant-select-item-option')) as HTMLElement,
    );
    await waitFor(() =>
      expect(callsTo(calls, 'QualMedical/Query').at(-1)?.body).toEqual({
        state: 'due30',
        medicalClass: 0,
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('adds a staff examination: the person is chosen and its last valid day is required', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/QualMedical/Add' ? answer(QualMedical.api.Add, medicalRow(9)) : undefined,
    );
    await user().click(await screen.findByRole('button', { name: '新增体检记录' }));
    await waitFor(() => field('examDate'));
    await choose('medicalClass', '一般体检');
    await pickDay('examDate', '2026-06-15');
    ok();
    expect(await screen.findByText('请选择人员')).toBeTruthy();
    expect(await within(itemOf('statedUntil')).findByText('一般体检须填写有效期至')).toBeTruthy();
    expect(callsTo(calls, 'QualMedical/Add')).toHaveLength(0);
    await choose('user', '赵飞');
    await pickDay('statedUntil', '2027-06-14');
    ok();
    await waitFor(() => expect(callsTo(calls, 'QualMedical/Add')).toHaveLength(1));
    expect(callsTo(calls, 'QualMedical/Add')[0].body).toEqual({
      user: 21,
      medicalClass: 0,
      examDate: '2026-06-15 00:00:00',
      result: 'fit',
      restrictions: null,
      statedUntil: '2027-06-14 00:00:00',
      remarks: null,
      files: [],
    });
  });

  it('edits an examination and shows the server’s refusal on its field', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/QualMedical/Update'
        ? {
            status: 601,
            code: 'RULE',
            msg: '限制合格须填写限制',
            extra: { errors: [{ field: 'restrictions', message: '限制合格须填写限制' }] },
          }
        : undefined,
    );
    await user().click(await screen.findByRole('button', { name: '编辑 赵飞 2026-06-15' }));
    await waitFor(() => field('restrictions'));
    fireEvent.change(field('restrictions'), { target: { value: '夜间不得飞行' } });
    ok();
    await waitFor(() => expect(callsTo(calls, 'QualMedical/Update')).toHaveLength(1));
    expect(callsTo(calls, 'QualMedical/Update')[0].body).toMatchObject({
      id: 2,
      result: 'restricted',
      restrictions: '夜间不得飞行',
    });
    expect(await within(itemOf('restrictions')).findByText('限制合格须填写限制')).toBeTruthy();
  });
});
