import type { Lang } from '@hangar/domain/messages';
import { Avatar, Badge, Button, Drawer, Dropdown, Layout, Menu, type MenuProps, Tabs, theme } from 'antd';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BellIcon, MenuIcon } from '../components/icons';
import { useInvitations } from '../features/account/use-invitations';
import { TodoBadge } from '../features/dashboard/TodoBadge';
import { changeLang } from '../i18n';
import { useSession } from '../session/session-context';
import { useSessionControl } from '../session/session-state';
import { FrameProviders } from './frame-providers';
import { Loading } from './Guard';
import { accessibleGroups } from './guard';
import { LicenceBanner } from './LicenceBanner';
import { EXTERNAL_DOCS, HorizontalMenuTheme, menuItems } from './menu';
import { findFrameRoute, HOME_PATH, routeGroups } from './routes';
import { ScreenBoundary } from './ScreenBoundary';
import { useIsMobile } from './use-mobile';
import { afterClose, closeAll, closeOthers, closeTab, storedTabs, storeTabs, withVisited } from './visited-tabs';

// The frame (platform spec §2 "Frame behaviour"): menus from the authorised routes placed by the user's
// menuPosition (0 top bar, left; 1 top bar, right; 2 side bar), a header with logo, system name, to-do
// badge, language and user menu (with the count of pending invitations to join a company), the visited-tabs
// bar, and a drawer menu under 820 px.

type DialogProps = { open: boolean; onClose: () => void };
type DialogName = 'style' | 'personal' | 'password' | 'company' | 'switch' | 'invitations';

// The account dialogs load on first use, keeping them out of the frame's chunk.
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

const SIDEBAR_COOKIE = 'hangar_sidebar';

function foldedCookie(): boolean | undefined {
  const match = /(?:^|;\s*)hangar_sidebar=([01])/.exec(document.cookie);
  return match ? match[1] === '1' : undefined;
}

