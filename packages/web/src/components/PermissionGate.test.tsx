import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { PermissionGate } from './PermissionGate';
import { renderWithProviders, testUser } from './test-utils';

const engineer = testUser({ views: [{ name: 'organize-department', functions: ['Add'] }] });

describe('PermissionGate', () => {
  it('shows the child when the user holds the function, hides it otherwise', () => {
    renderWithProviders(
      <>
        <PermissionGate allow={['organize-department', 'Add']}>
          <Button>add</Button>
        </PermissionGate>
        <PermissionGate allow={['organize-department', 'Delete']}>
          <Button>delete</Button>
        </PermissionGate>
        <PermissionGate allow={{ view: 'organize-role' }}>
          <Button>roles</Button>
        </PermissionGate>
        <PermissionGate allow={{ view: 'organize-department' }}>
          <Button>departments</Button>
        </PermissionGate>
      </>,
      { user: engineer },
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'departments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'roles' })).toBeNull();
  });

  it('disables the child in disable mode', () => {
    renderWithProviders(
      <>
        <PermissionGate allow={['organize-department', 'Delete']} mode="disable">
          <Button>delete</Button>
        </PermissionGate>
        <PermissionGate allow={['organize-department', 'Add']} mode="disable">
          <Button>add</Button>
        </PermissionGate>
      </>,
      { user: engineer },
    );
    expect(screen.getByRole('button', { name: 'delete' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'add' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets administrators pass every check', () => {
    renderWithProviders(
      <PermissionGate allow={['organize-role', 'Delete']}>
        <Button>delete</Button>
      </PermissionGate>,
      { user: testUser({ isAdmin: 1 }) },
    );
    expect(screen.getByRole('button', { name: 'delete' })).toBeTruthy();
  });
});
