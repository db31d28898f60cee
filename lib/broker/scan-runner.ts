/**
 * Runs a scan for a pending request in two stages (#25) and stores each:
 * first the verdict from what the request says (no reads: nothing the page
 * does can stall it), at once; then the full scan with the user's timeout,
 * which may raise that verdict or add detail (./../scan/stages). A second
 * stage that throws, answers something invalid or takes too long leaves the
 * first-stage verdict with a note saying so; "unavailable" only when the
 * first stage failed too. Never "safe" by default.
 */
import type { PendingRequest } from '../messaging/extension';
import { internalError } from '../rpc-errors';
import type { ScanContext } from '../scan';
import { scanFirstStage, type FirstStage } from '../scan/first-stage';
import { scanOutcomeSchema, type ScanOutcome } from '../scan/outcome';
import { joinStages } from '../scan/stages';
import { getSettings } from '../settings';
import type { PageActions } from './forward';
import { createPageRpc } from './page-rpc';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';

export type Scanner = (request: PendingRequest, ctx: ScanContext) => Promise<ScanOutcome>;

export interface ScanRunner {
  /** Scans and stores the outcome (unless the request was decided meanwhile); resolves with it. */
  start(request: PendingRequest): Promise<ScanOutcome>;
  /** Aborts a running scan (the request was decided or dropped). */
  cancel(id: string): void;
}

function unavailable(reason: 'timeout' | 'invalid_response' | 'error', message: string): ScanOutcome {
  return { state: 'unavailable', reason, message };
}

type Done = Extract<ScanOutcome, { state: 'done' }>;

/** The first stage's verdict, or undefined when it failed (then the second stage decides alone). */
async function firstVerdict(firstStage: FirstStage, request: PendingRequest): Promise<Done | undefined> {
  try {
    const outcome = scanOutcomeSchema.safeParse(await firstStage(request));
    return outcome.success && outcome.data.state === 'done' ? outcome.data : undefined;
  } catch {
    return undefined;
  }
}

export function createScanRunner(scan: Scanner, page: PageActions, firstStage: FirstStage = scanFirstStage): ScanRunner {
  const running = new Map<string, AbortController>();

  const run = async (request: PendingRequest, signal: AbortSignal): Promise<ScanOutcome> => {
    const { scanTimeoutMs } = await getSettings();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<ScanOutcome>((resolve) => {
      timer = setTimeout(() => resolve(unavailable('timeout', `No scan result within ${scanTimeoutMs / 1000} s.`)), scanTimeoutMs);
    });
    const scanned = (async (): Promise<ScanOutcome> => {
      try {
        const parsed = scanOutcomeSchema.safeParse(await scan(request, { pageRpc: createPageRpc(page, request), signal }));
        if (!parsed.success || parsed.data.state === 'scanning') return unavailable('invalid_response', 'The scanner gave no usable result.');
        return parsed.data;
      } catch (err) {
        return unavailable('error', err instanceof Error ? err.message : String(err));
      }
    })();
    try {
      return await Promise.race([scanned, timeout]);
    } finally /* Stryker disable next-line BlockStatement: a timer left behind only resolves a race that is already over */ {
      clearTimeout(timer);
    }
  };

  /**
   * Stores the outcome. Where storage cannot keep even the small "unavailable"
   * outcome, the request cannot be reviewed: it is answered with an error
   * rather than left on "scanning".
   */
  const store = async (request: PendingRequest, outcome: ScanOutcome): Promise<void> => {
    try {
      await pendingStore.setScan(request.id, outcome);
    } catch (err) {
      const claimed = await pendingStore.claim(request.id).catch(() => undefined);
      if (!claimed) return;
      recordSettled(claimed, 'rejected', 'policy');
      const why = err instanceof Error ? err.message : String(err);
      await page.reject(claimed, internalError(`Preflight could not keep this request for review (${why.slice(0, 200)})`)).catch(() => undefined);
    }
  };

  return {
    async start(request) {
      running.get(request.id)?.abort();
      const controller = new AbortController();
      running.set(request.id, controller);
      const second = run(request, controller.signal).catch((err: unknown) =>
        // Settings unreadable or anything else before the scanner ran: still an answer for the review.
        unavailable('error', err instanceof Error ? err.message : String(err)),
      );
      const first = await firstVerdict(firstStage, request);
      if (first && !controller.signal.aborted) await store(request, first);
      const outcome = joinStages(first, await second);
      const cancelled = controller.signal.aborted;
      controller.abort();
      // Stryker disable next-line ConditionalExpression: a finished controller left in the map only costs memory; cancel() of it aborts a scan that is over
      if (running.get(request.id) === controller) running.delete(request.id);
      if (!cancelled) await store(request, outcome);
      return outcome;
    },
    cancel(id) {
      running.get(id)?.abort();
      running.delete(id);
    },
  };
}
