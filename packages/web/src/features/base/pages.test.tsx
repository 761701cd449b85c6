import { Brand, BrandInput, Site, SiteInput, Unit, UnitInput } from '@hangar/domain/contracts/registers';
import type { Endpoint } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowOfList } from '../../components/list-query';
import { listAnswer } from '../../components/test-utils';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import SitePage from '../plane/SitePage';
import BrandPage from './BrandPage';
import UnitPage from './UnitPage';

// The three small registers (brand, site, unit) on the shared ListPage, against stubbed answers.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A list answer of the contract's Query. */
const list = <E extends Endpoint>(endpoint: E, items: RowOfList<E>[]) => ({ body: listAnswer(endpoint, items) });
const okButton = () => screen.getByRole('button', { name: /确\s*定/ });
const dialog = () => screen.getByRole('dialog');

// Form tests type and click through antd dialogs: slow on a shared machine.
describe('register screens', { timeout: 60_000 }, () => {
  it('BrandPage lists brands, refuses an empty name with the localized message, then adds', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Brand/Query') return list(Brand.api.Query, [{ id: 4, name: 'Cessna', remarks: '美国' }]);
      if (url === '/api/Brand/Add') return { body: { id: 5 } };
      return undefined;
    });
    renderWithProviders(<BrandPage />);
    expect(await screen.findByText('Cessna')).toBeTruthy();
    expect(screen.getByText('美国')).toBeTruthy();
    expect(calls[0].body).toMatchObject({ page: 1, pageSize: 20, filters: [] });

    await user.click(screen.getByRole('button', { name: '新增品牌' }));
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入品牌名称')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Brand/Add')).toBe(false);

    await user.type(within(dialog()).getByLabelText('品牌名称'), '  Piper ');
    await user.click(okButton());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Brand/Add')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/Brand/Add')?.body;
    expect(sent).toEqual({ name: 'Piper', remarks: null });
    expect(BrandInput.safeParse(sent).success).toBe(true);
    expect(await screen.findByText('创建成功')).toBeTruthy();
    // The list is asked again after the save.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/Brand/Query').length).toBeGreaterThan(1));
  });

  it('SitePage edits a site with its id and shows no writes without the functions', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(({ url }) => {
      if (url === '/api/site/Query')
        return list(Site.api.Query, [{ id: 8, name: '南苑', addr: '北京', remarks: null }]);
      if (url === '/api/site/Update') return { body: {} };
      return undefined;
    });
    const view = renderWithProviders(<SitePage />);
    expect(await screen.findByText('南苑')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const name = within(dialog()).getByLabelText('场站名称');
    expect((name as HTMLInputElement).value).toBe('南苑');
    await user.clear(name);
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入场站名称')).toBeTruthy();
    await user.type(name, '沙河');
    await user.click(okButton());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/site/Update')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/site/Update')?.body;
    expect(sent).toEqual({ id: 8, name: '沙河', addr: '北京', remarks: null });
    view.unmount();

    // A member with the view only: the list, without add, edit or delete.
    stubFetch(({ url }) =>
      url === '/api/site/Query'
        ? list(Site.api.Query, [{ id: 8, name: '南苑', addr: null, remarks: null }])
        : undefined,
    );
    renderWithProviders(<SitePage />, testSession({ isAdmin: 0, views: [{ name: 'plane-site', functions: [] }] }));
    expect(await screen.findByText('南苑')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增场站' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(SiteInput.safeParse({ name: 'x' }).success).toBe(true);
  });

  it('opens the edit dialog filled with the row after an earlier add', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) => {
      if (url === '/api/Brand/Query') return list(Brand.api.Query, [{ id: 4, name: 'Cessna', remarks: '美国' }]);
      if (url === '/api/Brand/Add') return { body: { id: 5 } };
      return undefined;
    });
    renderWithProviders(<BrandPage />);
    expect(await screen.findByText('Cessna')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增品牌' }));
    await user.type(within(dialog()).getByLabelText('品牌名称'), 'Piper');
    await user.click(okButton());
    expect(await screen.findByText('创建成功')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    expect((within(dialog()).getByLabelText('品牌名称') as HTMLInputElement).value).toBe('Cessna');
  });

  it('UnitPage deletes a unit after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(({ url }) => {
      if (url === '/api/Unit/Query') return list(Unit.api.Query, [{ id: 2, name: '件', remarks: null }]);
      if (url === '/api/Unit/Delete') return { body: {} };
      return undefined;
    });
    renderWithProviders(
      <UnitPage />,
      testSession({ isAdmin: 0, views: [{ name: 'base-unit', functions: ['Delete'] }] }),
    );
    expect(await screen.findByText('件')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增单位' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定要删除该记录?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/Unit/Delete')?.body).toEqual({ id: 2 }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(UnitInput.safeParse({ name: '件' }).success).toBe(true);
  });
});
