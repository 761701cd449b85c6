import type { Access } from '@hangar/domain/access';
import type { Fn } from '@hangar/domain/permissions';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { mayCall, type Session, useSession } from '../session/session-context';

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
 * - allow / usePermission: the former hand-written [view, function] checks, left to the screens not yet moved
 *   to their endpoints (to be removed).
 */

export type Allow = readonly [key: string, fn: Fn] | { view: string };

export type PermissionGateProps = ({ can: { access: Access } } | { allow: Allow }) & {
  mode?: 'hide' | 'disable';
  /** In 'disable' mode a single element accepting a `disabled` prop. */
  children: ReactNode;
};

const granted = (session: Session, allow: Allow) =>
  'view' in allow ? session.can(allow.view) : session.can(allow[0], allow[1]);

/** A hand-written [view, function] check (to be removed: use useCan of the endpoint the control calls). */
export function usePermission(allow: Allow): boolean {
  return granted(useSession(), allow);
}

export function PermissionGate(props: PermissionGateProps) {
  const { mode = 'hide', children } = props;
  const session = useSession();
  const allowed = 'can' in props ? mayCall(session.user, props.can) : granted(session, props.allow);
  if (allowed) return children;
  if (mode === 'hide') return null;
  if (isValidElement<{ disabled?: boolean }>(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return null;
}
