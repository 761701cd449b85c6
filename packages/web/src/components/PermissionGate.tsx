import type { Fn } from '@hangar/domain/permissions';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useSession } from '../session/session-context';

/*
 * PermissionGate — shows, hides or disables an action by the user's grants (platform spec §6). Administrators
 * of the current company pass every check (Session.can).
 *
 *   <PermissionGate allow={['organize-department', 'Add']}><Button onClick={add}>新增</Button></PermissionGate>
 *   <PermissionGate allow={{ view: 'organize-log' }} mode="disable"><Button>日志</Button></PermissionGate>
 *
 * - allow: [view key, function] or { view } (holds the view at all).
 * - mode 'hide' (default): nothing is rendered without the right. 'disable': the single child element is
 *   rendered with `disabled` set (Button, Menu item content, Switch, ... anything taking `disabled`).
 * - usePermission(allow) answers the same question for code (column renders, menu items).
 */

export type Allow = readonly [key: string, fn: Fn] | { view: string };

export interface PermissionGateProps {
  allow: Allow;
  mode?: 'hide' | 'disable';
  /** In 'disable' mode a single element accepting a `disabled` prop. */
  children: ReactNode;
}

export function usePermission(allow: Allow): boolean {
  const session = useSession();
  return 'view' in allow ? session.can(allow.view) : session.can(allow[0], allow[1]);
}

export function PermissionGate({ allow, mode = 'hide', children }: PermissionGateProps) {
  const allowed = usePermission(allow);
  if (allowed) return children;
  if (mode === 'hide') return null;
  if (isValidElement<{ disabled?: boolean }>(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return null;
}
