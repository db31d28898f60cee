import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { hasHostAccess } from '../../../lib/pages/host-access';
import { getStatus, setPause } from '../../../lib/pages/status';

// fakeBrowser does not implement permissions.contains (it throws "not mocked"); these stand in for the browser's answer.
const original = fakeBrowser.permissions;
let granted = true;
let asked: Array<string[] | undefined> = [];

beforeEach(() => {
  fakeBrowser.reset();
  granted = true;
  asked = [];
  fakeBrowser.permissions.contains = async (p: { origins?: string[] }) => {
    asked.push(p.origins);
    return granted;
  };
});
afterEach(() => {
  Reflect.set(fakeBrowser, 'permissions', original);
});

describe('hasHostAccess', () => {
  it('asks the browser about access to all sites', async () => {
    expect(await hasHostAccess()).toBe(true);
    granted = false;
    expect(await hasHostAccess()).toBe(false);
    expect(asked).toEqual([['<all_urls>'], ['<all_urls>']]);
  });

  it('warns (false) when the browser fails to answer', async () => {
    fakeBrowser.permissions.contains = async () => { throw new Error('boom'); };
    expect(await hasHostAccess()).toBe(false);
  });

  it('assumes access when the browser has no permissions API (access cannot be withdrawn there)', async () => {
    Reflect.deleteProperty(fakeBrowser, 'permissions');
    expect(await hasHostAccess()).toBe(true);
  });
});

describe('getStatus: host access', () => {
  it('reports hostAccess false when access to all sites was withdrawn, and still reports not paused', async () => {
    granted = false;
    expect(await getStatus()).toMatchObject({ hostAccess: false, protected: true });
  });

  it('reports hostAccess true when access is granted', async () => {
    expect(await getStatus()).toMatchObject({ hostAccess: true, protected: true });
  });

  it('keeps reporting it after pausing', async () => {
    granted = false;
    expect(await setPause(Date.now() + 60_000)).toMatchObject({ hostAccess: false, protected: false });
  });
});
