import { Layout, type MenuProps } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { installA11yRepairs } from '../components/a11y-repairs';
import { installDialogKeyboard } from '../components/dialog-keyboard';
import { PrintStyle } from '../components/print';
import { useSession } from '../session/session-context';
import { useSessionControl } from '../session/session-state';
import { AccountDialog, type DialogName } from './account-dialogs';
import { FrameHeader } from './FrameHeader';
import { MobileMenuDrawer, SideMenu, TopMenu } from './FrameMenus';
import { FrameProviders } from './frame-providers';
import { Loading } from './Guard';
import { accessibleGroups } from './guard';
import { LicenceBanner } from './LicenceBanner';
import { EXTERNAL_DOCS, menuItems } from './menu';
import { PageHeading } from './PageHeading';
import { routeGroups } from './routes';
import { ScreenBoundary } from './ScreenBoundary';
import { useSidebarFold } from './sidebar-fold';
import { useIsMobile } from './use-mobile';
import { useVisitedTabs } from './use-visited-tabs';
import { VisitedTabs } from './VisitedTabs';

// The frame (platform spec §2 "Frame behaviour"): menus from the authorised routes placed by the user's
// menuPosition (0 top bar, left; 1 top bar, right; 2 side bar), a header with logo, system name, to-do
// badge, language and user menu (with the count of pending invitations to join a company), the visited-tabs
// bar, and a drawer menu under 820 px.
// Parts: FrameHeader (with UserMenu), FrameMenus (side, top, mobile drawer), VisitedTabs (use-visited-tabs.ts),
// sidebar-fold.ts (the side bar's cookie), account-dialogs.tsx (the user menu's dialogs).
// Structure (issue 31, WCAG 1.3.1, 2.4.1, 2.4.3): landmarks banner (the header), navigation (the menus, labelled
// 主菜单 / Main menu; the tabs bar, labelled on its own), main (the screen, under a level-one heading: the route's
// title, visually hidden since the tabs bar and the menu already show it, and no screen shows an h1 of its own).
// After each navigation (and on arrival, after signing in) focus moves to that heading, so that a screen reader
// reads the new page and Tab goes on from the top of its content.

export default function FrameLayout() {
  return (
    <FrameProviders>
      <Frame />
    </FrameProviders>
  );
}

function Frame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { setting } = useSessionControl();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [folded, setFolded] = useSidebarFold(setting.menuDefaultState === 1);
  const [dialog, setDialog] = useState<DialogName | null>(null);

  const go = (path: string) => {
    if (path !== pathname) navigate(path);
  };

  const groups = useMemo(() => accessibleGroups(routeGroups, user.views), [user.views]);
  const { tabs, onTabAction } = useVisitedTabs(user.id, groups, pathname, go);
  // Icons in the side bar and the drawer (the folded side bar shows them alone); the top bar has no room for them.
  const sideItems = useMemo(() => menuItems(groups, t, user.docsUrl, true), [groups, t, user.docsUrl]);
  const topItems = useMemo(() => menuItems(groups, t, user.docsUrl, false), [groups, t, user.docsUrl]);

  // The dialogs' keyboard (first field, Tab kept inside): the frame's dialogs only, so not in the sign-in chunk.
  useEffect(() => installDialogKeyboard(document), []);
  // Every table's scroll area reachable by keyboard and every tab list valid (components/a11y-repairs.ts), in
  // screens, drawers and dialogs.
  const scrollAreaLabel = t('list.table.scrollArea');
  useEffect(() => installA11yRepairs(document, () => scrollAreaLabel), [scrollAreaLabel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes on each navigation
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key !== EXTERNAL_DOCS) go(key);
  };
  const side = !mobile && setting.menuPosition === 2;
  const top = !mobile && !side;

  const sideMenu = <SideMenu items={sideItems} pathname={pathname} onClick={onMenu} />;
  const menuLabel = t('frame.menu.label');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {side && (
        <Layout.Sider
          collapsible={setting.menuFoldSet === 1}
          collapsed={folded}
          onCollapse={setFolded}
          width={220}
          role="navigation"
          aria-label={menuLabel}
        >
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout>
        <FrameHeader
          mobile={mobile}
          top={top}
          topMenu={
            <TopMenu
              items={topItems}
              pathname={pathname}
              onClick={onMenu}
              right={setting.menuPosition === 1}
              label={menuLabel}
            />
          }
          go={go}
          onOpenDrawer={() => setDrawerOpen(true)}
          onDialog={setDialog}
        />
        <LicenceBanner />
        {!mobile && <VisitedTabs tabs={tabs} pathname={pathname} go={go} onTabAction={onTabAction} />}
        <Layout.Content style={{ margin: mobile ? 8 : 16 }}>
          <PageHeading />
          <ScreenBoundary key={pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </Layout.Content>
      </Layout>
      {mobile && (
        <MobileMenuDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={user.mySystemName ?? t('auth.noCompany')}
        >
          <nav aria-label={menuLabel}>{sideMenu}</nav>
        </MobileMenuDrawer>
      )}
      <AccountDialog name={dialog} onClose={() => setDialog(null)} />
      <PrintStyle />
    </Layout>
  );
}
