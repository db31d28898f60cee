/**
 * Permit2 signatures (PermitSingle, PermitBatch, PermitTransferFrom,
 * PermitBatchTransferFrom and the witness forms). A message named "Permit2"
 * whose verifyingContract is not Permit2 is a fake: Malicious permit_farming.
 * Spender EOA or blocklisted: Malicious; a contract: Warning with exposures.
 */
import { getAddress, type Address } from 'viem';
import type { SignatureExposure } from '../contracts';
import { PERMIT2_ADDRESS } from '../decode/calldata';
import { addressField, bigintField, isStruct, structField, structList } from '../typed-data/read';
import type { SanitizedTypedData, TypedStruct } from '../typed-data/types';
import { describeAmount } from './amounts';
import { judgeSignedAllowance } from './permit';
import { NOT_MINE, sameAddress, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts } from './types';

export const IDS = { fakeContract: 'PERMIT2_FAKE_CONTRACT', noSpender: 'PERMIT2_MALFORMED' } as const;

export const PERMIT2_TYPES = [
  'PermitSingle', 'PermitBatch', 'PermitTransferFrom', 'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom', 'PermitBatchWitnessTransferFrom',
] as const;

/** zkSync Era deploys Permit2 at a different address (its create2 differs). */
const PERMIT2_BY_CHAIN: Record<number, Address> = { 324: getAddress('0x0000000000225e31d15943971f47ad3022f714fa') };

function isPermit2Type(t: string): boolean {
  return PERMIT2_TYPES.some((p) => p === t);
}

export function isRealPermit2(address: Address | undefined, chainId: number | undefined): boolean {
  if (sameAddress(address, PERMIT2_ADDRESS)) return true;
  const alt = chainId === undefined ? undefined : PERMIT2_BY_CHAIN[chainId];
  return sameAddress(address, alt);
}

/** (token, amount, expiry) entries the signature grants. */
function grants(typed: SanitizedTypedData): { token: Address; amount: bigint; expiration: bigint | undefined }[] {
  const m = typed.message;
  const t = typed.primaryType;
  const fromDetails = (d: TypedStruct) => ({ token: addressField(d, 'token'), amount: bigintField(d, 'amount'), expiration: bigintField(d, 'expiration') });
  const fromPermitted = (p: TypedStruct) => ({ token: addressField(p, 'token'), amount: bigintField(p, 'amount'), expiration: bigintField(m, 'deadline') });
  let raw: { token: Address | undefined; amount: bigint | undefined; expiration: bigint | undefined }[] = [];
  if (t === 'PermitSingle') {
    const d = structField(m, 'details');
    raw = d ? [fromDetails(d)] : [];
  } else if (t === 'PermitBatch') raw = structList(m, 'details').map(fromDetails);
  else {
    const permitted = m.permitted;
    raw = isStruct(permitted) ? [fromPermitted(permitted)] : structList(m, 'permitted').map(fromPermitted);
  }
  return raw.flatMap((g) => (g.token !== undefined && g.amount !== undefined ? [{ token: g.token, amount: g.amount, expiration: g.expiration }] : []));
}

export async function checkPermit2(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (!isPermit2Type(typed.primaryType)) return NOT_MINE;
  const { verifyingContract, name } = typed.domain;
  const real = isRealPermit2(verifyingContract, typed.domain.chainId ?? facts.chainId);
  // Another protocol may reuse a type name; only messages that claim to be Permit2 are judged here.
  if (!real && name !== 'Permit2') return NOT_MINE;
  const hits = [];
  if (!real) {
    hits.push(hit(IDS.fakeContract, 'Malicious', `This Permit2 signature is addressed to ${verifyingContract ?? 'no contract'}, not the real Permit2 contract.`, { address: verifyingContract, reason: 'permit_farming' }));
  }
  const spender = addressField(typed.message, 'spender');
  if (spender === undefined) {
    hits.push(hit(IDS.noSpender, 'Warning', 'The Permit2 signature does not name a valid spender.'));
    return { hits, exposures: [], recognised: true };
  }
  const granted = grants(typed);
  const what = granted.length === 1 && granted[0]
    ? `${describeAmount(granted[0].amount, await facts.tokenOf(granted[0].token))} of token ${granted[0].token}`
    : `${granted.length} of your tokens`;
  hits.push(...(await judgeSignedAllowance({ spender, what, label: 'Permit2' }, facts)));
  const exposures: SignatureExposure[] = granted.map((g) => ({ token: g.token, spender, amount: g.amount, isApprovedForAll: false, expiration: g.expiration }));
  return { hits, exposures, recognised: true };
}
