import { describe, expect, it } from 'vitest';
import { afterClose, closeAll, closeOthers, closeTab, storedTabs, storeTabs, withVisited } from './visited-tabs';

// The visited-tabs bar (spec §2, §6): the dashboard tab is always first and cannot be closed.

const HOME = '/home/dashboard';

describe('visited tabs', () => {
  it('adds visited paths once, after the dashboard', () => {
    let tabs = withVisited([HOME], '/plane/model', HOME);
    tabs = withVisited(tabs, '/organize/role', HOME);
    tabs = withVisited(tabs, '/plane/model', HOME);
    tabs = withVisited(tabs, HOME, HOME);
    expect(tabs).toEqual([HOME, '/plane/model', '/organize/role']);
  });

  it('closes one tab, never the dashboard', () => {
    const tabs = [HOME, '/a', '/b'];
    expect(closeTab(tabs, '/a', HOME)).toEqual([HOME, '/b']);
    expect(closeTab(tabs, HOME, HOME)).toEqual(tabs);
    expect(afterClose(tabs, '/b', HOME)).toBe('/a');
    expect(afterClose(tabs, '/a', HOME)).toBe(HOME);
  });

  it('close others keeps the dashboard and the tab; close all keeps the dashboard', () => {
    expect(closeOthers('/b', HOME)).toEqual([HOME, '/b']);
    expect(closeOthers(HOME, HOME)).toEqual([HOME]);
    expect(closeAll(HOME)).toEqual([HOME]);
  });

  it('come back after a reload, per user, with only the paths the user may still open (issue 29)', () => {
    sessionStorage.clear();
    const known = (path: string) => path !== '/organize/auth';
    expect(storedTabs(7, HOME, known)).toEqual([HOME]);
    storeTabs(7, [HOME, '/plane/model', '/organize/auth', '/organize/role']);
    expect(storedTabs(7, HOME, known)).toEqual([HOME, '/plane/model', '/organize/role']);
    // Another user of this browser tab starts with the dashboard alone.
    expect(storedTabs(8, HOME, known)).toEqual([HOME]);
    sessionStorage.setItem('hangar_tabs:7', '{not json');
    expect(storedTabs(7, HOME, known)).toEqual([HOME]);
  });
});
