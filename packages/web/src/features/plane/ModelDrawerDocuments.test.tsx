import { Document } from '@hangar/domain/contracts/documents';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { documentRow } from '../documents/test-rows';
import { stubAppraisal } from '../notices/test-rows';
import type { ModelRow, PlaneRow } from './fields';
import { ModelDrawer } from './ModelDrawer';

// The model drawer's document tabs (model document §2.1, §6): the library is written by company 10000 or the
// model's managing company only; other members read it.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const doc = documentRow(21, 'AD 2024-01');

function stubLibrary() {
  return stubFetch((call) => {
    if (call.url !== Document.api.Query.path) return undefined;
    const answer: EndpointOutput<typeof Document.api.Query> = { items: [doc], totalItems: 1 };
    return { body: answer };
  });
}

const render = (session: ReturnType<typeof testSession>) =>
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ModelDrawer model={model} onClose={() => undefined} defaultTab={'cad' as 'base'} />
    </ConfigProvider>,
    session,
  );
const model = { id: 5, name: 'DA40', manager: 20002 } as ModelRow;

describe('ModelDrawer document tabs', { timeout: 60_000 }, () => {
  it('shows a model library read-only to a member who is not its manager, writable to the manager', async () => {
    stubLibrary();
    const functions = ['Add', 'Edit', 'Delete'] as const;
    const member = testSession({
      curCID: 10001,
      isAdmin: 0,
      views: [{ name: 'plane-model', functions: [...functions] }],
    });
    const view = render(member);
    await screen.findByText('AD 2024-01');
    expect(screen.queryByRole('button', { name: '添加文件' })).toBeNull();
    view.unmount();

    stubLibrary();
    const manager = testSession({
      curCID: 20002,
      isAdmin: 0,
      views: [{ name: 'plane-model', functions: [...functions] }],
    });
    render(manager);
    await screen.findByText('AD 2024-01');
    expect(screen.getByRole('button', { name: '添加文件' })).toBeTruthy();
  });

  it('opens the aircraft drawer from a tail number of the evaluation dialog', async () => {
    stubAppraisal((call) => {
      if (call.url === Document.api.Query.path) return { body: { items: [doc], totalItems: 1 } };
      if (call.url === PlaneEntity.api.Query.path) {
        const plane = { id: 1, name: 'B-1001', model: 5, allFlyHours: 1200 } as PlaneRow;
        const answer: EndpointOutput<typeof PlaneEntity.api.Query> = { items: [plane], totalItems: 1 };
        return { body: answer };
      }
      return undefined;
    });
    render(testSession({ curCID: 10000, isAdmin: 1 }));
    // A role query here takes 20 s in jsdom (each element's computed style under the drawer's many antd style
    // rules): the operation is found by its text.
    const row = (await screen.findByText('AD 2024-01')).closest('tr') as HTMLElement;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(row).getByText('评估'));
    const title = await screen.findByText('评估 - AD 2024-01');
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    await user.click(await within(dialog).findByRole('button', { name: '查看飞机 B-1001' }));
    expect(await screen.findByText('B-1001（总飞行小时 1200 · 总起落 0）')).toBeTruthy();
  });
});
