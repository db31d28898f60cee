import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PAUSE_END_ALARM, PAUSED_BADGE, showPauseState } from '../../../lib/settings/pause-badge';
import { DEFAULT_SETTINGS, PAUSED_INDEFINITELY } from '../../../lib/settings';

describe('the paused badge', () => {
  beforeEach(() => fakeBrowser.reset());
  const now = Date.UTC(2026, 10, 26, 21, 0);

  it('says OFF on the toolbar with the end time in the title, and sets an alarm at the end', async () => {
    const until = now + 15 * 60_000;
    await showPauseState({ ...DEFAULT_SETTINGS, pausedUntil: until }, now);
    expect(await fakeBrowser.action.getBadgeText({})).toBe(PAUSED_BADGE);
    expect(await fakeBrowser.action.getTitle({})).toMatch(/^Preflight is paused until 26 Nov 2026, \d\d:15/);
    expect((await fakeBrowser.alarms.get(PAUSE_END_ALARM))?.scheduledTime).toBe(until);
  });

  it('clears the badge and the alarm once the pause is over or resumed', async () => {
    await showPauseState({ ...DEFAULT_SETTINGS, pausedUntil: now + 60_000 }, now);
    await showPauseState({ ...DEFAULT_SETTINGS, pausedUntil: now + 60_000 }, now + 60_000);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    expect(await fakeBrowser.alarms.get(PAUSE_END_ALARM)).toBeUndefined();
    await showPauseState({ ...DEFAULT_SETTINGS, pausedUntil: now + 60_000 }, now);
    await showPauseState({ ...DEFAULT_SETTINGS, pausedUntil: null }, now);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });

  it('an older build\'s pause "until re-enabled" still shows OFF, with no alarm', async () => {
    await showPauseState({ ...DEFAULT_SETTINGS, pausedUntil: PAUSED_INDEFINITELY }, now);
    expect(await fakeBrowser.action.getBadgeText({})).toBe(PAUSED_BADGE);
    expect(await fakeBrowser.alarms.get(PAUSE_END_ALARM)).toBeUndefined();
  });
});
