import { AircraftReport } from '@hangar/domain/contracts/reports';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DueListPdf } from '../features/maintenance/DueListPdf';
import { DocumentButton, dispositionName } from './document-download';
import { renderWithProviders, testUser } from './test-utils';

// Server-made documents (issue 32): offered by the endpoint's access, fetched with the body and the reader's
// language, saved under the server's file name; a refusal shows the server's message.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function capture(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  const names: string[] = [];
  URL.createObjectURL = () => 'blob:1';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { calls, names };
}

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="B-7001-status-2026-01-01.pdf"; filename*=UTF-8''B-7001-%E7%8A%B6%E6%80%81.pdf`,
    },
  });

describe('dispositionName', () => {
  it('reads the UTF-8 name first, else the ASCII one, else the fallback', () => {
    expect(dispositionName(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%E7%8A%B6b.pdf`, 'x')).toBe('a状b.pdf');
    expect(dispositionName('attachment; filename="a_b.pdf"', 'x')).toBe('a_b.pdf');
    expect(dispositionName(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('DocumentButton', () => {
  it('is offered to holders of the endpoint’s access only', () => {
    renderWithProviders(
      <DocumentButton endpoint={AircraftReport.api.Status} body={{ plane: 5 }}>
        状态报告
      </DocumentButton>,
      { user: testUser({ views: [{ name: 'maintain-control', functions: [] }] }) },
    );
    expect(screen.queryByRole('button', { name: '状态报告' })).toBeNull();
  });

  it('posts the body in the reader’s language and saves the answer under the server’s name', async () => {
    const { calls, names } = capture(pdf);
    renderWithProviders(
      <DocumentButton endpoint={AircraftReport.api.Status} body={{ plane: 5 }}>
        状态报告
      </DocumentButton>,
      { user: testUser({ views: [{ name: 'plane-entity', functions: [] }] }) },
    );
    fireEvent.click(screen.getByRole('button', { name: '状态报告' }));
    await waitFor(() => expect(names).toEqual(['B-7001-状态.pdf']));
    expect(calls[0].url).toBe('/api/AircraftReport/Status');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ plane: 5 });
    expect((calls[0].init.headers as Record<string, string>)['accept-language']).toBe('zh-CN');
  });

  it('shows the server’s refusal and saves nothing', async () => {
    const { names } = capture(
      () => new Response(JSON.stringify({ ret: 1, code: 'NOT_FOUND', msg: '记录不存在' }), { status: 404 }),
    );
    renderWithProviders(
      <DocumentButton endpoint={AircraftReport.api.Status} body={{ plane: 5 }}>
        状态报告
      </DocumentButton>,
      { user: testUser({ isAdmin: 1 }) },
    );
    fireEvent.click(screen.getByRole('button', { name: '状态报告' }));
    expect(await screen.findByText('下载失败: 记录不存在')).toBeTruthy();
    expect(names).toEqual([]);
  });
});

describe('DueListPdf', () => {
  it('asks for the due list within the days and hours given', async () => {
    const { calls, names } = capture(pdf);
    renderWithProviders(<DueListPdf />, { user: testUser({ views: [{ name: 'maintain-control', functions: [] }] }) });
    fireEvent.click(screen.getByRole('button', { name: /到期清单 PDF/ }));
    fireEvent.change(await screen.findByLabelText('小时'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: /生\s?成/ }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(calls[0].url).toBe('/api/AircraftReport/FleetDue');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ days: 30, hours: 50 });
  });

  it('is not offered without the fleet monitor', () => {
    renderWithProviders(<DueListPdf />, { user: testUser({ views: [{ name: 'plane-entity', functions: [] }] }) });
    expect(screen.queryByRole('button', { name: /到期清单 PDF/ })).toBeNull();
  });
});
