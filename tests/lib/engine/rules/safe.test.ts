import { encodeAbiParameters, encodeFunctionData, encodePacked, erc20Abi, maxUint256, parseAbi, parseAbiParameters, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeMultiSend } from '../../../../lib/engine/decode/multisend';
import { checkSafeOperation, checkSafeTx } from '../../../../lib/engine/rules/safe';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, UNKNOWN, USER, facts, site } from './support';

const SAFE: Address = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';
const MULTISEND: Address = '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D';
const multiSend = (calls: { operation: 0 | 1; to: Address; data: Hex }[]): Hex =>
  encodeFunctionData({
    abi: parseAbi(['function multiSend(bytes transactions)']),
    args: [`0x${calls.map((c) => encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [c.operation, c.to, 0n, BigInt((c.data.length - 2) / 2), c.data]).slice(2)).join('')}`],
  });
const approve = (spender: Address) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] });
const ids = (hits: { feature_id: string; type: string }[]) => hits.map((h) => [h.feature_id, h.type]);

describe('calls a Safe makes are judged like the user\'s own', () => {
  it('a SafeTx calling approve(max) for an EOA is Malicious; for a registry spender Benign', async () => {
    expect(ids(await checkSafeOperation({ safe: SAFE, to: KNOWN_TOKEN, data: approve(EOA), operation: 0 }, facts()))).toEqual([
      ['APPROVAL_TO_EOA', 'Malicious'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
    expect(ids(await checkSafeOperation({ safe: SAFE, to: KNOWN_TOKEN, data: approve(PERMIT2), operation: 0 }, facts()))).toEqual([
      ['APPROVAL_TO_KNOWN_SPENDER', 'Benign'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
  });

  it('a MultiSend batch: every inner call, a DELEGATECALL inside it to an unknown contract too', async () => {
    const data = multiSend([
      { operation: 0, to: KNOWN_TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [EOA, 1n] }) },
      { operation: 0, to: KNOWN_TOKEN, data: approve(EOA) },
      { operation: 1, to: UNKNOWN, data: '0x' },
    ]);
    const hits = ids(await checkSafeOperation({ safe: SAFE, to: MULTISEND, data, operation: 0 }, facts()));
    expect(hits).toEqual([
      ['TOKEN_TRANSFER', 'Info'],
      ['APPROVAL_TO_EOA', 'Malicious'],
      ['SAFE_DELEGATECALL_UNKNOWN', 'Malicious'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
  });

  it('the Safe owns what its calls move: a transferFrom out of the Safe is not "someone else\'s account"', async () => {
    const data = encodeFunctionData({ abi: parseAbi(['function transferFrom(address,address,uint256)']), functionName: 'transferFrom', args: [SAFE, CONTRACT, 5n] });
    expect(ids(await checkSafeOperation({ safe: SAFE, to: KNOWN_TOKEN, data, operation: 0 }, facts()))).toEqual([
      ['ASSET_TRANSFER_OUT', 'Warning'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
  });
});

describe('decodeMultiSend', () => {
  it('reads the packed calls, and refuses a packing that runs past its end', () => {
    const data = multiSend([{ operation: 0, to: KNOWN_TOKEN, data: approve(EOA) }]);
    expect(decodeMultiSend(data)).toEqual([{ operation: 0, to: KNOWN_TOKEN, value: 0n, data: approve(EOA) }]);
    const inner = approve(EOA);
    const overstated = encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [0, KNOWN_TOKEN, 0n, BigInt((inner.length - 2) / 2 + 10), inner]);
    expect(decodeMultiSend(encodeFunctionData({ abi: parseAbi(['function multiSend(bytes transactions)']), args: [overstated] }))).toBeUndefined();
    expect(decodeMultiSend(approve(EOA))).toBeUndefined();
  });
});

describe('a change of who controls a Safe, in words', () => {
  const addOwner = (owner: Address) => encodeFunctionData({ abi: parseAbi(['function addOwnerWithThreshold(address owner, uint256 _threshold)']), args: [owner, 1n] });
  const threshold = encodeFunctionData({ abi: parseAbi(['function changeThreshold(uint256 _threshold)']), args: [1n] });
  const safeName = shortAddress(SAFE);

  it('off the Safe app: Malicious, naming the function and the new owner', async () => {
    expect(await checkSafeOperation({ safe: SAFE, to: SAFE, data: addOwner(EOA), operation: 0 }, facts(1, undefined, { site: site('evil.example') }))).toEqual([
      {
        feature_id: 'SAFE_CONTROL_CHANGE',
        type: 'Malicious',
        description: `Changes who controls the Safe ${safeName}: addOwnerWithThreshold (${shortAddress(EOA)}). Only the Safe's own app should ask for this, and evil.example is not it.`,
        address: SAFE,
        reason: 'other',
        stakes: true,
      },
    ]);
  });

  it('on the Safe app: owners and threshold are what the app is for (shown, Info); a module stays a Warning there', async () => {
    const onSafe = facts(1, undefined, { site: site('app.safe.global', { officialOf: 'safe' }) });
    expect(await checkSafeOperation({ safe: SAFE, to: SAFE, data: addOwner(EOA), operation: 0 }, onSafe)).toEqual([
      { feature_id: 'SAFE_CONTROL_CHANGE', type: 'Info', description: `Changes who controls the Safe ${safeName}: addOwnerWithThreshold (${shortAddress(EOA)}). The Safe's own app asks for it.`, address: SAFE, stakes: true },
    ]);
    expect((await checkSafeOperation({ safe: SAFE, to: SAFE, data: threshold, operation: 0 }, onSafe))[0]?.description).toBe(`Changes who controls the Safe ${safeName}: changeThreshold. The Safe's own app asks for it.`);
    const module = encodeFunctionData({ abi: parseAbi(['function enableModule(address module)']), args: [EOA] });
    expect(ids(await checkSafeOperation({ safe: SAFE, to: SAFE, data: module, operation: 0 }, onSafe))).toEqual([['SAFE_CONTROL_CHANGE', 'Warning']]);
  });

  it('a call the Safe makes to hand a contract it owns to a stranger: Malicious elsewhere, a Warning in the Safe app', async () => {
    const handOver = encodeFunctionData({ abi: parseAbi(['function transferOwnership(address newOwner)']), args: [EOA] });
    const onSafe = facts(1, undefined, { site: site('app.safe.global', { officialOf: 'safe' }) });
    expect(ids(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: handOver, operation: 0 }, onSafe))).toEqual([['OWNERSHIP_CHANGE', 'Warning'], ['SAFE_TRANSACTION', 'Info']]);
    expect(ids(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: handOver, operation: 0 }, facts(1, undefined, { site: site('evil.example') })))).toEqual([['OWNERSHIP_CHANGE', 'Malicious'], ['SAFE_TRANSACTION', 'Info']]);
  });

  it('to a contract Preflight knows: a Warning even off the Safe app', async () => {
    const [h] = await checkSafeOperation({ safe: SAFE, to: SAFE, data: addOwner(PERMIT2), operation: 0 }, facts(1, undefined, { site: site('evil.example') }));
    expect([h?.type, h?.description]).toEqual(['Warning', `Changes who controls the Safe ${safeName}: addOwnerWithThreshold (Uniswap Permit2).`]);
  });

  it('a popular app\'s own site installing its module (code, or of unknown kind offline): shown, Info; a personal account, an owner or another site: Malicious', async () => {
    const module = (m: Address) => encodeFunctionData({ abi: parseAbi(['function enableModule(address module)']), args: [m] });
    const onApp = facts(1, undefined, { site: site('app.gnosispay.com', { officialDapp: 'Gnosis' }) });
    expect(await checkSafeOperation({ safe: SAFE, to: SAFE, data: module(CONTRACT), operation: 0 }, onApp)).toEqual([
      {
        feature_id: 'SAFE_CONTROL_CHANGE',
        type: 'Info',
        description: `Changes who controls the Safe ${safeName}: enableModule (${shortAddress(CONTRACT)}). Asked by Gnosis's own site: an app built on Safe installs its own module this way. The module can act for the Safe without its owners.`,
        address: SAFE,
        stakes: true,
      },
    ]);
    expect((await checkSafeOperation({ safe: SAFE, to: SAFE, data: module(UNKNOWN), operation: 0 }, onApp))[0]?.description).toContain('Preflight could not check that it is a contract.');
    expect(ids(await checkSafeOperation({ safe: SAFE, to: SAFE, data: module(EOA), operation: 0 }, onApp))).toEqual([['SAFE_CONTROL_CHANGE', 'Malicious']]);
    expect(ids(await checkSafeOperation({ safe: SAFE, to: SAFE, data: addOwner(CONTRACT), operation: 0 }, onApp))).toEqual([['SAFE_CONTROL_CHANGE', 'Malicious']]);
    const onRegistrySite = facts(1, undefined, { site: site('app.uniswap.org', { officialOf: 'uniswap' }) });
    expect(ids(await checkSafeOperation({ safe: SAFE, to: SAFE, data: module(CONTRACT), operation: 0 }, onRegistrySite))).toEqual([['SAFE_CONTROL_CHANGE', 'Malicious']]);
    expect(ids(await checkSafeOperation({ safe: SAFE, to: SAFE, data: module(CONTRACT), operation: 0 }, facts(1, undefined, { site: site('cardcashback.xyz') })))).toEqual([['SAFE_CONTROL_CHANGE', 'Malicious']]);
  });

  it('a Safe call Preflight cannot read that names a personal account, asked by an unknown site: a Warning, as the user\'s own call', async () => {
    const opaque: Hex = `0x00cd9ef3${encodeAbiParameters(parseAbiParameters('uint128, bytes32, address'), [5n, `0x${'41'.repeat(32)}`, EOA]).slice(2)}`;
    expect(ids(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: opaque, operation: 0 }, facts(1, undefined, { site: site('evil.example') })))).toEqual([['UNREAD_CALL_NAMES_OTHER', 'Warning'], ['SAFE_TRANSACTION', 'Info']]);
    expect(ids(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: opaque, operation: 0 }, facts(1, undefined, { site: site('app.safe.global', { officialOf: 'safe' }) })))).toEqual([['SAFE_TRANSACTION', 'Info']]);
    // The Safe's owner (the signer) and the Safe itself are the user's own, not strangers.
    const toOwner: Hex = `0x00cd9ef3${encodeAbiParameters(parseAbiParameters('address, address'), [USER, SAFE]).slice(2)}`;
    expect(ids(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: toOwner, operation: 0, value: 1n }, facts(1, USER, { site: site('evil.example') })))).toEqual([['SAFE_TRANSACTION', 'Info']]);
  });

  it('a management call addressed to another contract is not the Safe\'s own: an ordinary Safe call', async () => {
    expect(ids(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: addOwner(EOA), operation: 0 }, facts(1, undefined, { site: site('evil.example') })))).toEqual([['SAFE_TRANSACTION', 'Info']]);
  });
});

