import { Drawer, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { HorizontalMenuTheme } from './menu';
import { findFrameRoute } from './routes';

// The frame's menus (FrameLayout): the side menu (in the side bar, or in the drawer under 820 px, its current
// group open), the top bar's menu (left or right by menuPosition), and the mobile drawer that holds the side menu.
// The items come from menu.tsx.

function groupOf(path: string): string | undefined {
  const route = findFrameRoute(path);
  return route && route.group !== 'home' ? `group:${route.group}` : undefined;
}

interface MenuPropsOf {
  items: MenuProps['items'];
  pathname: string;
  onClick: MenuProps['onClick'];
}

export function SideMenu({ items, pathname, onClick }: MenuPropsOf) {
  const openGroup = groupOf(pathname);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={openGroup ? [openGroup] : []}
      onClick={onClick}
      data-testid="frame-menu"
    />
  );
}

/**
 * The top bar's menu: at the left (menuPosition 0) or the right (1) of the header's free space, in a navigation
 * landmark labelled `label`.
 */
export function TopMenu({ items, pathname, onClick, right, label }: MenuPropsOf & { right: boolean; label: string }) {
  return (
    <nav aria-label={label} style={{ flex: 1, minWidth: 0, display: 'flex' }}>
      <HorizontalMenuTheme>
        <Menu
          mode="horizontal"
          theme="dark"
          items={items}
          selectedKeys={[pathname]}
          onClick={onClick}
          style={{
            flex: 1,
            minWidth: 0,
            background: 'transparent',
            justifyContent: right ? 'flex-end' : 'flex-start',
          }}
          data-testid="frame-menu"
        />
      </HorizontalMenuTheme>
    </nav>
  );
}

/** The drawer menu under 820 px, titled with the system name. */
export function MobileMenuDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={260}
      styles={{ body: { padding: 0, background: '#001529' } }}
      title={title}
    >
      {children}
    </Drawer>
  );
}
