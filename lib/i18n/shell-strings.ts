/**
 * The words the review's first paint needs (entrypoints/review/shell.ts),
 * apart from the rest of ./strings, which reuses them: the shell's chunk stays
 * a few kilobytes, so it runs, and draws, before React and the views have loaded.
 */
export const shellStrings = {
  bypassWarning: 'This page asked your wallet directly, Preflight could not check it.',
  notSecure: 'Not secure',
  queuePosition: (index: number, total: number) => `${index} of ${total}`,
  verdictBenign: 'No risks found',
  verdictWarning: 'Be careful',
  verdictMalicious: 'Dangerous request',
  verdictScanning: 'Checking this request…',
  verdictUnavailable: 'Scan unavailable',
  verdictUnknown: 'Unknown verdict',
  approve: 'Approve',
  reject: 'Reject',
  dismissBypass: 'Close this warning',
  loading: 'Loading…',
  nothingToReview: 'Nothing to review.',
  queueError: (why: string) => `Could not load the requests waiting for review: ${why}`,
};
