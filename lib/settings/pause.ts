/**
 * How long protection may be paused. The popup offers a few durations and
 * nothing open-ended: a pause always ends by itself (the toolbar badge says
 * "OFF" until it does, ./pause-badge.ts). Plain functions: the popup loads
 * this, and no zod.
 */

export type PauseChoice = 'quarter-hour' | 'hour' | 'tomorrow';
export const PAUSE_CHOICES: readonly PauseChoice[] = ['quarter-hour', 'hour', 'tomorrow'];

/** "Until tomorrow" ends at this local hour the next day. */
export const TOMORROW_HOUR = 8;
/** The longest pause accepted (from 00:00 to 08:00 the day after, with room): anything longer is cut to this. */
export const MAX_PAUSE_MS = 36 * 60 * 60 * 1000;

const MINUTE_MS = 60 * 1000;

/** When a pause chosen at `now` ends (epoch ms); "tomorrow" in the user's own time zone. */
export function pauseEnd(choice: PauseChoice, now: number): number {
  if (choice === 'quarter-hour') return now + 15 * MINUTE_MS;
  if (choice === 'hour') return now + 60 * MINUTE_MS;
  const end = new Date(now);
  end.setDate(end.getDate() + 1);
  end.setHours(TOMORROW_HOUR, 0, 0, 0);
  return end.getTime();
}

/** The end the background stores: never past MAX_PAUSE_MS from now; null (resume) for a time already past. */
export function boundedPauseEnd(untilMs: number | null, now: number): number | null {
  if (untilMs === null || untilMs <= now) return null;
  return Math.min(untilMs, now + MAX_PAUSE_MS);
}
