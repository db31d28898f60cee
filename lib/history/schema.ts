/** One decided request, as the popup lists it and the read-only review shows it. */
import { z } from 'zod';
import { pendingRequestSchema } from '../messaging/extension';
import { solanaSentSchema } from './solana-sent';

/** How many decisions the history keeps (newest first). */
export const HISTORY_LIMIT = 100;

/** Known verdicts; any other string a scanner returns is kept as is. */
export const historyVerdictSchema = z.union([z.enum(['Benign', 'Warning', 'Malicious', 'unavailable']), z.string().max(100)]);

export const historyEntrySchema = z.object({
  id: z.string().min(1).max(200),
  origin: z.string().max(2000),
  method: z.string().max(200),
  verdict: historyVerdictSchema,
  decision: z.enum(['approved', 'rejected']),
  /** Why the request was decided; absent = the user clicked. */
  reason: z.enum(['user', 'window_closed', 'tab_closed', 'policy', 'bypass']).optional(),
  decidedAt: z.number(),
  /** One line saying what was signed ("Unlimited USDC for Uniswap Permit2"); absent in entries from older builds. */
  summary: z.string().max(300).optional(),
  /** An approved Solana signAndSend: the signatures the wallet answered, and the service's scan of it (./solana-sent.ts). */
  solanaSent: solanaSentSchema.optional(),
  /** The request and its scan, for the read-only review. */
  request: pendingRequestSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
