import { Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvitations } from '../features/account/use-invitations';
import { useSession } from '../session/session-context';
import { useSessionControl } from '../session/session-state';
import { type DialogName, isDialogName } from './account-dialogs';

// The header's user menu (FrameLayout): the avatar (pending invitations to join a company counted on it) and, on
// desks, the user's name; its menu opens the account dialogs (style and personal settings, password, create or
// switch company — switch for multi-company users only — invitations with their count) or signs out.

export interface UserMenuProps {
  mobile: boolean;
  /** Beside the top menu the name is cut short. */
  top: boolean;
  headerText: React.CSSProperties;
  onDialog: (name: DialogName) => void;
}

export function UserMenu({ mobile, top, headerText, onDialog }: UserMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { signOut } = useSessionControl();
  const invitationCount = useInvitations().data?.totalItems ?? 0;

  const userMenu: MenuProps['items'] = [
    { key: 'style', label: t('frame.header.styleSettings') },
    { key: 'personal', label: t('frame.header.personalSettings') },
    { key: 'password', label: t('frame.header.changePassword') },
    { key: 'company', label: t('frame.header.createCompany') },
    ...(user.isMultiTenancy === 1 ? [{ key: 'switch', label: t('frame.header.switchCompany') }] : []),
    {
      key: 'invitations',
      label: (
        <span data-testid="invitations-menu-item">
          {t('frame.header.invitations')}
          {invitationCount > 0 && <Badge count={invitationCount} size="small" style={{ marginInlineStart: 8 }} />}
        </span>
      ),
    },
    { type: 'divider' as const },
    { key: 'logout', label: t('frame.header.logout'), danger: true },
  ];
  const onUserMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void signOut();
    else if (isDialogName(key)) onDialog(key);
  };
  const avatar = user.avatar[0]?.url;

  return (
    <Dropdown menu={{ items: userMenu, onClick: onUserMenu }} trigger={['click']}>
      <Button type="text" style={{ ...headerText, paddingInline: 4 }} data-testid="user-menu">
        {/* Pending invitations to join a company are counted on the avatar, and listed in the menu. */}
        <Badge count={invitationCount} size="small" data-testid="invitation-count">
          <Avatar size="small" src={avatar}>
            {(user.realName || user.name).slice(0, 1)}
          </Avatar>
        </Badge>
        {!mobile && (
          <span
            data-testid="user-name"
            style={
              top ? { maxWidth: 96, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : undefined
            }
          >
            {user.realName || user.name}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
