/**
 * setApprovalForAll(operator, approved): every NFT of one collection, with no expiry (issue #26, item 3).
 * Unlike an ERC-20 amount, there is no bounded form a marketplace could ask for instead (ERC-1155 has no
 * per-item approval, and listings need the operator to move what sells), so the judgement rests on who
 * the operator is and on the site:
 *  - listed, known, a personal account, a revoke: as every grant (grant.ts);
 *  - a contract the chain shows (code), on a site that asked, whose name is no lure and that is not a registry
 *    protocol's own (its contracts are known there, so an unknown one is not its own): ordinary (Benign),
 *    shown; a list, a lookalike or a deceptive site still makes it Malicious (rules/domain.ts, through
 *    `stakes` and `toOther`), and any other site a Warning;
 *  - an operator whose kind could not be checked (offline): as every grant — on a popular app's own site the
 *    site vouches (Benign, saying so; a chain that shows a personal account raises it), elsewhere judged as a
 *    personal account (Malicious: an unflagged site cannot be told from a typosquat no list knows offline).
 */
import type { Address } from 'viem';
import { atStake, grantIds, judgeGrant, whatOf, type Grant } from './grant';
import { lureWord } from './lure-site';
import { partyName } from './names';
import { dappSiteName } from './own-site';
import { hit, type RuleFacts, type RuleHit } from './types';

export async function checkSetApprovalForAll(
  input: { collection: Address | undefined; operator: Address; approved: boolean },
  facts: RuleFacts,
): Promise<RuleHit[]> {
  const g: Grant = { kind: 'approvalForAll', token: input.collection, spender: input.operator, amount: input.approved ? undefined : 0n, via: 'This approval' };
  const operator = input.operator;
  if (!input.approved || facts.listed(operator) || facts.known(operator)) return judgeGrant(g, facts);
  const kind = await facts.kindOf(operator);
  const site = facts.site;
  const ids = grantIds('approvalForAll');
  const about = { address: operator, stakes: true, toOther: true };
  // A popular app's own site names itself in judgeGrant's words; a registry protocol's site has its contracts
  // in the registry, so there an unknown one is not its own (own-site.ts): both as judgeGrant says.
  if (kind === 'contract' && site?.valid === true && site.officialOf === undefined && lureWord(site) === undefined && dappSiteName(facts) === undefined) {
    return [hit(ids.unknown, 'Benign', `This approval gives ${partyName(operator, facts)}, a contract, ${await whatOf(g, facts)}, with no expiry.${await atStake(g, facts)} Marketplaces, lending pools and exchanges need this to sell, escrow or settle what you list; approve it only on the app's own site.`, about)];
  }
  return judgeGrant(g, facts);
}
