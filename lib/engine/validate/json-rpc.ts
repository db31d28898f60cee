/**
 * validateJsonRpc: dispatches a wallet request by method, runs the matching
 * rules plus the domain check, and returns the transaction to simulate (for
 * transaction methods) and the approvals a signature would grant.
 */
import { numberToHex, parseTransaction, type Address, type Hex, type TransactionSerialized } from 'viem';
import { recoverRawSender } from './raw-sender';
import { z } from 'zod/mini';
import type { JsonRpcValidation, SignatureExposure, ValidationContext } from '../contracts';
import { readAddress } from '../decode/hex';
import { checkEthSign } from '../rules/eth-sign';
import { checkPersonalSign } from '../rules/personal-sign';
import { hit, type RuleHit } from '../rules/types';
import { callListHits, toTransaction, type Tx } from './call-list';
import { combine, errorResult } from './combine';
import { createFacts, siteOf } from './facts';
import { requestHits } from './request';
import { transactionHits } from './transaction';
import { typedDataHits } from './typed-data';

export const IDS = {
  malformed: 'MALFORMED_REQUEST',
  unknownMethod: 'UNCHECKED_METHOD',
  noAssets: 'NO_ASSETS_AT_RISK',
  rawTx: 'RAW_TRANSACTION_UNREADABLE',
  rawSigner: 'RAW_TRANSACTION_SIGNER_UNKNOWN',
} as const;

/** Methods that move nothing and grant nothing. */
const HARMLESS = new Set([
  'eth_requestAccounts', 'eth_accounts', 'wallet_requestPermissions', 'wallet_revokePermissions',
  'wallet_switchEthereumChain', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_showCallsStatus',
  'wallet_addEthereumChain', 'wallet_watchAsset',
]);

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const MAX_CALLS = 100;

function paramsPair(params: readonly unknown[]): { message: unknown; address: unknown } {
  // personal_sign is [message, address]; some dapps send [address, message].
  const [a, b] = params;
  if (typeof a === 'string' && ADDRESS.test(a) && !(typeof b === 'string' && ADDRESS.test(b)) && b !== undefined) return { message: b, address: a };
  return { message: a, address: b };
}

const sendCallsSchema = z.looseObject({
  from: z.optional(z.string()),
  chainId: z.optional(z.unknown()),
  calls: z.array(z.unknown()),
});

interface Checked {
  hits: RuleHit[];
  exposures: SignatureExposure[];
  transaction: Tx | undefined;
  calls?: Tx[];
}

/** Typed envelope (0x01–0x04) or a legacy RLP list (first byte >= 0xc0). */
function isSerializedTransaction(hex: Hex): hex is TransactionSerialized {
  const first = parseInt(hex.slice(2, 4), 16);
  return (first >= 1 && first <= 4) || first >= 0xc0;
}

async function checkRawTransaction(raw: unknown, ctx: ValidationContext): Promise<Checked> {
  if (typeof raw !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(raw)) {
    return { hits: [hit(IDS.rawTx, 'Warning', 'The raw transaction is not hex bytes.')], exposures: [], transaction: undefined };
  }
  const serialized: Hex = `0x${raw.slice(2)}`;
  if (!isSerializedTransaction(serialized)) {
    return { hits: [hit(IDS.rawTx, 'Warning', 'The raw transaction is not a transaction type Preflight knows.')], exposures: [], transaction: undefined };
  }
  let parsed: ReturnType<typeof parseTransaction>;
  try {
    parsed = parseTransaction(serialized);
  } catch {
    return { hits: [hit(IDS.rawTx, 'Warning', 'The raw transaction cannot be decoded.')], exposures: [], transaction: undefined };
  }
  const hits: RuleHit[] = [];
  let from: Address | undefined;
  try {
    from = recoverRawSender(parsed);
  } catch {
    from = ctx.account;
    hits.push(hit(IDS.rawSigner, 'Warning', 'Preflight could not tell which account signed this raw transaction.'));
  }
  const authorizationList = 'authorizationList' in parsed ? parsed.authorizationList : undefined;
  const txInput = {
    from,
    to: parsed.to ?? undefined,
    data: parsed.data,
    value: numberToHex(parsed.value ?? 0n),
    ...(authorizationList ? { authorization_list: authorizationList } : {}),
  };
  hits.push(...(await transactionHits(txInput, ctx)));
  return { hits, exposures: [], transaction: toTransaction(txInput, ctx.account) };
}

