import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchState } from '../../components/list-query';
import { renderWithProviders, stubFetch } from '../account/test-support';
import { FleetFilters } from './FleetFilters';

// The folded filters of a phone stay mounted: what the toolbar holds (an open 计划工单 dialog, a typed value)
// survives a resize across the phone breakpoint (a full-page screenshot resizes the window too).

/** A stand-in for the toolbar's stateful buttons: a counter that would start again at 0 if remounted. */
function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN((v) => v + 1)}>
      {`clicked ${n}`}
    </button>
  );
}

/** The bar with a switch standing for the window crossing the phone breakpoint. */
function Bar() {
  const search = useSearchState('maintain_ctrl');
  const [phone, setPhone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPhone((p) => !p)}>
        resize
      </button>
      <FleetFilters
        filter={{}}
        onChange={() => undefined}
        onReset={() => undefined}
        search={search}
        extra={<Counter />}
        phone={phone}
        open={false}
        onToggle={() => undefined}
      />
    </>
  );
}

describe('FleetFilters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the toolbar mounted, hidden, while folded on a phone', async () => {
    stubFetch(() => ({ body: { items: [], totalItems: 0, page: 1, pageSize: 20 } }));
    renderWithProviders(<Bar />);
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'clicked 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'resize' }));
    // Folded: out of sight and out of the accessibility tree, but not gone.
    expect(screen.queryByRole('button', { name: /clicked/ })).toBeNull();
    expect(screen.getByRole('button', { name: /筛选/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'resize' }));
    expect(screen.getByRole('button', { name: 'clicked 2' })).toBeTruthy();
  });
});
