/**
 * 'solanaSent': what the wallet answered an approved Solana signAndSend,
 * relayed by the bridge with the call's settle (lib/solana/provider/held.ts).
 * The page can post that too, so it is only taken for a history row of an
 * approved signAndSend from the same tab and frame that has no signature yet,
 * and the signature is checked: the first signature of a Solana transaction
 * is the fee payer's Ed25519 signature over the message bytes, so one that
 * verifies with the fee payer's key over the reviewed message is "sent as
 * reviewed" (`matchesReview`); one that does not is kept and marked as not the
 * reviewed transaction (a wallet may add instructions, such as a priority
 * fee, before signing; a page may report anything). A browser without
 * WebCrypto Ed25519 (Chrome before 137, Firefox before 129) leaves it
 * `unchecked`. With an API key, the scanning service's post-transaction scan
 * is looked up for a verified signature only (a page cannot make it look up
 * a transaction of its choosing).
 */
import { getBase58Decoder, getBase58Encoder, getPublicKeyFromAddress, signatureBytes, verifySignature, type SignatureBytes } from '@solana/kit';
import { z } from 'zod/mini';
import type { SolanaPostTransactionScanResponse } from '../api/schemas/solana';
import { updateHistoryEntry, type HistoryEntry } from '../history';
import type { SolanaPostScan } from '../history/solana-sent';
import { requestIdSchema } from '../messaging/page-channel';
import { solanaPendingParamsSchema } from '../messaging/solana';
import { remoteClient } from '../pages/tools';
import { getSettings } from '../settings';
import { bytesFromBase64, decodeWire } from '../solana/decode/wire';
import type { SenderInfo } from './sender';

const sentSchema = z.object({ id: requestIdSchema, sent: z.unknown() });
const base58Signature = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/));
const byteSignature = z.object({ $b: z.array(z.int().check(z.gte(0), z.lte(255))).check(z.length(64)) });
const MAX_SIGNATURES = 100;

function signatureText(v: unknown): string | undefined {
  const text = base58Signature.safeParse(v);
  if (text.success) return getBase58Encoder().encode(text.data).length === 64 ? text.data : undefined;
  const bytes = byteSignature.safeParse(v);
  return bytes.success ? getBase58Decoder().decode(Uint8Array.from(bytes.data.$b)) : undefined;
}

/** The signatures in a wallet's answer: `[{ signature }]` (Wallet Standard), `{ signature }` (injected), or bare. */
export function signaturesOf(sent: unknown): string[] {
  const items: unknown[] = Array.isArray(sent) ? sent.slice(0, MAX_SIGNATURES) : [sent];
  return items.flatMap((item) => {
    const direct = signatureText(item);
    const field = direct ?? (typeof item === 'object' && item !== null ? signatureText(Reflect.get(item, 'signature')) : undefined);
    return field === undefined ? [] : [field];
  });
}

export type SignatureCheck = { verified: boolean; unchecked?: string };

/** Why a signature could not be checked at all (not whether it is valid). */
export const NO_ED25519 = 'this browser cannot check Ed25519 signatures (Chrome 137 and Firefox 129 can)';

/** Whether `signature` (base58) is the fee payer's valid signature over the reviewed transaction's message. */
export async function checkSentSignature(signature: string, reviewedWire: string | undefined): Promise<SignatureCheck> {
  let wire: ReturnType<typeof decodeWire>;
  let bytes: SignatureBytes;
  try {
    wire = decodeWire(bytesFromBase64(reviewedWire ?? ''));
    bytes = signatureBytes(new Uint8Array(getBase58Encoder().encode(signature)));
  } catch {
    return { verified: false };
  }
  const payer = wire.message.staticAccounts[0];
  if (payer === undefined) return { verified: false };
  let key: CryptoKey;
  try {
    key = await getPublicKeyFromAddress(payer);
  } catch {
    return { verified: false, unchecked: NO_ED25519 };
  }
  try {
    return { verified: await verifySignature(key, bytes, wire.messageBytes) };
  } catch {
    return { verified: false, unchecked: NO_ED25519 };
  }
}

type Amount = { summary?: string | undefined; value?: unknown; raw_value?: unknown };
const amountText = (a: Amount, symbol: string): string => a.summary ?? `${String(a.value ?? a.raw_value ?? '?')} ${symbol}`;

/** The service's answer in the few words a history row keeps. */
export function postScanOf(scan: SolanaPostTransactionScanResponse): SolanaPostScan {
  if (scan.status !== 'SUCCESS') return { changes: [], error: (scan.error ?? scan.error_details?.message ?? 'the service could not scan it').slice(0, 300) };
  const v = scan.result?.validation;
  const changes = (scan.result?.simulation?.account_summary?.account_assets_diff ?? []).flatMap((d) => {
    const symbol = d.asset.symbol ?? d.asset.name ?? d.asset.address ?? '';
    return [...(d.out ? [`−${amountText(d.out, symbol)}`] : []), ...(d.in ? [`+${amountText(d.in, symbol)}`] : [])];
  });
  const description = v?.extended_features[0]?.description;
  return { ...(v?.result_type ? { verdict: v.result_type } : {}), ...(description ? { description: description.slice(0, 500) } : {}), changes: changes.slice(0, 20).map((c) => c.slice(0, 200)) };
}

/** The reviewed scan request of a row, when it is an approved signAndSend from this tab and frame with no signature yet. */
function reviewedSend(entry: HistoryEntry, sender: SenderInfo) {
  const params = solanaPendingParamsSchema.safeParse(entry.request.params);
  const fromFrame = entry.request.tabId === sender.tab?.id && entry.request.frameId === (sender.frameId ?? 0);
  if (!params.success || !fromFrame || entry.decision !== 'approved' || entry.solanaSent || params.data.scan.method !== 'signAndSendTransaction') return undefined;
  return params.data.scan;
}

async function lookUpPostScan(id: string, signature: string, cluster: string): Promise<void> {
  const client = remoteClient(await getSettings());
  if (!client) return;
  let post: SolanaPostScan;
  try {
    const { data } = await client.solana.scanPostTransaction({ tx_hash: signature, ...(cluster === 'mainnet' ? {} : { chain: cluster }), options: ['validation', 'simulation'] });
    post = postScanOf(data);
  } catch (err) {
    post = { changes: [], error: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }
  await updateHistoryEntry(id, (entry) => (entry.solanaSent ? { ...entry, solanaSent: { ...entry.solanaSent, post } } : undefined));
}

export async function handleSolanaSent(data: unknown, sender: SenderInfo): Promise<{ ok: boolean }> {
  const parsed = sentSchema.safeParse(data);
  const signatures = parsed.success ? signaturesOf(parsed.data.sent) : [];
  const [first] = signatures;
  if (!parsed.success || first === undefined) return { ok: false };
  const written = await updateHistoryEntry(parsed.data.id, async (entry) => {
    const scan = reviewedSend(entry, sender);
    if (!scan) return undefined;
    const check = await checkSentSignature(first, scan.transactions?.[0]);
    return { ...entry, solanaSent: { signatures, matchesReview: check.verified, ...(check.unchecked ? { unchecked: check.unchecked } : {}), cluster: scan.cluster } };
  }).catch(() => undefined);
  if (!written?.solanaSent) return { ok: false };
  if (written.solanaSent.matchesReview) await lookUpPostScan(written.id, first, written.solanaSent.cluster).catch(() => undefined);
  return { ok: true };
}
