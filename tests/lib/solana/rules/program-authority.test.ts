import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, type Address, type Instruction } from '@solana/kit';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine, solanaScanDetailsSchema } from '../../../../lib/solana/engine';
import { LOADER_V3_PROGRAM_ADDRESS } from '../../../../lib/solana/decode/parse-loader';
import { SolanaScene } from '../../../support/solana-scene';

useNodeBundledFiles();
const engine = createSolanaEngine();

/** Loader-v3 SetAuthority (tag 4) or SetAuthorityChecked (tag 7), as the Solana CLI's `program set-upgrade-authority` builds them. */
function setUpgradeAuthority(programData: Address, current: Address, next: Address | undefined, checked = false): Instruction {
  return {
    programAddress: LOADER_V3_PROGRAM_ADDRESS,
    accounts: [
      { address: programData, role: AccountRole.WRITABLE },
      { address: current, role: AccountRole.READONLY_SIGNER },
      ...(next === undefined ? [] : [{ address: next, role: checked ? AccountRole.READONLY_SIGNER : AccountRole.READONLY }]),
    ],
    data: Uint8Array.from([checked ? 7 : 4, 0, 0, 0]),
  };
}

describe('a program\'s upgrade authority handed over (BPF Upgradeable Loader)', () => {
  let scene: SolanaScene;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
  });

  async function judged(ix: Instruction, domain = 'devtools.example.com') {
    const r = await engine.scan(scene.request([scene.wire([ix])], domain));
    const v = r.result?.validation;
    const details = solanaScanDetailsSchema.parse(r.result?.details);
    return { type: v?.result_type, ids: (v?.extended_features ?? []).map((f) => f.feature_id), said: v?.features?.[0] ?? '', shown: details.transactions[0]?.instructions[0]?.description ?? '' };
  }

  it('to a stranger who does not sign is Malicious, and the review says what the instruction does', async () => {
    const stranger = await scene.newAddress();
    const r = await judged(setUpgradeAuthority(await scene.newAddress(), scene.user.address, stranger));
    expect(r).toMatchObject({ type: 'Malicious', ids: ['SOLANA_PROGRAM_AUTHORITY_CHANGED'] });
    expect(r.said).toMatch(/replace the program's code/);
    expect(r.shown).toMatch(/the upgrade authority of program account/);
  });

  it('to a key that co-signs (SetAuthorityChecked) is a Warning, Malicious from a free host', async () => {
    const ix = setUpgradeAuthority(await scene.newAddress(), scene.user.address, await scene.newAddress(), true);
    expect(await judged(ix)).toMatchObject({ type: 'Warning', ids: ['SOLANA_PROGRAM_AUTHORITY_CHANGED'] });
    expect((await judged(ix, 'program-tools.vercel.app')).type).toBe('Malicious');
  });

  it('making the program immutable is a Warning; keeping the authority (to the user) is no finding', async () => {
    const data = await scene.newAddress();
    expect(await judged(setUpgradeAuthority(data, scene.user.address, undefined))).toMatchObject({ type: 'Warning', ids: ['SOLANA_PROGRAM_AUTHORITY_CHANGED'] });
    expect(await judged(setUpgradeAuthority(data, scene.user.address, scene.user.address))).toMatchObject({ type: 'Benign', ids: [] });
  });

  it('loader data too short to read is shown as an instruction Preflight cannot read', async () => {
    const r = await judged({ ...setUpgradeAuthority(await scene.newAddress(), scene.user.address, await scene.newAddress()), data: Uint8Array.from([4]) });
    expect(r.shown).toMatch(/cannot read/);
  });
});
