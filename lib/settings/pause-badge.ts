/**
 * While protection is paused the toolbar icon says so, on every tab, until the
 * pause ends: an "OFF" badge and a title with the end time. An alarm at the
 * end clears it (the pause itself ends by the clock: isPaused), and every
 * change of the settings (the popup's Pause / Resume) redraws it at once.
 */
import { browser } from 'wxt/browser';
import { formatDate } from '../format/date';
import { getSettings, watchSettings } from './index';
import { isPaused, PAUSED_INDEFINITELY } from './policy';
import type { Settings } from './schema';

export const PAUSE_END_ALARM = 'preflight-pause-end';
export const PAUSED_BADGE = 'OFF';
const PAUSED_COLOUR = '#7a4b00';

export const pausedTitle = (until: number): string =>
  until >= PAUSED_INDEFINITELY ? 'Preflight is paused: requests go to your wallet unchecked.' : `Preflight is paused until ${formatDate(new Date(until))}: requests go to your wallet unchecked.`;

/** Draws the badge for these settings now, and sets (or clears) the alarm that ends it. */
export async function showPauseState(settings: Settings, now: number): Promise<void> {
  const until = settings.pausedUntil;
  if (until !== null && isPaused(settings, now)) {
    await browser.action.setBadgeBackgroundColor({ color: PAUSED_COLOUR });
    await browser.action.setBadgeText({ text: PAUSED_BADGE });
    await browser.action.setTitle({ title: pausedTitle(until) });
    if (until < PAUSED_INDEFINITELY) await browser.alarms.create(PAUSE_END_ALARM, { when: until });
    return;
  }
  await browser.action.setBadgeText({ text: '' });
  await browser.action.setTitle({ title: 'Preflight' });
  await browser.alarms.clear(PAUSE_END_ALARM);
}

const redraw = (): void => void getSettings().then((s) => showPauseState(s, Date.now())).catch(() => undefined);

/** Call once from the background's main(): the state at start (a pause may have ended while the worker slept), then every change. */
export function startPauseBadge(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === PAUSE_END_ALARM) redraw();
  });
  watchSettings((settings) => void showPauseState(settings, Date.now()).catch(() => undefined));
  redraw();
}
