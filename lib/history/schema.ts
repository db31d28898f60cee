/** One decided request, as the popup lists it and the read-only review shows it. */
import { z } from 'zod/mini';
import { pendingRequestSchema } from '../messaging/extension';
import { solanaSentSchema } from './solana-sent';

/** How many decisions the history keeps (newest first). */
export const HISTORY_LIMIT = 100;

/** Known verdicts; any other string a scanner returns is kept as is. */
export const historyVerdictSchema = z.union([z.enum(['Benign', 'Warning', 'Malicious', 'unavailable']), z.string().check(z.maxLength(100))]);

export const historyEntrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  origin: z.string().check(z.maxLength(2000)),
  method: z.string().check(z.maxLength(200)),
  verdict: historyVerdictSchema,
  decision: z.enum(['approved', 'rejected']),
  /** Why the request was decided; absent = the user clicked. */
  reason: z.optional(z.enum(['user', 'window_closed', 'tab_closed', 'policy', 'bypass'])),
  decidedAt: z.number(),
  /** One line saying what was signed ("Unlimited USDC for Uniswap Permit2"); absent in entries from older builds. */
  summary: z.optional(z.string().check(z.maxLength(300))),
  /** An approved Solana signAndSend: the signatures the wallet answered, and the service's scan of it (./solana-sent.ts). */
  solanaSent: z.optional(solanaSentSchema),
  /** The request and its scan, for the read-only review. */
  request: pendingRequestSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
