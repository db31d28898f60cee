/**
 * A new review window's first moments belong to its page. The service worker
 * shares the extension's renderer process with the review page, and a scan
 * running while that page parsed put its usable Reject later (docs/performance.md,
 * "Fifth pass"). So a scan waits until the new window's page has asked for its
 * queue (its shell has run; its Reject works), or START_CAP_MS at most.
 * Nothing waits when no window is starting (an open window, a restarted
 * worker, a trusted site's request without a window).
 */
export const START_CAP_MS = 150;

interface Starting {
  started: Promise<void>;
  start: () => void;
}

let starting: Starting | undefined;

function finish(entry: Starting): void {
  entry.start();
  if (starting === entry) starting = undefined;
}

/** A review window is being created: scans wait for its page from now on (START_CAP_MS at most). */
export function reviewPageOpening(): void {
  let start = (): void => undefined;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const entry: Starting = { started, start: () => start() };
  starting = entry;
  const cap = setTimeout(() => finish(entry), START_CAP_MS);
  void entry.started.then(() => clearTimeout(cap));
}

/** The review page has asked for its queue: the scans waiting for it may run. */
export function reviewPageStarted(): void {
  if (starting) finish(starting);
}

/** Resolves once no review page is starting. */
export function untilReviewPageStarted(): Promise<void> {
  return starting?.started ?? Promise.resolve();
}
