/**
 * A batch judged as a whole (lib/engine/rules/batch-sweep.ts): several of the
 * user's assets to one outside address, or approve-then-pull in one click, is
 * how batch drainers empty a wallet (Malicious transfer_farming); one transfer
 * to a friend, or assets to the user or a known contract, is not.
 */
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkBatch, type BatchCall } from '../../../../lib/engine/rules/batch-sweep';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, UNKNOWN, USER, facts } from './support';

/** EOA written in lower case. */
const EOA_LOWER: Address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const NFT: Address = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D';
const transfer = (token: Address, to: Address): BatchCall => ({ to: token, value: 0n, call: { kind: 'transfer', to, amount: 5n } });
const native = (to: Address, value = 10n): BatchCall => ({ to, value, call: undefined });
const nftOut = (from: Address, to: Address): BatchCall => ({ to: NFT, value: 0n, call: { kind: 'safeTransferFrom', standard: 'ERC-721', batch: false, from, to } });
const pull = (token: Address, from: Address, to: Address): BatchCall => ({ to: token, value: 0n, call: { kind: 'transferFrom', from, to, amount: 5n } });
const approve = (token: Address, spender: Address): BatchCall => ({ to: token, value: 0n, call: { kind: 'approve', fn: 'approve', spender, amount: 5n } });

const sweep = (to: Address, n: number) => ({
  feature_id: 'BATCH_SWEEP',
  type: 'Malicious',
  description: `This batch sends ${n} of your assets to the same address, ${shortAddress(to)}, in one go: the pattern of a wallet drainer.`,
  address: to,
  reason: 'transfer_farming',
  stakes: true,
});

describe('several assets to one outside address', () => {
  it('a token, ether and an NFT to the same stranger: Malicious, counting the assets', () => {
    expect(checkBatch([transfer(KNOWN_TOKEN, EOA), native(EOA), nftOut(USER, EOA)], facts())).toEqual([sweep(EOA, 3)]);
  });

  it('the same token twice is one asset: not a sweep', () => {
    expect(checkBatch([transfer(KNOWN_TOKEN, EOA), transfer(KNOWN_TOKEN, EOA)], facts())).toEqual([]);
  });

  it('addresses compared without case', () => {
    expect(checkBatch([transfer(KNOWN_TOKEN, EOA), transfer(CONTRACT, EOA_LOWER)], facts())).toEqual([sweep(EOA, 2)]);
  });

  it('to two different strangers, to the user, or to a known contract: nothing', () => {
    expect(checkBatch([transfer(KNOWN_TOKEN, EOA), transfer(CONTRACT, UNKNOWN)], facts())).toEqual([]);
    expect(checkBatch([transfer(KNOWN_TOKEN, USER), native(USER)], facts())).toEqual([]);
    expect(checkBatch([transfer(KNOWN_TOKEN, PERMIT2), native(PERMIT2)], facts())).toEqual([]);
  });

  it('a call that moves no asset of the user: zero ether with no data, or an NFT out of someone else\'s account', () => {
    expect(checkBatch([native(EOA, 0n), transfer(KNOWN_TOKEN, EOA)], facts())).toEqual([]);
    expect(checkBatch([nftOut(UNKNOWN, EOA), transfer(KNOWN_TOKEN, EOA)], facts())).toEqual([]);
    expect(checkBatch([pull(CONTRACT, USER, EOA), transfer(KNOWN_TOKEN, EOA)], facts())).toEqual([sweep(EOA, 2)]);
  });

  it('a single call is no batch', () => {
    expect(checkBatch([transfer(KNOWN_TOKEN, EOA)], facts())).toEqual([]);
  });
});

describe('approve, then pull the tokens out', () => {
  it('an approval followed by a transferFrom of that token to a stranger: Malicious, naming who gets them', () => {
    expect(checkBatch([approve(KNOWN_TOKEN, CONTRACT), pull(KNOWN_TOKEN, USER, EOA)], facts())).toEqual([
      { feature_id: 'BATCH_SWEEP', type: 'Malicious', description: `This batch approves a spender and then moves your tokens to ${shortAddress(EOA)} in the same click.`, address: EOA, reason: 'transfer_farming', stakes: true },
    ]);
  });

  it('another token pulled, or pulled to the user or a known contract: nothing', () => {
    expect(checkBatch([approve(KNOWN_TOKEN, CONTRACT), pull(CONTRACT, UNKNOWN, EOA)], facts())).toEqual([]);
    expect(checkBatch([approve(KNOWN_TOKEN, CONTRACT), pull(KNOWN_TOKEN, UNKNOWN, USER)], facts())).toEqual([]);
    expect(checkBatch([approve(KNOWN_TOKEN, CONTRACT), pull(KNOWN_TOKEN, UNKNOWN, PERMIT2)], facts())).toEqual([]);
  });

  it('a sweep already found is the one finding', () => {
    expect(checkBatch([approve(KNOWN_TOKEN, CONTRACT), pull(KNOWN_TOKEN, USER, EOA), native(EOA)], facts())).toEqual([sweep(EOA, 2)]);
  });
});