function storeFolded(folded: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie (spec §4: sidebar state in a cookie)
  document.cookie = `${SIDEBAR_COOKIE}=${folded ? '1' : '0'}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

function groupOf(path: string): string | undefined {
  const route = findFrameRoute(path);
  return route && route.group !== 'home' ? `group:${route.group}` : undefined;
}

export default function FrameLayout() {
  return (
    <FrameProviders>
      <Frame />
    </FrameProviders>
  );
}

function Frame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { setting, signOut } = useSessionControl();
  const mobile = useIsMobile();
  const { token } = theme.useToken();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [folded, setFolded] = useState(() => foldedCookie() ?? setting.menuDefaultState === 1);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const invitationCount = useInvitations().data?.totalItems ?? 0;

  const groups = useMemo(() => accessibleGroups(routeGroups, user.views), [user.views]);
  // The visited tabs, back after a reload: the stored ones the user may still open.
  const [tabs, setTabs] = useState<string[]>(() =>
    storedTabs(user.id, HOME_PATH, (path) => groups.some((g) => g.children.some((r) => r.path === path && !r.hidden))),
  );
  useEffect(() => storeTabs(user.id, tabs), [user.id, tabs]);
  // Icons in the side bar and the drawer (the folded side bar shows them alone); the top bar has no room for them.
  const sideItems = useMemo(() => menuItems(groups, t, user.docsUrl, true), [groups, t, user.docsUrl]);
  const topItems = useMemo(() => menuItems(groups, t, user.docsUrl, false), [groups, t, user.docsUrl]);

  useEffect(() => {
    if (findFrameRoute(pathname)) setTabs((prev) => withVisited(prev, pathname, HOME_PATH));
    setDrawerOpen(false);
  }, [pathname]);

  const go = (path: string) => {
    if (path !== pathname) navigate(path);
  };

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key !== EXTERNAL_DOCS) go(key);
  };
  const side = !mobile && setting.menuPosition === 2;
  const top = !mobile && !side;
  const openGroup = groupOf(pathname);

  const sideMenu = (
    <Menu
      mode="inline"
      theme="dark"
      items={sideItems}
      selectedKeys={[pathname]}
      defaultOpenKeys={openGroup ? [openGroup] : []}
      onClick={onMenu}
      data-testid="frame-menu"
    />
  );

  const onTabAction = (action: string, path: string) => {
    if (action === 'close') {
      setTabs((prev) => closeTab(prev, path, HOME_PATH));
      if (path === pathname) go(afterClose(tabs, path, HOME_PATH));
    } else if (action === 'others') {
      setTabs(closeOthers(path, HOME_PATH));
      go(path);
    } else {
      setTabs(closeAll(HOME_PATH));
      go(HOME_PATH);
    }
  };

  const tabItems = tabs.map((path) => {
    const route = findFrameRoute(path);
    const closable = path !== HOME_PATH;
    const menu: MenuProps['items'] = [
      { key: 'close', label: t('frame.tabs.close'), disabled: !closable },
      { key: 'others', label: t('frame.tabs.closeOthers') },
      { key: 'all', label: t('frame.tabs.closeAll') },
    ];
    return {
      key: path,
      closable,
      label: (
        <Dropdown trigger={['contextMenu']} menu={{ items: menu, onClick: ({ key }) => onTabAction(key, path) }}>
          <span data-testid={`tab-${path}`}>{route ? t(route.title) : path}</span>
        </Dropdown>
      ),
    };
  });

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
    else if (
      key === 'style' ||
      key === 'personal' ||
      key === 'password' ||
      key === 'company' ||
      key === 'switch' ||
      key === 'invitations'
    )
      setDialog(key);
  };

  const logo = user.companyLogo[0]?.url;
  const avatar = user.avatar[0]?.url;
  const nextLang: Lang = i18n.language === 'en-US' ? 'zh-CN' : 'en-US';
  const headerText = { color: '#fff' };
  const OpenDialog = dialog ? dialogs[dialog] : null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {side && (
        <Layout.Sider
          collapsible={setting.menuFoldSet === 1}
          collapsed={folded}
          onCollapse={(value) => {
            setFolded(value);
            storeFolded(value);
          }}
          width={220}
        >
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{ display: 'flex', alignItems: 'center', gap: top ? 8 : 12, paddingInline: mobile ? 8 : 16 }}
          data-testid={mobile ? 'frame-header-mobile' : 'frame-header'}
        >
          {mobile && (
            <Button
              type="text"
              aria-label={t('frame.header.menu')}
              icon={<MenuIcon />}
              onClick={() => setDrawerOpen(true)}
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
            {logo ? (
              <img src={logo} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
            ) : (
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
            )}
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
          {top ? (
            <HorizontalMenuTheme>
              <Menu
                mode="horizontal"
                theme="dark"
                items={topItems}
                selectedKeys={[pathname]}
                onClick={onMenu}
                style={{
                  flex: 1,
                  minWidth: 0,
                  background: 'transparent',
                  justifyContent: setting.menuPosition === 1 ? 'flex-end' : 'flex-start',
                }}
                data-testid="frame-menu"
              />
            </HorizontalMenuTheme>
          ) : (
            <div style={{ flex: 1 }} />
          )}
          <TodoBadge icon={<BellIcon />} style={{ ...headerText, fontSize: 18 }} mobile={mobile} />
          <Button type="text" onClick={() => void changeLang(nextLang)} style={headerText} data-testid="lang-switch">
            {t('frame.otherLang')}
          </Button>
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
                    top
                      ? { maxWidth: 96, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
                      : undefined
                  }
                >
                  {user.realName || user.name}
                </span>
              )}
            </Button>
          </Dropdown>
        </Layout.Header>
        <LicenceBanner />
        {!mobile && (
          <Tabs
            type="editable-card"
            size="small"
            hideAdd
            activeKey={findFrameRoute(pathname) ? pathname : undefined}
            items={tabItems}
            onChange={go}
            onEdit={(key, action) => {
              if (action === 'remove' && typeof key === 'string') onTabAction('close', key);
            }}
            tabBarStyle={{ margin: 0, paddingInline: 8, paddingTop: 6, background: token.colorBgContainer }}
            data-testid="visited-tabs"
          />
        )}
        <Layout.Content style={{ margin: mobile ? 8 : 16 }}>
          <ScreenBoundary key={pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </Layout.Content>
      </Layout>
      {mobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          styles={{ body: { padding: 0, background: '#001529' } }}
          title={user.mySystemName ?? t('auth.noCompany')}
        >
          {sideMenu}
        </Drawer>
      )}
      {OpenDialog && (
        <Suspense fallback={null}>
          <OpenDialog open onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Layout>
  );
}
