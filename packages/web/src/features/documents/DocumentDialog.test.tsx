import { Document } from '@hangar/domain/contracts/documents';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { DocumentDialog } from './DocumentDialog';
import { documentRow } from './test-rows';

// The document dialog's AD/SB register data (issue 32): a model library's CAD/AD and SB/SI documents carry their
// effective date, compliance time, repetitive flag and superseding document; other libraries do not.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const file = { uid: 'f1', name: 'ad.pdf', size: 10, url: '/files/document/model5/ad.pdf' };
const ad = documentRow(21, 'AD 2024-01', {
  seri: 'AD-001',
  files: [file],
  effectiveDate: '2025-03-01 00:00:00',
  complianceDays: 120,
});
const newer = documentRow(22, 'AD 2025-07', { seri: 'AD-007', files: [file] });

function open(library: { module: 10000 | 10001; dict: 1 | 2 | 3 | 99 }) {
  const calls = stubFetch((call: Call) => {
    if (call.url === Document.api.Query.path)
      return { body: { items: [ad, newer], totalItems: 2 } satisfies EndpointOutput<typeof Document.api.Query> };
    if (call.url === Document.api.Update.path) return { body: ad };
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DocumentDialog
        open
        record={ad}
        library={{ ...library, target: 5, parent: 0 }}
        onClose={() => {}}
        onSaved={() => {}}
      />
    </ConfigProvider>,
    testSession({ curCID: 10000, isAdmin: 1 }),
  );
  return calls;
}

describe('DocumentDialog', { timeout: 60_000 }, () => {
  it('edits a CAD/AD’s register data and sends it with Update', async () => {
    const calls = open({ module: 10000, dict: 2 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('适航指令登记')).toBeTruthy();
    expect((within(dialog).getByLabelText('生效后执行天数') as HTMLInputElement).value).toBe('120');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByLabelText('重复执行'));
    fireEvent.mouseDown(within(dialog).getByLabelText('被替代文件'));
    // The document itself is not offered as its own successor.
    fireEvent.click(await screen.findByTitle('AD-007 · AD 2025-07'));
    expect(screen.queryByTitle('AD-001 · AD 2024-01')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Document.api.Update.path)).toBe(true));
    expect(calls.find((c) => c.url === Document.api.Update.path)?.body).toMatchObject({
      id: 21,
      module: 10000,
      effectiveDate: '2025-03-01 00:00:00',
      complianceDays: 120,
      complianceDate: null,
      repetitive: 1,
      supersededBy: 22,
    });
  });

  it('edits an appliance AD’s part numbers (typed, a comma between them) and sends them with Update', async () => {
    const calls = open({ module: 10000, dict: 2 });
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(dialog).getByLabelText('适用部件件号'), 'MTV-6-R/190-69,ELT-406,');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Document.api.Update.path)).toBe(true));
    expect(calls.find((c) => c.url === Document.api.Update.path)?.body).toMatchObject({
      id: 21,
      applianceParts: ['MTV-6-R/190-69', 'ELT-406'],
    });
  });

  it('has no register data outside a model’s CAD/AD and SB/SI libraries', async () => {
    const calls = open({ module: 10001, dict: 99 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('适航指令登记')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.url === Document.api.Update.path)).toBe(true));
    expect(calls.find((c) => c.url === Document.api.Update.path)?.body).not.toHaveProperty('supersededBy');
    expect(calls.find((c) => c.url === Document.api.Update.path)?.body).not.toHaveProperty('applianceParts');
  });
});
