import { describe, expect, it } from 'vitest';
import { afterClose, closeAll, closeOthers, closeTab, withVisited } from './visited-tabs';

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
});
