import { Drawer, Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import { MOBILE_BREAKPOINT, useWindowSize } from './use-window-size';

/*
 * EntityDrawer — the record drawer of the fleet screens (platform spec §9: width 1366, full width on mobile
 * under 820 px; the operation-log drawer uses width 650).
 *
 *   <EntityDrawer open={open} onClose={close} title={plane.name} width={1366}
 *     tabs={[{ key: 'base', label: t('plane.tab.base'), children: <PlaneBase id={id} /> }, ...]}
 *     defaultActiveTab="items" />
 *
 * Either tabs (antd Tabs items; activeTab/onTabChange to control them) or plain children. The content is
 * rendered when first opened and dropped when closed (destroyOnHidden), so each opening loads fresh data.
 */

export interface EntityDrawerProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Width in px on screens of 820 px and more (default 1366, capped at the window width). */
  width?: number;
  tabs?: TabsProps['items'];
  defaultActiveTab?: string;
  activeTab?: string;
  onTabChange?(key: string): void;
  /** Buttons in the header. */
  extra?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

export const DRAWER_WIDTH = 1366;

export function EntityDrawer({
  open,
  onClose,
  title,
  width = DRAWER_WIDTH,
  tabs,
  defaultActiveTab,
  activeTab,
  onTabChange,
  extra,
  footer,
  children,
}: EntityDrawerProps) {
  const { width: windowWidth } = useWindowSize();
  const size = windowWidth < MOBILE_BREAKPOINT ? windowWidth : Math.min(width, windowWidth);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      extra={extra}
      footer={footer}
      destroyOnHidden
      placement="right"
    >
      {tabs ? (
        <Tabs items={tabs} defaultActiveKey={defaultActiveTab} activeKey={activeTab} onChange={onTabChange} />
      ) : null}
      {children}
    </Drawer>
  );
}
