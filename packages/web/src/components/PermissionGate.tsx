import type { Access } from '@hangar/domain/access';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useCan } from '../session/session-context';

/*
 * PermissionGate — shows, hides or disables a control by the access of the endpoint it calls (platform spec §6),
 * declared once in the endpoint's domain contract and enforced by the server with the same rule. Administrators
 * of the current company pass every check.
 *
 *   <PermissionGate can={Department.api.Add}><Button onClick={add}>新增</Button></PermissionGate>
 *   <PermissionGate can={PlaneCert.api.Delete} mode="disable"><Button>删除</Button></PermissionGate>
 *
 * - can: the endpoint the control calls; useCan(endpoint) answers the same question for code (column renders,
 *   menu items).
 * - mode 'hide' (default): nothing is rendered without the right. 'disable': the single child element is
 *   rendered with `disabled` set (Button, Menu item content, Switch, ... anything taking `disabled`).
 */

export interface PermissionGateProps {
  /** The endpoint the control calls. */
  can: { access: Access };
  mode?: 'hide' | 'disable';
  /** In 'disable' mode a single element accepting a `disabled` prop. */
  children: ReactNode;
}

export function PermissionGate({ can, mode = 'hide', children }: PermissionGateProps) {
  const allowed = useCan(can);
  if (allowed) return children;
  if (mode === 'hide') return null;
  if (isValidElement<{ disabled?: boolean }>(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return null;
}