describe('what a Safe transaction does, in words', () => {
  it('DELEGATECALL to an unknown contract: Malicious, it runs as the Safe', async () => {
    expect(await checkSafeOperation({ safe: SAFE, to: UNKNOWN, data: '0x', operation: 1 }, facts())).toEqual([
      {
        feature_id: 'SAFE_DELEGATECALL_UNKNOWN',
        type: 'Malicious',
        description: `This Safe transaction runs the code of ${shortAddress(UNKNOWN)}, a contract Preflight does not know, as the Safe itself (DELEGATECALL): it can take every asset and change the owners.`,
        address: UNKNOWN,
        reason: 'other',
        stakes: true,
      },
    ]);
  });

  it('DELEGATECALL to a known contract is told as such; a plain call as a call', async () => {
    expect(await checkSafeOperation({ safe: SAFE, to: PERMIT2, data: '0x', operation: 1 }, facts())).toEqual([
      { feature_id: 'SAFE_TRANSACTION', type: 'Info', description: `Signs a transaction of the Safe ${shortAddress(SAFE)} that runs the code of Uniswap Permit2.`, address: PERMIT2 },
    ]);
    expect(await checkSafeOperation({ safe: SAFE, to: CONTRACT, data: '0x', operation: 0 }, facts())).toEqual([
      { feature_id: 'SAFE_TRANSACTION', type: 'Info', description: `Signs a transaction of the Safe ${shortAddress(SAFE)} that calls ${shortAddress(CONTRACT)}.`, address: CONTRACT },
    ]);
  });
});

