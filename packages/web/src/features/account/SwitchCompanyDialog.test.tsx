import { Company } from '@hangar/domain/contracts/organize';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SwitchCompanyDialog } from './SwitchCompanyDialog';
import { renderWithProviders, stubFetch } from './test-support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('SwitchCompanyDialog', () => {
  it('says that no company was joined when the list is empty', async () => {
    const calls = stubFetch(({ url }) =>
      url === '/api/Company/Query' ? { body: { items: [], totalItems: 0 } } : undefined,
    );
    renderWithProviders(<SwitchCompanyDialog open onClose={() => undefined} />);
    expect(await screen.findByText('未查询到加入的企业或机构')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { page: 1, pageSize: 20 } });
  });

  it('lists the joined companies and marks the current one', async () => {
    const company = { shortName: null, addr: null, logo: [], background: [], valid: 1, type: 0, admin: null };
    const joined: EndpointOutput<typeof Company.api.Query> = {
      items: [
        { ...company, id: 1, name: 'Test Air', systemName: 'Test MRO' },
        { ...company, id: 2, name: 'Other Air', systemName: 'Other MRO' },
      ],
      totalItems: 2,
    };
    stubFetch(({ url }) => (url === Company.api.Query.path ? { body: joined } : undefined));
    renderWithProviders(<SwitchCompanyDialog open onClose={() => undefined} />);
    expect(await screen.findByText('Other Air')).toBeTruthy();
    expect(screen.getByText('当前')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '切换' })).toHaveLength(1);
  });
});
