import type { Lang } from '@hangar/domain/messages';
import { Button, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, MenuIcon } from '../components/icons';
import { TodoBadge } from '../features/dashboard/TodoBadge';
import { changeLang } from '../i18n';
import { useSession } from '../session/session-context';
import type { DialogName } from './account-dialogs';
import { HOME_PATH } from './routes';
import { UserMenu } from './UserMenu';

// The frame's header (FrameLayout): the drawer's menu button on phones, the logo and system name (a button home),
// the top menu when the menus are on top (else free space), the to-do badge, the language switch and the user menu.

export interface FrameHeaderProps {
  mobile: boolean;
  /** The menus are in the top bar (desks, menuPosition 0 or 1). */
  top: boolean;
  /** The top bar's menu (top only). */
  topMenu: ReactNode;
  go: (path: string) => void;
  onOpenDrawer: () => void;
  onDialog: (name: DialogName) => void;
}

const headerText = { color: '#fff' };

export function FrameHeader({ mobile, top, topMenu, go, onOpenDrawer, onDialog }: FrameHeaderProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const logo = user.companyLogo[0]?.url;
  const nextLang: Lang = i18n.language === 'en-US' ? 'zh-CN' : 'en-US';

  return (
    <Layout.Header
      // A header inside antd's Layout (a <section>) is no banner landmark by itself.
      role="banner"
      style={{ display: 'flex', alignItems: 'center', gap: top ? 8 : 12, paddingInline: mobile ? 8 : 16 }}
      data-testid={mobile ? 'frame-header-mobile' : 'frame-header'}
    >
      {mobile && (
        <Button
          type="text"
          aria-label={t('frame.header.menu')}
          icon={<MenuIcon />}
          onClick={onOpenDrawer}
          style={headerText}
          data-testid="mobile-menu-button"
        />
      )}
      <button
        type="button"
        onClick={() => go(HOME_PATH)}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          background: 'none',
          border: 0,
          padding: 0,
          cursor: 'pointer',
          minWidth: 0,
          flexShrink: mobile ? 1 : 0,
        }}
      >
        {logo ? <img src={logo} alt="" width={32} height={32} style={{ objectFit: 'contain' }} /> : <DefaultLogo />}
        <span
          data-testid="system-name"
          style={{
            ...headerText,
            fontSize: 16,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            // Beside the top menu the name gives way to it (every group fits at 1440 px); its full text is the
            // title.
            maxWidth: top ? 120 : undefined,
          }}
          title={user.mySystemName ?? undefined}
        >
          {user.mySystemName ?? t('auth.noCompany')}
        </span>
      </button>
      {top ? topMenu : <div style={{ flex: 1 }} />}
      <TodoBadge icon={<BellIcon />} style={{ ...headerText, fontSize: 18 }} mobile={mobile} />
      <Button type="text" onClick={() => void changeLang(nextLang)} style={headerText} data-testid="lang-switch">
        {t('frame.otherLang')}
      </Button>
      <UserMenu mobile={mobile} top={top} headerText={headerText} onDialog={onDialog} />
    </Layout.Header>
  );
}

/** The logo of a company without one: an H in the primary colour. */
function DefaultLogo() {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        width: 32,
        height: 32,
        borderRadius: 6,
        boxSizing: 'border-box',
        border: '1px solid rgba(255, 255, 255, 0.6)',
        background: token.colorPrimary,
        color: '#fff',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
      }}
    >
      H
    </span>
  );
}
