import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityDrawer } from './EntityDrawer';
import { renderWithProviders } from './test-utils';

function drawerWidth(): string {
  const wrapper = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
  return wrapper?.style.width ?? '';
}

describe('EntityDrawer', () => {
  it('is 1366 wide on a wide window with its tabs, full width under 820 px', async () => {
    window.innerWidth = 1600;
    const view = renderWithProviders(
      <EntityDrawer
        open
        onClose={() => {}}
        title="B-1234"
        defaultActiveTab="items"
        tabs={[
          { key: 'base', label: '基本信息', children: 'base info' },
          { key: 'items', label: '维修项目', children: 'maintenance items' },
        ]}
      />,
    );
    expect(await screen.findByText('B-1234')).toBeTruthy();
    expect(screen.getByText('maintenance items')).toBeTruthy();
    expect(drawerWidth()).toBe('1366px');
    view.unmount();

    window.innerWidth = 390;
    renderWithProviders(<EntityDrawer open onClose={() => {}} title="mobile" />);
    await screen.findByText('mobile');
    expect(drawerWidth()).toBe('390px');
    window.innerWidth = 1024;
  });
});
