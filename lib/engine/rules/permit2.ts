/**
 * Permit2 signatures (PermitSingle, PermitBatch, PermitTransferFrom,
 * PermitBatchTransferFrom and the witness forms). The grant is judged like
 * every other (grant.ts): spender EOA or blocklisted Malicious, a contract
 * shown with its amount and expiry.
 *
 * A message named "Permit2" for another contract only moves what the user
 * approved to that contract. A fork's own deployment, asked by its own site
 * (registry or popular-dapp list) for a spender other than itself, is that;
 * anywhere else, or when the "Permit2" names itself as spender (a real one
 * never is), it is a fake: Malicious permit_farming.
 */
import type { Address } from 'viem';
import { knownContract } from '../../knowledge/registry';
import type { SignatureExposure } from '../contracts';
import { PERMIT2_ADDRESS } from '../decode/calldata';
import { addressField, bigintField, isStruct, structField, structList } from '../typed-data/read';
import type { SanitizedTypedData, TypedStruct } from '../typed-data/types';
import { judgeGrant } from './grant';
import { partyName } from './names';
import { dappSiteName } from './own-site';
import { NOT_MINE, sameAddress, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { fakeContract: 'PERMIT2_FAKE_CONTRACT', otherDeployment: 'PERMIT2_OTHER_DEPLOYMENT', noSpender: 'PERMIT2_MALFORMED' } as const;

export const PERMIT2_TYPES = [
  'PermitSingle', 'PermitBatch', 'PermitTransferFrom', 'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom', 'PermitBatchWitnessTransferFrom',
] as const;


function isPermit2Type(t: string): boolean {
  return PERMIT2_TYPES.some((p) => p === t);
}

/** zkSync Era and its testnet deploy Permit2 at another address (their create2 differs): there the canonical one is not Permit2. */
const PERMIT2_ELSEWHERE = new Set([324, 300]);
const chainHasPermit2Elsewhere = (chainId: number) => PERMIT2_ELSEWHERE.has(chainId);

/** Permit2 on this chain, as the registry knows it (zkSync Era's differs); the canonical address where the registry has no entry for the chain. */
export function isRealPermit2(address: Address | undefined, chainId: number | undefined): boolean {
  if (address === undefined) return false;
  const known = chainId === undefined ? undefined : knownContract(chainId, address);
  if (known !== undefined) return known.name.endsWith('Permit2');
  return sameAddress(address, PERMIT2_ADDRESS) && (chainId === undefined || !chainHasPermit2Elsewhere(chainId));
}

interface Granted {
  token: Address;
  amount: bigint;
  expiration: bigint | undefined;
  /** Allowance forms: how long it lasts after the signature's deadline (sigDeadline). */
  lasts: bigint | undefined;
}

/** (token, amount, expiry) entries the signature grants. */
function grants(typed: SanitizedTypedData): Granted[] {
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
  const signBy = t === 'PermitSingle' || t === 'PermitBatch' ? bigintField(m, 'sigDeadline') : undefined;
  return raw.flatMap((g) => {
    if (g.token === undefined || g.amount === undefined) return [];
    const lasts = signBy === undefined || g.expiration === undefined ? undefined : g.expiration - signBy;
    return [{ token: g.token, amount: g.amount, expiration: g.expiration, lasts }];
  });
}

/** A "Permit2" message for a contract that is not this chain's Permit2: a fork's own deployment on its own site, else a fake. */
function judgeOtherPermit2(contract: Address | undefined, spender: Address | undefined, facts: RuleFacts): RuleHit {
  const ownSite = dappSiteName(facts);
  const selfSpender = sameAddress(spender, contract);
  if (contract !== undefined && ownSite !== undefined && spender !== undefined && !selfSpender) {
    return hit(IDS.otherDeployment, 'Info', `This Permit2 signature is for ${partyName(contract, facts)}, a Permit2 deployment Preflight does not know, asked by ${ownSite}'s own site: it can move only what you have approved to that contract.`, { address: contract });
  }
  const host = facts.site?.valid === true ? facts.site.host : 'the site';
  const why = selfSpender
    ? ' It names that same contract as the spender, which the real Permit2 never is.'
    : facts.site?.officialOf !== undefined
      ? ` A copy moves whatever you approved to it; ${host} belongs to a protocol whose contracts Preflight knows, and this is not one of them.`
      : ` A copy moves whatever you approved to it; ${host} is not the official site of a popular app that could run its own.`;
  return hit(IDS.fakeContract, 'Malicious', `This Permit2 signature is addressed to ${contract ?? 'no contract'}, not the real Permit2 contract.${why}`, { address: contract, reason: 'permit_farming', stakes: true });
}

export async function checkPermit2(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (!isPermit2Type(typed.primaryType)) return NOT_MINE;
  const { verifyingContract, name } = typed.domain;
  const real = isRealPermit2(verifyingContract, typed.domain.chainId ?? facts.chainId);
  // Another protocol may reuse a type name; only messages that claim to be Permit2 are judged here.
  if (!real && name !== 'Permit2') return NOT_MINE;
  const hits: RuleHit[] = [];
  const spender = addressField(typed.message, 'spender');
  if (!real) hits.push(judgeOtherPermit2(verifyingContract, spender, facts));
  if (spender === undefined) {
    hits.push(hit(IDS.noSpender, 'Warning', 'The Permit2 signature does not name a valid spender.'));
    return { hits, exposures: [], recognised: true };
  }
  const granted = grants(typed);
  // One sentence per token: each names what is at stake.
  for (const g of granted) hits.push(...(await judgeGrant({ kind: 'permit', token: g.token, spender, amount: g.amount, via: 'This Permit2 signature', lasts: g.lasts }, facts)));
  if (granted.length === 0) hits.push(hit(IDS.noSpender, 'Warning', 'The Permit2 signature names no token it is for.'));
  const exposures: SignatureExposure[] = granted.map((g) => ({ token: g.token, spender, amount: g.amount, isApprovedForAll: false, expiration: g.expiration }));
  return { hits, exposures, recognised: true };
}
