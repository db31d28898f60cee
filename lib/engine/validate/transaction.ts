/**
 * Validation of one transaction (eth_sendTransaction, a wallet_sendCalls call,
 * a decoded raw transaction, the transaction scan endpoint).
 */
import { type Address, type Hex } from 'viem';
import type { ValidationResult } from '../../api/schemas/evm';
import type { ValidationContext } from '../contracts';
import { decodeAccountCalls, type AccountCall } from '../decode/account-calls';
import { decodeCall } from '../decode/calldata';
import { checkDecodedCall } from '../rules/decoded-call';
import { readAddress, readData, readQuantity } from '../decode/hex';
import { decodeProtocolCall } from '../decode/protocols';
import { universalRouterRecipients } from '../decode/universal-router';
import { aggregatorSwap } from '../decode/swaps/aggregators';
import { checkBlocklistedAddress } from '../rules/blocklisted-address';
import { checkControl } from '../rules/control';
import { checkAuthorizationList } from '../rules/eip7702';
import { partyName } from '../rules/names';
import { checkNativeScam } from '../rules/native-scam';
import { callLabel, checkRecipients } from '../rules/recipient';
import { checkSafeControl, checkSafeOperation } from '../rules/safe';
import { checkNativeSend, givesToOther, IDS as TRANSFER_IDS } from '../rules/transfer';
import { checkSelfCalls } from '../rules/self-call';
import { checkUnreadCallParties } from '../rules/unread-call';
import { nativeAmount } from '../tokens/native';
import { sameAddress } from '../rules/typed-shared';
import { hit, type RuleFacts, type RuleHit } from '../rules/types';
import { ownAccountCallHits } from './call-list';
import { combine, errorResult } from './combine';
import { createFacts } from './facts';
import { requestHits } from './request';

export interface TransactionInput {
  from: Address;
  to?: Address;
  data?: Hex;
  value?: Hex;
  authorization_list?: unknown[];
}

export const IDS = {
  malformed: 'MALFORMED_TRANSACTION',
  noPrefix: 'CALLDATA_WITHOUT_PREFIX',
  deploy: 'CONTRACT_DEPLOYMENT',
  native: TRANSFER_IDS.native,
  unknownCall: 'CONTRACT_CALL',
} as const;

export { checkDecodedCall } from '../rules/decoded-call';

/** Calls of known protocols, ownership / upgrade and Safe management (decode/protocols.ts). */
async function protocolHits(to: Address, data: Hex, facts: RuleFacts): Promise<RuleHit[] | undefined> {
  const routed = universalRouterRecipients(data, facts.signer);
  if (routed !== undefined) return checkRecipients(callLabel('execute', to, facts), routed, facts, to);
  // 1inch's dstReceiver is a value role like any recipient (0x pays the caller).
  const swap = aggregatorSwap(data, facts.signer);
  if (swap !== undefined) return checkRecipients(callLabel('swap', to, facts), swap.recipient ? [{ field: 'dstReceiver', address: swap.recipient }] : [], facts, to);
  const call = decodeProtocolCall(data);
  switch (call?.kind) {
    case undefined:
      return undefined;
    case 'protocol':
      return checkRecipients(callLabel(call.fn, to, facts), call.recipients, facts, to);
    case 'control':
      return checkControl({ fn: call.fn, target: to, party: call.party }, facts);
    case 'safeControl':
      return checkSafeControl({ fn: call.fn, safe: to, party: call.party }, facts);
    case 'safeExec':
      return checkSafeOperation({ safe: to, to: call.to, data: call.data, operation: call.operation, value: call.value }, facts);
  }
}

/**
 * Calls the account makes through its own smart-account code: an execute body sent to the signer's own address
 * (EIP-7702) or to account code the registry knows.
 */
function ownAccountCalls(to: Address, data: Hex | undefined, facts: RuleFacts): AccountCall[] | null | undefined {
  if (data === undefined) return undefined;
  if (!sameAddress(to, facts.signer) && facts.known(to)?.role !== 'smart-account') return undefined;
  return decodeAccountCalls(data);
}

