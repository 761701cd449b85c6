import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '../components/test-utils';
import LoginPage from '../features/auth/LoginPage';
import { initI18n } from '../i18n/index';
import { type SessionControl, useSessionControl } from '../session/session-state';
import { Providers } from './providers';

// The session provider (issue 29): a visitor's /login asks nothing (no 401 in the console), and a sign-out stays
// signed out whatever a user-info call started before it answers afterwards (the socket the sign-out closes
// reloads the session; the late answer used to sign the user in again, and /login sent them back to the
// dashboard).

const realFetch = globalThis.fetch;
beforeAll(() => {
  initI18n('zh-CN');
});
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the session hint cookie it may have set
  document.cookie = 'hangar_cid=; max-age=0; path=/';
});

const envelope = (status: number, body: unknown, msg = '') =>
  new Response(JSON.stringify(status === 200 ? { ret: 0, msg, body } : { ret: 1, msg, code: 'AUTH' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch stand-in: `answer(url)` gives a Response or a promise of one (a call held open). */
function stubFetch(answer: (url: string) => Response | Promise<Response>): string[] {
  const urls: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    return answer(url);
  }) as typeof fetch;
  return urls;
}

let control: SessionControl | null = null;
function Probe() {
  control = useSessionControl();
  const { pathname } = useLocation();
  return (
    <div data-testid="probe">
      {control.status} {pathname}
    </div>
  );
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>
        <Probe />
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;

describe('SessionProvider', () => {
  it('does not ask for the user info on a visitor’s /login (no 401 logged)', async () => {
    const urls = stubFetch(() => envelope(401, null, '未登录'));
    renderApp('/login');
    await waitFor(() => expect(probe()).toBe('signedOut /login'));
    expect(urls.filter((u) => u.startsWith('/api/User/Info'))).toEqual([]);
  });

  it('asks when the session hint cookie says a session exists', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server's readable company cookie, as a sign-in sets it
    document.cookie = 'hangar_cid=10001; path=/';
    const urls = stubFetch((url) =>
      url.startsWith('/api/User/Info') ? envelope(200, testUser()) : envelope(404, null),
    );
    renderApp('/home/dashboard');
    await waitFor(() => expect(probe()).toBe('signedIn /home/dashboard'));
    expect(urls.filter((u) => u.startsWith('/api/User/Info'))).toHaveLength(1);
  });

  it('stays signed out on /login when a user-info call started before the sign-out answers after it', async () => {
    sessionStorage.setItem('hangar_signed_in', '1');
    let release: ((res: Response) => void) | null = null;
    let infos = 0;
    stubFetch((url) => {
      if (url === '/api/lg/exit') return envelope(200, null);
      if (!url.startsWith('/api/User/Info')) return envelope(404, null);
      infos += 1;
      // The first answers at once; the second (the socket's reload) is held until after the sign-out.
      if (infos === 1) return envelope(200, testUser());
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    renderApp('/home/dashboard');
    await waitFor(() => expect(probe()).toBe('signedIn /home/dashboard'));
    let reloaded: Promise<boolean> | undefined;
    act(() => {
      reloaded = control?.reload();
    });
    await waitFor(() => expect(release).not.toBeNull());
    await act(async () => {
      await control?.signOut();
    });
    await waitFor(() => expect(probe()).toBe('signedOut /login'));
    // The late answer of the earlier call: a live session's user info, as the server answered before the exit.
    await act(async () => {
      release?.(envelope(200, testUser()));
      await reloaded;
    });
    expect(probe()).toBe('signedOut /login');
    expect(await reloaded).toBe(false);
  });
});
