import { PlaneEntity } from '@hangar/domain/contracts/registers';
import type { Fn } from '@hangar/domain/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { certRow } from '../certificates/test-rows';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import { PlaneDrawer } from './PlaneDrawer';
import { planeRow } from './test-rows';

// The aircraft drawer's archive tab (materials spec §2.2): sub-tab 证件 (the default, loaded when the tab is
// first shown) with the aircraft's certificates, beside the sub-tabs of a later release.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const plane = planeRow({
  allFlyHours: 321,
  allLandings: 0,
  engineHours: null,
  dailyHours: null,
  dailyLandings: null,
  forecastSource: null,
  countersDate: null,
});

const member = (views: string[], functions: Fn[] = []) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions })) });

describe('PlaneDrawer archive', { timeout: 60_000 }, () => {
  it('shows the aircraft’s certificates in the archive tab, first of its sub-tabs', async () => {
    const user = userEvent.setup();
    const calls = stubStore((call) => {
      if (call.url === '/api/PlaneEntity/Query')
        return answer(PlaneEntity.api.Query, { items: [plane], totalItems: 1 });
      if (call.url === '/api/PlaneCert/Query') return list([certRow(1, { plane: 5, name: '适航证' })]);
      return undefined;
    });
    renderWithProviders(<PlaneDrawer planeId={5} onClose={() => {}} />, member(['plane-entity']));
    const drawer = await screen.findByRole('dialog');
    expect(callsTo(calls, 'PlaneCert/Query')).toHaveLength(0);
    await user.click(await within(drawer).findByRole('tab', { name: '飞机档案' }));
    expect(await within(drawer).findByText('适航证', {}, { timeout: 10_000 })).toBeTruthy();
    const subTabs = within(drawer)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(subTabs).toEqual(expect.arrayContaining(['证件', '装机清单', '飞行时间', '维修记录']));
    expect(within(drawer).getByRole('tab', { name: '证件', selected: true })).toBeTruthy();
    expect(callsTo(calls, 'PlaneCert/Query')[0].body).toMatchObject({
      filters: [{ name: 'plane', compare: 'eq', value: 5, relate: 'and' }],
    });
  });
});
