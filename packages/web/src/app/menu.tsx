import {
  AppstoreOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { ConfigProvider, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { MENU_GROUPS, RouteGroup } from './routes';

// The frame's menu items (FrameLayout): one item per group of the authorised routes, the dashboard alone. In the side
// bar and the phone's drawer every group has its icon, so that the folded side bar shows icons, not one character
// of each title (issue 29); the top bar shows titles only, packed tighter, so that every group fits at 1440 px.

/** Menu keys that are links out of the app rather than routes. */
export const EXTERNAL_DOCS = 'external:docs';

/** The icon of each menu group (and of the home group's dashboard). */
export const GROUP_ICONS: Record<(typeof MENU_GROUPS)[number] | 'home', ReactNode> = {
  home: <HomeOutlined />,
  plane: <SendOutlined />,
  operation: <ScheduleOutlined />,
  maintain: <ToolOutlined />,
  qualification: <SafetyCertificateOutlined />,
  mall: <ShopOutlined />,
  product: <InboxOutlined />,
  tool: <DashboardOutlined />,
  base: <DatabaseOutlined />,
  document: <FileTextOutlined />,
  system: <SettingOutlined />,
  operators: <TeamOutlined />,
  develop: <AppstoreOutlined />,
};

function iconOf(group: string): ReactNode {
  return (GROUP_ICONS as Record<string, ReactNode>)[group];
}

export function menuItems(
  groups: readonly RouteGroup[],
  t: (key: string) => string,
  docsUrl: string | null,
  icons: boolean,
): MenuProps['items'] {
  return groups.flatMap((g) => {
    const visible = g.children.filter((r) => r.hidden !== true);
    if (visible.length === 0) return [];
    const icon = icons ? iconOf(g.key) : undefined;
    if (g.key === 'home') return visible.map((r) => ({ key: r.path, label: t(r.title), icon }));
    const children: NonNullable<MenuProps['items']> = visible.map((r) => ({ key: r.path, label: t(r.title) }));
    // The Documents group also links to the external document system (platform spec §2), when configured.
    if (g.key === 'document' && docsUrl) {
      children.push({
        key: EXTERNAL_DOCS,
        label: (
          <a href={docsUrl} target="_blank" rel="noopener noreferrer">
            {t('frame.menu.externalDocs')}
          </a>
        ),
      });
    }
    return [{ key: `group:${g.key}`, label: t(g.title), icon, children }];
  });
}

/** The top bar's menu packed tighter than antd's 16 px each side: every group fits beside the header at 1440 px. */
export function HorizontalMenuTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ components: { Menu: { itemPaddingInline: 8 } } }}>{children}</ConfigProvider>;
}
