/**
 * The review page keeps a port open to the background. When the service
 * worker stops (idle, crash, update), the port drops; the page connects again,
 * which starts a new worker, and its start-up resumes the scans that died with
 * the old one. Without this a scan under way when the worker stopped would
 * leave the window on "scanning" until the user clicked something.
 */
export const REVIEW_PORT = 'preflight:review';

/** A port that drops right after connecting is retried at most this often. */
export const REVIEW_RECONNECT_MS = 1000;
