import { render, waitFor } from '@testing-library/react';
import { Button, Table, Tabs } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { installA11yRepairs } from './a11y-repairs';

const columns = [
  { title: 'Part', dataIndex: 'part', width: 600 },
  { title: 'Serial', dataIndex: 'serial', width: 600 },
];

describe('installA11yRepairs', () => {
  it("moves a tab bar's tablist role onto its tabs, leaving the extra content outside it", async () => {
    uninstall = installA11yRepairs(document, () => 'rows');
    const { container } = render(
      <Tabs
        items={[
          { key: 'a', label: 'Inspection', children: 'A' },
          { key: 'b', label: 'Faults', children: 'B' },
        ]}
        tabBarExtraContent={<Button>Export</Button>}
      />,
    );
    await waitFor(() => expect(container.querySelector('.ant-tabs-nav-list')?.getAttribute('role')).toBe('tablist'));
    const tablist = container.querySelector('[role="tablist"]');
    expect(container.querySelectorAll('[role="tablist"]')).toHaveLength(1);
    expect(tablist?.getAttribute('aria-orientation')).toBe('horizontal');
    expect(tablist?.querySelectorAll('[role="tab"]')).toHaveLength(2);
    expect(tablist?.querySelector('button')).toBeNull();
  });

  let uninstall: (() => void) | null = null;
  afterEach(() => uninstall?.());

  it('makes the scroll area of a table rendered later a named tab stop, even an empty one', async () => {
    let label = '表格行';
    uninstall = installA11yRepairs(document, () => label);
    const { container, rerender } = render(<Table columns={columns} dataSource={[]} scroll={{ x: 1200 }} />);
    const area = container.querySelector<HTMLElement>('.ant-table-content');
    expect(area).not.toBeNull();
    await waitFor(() => expect(area?.tabIndex).toBe(0));
    expect(area?.getAttribute('role')).toBe('region');
    expect(area?.getAttribute('aria-label')).toBe('表格行');
    // A table without a scroll is no scroll area.
    label = 'Table rows';
    rerender(
      <>
        <Table columns={columns} dataSource={[]} scroll={{ x: 1200 }} />
        <Table columns={columns} dataSource={[{ key: 1, part: 'P1', serial: 'S1' }]} />
      </>,
    );
    await waitFor(() => expect(area?.getAttribute('aria-label')).toBe('Table rows'));
    const plain = container.querySelectorAll<HTMLElement>('.ant-table-content')[1];
    expect(plain?.hasAttribute('tabindex')).toBe(false);
  });

  it('stops marking once uninstalled', async () => {
    installA11yRepairs(document, () => 'x')();
    const { container } = render(<Table columns={columns} dataSource={[]} scroll={{ x: 1200 }} />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(container.querySelector('.ant-table-content')?.hasAttribute('tabindex')).toBe(false);
  });
});
