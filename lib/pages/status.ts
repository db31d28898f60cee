/** The popup's status line and the pause switch. */
import { queuedReportCount } from '../reports';
import { PAUSED_INDEFINITELY, getSettings, isPaused, updateSettings, type Settings } from '../settings';
import type { PageStatus } from '../messaging/pages';
import { boundedPauseEnd } from '../settings/pause';
import { hasHostAccess } from './host-access';

/** Key and base URL both set: the remote service can be used. */
export function remoteConfigured(settings: Settings): boolean {
  return settings.apiKey !== '' && settings.apiBaseUrl !== '';
}

export function statusOf(settings: Settings, now: number, queuedReports: number, hostAccess: boolean): PageStatus {
  const paused = isPaused(settings, now);
  return {
    protected: !paused,
    pausedUntil: paused ? settings.pausedUntil : null,
    pausedIndefinitely: paused && settings.pausedUntil !== null && settings.pausedUntil >= PAUSED_INDEFINITELY,
    hasApiKey: settings.apiKey !== '',
    engine: settings.engine,
    scanner: settings.engine !== 'local' && remoteConfigured(settings) ? 'remote' : 'local',
    queuedReports,
    hostAccess,
  };
}

export async function getStatus(now: number = Date.now()): Promise<PageStatus> {
  return statusOf(await getSettings(), now, await queuedReportCount(), await hasHostAccess());
}

/** null resumes; a time in the past also resumes; a pause ends by itself, at most MAX_PAUSE_MS ahead. */
export async function setPause(untilMs: number | null, now: number = Date.now()): Promise<PageStatus> {
  const settings = await updateSettings({ pausedUntil: boundedPauseEnd(untilMs, now) });
  return statusOf(settings, now, await queuedReportCount(), await hasHostAccess());
}
