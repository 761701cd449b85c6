import { Qualification } from '@hangar/domain/contracts/qualifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFirstSheetRows } from '../../components/xlsx-test-reader';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, stubStore } from '../store/test-support';
import { QualMatrix } from './QualMatrix';
import { matrix } from './test-rows';

// The qualification matrix (issue 34): each person × model cell holds the kinds covered as short tags that read
// out their full names, with a mark where recency is short; the Excel export writes the same rows (the medical's
// last day as an Excel date, the models covered as a number); the PDF button downloads Qualification/MatrixPdf.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

/** A Blob's bytes (jsdom's Blob has no arrayBuffer; its FileReader reads it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** Excel's serial day of a date (days since 1899-12-30). */
const serial = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

function renderMatrix() {
  const calls = stubStore((call) =>
    call.url === '/api/Qualification/Matrix' ? answer(Qualification.api.Matrix, matrix) : undefined,
  );
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QualMatrix />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('QualMatrix', { timeout: 60_000 }, () => {
  it('shows the kinds covered per person and model, and where recency is short', async () => {
    renderMatrix();
    const table = await screen.findByTestId('qual-matrix');
    const row = (await within(table).findByText('王芳')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    // person, licence, medical, DA40 NG, Cessna 172R
    expect(cells[1].textContent).toContain('CCAR-66 L-1');
    expect(cells[1].textContent).toContain('有效');
    expect(cells[2].textContent).toBe('2027-06-30');
    expect(within(cells[3]).getByText('维')).toBeTruthy();
    expect(within(cells[3]).getByText('检')).toBeTruthy();
    expect(within(cells[3]).queryByText('近期经历不足')).toBeNull();
    expect(within(cells[4]).getByText('维')).toBeTruthy();
    expect(within(cells[4]).getByText('近期经历不足').getAttribute('data-status')).toBe('warning');
    expect(within(table).getByText('截至 2026-11-28')).toBeTruthy();
  });

  it('exports the rows as on the screen, with real dates and numbers', async () => {
    renderMatrix();
    const downloads = captureDownloads();
    await screen.findByText('王芳');
    await user().click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1), { timeout: 10_000 });
    expect(downloads.names[0]).toMatch(/^资质矩阵-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = readFirstSheetRows(await bytesOf(downloads.blobs[0]));
    expect(rows).toEqual([
      ['人员', '维修执照', '执照状态', '体检有效期至', '授权机型数', 'DA40 NG', 'Cessna 172R'],
      ['王芳', 'CCAR-66 L-1', '有效', serial('2027-06-30'), 2, '维 检', '维 (近期经历不足)'],
      ['李强', null, '长期有效', null, 0],
    ]);
  });

  it('downloads the matrix PDF from the server', async () => {
    const calls = renderMatrix();
    const downloads = captureDownloads();
    await screen.findByText('王芳');
    await user().click(screen.getByRole('button', { name: '下载 PDF' }));
    await waitFor(() => expect(downloads.names).toEqual(['MatrixPdf.pdf']));
    expect(callsTo(calls, 'Qualification/MatrixPdf').map((c) => c.body)).toEqual([{}]);
  });
});
