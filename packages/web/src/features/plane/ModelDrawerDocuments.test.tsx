import { Document } from '@hangar/domain/contracts/documents';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { documentRow } from '../documents/test-rows';
import type { ModelRow } from './fields';
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
});
