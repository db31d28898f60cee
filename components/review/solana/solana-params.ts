/**
 * A pending Solana request's params (lib/messaging/solana.ts: the background
 * checked them with zod before storing) read by hand for the review page,
 * which loads no zod: only the fields it shows, each type-checked.
 */
import type { SolanaPendingParams } from '../../../lib/messaging/solana';
import { SOLANA_CLUSTERS, SOLANA_SIGNING_METHODS } from '../../../lib/solana/constants';

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => list.find((x) => x === v);
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined);

export function readPendingParams(raw: unknown): SolanaPendingParams | undefined {
  if (!isObject(raw) || typeof raw.wallet !== 'string' || !isObject(raw.scan)) return undefined;
  const cluster = oneOf(SOLANA_CLUSTERS, raw.scan.cluster);
  const method = oneOf(SOLANA_SIGNING_METHODS, raw.scan.method);
  if (!cluster || !method) return undefined;
  const { account_address: account, message, sign_in: signIn } = raw.scan;
  const transactions = strings(raw.scan.transactions);
  return {
    wallet: raw.wallet,
    ...(raw.cluster_assumed === true ? { cluster_assumed: true as const } : {}),
    scan: {
      cluster,
      method,
      ...(typeof account === 'string' ? { account_address: account } : {}),
      ...(transactions ? { transactions } : {}),
      ...(typeof message === 'string' ? { message } : {}),
      ...(isObject(signIn) ? { sign_in: signIn } : {}),
    },
  };
}
