/**
 * Durations and bounds of a key grant in the role vocabulary (lib/engine/rules/grant-bounds.ts,
 * lib/engine/roles/vocabulary.ts): a session key bounded to a few contracts, no native value, no
 * admin and a short end is read as limited; "names no expiry" is never said of a request that names
 * one. The request shape ("Lumen" SessionGrant) is made up.
 */
import { describe, expect, it } from 'vitest';
import { checkGenericTyped } from '../../../../lib/engine/rules/typed-generic';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, KNOWN_TOKEN, USER, facts, site } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const START = 1_900_000_000n;
const DAY = 86_400n;
const grant = (o: { targets?: string[]; maxValue?: bigint; isAdmin?: number; days: bigint }) => typed({
  types: {
    SessionGrant: [
      { name: 'sessionKey', type: 'address' }, { name: 'isAdmin', type: 'uint8' }, { name: 'allowedContracts', type: 'address[]' },
      { name: 'maxValue', type: 'uint256' }, { name: 'keyValidFrom', type: 'uint64' }, { name: 'keyExpiresAt', type: 'uint64' },
    ],
  },
  primaryType: 'SessionGrant',
  domain: { name: 'Lumen Account', version: '1', chainId: 1, verifyingContract: CONTRACT },
  message: { sessionKey: EOA, isAdmin: o.isAdmin ?? 0, allowedContracts: o.targets ?? [CONTRACT], maxValue: (o.maxValue ?? 0n).toString(), keyValidFrom: START.toString(), keyExpiresAt: (START + o.days * DAY).toString() },
});
const judge = async (t: SanitizedTypedData) => checkGenericTyped(t, facts(1, USER, { site: site('moonquest-game.xyz') }));

describe('the bounds of a key grant', () => {
  it('one contract, no native value, no admin, one day: limited (Benign), and the words give the bounds', async () => {
    const [found] = await judge(grant({ days: 1n }));
    expect([found?.type, found?.feature_id]).toEqual(['Benign', 'TYPED_DATA_CONTROL_TO_OTHER']);
    expect(found?.description).toContain('move no native value and is no admin, for 1 day(s)');
  });

  it('an admin, native value, a currency among the targets, no target, or ten years: still a Warning', async () => {
    for (const t of [grant({ days: 1n, isAdmin: 1 }), grant({ days: 1n, maxValue: 10n ** 18n }), grant({ days: 1n, targets: [KNOWN_TOKEN] }), grant({ days: 1n, targets: [] }), grant({ days: 3650n })]) {
      const [found] = await judge(t);
      expect([found?.type, found?.feature_id]).toEqual(['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']);
    }
  });

  it('an end named keyExpiresAt is an expiry: "names no expiry" is not said', async () => {
    const [found] = await judge(grant({ days: 3650n }));
    expect(found?.description).not.toContain('names no expiry');
  });
});

describe('an EIP-3009 payment authorisation (USDC transferWithAuthorization, as x402 pays)', () => {
  const authorisation = typed({
    types: {
      TransferWithAuthorization: [
        { name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' },
      ],
    },
    primaryType: 'TransferWithAuthorization',
    domain: { name: 'Lumen Dollar', version: '2', chainId: 1, verifyingContract: CONTRACT },
    message: { from: USER, to: EOA, value: '10000', validAfter: START.toString(), validBefore: (START + 300n).toString(), nonce: `0x${'11'.repeat(32)}` },
  });

  it('validBefore is its expiry: "names no expiry" is not said of it', async () => {
    const found = (await judge(authorisation)).find((f) => f.description.includes(EOA.slice(0, 6)));
    expect(found?.description).toBeDefined();
    expect(found?.description).not.toContain('names no expiry');
  });
});

