import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLang, i18n } from '../i18n';
import { type SessionControl, SessionControlContext } from '../session/session-state';
import { DEFAULT_SETTING } from '../session/settings';
import { AppRoutes } from './App';
import { PageHeading } from './PageHeading';
import { HOME_PATH } from './routes';
import { VisitedTabs } from './VisitedTabs';

// Issue 31: the frame's page heading (focused after each navigation) and the visited-tabs bar as a labelled
// navigation list (no tab roles, close buttons labelled in the user's language, operable by keyboard).

afterEach(async () => {
  await act(() => changeLang('zh-CN'));
});

describe('PageHeading', () => {
  it('is the route’s title as the one h1, focused on arrival and after each navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/plane/model']}>
        <Link to="/organize/department">to departments</Link>
        <main>
          <PageHeading />
        </main>
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('机型管理');
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);

    const link = screen.getByRole('link', { name: 'to departments' });
    link.focus();
    await userEvent.click(link);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('部门管理');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

function renderTabs(pathname: string, tabs = [HOME_PATH, '/plane/model', '/organize/department']) {
  const go = vi.fn();
  const onTabAction = vi.fn();
  render(
    <ConfigProvider>
      <AntApp>
        <VisitedTabs tabs={tabs} pathname={pathname} go={go} onTabAction={onTabAction} />
      </AntApp>
    </ConfigProvider>,
  );
  return { go, onTabAction };
}

describe('VisitedTabs', () => {
  it('is a labelled navigation list of links, the open one current, with close buttons named after their tab', () => {
    renderTabs('/plane/model');
    const bar = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(bar.dataset.testid).toBe('visited-tabs');
    expect(within(bar).queryByRole('tablist')).toBeNull();
    expect(within(bar).queryByRole('tab')).toBeNull();
    expect(within(bar).getAllByRole('listitem')).toHaveLength(3);
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['工作台', '机型管理', '部门管理']);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(screen.getByTestId('tab-/plane/model')).toBe(links[1]);
    // The home tab cannot be closed; the others' buttons say what they close, in Chinese.
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['关闭 机型管理', '关闭 部门管理']);
    expect(bar.textContent).not.toMatch(/remove|Tab \d of \d/i);
  });

  it('speaks English in the English screen', async () => {
    await act(() => changeLang('en-US'));
    renderTabs('/organize/department');
    const bar = screen.getByRole('navigation', { name: 'Open pages' });
    expect(within(bar).getByRole('button', { name: 'Close Departments' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Aircraft models' })).toBeTruthy();
  });

  it('opens a tab and closes another by keyboard; focus then goes to the link left of the closed one', async () => {
    const { go, onTabAction } = renderTabs('/plane/model');
    const user = userEvent.setup();
    screen.getByTestId('tab-/home/dashboard').focus();
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith(HOME_PATH);

    screen.getByRole('button', { name: '关闭 部门管理' }).focus();
    await user.keyboard('{Enter}');
    expect(onTabAction).toHaveBeenCalledWith('close', '/organize/department');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('tab-/plane/model')));
  });

  it('keeps the context menu: close others from the keyboard’s menu key, close disabled on home', async () => {
    const { onTabAction } = renderTabs('/plane/model');
    const home = screen.getByTestId('tab-/home/dashboard');
    home.focus();
    fireEvent.keyDown(home, { key: 'F10', shiftKey: true });
    const close = await screen.findByRole('menuitem', { name: '关闭' });
    expect(close.getAttribute('aria-disabled')).toBe('true');
    // Focus is in the menu, on its first enabled item.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('关闭其他'));
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    expect(onTabAction).toHaveBeenCalledWith('others', HOME_PATH);
  });
});

describe('the status pages outside the frame', () => {
  it('/404 has a main landmark under a level-one heading, its title', async () => {
    const control: SessionControl = {
      status: 'signedOut',
      user: null,
      signedOutByUser: false,
      setting: DEFAULT_SETTING,
      reload: async () => false,
      signOut: async () => undefined,
    };
    render(
      <SessionControlContext.Provider value={control}>
        <MemoryRouter initialEntries={['/404']}>
          <AppRoutes />
        </MemoryRouter>
      </SessionControlContext.Provider>,
    );
    const main = await screen.findByRole('main');
    const heading = within(main).getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(i18n.t('frame.route.home-404'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
