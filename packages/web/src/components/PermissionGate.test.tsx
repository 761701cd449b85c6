import { Department, Role } from '@hangar/domain/contracts/organize';
import { StoreOrder } from '@hangar/domain/contracts/store';
import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { useCan } from '../session/session-context';
import { PermissionGate } from './PermissionGate';
import { renderWithProviders, testUser } from './test-utils';

const engineer = testUser({ views: [{ name: 'organize-department', functions: ['Add'] }] });

describe('PermissionGate', () => {
  it('offers the control of an endpoint by its contract’s access (useCan), to a holder of the grant only', () => {
    const gates = (
      <>
        <PermissionGate can={Department.api.Add}>
          <Button>add</Button>
        </PermissionGate>
        <PermissionGate can={Department.api.Delete} mode="disable">
          <Button>delete</Button>
        </PermissionGate>
      </>
    );
    const { unmount } = renderWithProviders(gates, { user: engineer });
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'delete' }).hasAttribute('disabled')).toBe(true);
    unmount();
    renderWithProviders(gates, { user: testUser({ views: [{ name: 'organize-department', functions: [] }] }) });
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
  });

  it('counts only the screen’s own grant of an endpoint several screens share', () => {
    function Confirm({ screen: view }: { screen: string }) {
      return <span>{`${view}: ${useCan(StoreOrder.api.Confirm, view)}`}</span>;
    }
    renderWithProviders(
      <>
        <Confirm screen="store-purchase" />
        <Confirm screen="store-deliver" />
      </>,
      { user: testUser({ views: [{ name: 'store-deliver', functions: ['Execute'] }] }) },
    );
    expect(screen.getByText('store-purchase: false')).toBeTruthy();
    expect(screen.getByText('store-deliver: true')).toBeTruthy();
  });

  it('answers a view-guarded read to a holder of the view only', () => {
    renderWithProviders(
      <>
        <PermissionGate can={Role.api.Query}>
          <Button>roles</Button>
        </PermissionGate>
        <PermissionGate can={Department.api.Add} mode="disable">
          <Button>departments</Button>
        </PermissionGate>
      </>,
      { user: engineer },
    );
    expect(screen.queryByRole('button', { name: 'roles' })).toBeNull();
    expect(screen.getByRole('button', { name: 'departments' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets administrators pass every check', () => {
    renderWithProviders(
      <PermissionGate can={Role.api.Delete}>
        <Button>delete</Button>
      </PermissionGate>,
      { user: testUser({ isAdmin: 1 }) },
    );
    expect(screen.getByRole('button', { name: 'delete' })).toBeTruthy();
  });
});
