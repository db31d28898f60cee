/**
 * The review window's first script: starts the queue feed (asks the
 * background and listens for its writes) at once and draws the shell (site,
 * request, verdict headline, Reject) from the first list it gets, while
 * React and the views load as a separate chunk (./App). React replaces the
 * shell once both it and the background's answer are there.
 */
import '../../components/review.css';
import { startQueueFeed } from './queue-feed';
import { answered, paintShell } from './shell';

const historyId = new URLSearchParams(window.location.search).get('history');
const feed = historyId ? undefined : startQueueFeed();
const root = document.getElementById('root');
const shell = feed && root ? paintShell(root, feed) : undefined;
void Promise.all([import('./App'), feed ? answered(feed) : undefined]).then(([app]) => {
  shell?.stop();
  app.start({ historyId, feed });
});