async function checkSendCalls(raw: unknown, ctx: ValidationContext): Promise<Checked> {
  const parsed = sendCallsSchema.safeParse(raw);
  if (!parsed.success) return { hits: [hit(IDS.malformed, 'Warning', 'The wallet_sendCalls request has no list of calls.')], exposures: [], transaction: undefined };
  const fromRead = readAddress(parsed.data.from);
  const from = fromRead.ok ? fromRead.value : ctx.account;
  const calls = parsed.data.calls;
  const hits: RuleHit[] = [];
  if (calls.length === 0) hits.push(hit(IDS.malformed, 'Warning', 'The wallet_sendCalls request has no calls.'));
  if (calls.length > MAX_CALLS) hits.push(hit(IDS.malformed, 'Warning', `The request bundles ${calls.length} calls; only the first ${MAX_CALLS} were checked.`));
  const listed = await callListHits(calls.slice(0, MAX_CALLS), from, ctx, (tx) => transactionHits(tx, ctx));
  hits.push(...listed.hits);
  return { hits, exposures: [], transaction: listed.txs[0], calls: listed.txs };
}

async function checkMethod(method: string, params: readonly unknown[], ctx: ValidationContext): Promise<Checked> {
  const none = { exposures: [], transaction: undefined };
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction': {
      const hits = await transactionHits(params[0], ctx);
      return { hits, exposures: [], transaction: toTransaction(params[0], ctx.account) };
    }
    case 'eth_sendRawTransaction':
      return checkRawTransaction(params[0], ctx);
    case 'wallet_sendCalls':
      return checkSendCalls(params[0], ctx);
    case 'eth_sign':
      return { hits: checkEthSign(params[1]), ...none };
    case 'personal_sign': {
      const pair = paramsPair(params);
      const signer = readAddress(pair.address);
      return { hits: checkPersonalSign(pair.message, ctx.domain, signer.ok ? signer.value : ctx.account, siteOf(ctx)), ...none };
    }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4': {
      const signerParam = params.find((p): p is string => typeof p === 'string' && ADDRESS.test(p));
      const signer = signerParam ? readAddress(signerParam) : undefined;
      const facts = createFacts(ctx, signer?.ok ? signer.value : ctx.account);
      const { hits, exposures } = await typedDataHits(method, params, facts);
      return { hits, exposures, transaction: undefined };
    }
    default:
      if (HARMLESS.has(method)) return { hits: [hit(IDS.noAssets, 'Info', `${method} moves no assets and grants no approvals.`)], ...none };
      return { hits: [hit(IDS.unknownMethod, 'Warning', `Preflight does not know the method ${method.slice(0, 80)}, so it was not checked.`)], ...none };
  }
}

export async function validateJsonRpc(request: { method: string; params: unknown[] }, ctx: ValidationContext): Promise<JsonRpcValidation> {
  try {
    const domainHits = requestHits([], ctx);
    const req: unknown = request;
    if (typeof req !== 'object' || req === null) {
      return { validation: combine([hit(IDS.malformed, 'Warning', 'The request is not an object.'), ...domainHits]), exposures: [], transaction: undefined };
    }
    const method: unknown = 'method' in req ? req.method : undefined;
    const params: unknown = 'params' in req ? req.params : undefined;
    if (typeof method !== 'string' || method === '') {
      return { validation: combine([hit(IDS.malformed, 'Warning', 'The request has no method name.'), ...domainHits]), exposures: [], transaction: undefined };
    }
    if (!Array.isArray(params)) {
      // Positional params are the norm; a bare object or missing params cannot be read reliably.
      const hits = HARMLESS.has(method) && params === undefined
        ? [hit(IDS.noAssets, 'Info', `${method} moves no assets and grants no approvals.`)]
        : [hit(IDS.malformed, 'Warning', `The ${method.slice(0, 80)} request has no parameter list, so it could not be checked.`)];
      return { validation: combine([...hits, ...domainHits]), exposures: [], transaction: undefined };
    }
    const checked = await checkMethod(method, params, ctx);
    const result: JsonRpcValidation = {
      validation: combine([...checked.hits, ...requestHits(checked.hits, ctx)]),
      exposures: checked.exposures,
      transaction: checked.transaction,
    };
    if (checked.calls) result.calls = checked.calls;
    return result;
  } catch (err) {
    return { validation: errorResult(err instanceof Error ? err.message : String(err)), exposures: [], transaction: undefined };
  }
}
