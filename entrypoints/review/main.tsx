/**
 * The review window's module: React and the views load as a separate chunk
 * (./App) once the shell drawn by /review-shell.js (./shell.ts) has been
 * painted, and take over from it once both React and the background's answer
 * are there, with the queue feed the shell script started.
 */
import '../../components/review.css';
import { answered } from './queue-feed';

/**
 * Asking for React's chunks costs the main thread several milliseconds (one
 * preload per chunk): done after the shell's first paint, not before it. A
 * window the browser does not render runs no animation frames, hence the timer.
 */
const PAINT_FALLBACK_MS = 100;

function afterFirstPaint(run: () => void): void {
  let ran = false;
  const once = (): void => {
    if (ran) return;
    ran = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once));
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
