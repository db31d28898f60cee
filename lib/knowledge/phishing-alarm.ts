/**
 * Background wiring of the phishing-list refresh: install the last downloaded list at start-up,
 * refresh when due and the setting is on, then on a WXT/browser alarm. Needs the "alarms"
 * permission; without it only the start-up refresh runs.
 */
import { browser } from 'wxt/browser';
import { getSettings, phishingListRefreshOn, watchSettings } from '../settings';
import { loadStoredPhishingList, phishingListDue, PHISHING_REFRESH_PERIOD_MINUTES, refreshPhishingList } from './phishing-refresh';

export const PHISHING_REFRESH_ALARM = 'preflight-phishing-list';

async function refreshIfWanted(force: boolean): Promise<void> {
  if (!phishingListRefreshOn(await getSettings())) return;
  if (force || (await phishingListDue())) await refreshPhishingList();
}

/** Call once from the background's main(). Returns whether the alarm was registered. */
export function startPhishingListRefresh(): boolean {
  void loadStoredPhishingList()
    .then(() => refreshIfWanted(false))
    .catch(() => undefined);
  watchSettings((settings) => {
    if (phishingListRefreshOn(settings)) void refreshIfWanted(false).catch(() => undefined);
  });
  // Typed as possibly absent on purpose: the API object is missing when the permission is.
  const alarms: typeof browser.alarms | undefined = browser.alarms;
  if (!alarms) return false;
  alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === PHISHING_REFRESH_ALARM) void refreshIfWanted(true).catch(() => undefined);
  });
  // Created once: re-creating it at every worker start would push the next refresh back each time.
  void alarms
    .get(PHISHING_REFRESH_ALARM)
    .then((existing) => (existing ? undefined : alarms.create(PHISHING_REFRESH_ALARM, { periodInMinutes: PHISHING_REFRESH_PERIOD_MINUTES })))
    .catch(() => undefined);
  return true;
}
