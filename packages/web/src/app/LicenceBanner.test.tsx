import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../components/test-utils';
import { storeLicenceNotice } from '../session/licence';
import { LicenceBanner } from './LicenceBanner';

// Issue 29: the licence warning after sign-in is a closable banner in the page (not a notification that never
// closes over the header's controls), and past the expiry it says how long ago, not "in -26 days".

afterEach(() => sessionStorage.clear());

describe('LicenceBanner', () => {
  it('warns of the days left once after sign-in, and closes', async () => {
    storeLicenceNotice(12);
    const first = renderWithProviders(<LicenceBanner />);
    const banner = await screen.findByTestId('licence-banner');
    expect(banner.textContent).toContain('系统授权即将过期');
    expect(banner.textContent).toContain('系统授权将在 12 天后过期');
    // In the page's flow, not antd's notification layer that covered the header.
    expect(banner.closest('.ant-notification')).toBeNull();
    // Its close button and its region are named in the user's language (issue 31).
    expect(screen.getByRole('region', { name: /系统授权/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭授权提示' }));
    await waitFor(() => expect(screen.queryByTestId('licence-banner')).toBeNull());
    first.unmount();
    // Shown once: the next frame (a reload) shows nothing.
    renderWithProviders(<LicenceBanner />);
    expect(screen.queryByTestId('licence-banner')).toBeNull();
  });

  it('says how long ago the licence expired (the platform administrator signs in after it)', async () => {
    storeLicenceNotice(-26);
    renderWithProviders(<LicenceBanner />);
    const banner = await screen.findByTestId('licence-banner');
    expect(banner.textContent).toContain('系统授权已过期');
    expect(banner.textContent).toContain('系统授权已于 26 天前过期');
    expect(banner.textContent).not.toContain('-26');
  });

  it('says the licence expires today on its last day, and nothing with more than 30 days left', async () => {
    storeLicenceNotice(0);
    const view = renderWithProviders(<LicenceBanner />);
    expect((await screen.findByTestId('licence-banner')).textContent).toContain('系统授权今天到期');
    view.unmount();
    storeLicenceNotice(31);
    renderWithProviders(<LicenceBanner />);
    expect(screen.queryByTestId('licence-banner')).toBeNull();
  });
});
