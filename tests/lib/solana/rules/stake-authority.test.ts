import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, getAddressEncoder, type Address, type Instruction } from '@solana/kit';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine, solanaScanDetailsSchema } from '../../../../lib/solana/engine';
import { STAKE_PROGRAM_ADDRESS } from '../../../../lib/solana/decode/programs';
import { SolanaScene } from '../../../support/solana-scene';

useNodeBundledFiles();
const engine = createSolanaEngine();
const CLOCK = 'SysvarC1ock11111111111111111111111111111111' as Address;
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
const key = (a: Address) => [...getAddressEncoder().encode(a)];
const ROLE = { staker: 0, withdrawer: 1 } as const;

/** Stake Authorize (1) as `solana stake-authorize` builds it: [stake, clock, current authority]; data: new key, which. */
function authorize(stake: Address, current: Address, next: Address, which: keyof typeof ROLE): Instruction {
  return {
    programAddress: STAKE_PROGRAM_ADDRESS,
    accounts: [{ address: stake, role: AccountRole.WRITABLE }, { address: CLOCK, role: AccountRole.READONLY }, { address: current, role: AccountRole.READONLY_SIGNER }],
    data: Uint8Array.from([...u32(1), ...key(next), ...u32(ROLE[which])]),
  };
}

/** AuthorizeChecked (10): the new authority is the fourth account and signs. */
function authorizeChecked(stake: Address, current: Address, next: Address, which: keyof typeof ROLE): Instruction {
  return {
    programAddress: STAKE_PROGRAM_ADDRESS,
    accounts: [{ address: stake, role: AccountRole.WRITABLE }, { address: CLOCK, role: AccountRole.READONLY }, { address: current, role: AccountRole.READONLY_SIGNER }, { address: next, role: AccountRole.READONLY_SIGNER }],
    data: Uint8Array.from([...u32(10), ...u32(ROLE[which])]),
  };
}

describe('a stake account\'s authorities handed over (Stake program)', () => {
  let scene: SolanaScene;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
  });

  async function judged(ixs: Instruction[], domain = 'stake-tools.example.com') {
    const r = await engine.scan(scene.request([scene.wire(ixs)], domain));
    const v = r.result?.validation;
    const details = solanaScanDetailsSchema.parse(r.result?.details);
    return { type: v?.result_type, ids: (v?.extended_features ?? []).map((f) => f.feature_id), said: (v?.features ?? []).join(' '), shown: details.transactions[0]?.instructions.map((i) => i.description) ?? [] };
  }

  it('the withdrawer to a stranger is Malicious, and the review says who could take the SOL', async () => {
    const stake = await scene.newAddress(), thief = await scene.newAddress();
    const r = await judged([authorize(stake, scene.user.address, thief, 'staker'), authorize(stake, scene.user.address, thief, 'withdrawer')]);
    expect(r.type).toBe('Malicious');
    expect(r.ids).toContain('SOLANA_STAKE_AUTHORITY_CHANGED');
    expect(r.said).toMatch(/it could withdraw all its SOL/);
    expect(r.shown[1]).toMatch(/the withdrawer of stake account/);
  });

  it('the staker alone is a Warning; the withdrawer to a key that co-signs (AuthorizeChecked) is a Warning', async () => {
    const stake = await scene.newAddress();
    expect(await judged([authorize(stake, scene.user.address, await scene.newAddress(), 'staker')])).toMatchObject({ type: 'Warning', ids: ['SOLANA_STAKE_AUTHORITY_CHANGED'] });
    expect(await judged([authorizeChecked(stake, scene.user.address, await scene.newAddress(), 'withdrawer')])).toMatchObject({ type: 'Warning', ids: ['SOLANA_STAKE_AUTHORITY_CHANGED'] });
  });

  it('from a suspect site even the staker is Malicious', async () => {
    const r = await judged([authorize(await scene.newAddress(), scene.user.address, await scene.newAddress(), 'staker')], 'stake-claim.vercel.app');
    expect(r.type).toBe('Malicious');
  });

  it('keeping the authority with the user, or a stake account that is not the user\'s, is no finding', async () => {
    const stake = await scene.newAddress(), other = await scene.newAddress();
    expect((await judged([authorize(stake, scene.user.address, scene.user.address, 'withdrawer')])).ids).not.toContain('SOLANA_STAKE_AUTHORITY_CHANGED');
    expect((await judged([authorize(stake, other, await scene.newAddress(), 'withdrawer')])).ids).not.toContain('SOLANA_STAKE_AUTHORITY_CHANGED');
  });

  it('stake data too short to read is shown as an instruction Preflight cannot read, never as no risk by default', async () => {
    const ix = authorize(await scene.newAddress(), scene.user.address, await scene.newAddress(), 'withdrawer');
    const r = await judged([{ ...ix, data: Uint8Array.from(u32(1)) }]);
    expect(r.shown[0]).toMatch(/cannot read/);
  });
});
