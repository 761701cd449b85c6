import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isDialogName } from './account-dialogs';
import { HOME_PATH, routeGroups } from './routes';
import { useSidebarFold } from './sidebar-fold';
import { useVisitedTabs } from './use-visited-tabs';

// The frame's parts (FrameLayout): the side bar's folded state kept in its cookie, the user menu's dialog keys,
// the visited tabs' state.

afterEach(() => {
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the preference cookie between tests
  document.cookie = 'hangar_sidebar=; path=/; max-age=0';
});

describe('useSidebarFold', () => {
  it('starts from the user’s default without a cookie, stores a change and reads it back', () => {
    const first = renderHook(() => useSidebarFold(true));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    expect(document.cookie).toContain('hangar_sidebar=0');
    // The cookie wins over the default on the next load.
    expect(renderHook(() => useSidebarFold(true)).result.current[0]).toBe(false);
  });
});

describe('isDialogName', () => {
  it('names the account dialogs, not sign-out or other keys', () => {
    for (const key of ['style', 'personal', 'password', 'company', 'switch', 'invitations']) {
      expect(isDialogName(key)).toBe(true);
    }
    expect(isDialogName('logout')).toBe(false);
    expect(isDialogName('group:plane')).toBe(false);
  });
});

describe('useVisitedTabs', () => {
  it('adds each visited screen; closing the open tab goes to its neighbour, another stays; close all goes home', () => {
    const went: string[] = [];
    const go = (path: string) => went.push(path);
    const hook = renderHook(({ path }) => useVisitedTabs(1, routeGroups, path, go), {
      initialProps: { path: HOME_PATH },
    });
    hook.rerender({ path: '/plane/model' });
    hook.rerender({ path: '/plane/entity' });
    hook.rerender({ path: '/no/such/screen' });
    expect(hook.result.current.tabs).toEqual([HOME_PATH, '/plane/model', '/plane/entity']);

    hook.rerender({ path: '/plane/entity' });
    // Closing another tab stays on the open screen.
    act(() => hook.result.current.onTabAction('close', '/plane/model'));
    expect(hook.result.current.tabs).toEqual([HOME_PATH, '/plane/entity']);
    expect(went).toEqual([]);
    act(() => hook.result.current.onTabAction('close', '/plane/entity'));
    expect(hook.result.current.tabs).toEqual([HOME_PATH]);
    expect(went).toEqual([HOME_PATH]);

    hook.rerender({ path: '/plane/model' });
    act(() => hook.result.current.onTabAction('all', '/plane/model'));
    expect(hook.result.current.tabs).toEqual([HOME_PATH]);
    expect(went).toEqual([HOME_PATH, HOME_PATH]);
  });
});
