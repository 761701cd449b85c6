import type { MaintainCtrlRow, MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { type ItemEditing, MaintainItemDialog } from './MaintainItemDialog';
import { ctrlRow, itemRow } from './test-rows';

// Issue 11 #1: an edit opened right after an add must show the record's rules, and a save that touches
// nothing must send them back unchanged.

// A stored rule with a landings part, as the server answers it: sent back as it is.
const periodic = {
  name: 'R100',
  type: 1,
  hc: 100,
  ho: null,
  hw: null,
  cc: '12M',
  co: null,
  cw: 10,
  lc: 500,
  lo: null,
  lw: 20,
};

type Row = MaintainItemRow | MaintainCtrlRow;

function Harness({ kind, record, sent }: { kind: 'item' | 'ctrl'; record: Row; sent: Record<string, unknown>[] }) {
  const [editing, setEditing] = useState<ItemEditing<Row> | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEditing({ state: 'add' })}>
        open-add
      </button>
      <button type="button" onClick={() => setEditing({ state: 'edit', record })}>
        open-edit
      </button>
      <MaintainItemDialog<Row>
        kind={kind}
        editing={editing}
        onClose={() => setEditing(null)}
        onSubmit={async (body) => {
          sent.push(body);
        }}
      />
    </>
  );
}

describe('MaintainItemDialog', { timeout: 60_000 }, () => {
  const over = { timerContent: [periodic], timerSource: 900, timeAlign: 1 };
  it.each([
    ['item', itemRow(41, 'Wheel check', over)],
    ['ctrl', ctrlRow(42, 'Wheel check', over)],
  ] as const)('%s: an edit after an add shows the record and saves its rules unchanged', async (kind, record) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent: Record<string, unknown>[] = [];
    renderWithProviders(<Harness kind={kind} record={record} sent={sent} />);

    // Add: fill the required fields and one rule, save.
    await user.click(screen.getByText('open-add'));
    await user.type(await screen.findByLabelText('时控名称'), 'New item');
    await user.click(screen.getByRole('button', { name: /添加时控项|新增时控项|添加/ }));
    await waitFor(() => expect(document.querySelectorAll('input[id^="timerContent_0_name"]').length).toBe(1));
    await user.type(document.querySelector('input[id^="timerContent_0_name"]') as HTMLElement, 'A');

    // Close without saving, then edit the existing record.
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await user.click(screen.getByText('open-edit'));
    await waitFor(() =>
      expect((document.querySelector('input[id^="timerContent_0_name"]') as HTMLInputElement | null)?.value).toBe(
        'R100',
      ),
    );
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.timerContent).toEqual([periodic]);
    // Nothing of the add's defaults (flight hours, no alignment) reached the edit.
    expect(sent[0]).toMatchObject({ name: 'Wheel check', timerSource: 900, timeAlign: 1 });
  });
});
