import { describe, expect, it } from 'vitest';
import { boundedPauseEnd, MAX_PAUSE_MS, PAUSE_CHOICES, pauseEnd, TOMORROW_HOUR } from '../../../lib/settings/pause';

describe('pause durations', () => {
  const now = new Date(2026, 10, 26, 21, 40, 12).getTime(); // local time

  it('15 minutes, 1 hour, and tomorrow morning at 08:00 local time', () => {
    expect(pauseEnd('quarter-hour', now) - now).toBe(15 * 60_000);
    expect(pauseEnd('hour', now) - now).toBe(60 * 60_000);
    const tomorrow = new Date(pauseEnd('tomorrow', now));
    expect([tomorrow.getDate(), tomorrow.getHours(), tomorrow.getMinutes(), tomorrow.getSeconds()]).toEqual([27, TOMORROW_HOUR, 0, 0]);
  });

  it('every choice, from any time of day, ends within MAX_PAUSE_MS', () => {
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(2026, 0, 31, hour, 0, 0).getTime();
      for (const choice of PAUSE_CHOICES) {
        const end = pauseEnd(choice, at);
        expect(end).toBeGreaterThan(at);
        expect(boundedPauseEnd(end, at)).toBe(end);
      }
    }
  });

  it('cuts a longer pause to MAX_PAUSE_MS and reads a past or missing end as resume', () => {
    expect(boundedPauseEnd(Number.MAX_SAFE_INTEGER, now)).toBe(now + MAX_PAUSE_MS);
    expect(boundedPauseEnd(now - 1, now)).toBeNull();
    expect(boundedPauseEnd(now, now)).toBeNull();
    expect(boundedPauseEnd(null, now)).toBeNull();
  });
});
