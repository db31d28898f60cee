/**
 * A site whose own name is a lure (lib/engine/rules/lure-site.ts): it raises a Warning that gives value
 * or control to another address to Malicious, and never flags on its own.
 */
import { encodeAbiParameters, parseAbiParameters, parseEther, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';
import { checkLureSite, lureWord } from '../../../../lib/engine/rules/lure-site';
import { hit } from '../../../../lib/engine/rules/types';
import { factsProvider } from '../../../fixtures/accuracy/run';
import { site } from './support';

const USER: Address = '0xb0b1c2D3e4F5061728394a5B6c7D8e9f0A1b2c3D';
const STRANGER: Address = '0x5E1f7a0B9c8d7E6F5a4B3c2d1e0F9a8B7c6d5E4f';
const VAULT: Address = '0x9ab8c7d6E5f4A3B2C1D0e9f8A7b6c5d4e3F2A1B0';
const giveTo = hit('UNREAD_CALL_NAMES_OTHER', 'Warning', 'names a personal account', { toOther: true, stakes: true });

describe('a site whose name is a lure', () => {
  it('finds the word the site chose for itself, not a subdomain an app gives a page', () => {
    expect(lureWord(site('orbit-rewards.xyz'))).toBe('rewards');
    expect(lureWord(site('points-checker2.io'))).toBe('points');
    expect(lureWord(site('claim.orbit.finance'))).toBeUndefined();
    expect(lureWord(site('orbitreward.finance'))).toBeUndefined();
    expect(lureWord(site('stake.orbit.fi'))).toBeUndefined();
    // Stems: the word's forms count; a word that only contains one does not.
    expect(lureWord(site('wallet-verification.app'))).toBe('verification');
    expect(lureWord(site('freedom-swap.io'))).toBeUndefined();
  });

  it('a site that offers to upgrade your wallet or to be its help desk names a service done to you, not an app (#26)', () => {
    expect(lureWord(site('orbitvault-v2-upgrade.com'))).toBe('upgrade');
    expect(lureWord(site('wallet-upgrades.io'))).toBe('upgrades');
    expect(lureWord(site('orbitwallet-support.com'))).toBe('support');
    expect(lureWord(site('support-desk.xyz'))).toBe('support');
    // Only the name the site chose: an app's help pages under its own name, or a word that merely contains one, stay.
    expect(lureWord(site('support.orbit.finance'))).toBeUndefined();
    expect(lureWord(site('upgrade.orbit.xyz'))).toBeUndefined();
    expect(lureWord(site('orbitsupporters.org'))).toBeUndefined();
  });

  it('raises a Warning that gives to another address, and nothing else', () => {
    const lure = site('orbit-airdrop.xyz');
    expect(checkLureSite(lure, [giveTo]).map((h) => [h.feature_id, h.type])).toEqual([['LURE_SITE', 'Malicious']]);
    expect(checkLureSite(lure, [giveTo])[0]?.description).toBe('orbit-airdrop.xyz offers "airdrop" in its name, a drainer site\'s bait, and asks you to give, move or approve what you hold: do not approve.');
    expect(checkLureSite(site('orbit.xyz'), [giveTo])).toEqual([]);
  });

  it('raises a payment to someone else and a move or approval of your assets, never a finding that neither gives nor stakes (#26)', () => {
    const lure = site('orbit-gems-claim.com');
    const raised = (h: ReturnType<typeof hit>) => checkLureSite(lure, [h]).map((f) => f.type);
    // The bait's site asks you to pay someone: a native or token payment shown as Info.
    expect(raised(hit('NATIVE_TRANSFER', 'Info', 'a payment', { toOther: true, stakes: true }))).toEqual(['Malicious']);
    // A call Preflight cannot read, an approval to a contract nobody checked.
    expect(raised(hit('CONTRACT_CALL', 'Info', 'a call', { stakes: true }))).toEqual(['Malicious']);
    expect(raised(hit('UNLIMITED_APPROVAL', 'Warning', 'an approval', { stakes: true }))).toEqual(['Malicious']);
    // Nothing moves or goes to anyone (a sign-in, a shown party), or the finding clears itself.
    expect(raised(hit('SIGN_IN', 'Info', 'a sign-in'))).toEqual([]);
    expect(raised(hit('TOKEN_APPROVAL', 'Benign', 'a bounded approval', { stakes: true }))).toEqual([]);
  });

  it('leaves official, allowlisted, lookalike and deceptive sites to the site check', () => {
    for (const extra of [
      { officialDapp: 'Orbit' },
      { phishing: { listed: false, allowlisted: true } },
      { deceptive: { how: 'free-host' as const, detail: 'a page on pages.dev' } },
    ]) {
      expect(checkLureSite(site('orbit-rewards.xyz', extra), [giveTo])).toEqual([]);
    }
  });

  it('a payable call of unreadable data that names a personal account: Malicious from a rewards site, a Warning from a plainly named one', async () => {
    const codeAt = { [VAULT]: '0x6080604052', [USER]: '0x', [STRANGER]: '0x' };
    const data: Hex = `0x3a1b2c4d${encodeAbiParameters(parseAbiParameters('address'), [STRANGER]).slice(2)}`;
    const scan = async (domain: string) => {
      const engine = createLocalEngine({ rpc: factsProvider(codeAt), rpcSource: 'user' });
      const res = await engine.scanJsonRpc({
        chain: 'ethereum',
        account_address: USER,
        metadata: { domain },
        data: { method: 'eth_sendTransaction', params: [{ from: USER, to: VAULT, data, value: `0x${parseEther('3').toString(16)}` }] },
        options: ['validation'],
      });
      return [res.validation?.result_type, res.validation?.features.map((f) => f.feature_id)];
    };
    expect(await scan('https://orbit-staking-rewards.net')).toEqual(['Malicious', expect.arrayContaining(['LURE_SITE', 'UNREAD_CALL_NAMES_OTHER'])]);
    expect(await scan('https://orbit-staking.net')).toEqual(['Warning', expect.not.arrayContaining(['LURE_SITE'])]);
  });
});
