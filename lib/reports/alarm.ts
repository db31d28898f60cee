/**
 * Retrying queued reports: once at startup and then on a browser.alarms
 * alarm. The alarm needs the "alarms" permission in wxt.config.ts; without it
 * (browser.alarms undefined) only the startup flush runs.
 */
import { browser } from 'wxt/browser';
import { flushReportQueue } from './index';

export const REPORT_QUEUE_ALARM = 'preflight-report-queue';
export const REPORT_QUEUE_PERIOD_MINUTES = 5;

/** Call once from the background's main(). Returns whether the alarm was registered. */
export function startReportQueue(): boolean {
  void flushReportQueue().catch(() => undefined);
  // Typed as possibly absent on purpose: the API object is missing when the permission is.
  const alarms: typeof browser.alarms | undefined = browser.alarms;
  if (!alarms) return false;
  alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REPORT_QUEUE_ALARM) void flushReportQueue().catch(() => undefined);
  });
  void alarms.create(REPORT_QUEUE_ALARM, { periodInMinutes: REPORT_QUEUE_PERIOD_MINUTES });
  return true;
}
