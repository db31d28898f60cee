/**
 * Where a scan is in its two stages (#25), for the broker and the review alike
 * (type-only imports: the review's first chunk stays free of zod).
 */
import type { ScanOutcome } from './outcome';

/** A first-stage verdict whose reads (the second stage) are still running. */
export function readsPending(scan: ScanOutcome): boolean {
  return scan.state === 'done' && scan.reads?.state === 'pending';
}

/** Both stages are in: a verdict with every read it needed. What auto-approval and the "block" policy ask for. */
export function scanComplete(scan: ScanOutcome): boolean {
  return scan.state === 'done' && scan.reads === undefined;
}
