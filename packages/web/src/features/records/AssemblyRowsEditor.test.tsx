import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { AssemblyRowsEditor } from './AssemblyRowsEditor';

// Issue 31: the parts table of the record and fault dialogs has no empty column header (the remove column says
// what it holds).

describe('AssemblyRowsEditor', () => {
  it('names every column, the remove column 操作', () => {
    renderWithProviders(<AssemblyRowsEditor value={[]} onChange={() => {}} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.length).toBeGreaterThan(3);
    expect(headers.filter((h) => (h.textContent ?? '').trim() === '')).toEqual([]);
    expect(headers.at(-1)?.textContent).toBe('操作');
  });
});
