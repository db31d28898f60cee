import { address, generateKeyPairSigner, type Address } from '@solana/kit';
import { getMintToInstruction, getTransferInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { tokenAction } from '../../../../lib/solana/decode/parse-token';
import type { ReadableInstruction } from '../../../../lib/solana/decode/parse-system';

const readable = (ix: { programAddress: Address; accounts: ReadableInstruction['accounts']; data: ReadableInstruction['data'] }): ReadableInstruction => ix;

describe('tokenAction', () => {
  it('reads a transfer with its source, destination and amount', async () => {
    const owner = await generateKeyPairSigner();
    const source = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T');
    const destination = address('8opHzTAnfzRpPEx21XtnrVTX28YQuCpAjcn1PczScKh');
    const action = tokenAction(readable(getTransferInstruction({ source, destination, authority: owner, amount: 5n })), 'token');
    expect(action).toMatchObject({ kind: 'token-transfer', source, destination, authority: owner.address, amount: 5n });
  });

  it('names an instruction no rule reads (MintTo) as routine', async () => {
    const authority = await generateKeyPairSigner();
    const ix = getMintToInstruction({ mint: address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'), token: address('8opHzTAnfzRpPEx21XtnrVTX28YQuCpAjcn1PczScKh'), mintAuthority: authority, amount: 1n });
    expect(tokenAction(readable(ix), 'token')).toEqual({ kind: 'routine', name: 'MintTo' });
  });

  it('throws on a transfer with too few accounts or a cut amount, which decodeInstruction reports as unreadable', () => {
    const transfer = { programAddress: TOKEN_PROGRAM_ADDRESS, accounts: [], data: new Uint8Array([3, 1, 0, 0, 0, 0, 0, 0, 0]) };
    expect(() => tokenAction(transfer, 'token')).toThrow();
    expect(() => tokenAction({ ...transfer, data: new Uint8Array([3, 1]) }, 'token')).toThrow();
  });

  it('reports a Token-2022 extension instruction as unreadable', () => {
    expect(tokenAction({ programAddress: TOKEN_PROGRAM_ADDRESS, accounts: [], data: new Uint8Array([26, 0]) }, 'token-2022')).toMatchObject({ kind: 'unreadable' });
  });
});
