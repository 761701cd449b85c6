import { WorkCard, WorkCardMat } from '@hangar/domain/contracts/workcards';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderWithProviders, testSession } from '../account/test-support';
import { stubMaterials } from '../materials/test-data';
import { cardRow } from './test-rows';
import { WorkCardDialog } from './WorkCardDialog';

// The work card form's steps editor (issue 33) in the card dialog: the stored steps load, a step is added with
// its RII flag, unit and limits, moved up and another removed by their named buttons, reversed limits are refused
// on the field, and the card's steps and estimated hours are sent in their new order.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const okButton = () => screen.getByText(/^确\s*定$/).closest('button') as HTMLElement;
const bodiesOf = (calls: Call[], path: string) => calls.filter((c) => c.url === path).map((c) => c.body);

describe('StepsEditor', { timeout: 60_000 }, () => {
  it('adds, reorders and removes steps by buttons and sends them with the estimated hours', async () => {
    const record = cardRow(1, '刹车检查', {
      steps: [
        { text: '拆下机轮', rii: 0, unit: null, min: null, max: null },
        { text: '检查刹车片', rii: 0, unit: null, min: null, max: null },
      ],
      estimatedHours: 2,
    });
    const calls = stubMaterials((call) => {
      if (call.url === WorkCardMat.api.Query.path) return { body: [] };
      if (call.url === WorkCard.api.UpdateWithItems.path) return { body: record };
      return undefined;
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <WorkCardDialog
          model={{ id: 5, name: 'Y-5B' }}
          category={1}
          record={record}
          onClose={() => {}}
          onSaved={onSaved}
        />
      </ConfigProvider>,
      testSession({ curCID: 10000 }),
    );
    expect(await screen.findByDisplayValue('拆下机轮')).toBeTruthy();
    expect((screen.getByLabelText('上移第 1 步') as HTMLButtonElement).disabled).toBe(true);

    await user().click(screen.getByText('添加步骤'));
    const text3 = await screen.findByLabelText('第 3 步 内容');
    await user().type(text3, '测量刹车片厚度');
    await user().type(screen.getByLabelText('第 3 步 单位'), 'mm');
    await user().type(screen.getByLabelText('第 3 步 下限'), '5');
    await user().type(screen.getByLabelText('第 3 步 上限'), '2');
    const rii = screen.getAllByRole('checkbox', { name: '必检项目 (RII)' });
    await user().click(rii[2]);
    await user().click(okButton());
    expect(await screen.findByText('下限不能大于上限')).toBeTruthy();
    expect(bodiesOf(calls, WorkCard.api.UpdateWithItems.path)).toHaveLength(0);
    const max = screen.getByLabelText('第 3 步 上限');
    await user().clear(max);
    await user().type(max, '12');

    // The new step moves above the second, then the first is removed: the keyboard reaches each named button.
    const up = screen.getByLabelText('上移第 3 步');
    up.focus();
    await user().keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('第 2 步 内容')).toHaveProperty('value', '测量刹车片厚度'));
    await user().click(screen.getByLabelText('删除第 1 步'));
    await waitFor(() => expect(screen.queryByDisplayValue('拆下机轮')).toBeNull());
    const hours = screen.getByLabelText('预计工时');
    await user().clear(hours);
    await user().type(hours, '3.5');

    await user().click(okButton());
    await waitFor(() => expect(bodiesOf(calls, WorkCard.api.UpdateWithItems.path)).toHaveLength(1));
    const body = bodiesOf(calls, WorkCard.api.UpdateWithItems.path)[0] as Record<string, unknown>;
    expect(body.steps).toEqual([
      { text: '测量刹车片厚度', rii: 1, unit: 'mm', min: 5, max: 12 },
      { text: '检查刹车片', rii: 0, unit: null, min: null, max: null },
    ]);
    expect(body.estimatedHours).toBe(3.5);
    expect(WorkCard.api.UpdateWithItems.input.safeParse(body).success).toBe(true);
  });
});
