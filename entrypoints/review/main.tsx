/**
 * The review window's first script: starts the queue feed (asks the
 * background and listens for its writes) at once, while React and the views
 * load as a separate chunk (./App).
 */
import '../../components/review.css';
import { startQueueFeed } from './queue-feed';

const historyId = new URLSearchParams(window.location.search).get('history');
const feed = historyId ? undefined : startQueueFeed();
void import('./App').then((app) => app.start({ historyId, feed }));