/** The hits for a transaction; the domain check is left to the caller (one per request). */
export async function transactionHits(tx: unknown, ctx: ValidationContext, depth = 0): Promise<RuleHit[]> {
  if (typeof tx !== 'object' || tx === null) return [hit(IDS.malformed, 'Warning', 'The transaction is missing or not an object.')];
  const fields = new Map(Object.entries(tx));
  const hits: RuleHit[] = [];

  const fromRead = readAddress(fields.get('from'));
  if (!fromRead.ok && fields.get('from') !== undefined) hits.push(hit(IDS.malformed, 'Warning', `The sender (from) is ${fromRead.problem}.`));
  const signer = fromRead.ok ? fromRead.value : ctx.account;
  if (signer === undefined) hits.push(hit(IDS.malformed, 'Warning', 'The transaction has no valid sender (from).'));

  const rawTo = fields.get('to');
  const toRead = rawTo === undefined || rawTo === null ? undefined : readAddress(rawTo);
  if (toRead && !toRead.ok) hits.push(hit(IDS.malformed, 'Warning', `The recipient (to) is ${toRead.problem}.`));
  const to = toRead?.ok ? toRead.value : undefined;

  // `input` is the JSON-RPC name for calldata; `data` the common one.
  const rawData = fields.get('data') ?? fields.get('input');
  let data: Hex | undefined;
  let unreadableData = false;
  if (rawData !== undefined && rawData !== null) {
    const d = readData(rawData);
    unreadableData = !d.ok;
    if (!d.ok) hits.push(hit(IDS.malformed, 'Warning', `The transaction data cannot be read: ${d.problem}.`));
    else {
      data = d.value;
      if (d.note) hits.push(hit(IDS.noPrefix, 'Warning', `The transaction data is unusual: ${d.note}.`));
    }
  }

  let value = 0n;
  const rawValue = fields.get('value');
  if (rawValue !== undefined && rawValue !== null) {
    const v = readQuantity(rawValue);
    if (v.ok) value = v.value;
    else hits.push(hit(IDS.malformed, 'Warning', `The value cannot be read: ${v.problem}.`));
  }

  const facts = createFacts(ctx, signer);
  hits.push(...checkAuthorizationList(fields.get('authorization_list') ?? fields.get('authorizationList'), facts));

  if (toRead && !toRead.ok) return hits;
  if (to === undefined) {
    if (data !== undefined && data !== '0x') hits.push(hit(IDS.deploy, 'Info', 'Deploys a new contract.'));
    else if (rawTo === undefined) hits.push(hit(IDS.malformed, 'Warning', 'The transaction has no recipient and no data.'));
    return hits;
  }

  hits.push(...checkBlocklistedAddress(to, facts, value > 0n ? 'recipient of your ETH' : 'contract called', value > 0n ? 'raw_native_token_transfer' : 'other'));
  hits.push(...checkNativeScam({ to, data, value }));

  const own = ownAccountCalls(to, data, facts);
  if (own !== undefined && signer !== undefined) return [...hits, ...(await ownAccountCallHits(own, signer, ctx, depth, (inner) => transactionHits(inner, ctx, depth + 1)))];

  const call = data !== undefined ? decodeCall(to, data) : undefined;
  const amount = nativeAmount(value, ctx.chainId);
  // A call Preflight cannot read may move or approve assets: a lookalike or listed site makes it Malicious.
  // Coin paid into a contract no list knows is value given to another: a site deceptive in itself makes it Malicious (domain.ts).
  const sends = { address: to, stakes: true, toOther: value > 0n && givesToOther(to, facts) };
  const protocol = call === undefined && data !== undefined && data !== '0x' ? await protocolHits(to, data, facts) : undefined;
  if (call) hits.push(...(await checkDecodedCall(call, to, facts)));
  else if (protocol) hits.push(...protocol);
  else if (data !== undefined && data !== '0x') {
    hits.push(hit(IDS.unknownCall, 'Info', `Calls ${partyName(to, facts)}${value > 0n ? ` and sends ${amount}` : ''}.`, sends));
    hits.push(...(await checkUnreadCallParties({ to, data, value }, facts)));
    hits.push(...(await checkSelfCalls(to, data, facts)));
  } else if (!unreadableData) {
    hits.push(...(await checkNativeSend(to, value, amount, facts)));
  }
  return hits;
}

export async function validateTransaction(tx: TransactionInput, ctx: ValidationContext): Promise<ValidationResult> {
  try {
    const hits = await transactionHits(tx, ctx);
    return combine([...hits, ...requestHits(hits, ctx)]);
  } catch (err) {
    return errorResult(err instanceof Error ? err.message : String(err));
  }
}
