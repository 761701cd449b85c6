import { Dropdown, type MenuProps, theme } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../components/icons';
import { findFrameRoute, HOME_PATH } from './routes';

// The frame's visited-tabs bar (FrameLayout, desks only): one tab per visited screen, titled with its route's
// title; a click opens it, its close button or its context menu (close, close others, close all) acts through
// useVisitedTabs. The home tab cannot be closed.
// Issue 31 (WCAG 4.1.2): not antd's editable-card Tabs, whose close buttons sat inside the tab list (invalid
// ARIA), were labelled "remove" and read a hidden English "Tab 1 of 2": a navigation landmark (打开的页面 / Open
// pages) holding a list; each item is a link to its screen (aria-current="page" on the open one) and, beside it,
// a close button labelled 关闭 <title> / Close <title>. The context menu opens with a right click, or from the
// keyboard with the menu key or Shift+F10 (focus goes to its first item; Escape gives it back to the link).
// Closing a tab that is not the open one gives focus to the link left of it.

export interface VisitedTabsProps {
  tabs: string[];
  pathname: string;
  go: (path: string) => void;
  onTabAction: (action: string, path: string) => void;
}

export function VisitedTabs({ tabs, pathname, go, onTabAction }: VisitedTabsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [menuOf, setMenuOf] = useState<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const [focusAfter, setFocusAfter] = useState<string | null>(null);

  useEffect(() => {
    if (focusAfter === null) return;
    links.current.get(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const act = (action: string, path: string) => {
    setMenuOf(null);
    if (action === 'close' && path !== pathname) {
      const index = tabs.indexOf(path);
      setFocusAfter(tabs[index - 1] ?? HOME_PATH);
    }
    onTabAction(action, path);
  };

  const onKeyDown = (e: KeyboardEvent, path: string) => {
    // The browser's own contextmenu event may follow (the Dropdown's trigger): it opens the same menu.
    if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) setMenuOf(path);
  };

  const active = findFrameRoute(pathname) ? pathname : undefined;

  return (
    <nav
      aria-label={t('frame.tabs.label')}
      data-testid="visited-tabs"
      style={{ background: token.colorBgContainer, paddingInline: 8, paddingTop: 6 }}
    >
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {tabs.map((path) => {
          const route = findFrameRoute(path);
          const title = route ? t(route.title) : path;
          const closable = path !== HOME_PATH;
          const current = path === active;
          const menu: MenuProps['items'] = [
            { key: 'close', label: t('frame.tabs.close'), disabled: !closable },
            { key: 'others', label: t('frame.tabs.closeOthers') },
            { key: 'all', label: t('frame.tabs.closeAll') },
          ];
          return (
            <li
              key={path}
              style={{
                display: 'flex',
                alignItems: 'center',
                marginBottom: -1,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderBottomColor: current ? token.colorBgContainer : token.colorBorderSecondary,
                borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
                background: current ? token.colorBgContainer : token.colorFillAlter,
              }}
            >
              <Dropdown
                trigger={['contextMenu']}
                open={menuOf === path}
                onOpenChange={(open) => setMenuOf(open ? path : null)}
                menu={{ items: menu, onClick: ({ key }) => act(key, path) }}
                popupRender={(node) => <MenuFocus>{node}</MenuFocus>}
              >
                <a
                  href={path}
                  ref={(el) => {
                    if (el) links.current.set(path, el);
                    else links.current.delete(path);
                  }}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`tab-${path}`}
                  onClick={(e) => {
                    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                    e.preventDefault();
                    go(path);
                  }}
                  onKeyDown={(e) => onKeyDown(e, path)}
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 30,
                    paddingInline: closable ? '12px 4px' : 12,
                    color: current ? token.colorPrimary : token.colorText,
                    fontSize: token.fontSizeSM + 1,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {title}
                </a>
              </Dropdown>
              {closable ? (
                <button
                  type="button"
                  aria-label={t('frame.tabs.closeTab', { title })}
                  title={t('frame.tabs.closeTab', { title })}
                  onClick={() => act('close', path)}
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 24,
                    height: 24,
                    marginInlineEnd: 4,
                    padding: 0,
                    border: 0,
                    borderRadius: token.borderRadiusSM,
                    background: 'none',
                    color: token.colorTextSecondary,
                    cursor: 'pointer',
                    fontSize: 12,
                  }}
                >
                  <CloseIcon />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The context menu's pop-up: its first enabled item takes focus when it opens (arrow keys then move in it). */
function MenuFocus({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}
