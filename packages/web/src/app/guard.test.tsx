import type { ViewGrant } from '@hangar/domain/permissions';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index';
import type { UserInfo } from '../session/session-context';
import { type SessionControl, SessionControlContext, type SessionStatus } from '../session/session-state';
import { DEFAULT_SETTING } from '../session/settings';
import { Guard } from './Guard';
import { accessibleGroups, decide, pageTitle } from './guard';
import { allFrameRoutes, HOME_PATH, routeGroups } from './routes';

// The access guard of platform spec §2: route filtering by views and anyAccess, the redirects, the title.

const grant = (name: string): ViewGrant => ({ name, functions: [] });
const names = (groups: ReturnType<typeof accessibleGroups>) =>
  groups.map((g) => [g.key, g.children.map((r) => r.name)] as const);

describe('accessibleGroups', () => {
  it('keeps only the held views and anyAccess routes, and drops groups left empty', () => {
    const groups = accessibleGroups(routeGroups, [grant('plane-entity'), grant('organize-log')]);
    expect(names(groups)).toEqual([
      ['home', ['dashboard', 'home-401', 'home-404']],
      ['plane', ['plane-entity']],
      ['system', ['organize-log']],
    ]);
  });

  it('keeps only the first group when the user holds no views', () => {
    expect(names(accessibleGroups(routeGroups, []))).toEqual([['home', ['dashboard', 'home-401', 'home-404']]]);
  });

  it('gives an administrator (every view) every group of the spec, in order', () => {
    const all = allFrameRoutes.filter((r) => !r.anyAccess).map((r) => grant(r.name));
    expect(accessibleGroups(routeGroups, all).map((g) => g.key)).toEqual([
      'home',
      'plane',
      'operation',
      'maintain',
      'qualification',
      'mall',
      'product',
      'tool',
      'base',
      'document',
      'system',
      'operators',
      'develop',
    ]);
  });

  it('builds the route table from the catalogue with the spec’s paths', () => {
    const paths = allFrameRoutes.map((r) => r.path);
    for (const p of ['/plane/model', '/maintain/contorl', '/store/deliver', '/organize/auth', '/develop/require']) {
      expect(paths).toContain(p);
    }
    expect(allFrameRoutes.find((r) => r.path === '/organize/employ')).toMatchObject({
      name: 'organize-employ',
      group: 'system',
      title: 'frame.route.organize-employ',
    });
  });
});

describe('decide', () => {
  const state = (signedIn: boolean, views: ViewGrant[] = []) => ({ signedIn, routes: allFrameRoutes, views });

  it('sends a visitor without a session to /login, except on the open paths', () => {
    for (const p of ['/login', '/authredirect', '/register', '/findpass', '/401', '/404']) {
      expect(decide(p, state(false))).toEqual({ allow: true });
    }
    expect(decide('/home/dashboard', state(false))).toEqual({ allow: false, redirect: '/login' });
    expect(decide('/organize/role', state(false))).toEqual({ allow: false, redirect: '/login' });
  });

  it('sends a signed-in user away from /login', () => {
    expect(decide('/login', state(true))).toEqual({ allow: false, redirect: '/' });
  });

  it('grants anyAccess routes and held views, else /401; unknown paths go to /404', () => {
    const s = state(true, [grant('plane-entity')]);
    expect(decide(HOME_PATH, s)).toEqual({ allow: true });
    expect(decide('/plane/entity', s)).toEqual({ allow: true });
    expect(decide('/organize/role', s)).toEqual({ allow: false, redirect: '/401' });
    expect(decide('/no/such/screen', s)).toEqual({ allow: false, redirect: '/404' });
  });

  it('puts the fixed prefix before the route title', () => {
    expect(pageTitle('Hangar 维修管理系统', '工作台')).toBe('Hangar 维修管理系统 - 工作台');
    expect(pageTitle('Hangar 维修管理系统', undefined)).toBe('Hangar 维修管理系统');
  });
});

describe('<Guard>', () => {
  beforeAll(() => {
    initI18n('zh-CN');
  });
  afterEach(cleanup);

  function renderAt(path: string, status: SessionStatus, views: ViewGrant[] = []) {
    const user = status === 'signedIn' ? ({ views, isAdmin: 0 } as Pick<UserInfo, 'views' | 'isAdmin'>) : null;
    const control: SessionControl = {
      status,
      user: user as UserInfo | null,
      signedOutByUser: false,
      setting: DEFAULT_SETTING,
      reload: async () => status === 'signedIn',
      signOut: async () => undefined,
    };
    const page = (name: string) => <div data-testid="page">{name}</div>;
    return render(
      <SessionControlContext.Provider value={control}>
        <MemoryRouter initialEntries={[path]}>
          <Guard>
            <Routes>
              <Route path="/login" element={page('login')} />
              <Route path="/401" element={page('401')} />
              <Route path="/404" element={page('404')} />
              {allFrameRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={page(r.name)} />
              ))}
            </Routes>
          </Guard>
        </MemoryRouter>
      </SessionControlContext.Provider>,
    );
  }

  it('shows a held view and the dashboard', () => {
    renderAt('/plane/entity', 'signedIn', [grant('plane-entity')]);
    expect(screen.getByTestId('page').textContent).toBe('plane-entity');
    cleanup();
    renderAt(HOME_PATH, 'signedIn', []);
    expect(screen.getByTestId('page').textContent).toBe('dashboard');
  });

  it('redirects a screen the user does not hold to /401', () => {
    renderAt('/organize/role', 'signedIn', [grant('plane-entity')]);
    expect(screen.getByTestId('page').textContent).toBe('401');
  });

  it('redirects a visitor without a session to /login and waits while the session loads', () => {
    renderAt('/organize/role', 'signedOut');
    expect(screen.getByTestId('page').textContent).toBe('login');
    cleanup();
    renderAt('/organize/role', 'loading');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('sends a user signed in on /login on to the screen of its redirect parameter, a local one only', () => {
    renderAt('/login?redirect=%2Fplane%2Fentity', 'signedIn', [grant('plane-entity')]);
    expect(screen.getByTestId('page').textContent).toBe('plane-entity');
    cleanup();
    renderAt('/login?redirect=%2F%2Fevil.example%2Fplane%2Fentity', 'signedIn', [grant('plane-entity')]);
    expect(screen.queryByTestId('page')?.textContent).not.toBe('plane-entity');
  });

  it('sets the page title from the route', () => {
    renderAt('/plane/entity', 'signedIn', [grant('plane-entity')]);
    expect(document.title).toBe('Hangar 维修管理系统 - 飞机管理');
  });
});
