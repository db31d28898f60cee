/**
 * The review window's module: React and the views load as a separate chunk
 * (./App) while the shell drawn by /review-shell.js (./shell.ts) is on screen,
 * and take over from it once both React and the background's answer are
 * there, with the queue feed the shell script started.
 */
import '../../components/review.css';
import { answered } from './queue-feed';

const historyId = new URLSearchParams(window.location.search).get('history');
const started = historyId ? undefined : window.preflightReview;
void Promise.all([import('./App'), started ? answered(started.feed) : undefined]).then(([app]) => {
  started?.shell.stop();
  app.start({ historyId, feed: started?.feed });
});