describe('a SafeTx signature', () => {
  const safeTx = (message: Record<string, unknown>, verifyingContract: string | null = SAFE, primaryType = 'SafeTx') => {
    const r = sanitizeTypedData({
      types: {
        SafeTx: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'data', type: 'bytes' }, { name: 'operation', type: 'uint8' }, { name: 'nonce', type: 'uint256' }],
        Other: [{ name: 'to', type: 'address' }],
      },
      primaryType,
      domain: { chainId: 1, ...(verifyingContract ? { verifyingContract } : {}) },
      message: primaryType === 'SafeTx' ? { to: KNOWN_TOKEN, value: 0, data: approve(EOA), operation: 0, nonce: 1, ...message } : { to: KNOWN_TOKEN },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.typedData;
  };

  it('is judged by what it makes the Safe do', async () => {
    const out = await checkSafeTx(safeTx({}), facts());
    expect(out.recognised).toBe(true);
    expect(ids(out.hits)).toEqual([['APPROVAL_TO_EOA', 'Malicious'], ['SAFE_TRANSACTION', 'Info']]);
    expect(ids((await checkSafeTx(safeTx({ operation: 1, to: UNKNOWN, data: '0x' }), facts())).hits)).toEqual([['SAFE_DELEGATECALL_UNKNOWN', 'Malicious']]);
  });

  it('without the Safe\'s address it cannot be checked: a Warning that says why', async () => {
    expect(await checkSafeTx(safeTx({}, null), facts())).toEqual({
      hits: [{ feature_id: 'SAFE_TRANSACTION', type: 'Warning', description: 'This Safe transaction is missing its target, Safe address or operation, so it cannot be checked.' }],
      exposures: [],
      recognised: true,
    });
  });

  it('another primary type is not a SafeTx', async () => {
    expect((await checkSafeTx(safeTx({}, SAFE, 'Other'), facts())).recognised).toBe(false);
  });
});
