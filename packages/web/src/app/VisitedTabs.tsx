import { Dropdown, type MenuProps, Tabs, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { findFrameRoute, HOME_PATH } from './routes';

// The frame's visited-tabs bar (FrameLayout, desks only): one tab per visited screen, titled with its route's
// title; a click opens it, its close button or its context menu (close, close others, close all) acts through
// useVisitedTabs. The home tab cannot be closed.

export interface VisitedTabsProps {
  tabs: string[];
  pathname: string;
  go: (path: string) => void;
  onTabAction: (action: string, path: string) => void;
}

export function VisitedTabs({ tabs, pathname, go, onTabAction }: VisitedTabsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

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

  return (
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
  );
}
