/**
 * The held-out part of the accuracy corpus (tests/fixtures/accuracy/heldout.json, docs/accuracy.md)
 * stays what it claims to be: real requests of protocols the registry does not name, balanced between
 * everyday flows and drains, across the classes and chains of issue #26. Its verdicts are measured by
 * `npm run bench:accuracy`, not asserted here: the rules were not written from it.
 */
import { describe, expect, it } from 'vitest';
import { chainIdForScanChain } from '../../../../lib/chains';
import { bundledRegistry, knownContract } from '../../../../lib/knowledge/registry';
import { loadAccuracyCorpus } from '../../../fixtures/accuracy/run';

const heldout = loadAccuracyCorpus('heldout');
const training = loadAccuracyCorpus('training');
const registryNames = new Set(bundledRegistry().protocols().flatMap((p) => [p.id, p.name.toLowerCase()]));
const outsideRegistry = (protocol: string | undefined) => protocol !== undefined && !registryNames.has(protocol) && !registryNames.has(protocol.split('-')[0] ?? '');

describe('held-out accuracy corpus', () => {
  it('holds at least 60 requests, about half everyday flows and half drains, none shared with training', () => {
    const everyday = heldout.filter((c) => c.group === 'everyday').length;
    expect(heldout.length).toBeGreaterThanOrEqual(60);
    expect(Math.min(everyday, heldout.length - everyday) / heldout.length).toBeGreaterThan(0.4);
    const trainingIds = new Set(training.map((c) => c.id));
    expect(heldout.filter((c) => trainingIds.has(c.id))).toEqual([]);
  });

  it('comes from at least 20 protocols the registry does not name', () => {
    expect(new Set(heldout.map((c) => c.protocol).filter(outsideRegistry)).size).toBeGreaterThanOrEqual(20);
  });

  it('names no contract the registry knows for a protocol outside it (a case fixed by naming its protocol is overfitting)', () => {
    const known = heldout.filter((c) => outsideRegistry(c.protocol)).flatMap((c) => {
      const chainId = chainIdForScanChain(c.request.chain);
      return (c.contracts ?? []).filter((x) => chainId !== undefined && knownContract(chainId, x) !== undefined).map((x) => `${c.id}: ${x}`);
    });
    expect(known).toEqual([]);
  });

  it('says for every case where it comes from, which class it is and why the verdict is right', () => {
    for (const c of heldout) {
      expect(c.source.length, c.id).toBeGreaterThan(30);
      expect(c.expect.why?.length ?? 0, c.id).toBeGreaterThan(10);
      expect(c.class, c.id).toBeDefined();
      expect(c.request.metadata.domain, c.id).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    }
  });

  it('covers the classes and chains of issue #26', () => {
    expect(new Set(heldout.map((c) => c.class))).toEqual(new Set([
      'trading-venue-signed-action', 'order-book', 'restaking', 'lending-outside-registry', 'bridge-l1-l2', 'fork-other-chain',
      'safe-owner-change', 'intent-bridge-receiver', 'governance-delegation', 'social-key-registry', 'airdrop-claim', 'vault-deposit', 'nft-marketplace',
      'erc4626-receiver', 'liquid-staking-other-chain', 'nft-lending', 'bridge-native-messaging', 've-lock', 'name-service', 'token-launchpad',
      'permit2-aggregator', 'aa-spend-permission',
      'prediction-market', 'cdp-vault', 'stablecoin-mint', 'options-vault', 'governor-treasury', 'yield-tokenisation', 'aa-session-key',
      'cross-chain-intent', 'dex-new-chain', 'liquid-staking', 'staking-receiver',
      'payment-stream', 'eip7702-delegation', 'aa-account-control', 'nft-mint', 'social-keys',
      'payment-split', 'game-marketplace', 'perp-venue',
      'invoice-payment', 'attestation', 'wallet-delegation',
      'social-notification',
    ]));
    // Ink (eip155:57073) left with the ZeroDev Kernel cases moved to training (tests/fixtures/accuracy/moved.ts).
    const chains = new Set(heldout.map((c) => c.request.chain));
    for (const chain of ['avalanche', 'gnosis', 'zksync', 'linea', 'blast', 'bsc', 'base', 'arbitrum', 'optimism', 'polygon', 'ronin', 'berachain', 'zora', 'abstract', 'eip155:42220', 'eip155:146', 'eip155:999', 'eip155:5000', 'eip155:1868', 'eip155:480', 'apechain', 'eip155:13371']) expect(chains, chain).toContain(chain);
  });

  it.each([['fresh', 24], ['fresh2', 32], ['fresh3', 24], ['fresh4', 30], ['fresh5', 30], ['fresh6', 24], ['fresh7', 32], ['fresh8', 32], ['fresh9', 32], ['fresh10', 32], ['fresh11', 32], ['fresh12', 32], ['fresh13', 32], ['fresh14', 32], ['fresh15', 32], ['fresh16', 32], ['fresh17', 32], ['fresh18', 32], ['fresh19', 32], ['fresh20', 32], ['fresh21', 32], ['fresh22', 32], ['fresh23', 32], ['fresh24', 32], ['fresh25', 32], ['fresh26', 32], ['fresh27', 32], ['fresh28', 34], ['fresh29', 34], ['fresh30', 34], ['fresh31', 36], ['fresh32', 34]])('keeps the %s batch of ≥ %i cases, about half drains, from ≥ 10 protocols neither the registry nor other held-out cases name', (batch, size) => {
    const fresh = heldout.filter((c) => c.batch === batch);
    const others = new Set(heldout.filter((c) => c.batch !== batch).map((c) => c.protocol));
    const drains = fresh.filter((c) => c.group === 'drain').length;
    expect(fresh.length).toBeGreaterThanOrEqual(size);
    expect(Math.min(drains, fresh.length - drains) / fresh.length).toBeGreaterThan(0.4);
    expect(new Set(fresh.map((c) => c.protocol).filter((p) => outsideRegistry(p) && !others.has(p))).size).toBeGreaterThanOrEqual(10);
  });
});
