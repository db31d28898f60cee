/**
 * The review window's module: React and the views load as a separate chunk
 * (./App) once the shell drawn by /review-shell.js (./shell.ts) has been
 * painted, and take over from it once both React and the background's answer
 * are there, with the queue feed the shell script started.
 */
import '../../components/review.css';
import { answered } from './queue-feed';

/**
 * Asking for React's chunks, compiling react-dom and the first render are
 * long tasks (tens of milliseconds on a busy machine): done after the shell's
 * first paint, and a quiet moment after it, so that a click on the Reject the
 * page already shows is handled at once instead of waiting behind them
 * (bench:interception, request → 4001 after an immediate Reject:
 * docs/performance.md). The shell shows the site, the request and the
 * verdict's headline meanwhile; Approve waits for React anyway. A window the
 * browser does not render runs no animation frames, hence the timer.
 */
const QUIET_AFTER_PAINT_MS = 60;
const PAINT_FALLBACK_MS = 100 + QUIET_AFTER_PAINT_MS;

function afterFirstPaint(run: () => void): void {
  let ran = false;
  const once = (): void => {
    if (ran) return;
    ran = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, QUIET_AFTER_PAINT_MS));
  setTimeout(once, PAINT_FALLBACK_MS);
}

const historyId = new URLSearchParams(window.location.search).get('history');
const started = historyId ? undefined : window.preflightReview;
const load = (): void =>
  void Promise.all([import('./App'), started ? answered(started.feed) : undefined]).then(([app]) => {
    started?.shell.stop();
    app.start({ historyId, feed: started?.feed });
  });
// A history page has no shell: nothing to paint first.
if (started) afterFirstPaint(load);
else load();
