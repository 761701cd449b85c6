import { type ComponentType, lazy, Suspense } from 'react';

// The account dialogs the frame's user menu opens (FrameLayout): style and personal settings, change password,
// create or switch company, invitations. Each loads on first use, keeping them out of the frame's chunk.

type DialogProps = { open: boolean; onClose: () => void };
export type DialogName = 'style' | 'personal' | 'password' | 'company' | 'switch' | 'invitations';

const dialogs: Record<DialogName, ComponentType<DialogProps>> = {
  style: lazy(() =>
    import('../features/account/StyleSettingsDialog').then((m) => ({ default: m.StyleSettingsDialog })),
  ),
  personal: lazy(() =>
    import('../features/account/PersonalSettingsDialog').then((m) => ({ default: m.PersonalSettingsDialog })),
  ),
  password: lazy(() =>
    import('../features/account/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
  ),
  company: lazy(() =>
    import('../features/account/CreateCompanyDialog').then((m) => ({ default: m.CreateCompanyDialog })),
  ),
  switch: lazy(() =>
    import('../features/account/SwitchCompanyDialog').then((m) => ({ default: m.SwitchCompanyDialog })),
  ),
  invitations: lazy(() => import('../features/account/invitations').then((m) => ({ default: m.InvitationsDialog }))),
};

/** Whether a user menu key names a dialog. */
export function isDialogName(key: string): key is DialogName {
  return (
    key === 'style' ||
    key === 'personal' ||
    key === 'password' ||
    key === 'company' ||
    key === 'switch' ||
    key === 'invitations'
  );
}

/** The open dialog (none when `name` is null). */
export function AccountDialog({ name, onClose }: { name: DialogName | null; onClose: () => void }) {
  const OpenDialog = name ? dialogs[name] : null;
  return (
    OpenDialog && (
      <Suspense fallback={null}>
        <OpenDialog open onClose={onClose} />
      </Suspense>
    )
  );
}
