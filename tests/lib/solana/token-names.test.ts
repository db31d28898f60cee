/**
 * Names from the chain (#28): with the user's RPC, a mint the bundled list
 * does not name is named by its own metadata — the Metaplex Token Metadata
 * account (real layout, at its PDA) or Token-2022's TokenMetadata extension —
 * read in the same getMultipleAccounts as the mints, never fetching the uri;
 * the review shows the name. Offline nothing changes; a token that takes a
 * bundled token's name keeps its short address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTransferCheckedInstruction } from '@solana-program/token';
import { createNoopSigner, type Address } from '@solana/kit';
import { useNodeBundledFiles } from '../../../lib/knowledge/bundled-file-node';
import { pendingRequestSchema } from '../../../lib/messaging/extension';
import { verdictOf } from '../../../lib/broker/solana-scan';
import { solanaView } from '../../../components/review/solana/solana-view';
import { decodeMetaplexMetadata, decodeToken2022Metadata, metadataAddress, TOKEN_METADATA_PROGRAM_ADDRESS } from '../../../lib/solana/decode/token-metadata';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../../../lib/solana/decode/programs';
import { createSolanaEngine } from '../../../lib/solana/engine';
import type { SolanaPostTransactionScanResponse } from '../../../lib/api/schemas/solana';
import { startHttpServer } from '../../support/http-server';
import { metaplexMetadataBytes, token2022MintBytes } from '../../support/solana-metadata';
import { SolanaScene } from '../../support/solana-scene';
import { startSolanaRpc, type SolanaRpcServer } from '../../support/solana-rpc';

useNodeBundledFiles();

describe('decoding token metadata', () => {
  it('reads a Metaplex account, trims its zero padding, and refuses one for another mint or cut short', async () => {
    const scene = await SolanaScene.create();
    const [mint, other, authority] = [await scene.newAddress(), await scene.newAddress(), await scene.newAddress()];
    const data = metaplexMetadataBytes(mint, authority, { name: 'Mad Lad #42', symbol: 'MAD', uri: 'https://example.invalid/42.json' });
    expect(decodeMetaplexMetadata(data, mint)).toEqual({ mint, name: 'Mad Lad #42', symbol: 'MAD' });
    expect(decodeMetaplexMetadata(data, other)).toBeUndefined();
    expect(decodeMetaplexMetadata(data.subarray(0, 80), mint)).toBeUndefined();
    expect(decodeMetaplexMetadata(Uint8Array.of(5, ...data.subarray(1)), mint)).toBeUndefined();
  });

  it("reads Token-2022's TokenMetadata extension after the other extensions", async () => {
    const mint = await (await SolanaScene.create()).newAddress();
    const data = token2022MintBytes(mint, 6, 10n ** 12n, { name: 'Zorp Coin', symbol: 'ZORP', uri: '' });
    expect(decodeToken2022Metadata(data, mint)).toEqual({ mint, name: 'Zorp Coin', symbol: 'ZORP' });
    expect(decodeToken2022Metadata(data.subarray(0, data.length - 10), mint)).toBeUndefined();
  });
});

describe('names from the chain, through the user RPC (litesvm on loopback)', () => {
  let scene: SolanaScene;
  let rpc: SolanaRpcServer;
  let uriHost: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    scene = await SolanaScene.create(3n);
    rpc = await startSolanaRpc(scene.svm);
    uriHost = await startHttpServer();
  });
  afterAll(async () => {
    await rpc.close();
    await uriHost.close();
  });

  const engine = () => createSolanaEngine({ rpc: () => rpc.url });

  async function nftTransfer(meta: { name: string; symbol: string }) {
    const mint = await scene.mint(0, 1n);
    const mine = await scene.tokenAccount(scene.user.address, mint, 1n);
    const friendAta = await scene.tokenAccount(await scene.newAddress(), mint, 0n);
    scene.setAccount(await metadataAddress(mint), TOKEN_METADATA_PROGRAM_ADDRESS, metaplexMetadataBytes(mint, await scene.newAddress(), { ...meta, uri: `${uriHost.url}/nft.json` }));
    const wire = scene.wire([getTransferCheckedInstruction({ source: mine, mint, destination: friendAta, authority: createNoopSigner(scene.user.address), amount: 1n, decimals: 0 })]);
    return { mint, request: scene.request([wire]) };
  }

  const descriptions = (r: SolanaPostTransactionScanResponse): string => JSON.stringify(r.result?.details);

  it('an NFT leaving the wallet is shown by its Metaplex name, read with the mint in one call; its uri is never fetched', async () => {
    const { mint, request } = await nftTransfer({ name: 'Mad Lad #42', symbol: 'MAD' });
    rpc.calls.length = 0;
    const r = await engine().scan(request);
    const diff = r.result?.simulation?.account_summary?.account_assets_diff?.find((d) => d.asset.address === mint);
    expect(diff).toMatchObject({ asset_type: 'NFT', asset: { name: 'Mad Lad #42', symbol: 'MAD' }, out: { raw_value: '1' } });
    expect(descriptions(r)).toContain(`of mint MAD (${mint.slice(0, 4)}`);
    const pda = await metadataAddress(mint);
    const together = rpc.calls.filter((c) => c.method === 'getMultipleAccounts').map((c) => JSON.stringify(c.params));
    expect(together.filter((p) => p.includes(pda))).toHaveLength(1);
    expect(together.find((p) => p.includes(pda))).toContain(mint);
    expect(uriHost.requests).toHaveLength(0);

    // The review window shows the name.
    const pending = pendingRequestSchema.parse({
      id: '0123456789abcdef0123456789abcdef', tabId: 1, frameId: 0, origin: 'https://app.example', provider: { kind: 'window' }, style: 'request', method: 'solana:signTransaction', createdAt: 1,
      params: { wallet: 'Test', scan: { cluster: request.cluster, method: request.method, account_address: request.account_address, transactions: request.transactions } },
      scan: { state: 'done', source: 'local', response: verdictOf(r), solana: r },
    });
    expect(solanaView(pending)?.assets).toContainEqual(expect.objectContaining({ direction: 'out', nft: true, amount: 'Mad Lad #42' }));
    expect(solanaView(pending)?.instructions.map((i) => i.text).join(' ')).toContain('MAD (');

    // Offline: unchanged, the short mint.
    const offline = await createSolanaEngine().scan(request);
    expect(descriptions(offline)).not.toContain('MAD');
  });

  it("a Token-2022 mint is named by its own TokenMetadata extension", async () => {
    const mint = await scene.newAddress();
    scene.setAccount(mint, TOKEN_2022_PROGRAM_ADDRESS, token2022MintBytes(mint, 6, 10n ** 12n, { name: 'Zorp Coin', symbol: 'ZORP', uri: `${uriHost.url}/zorp.json` }));
    const source = await scene.newAddress();
    const wire = scene.wire([getTransferCheckedInstruction({ source, mint, destination: await scene.newAddress(), authority: createNoopSigner(scene.user.address), amount: 5n, decimals: 6 }, { programAddress: TOKEN_2022_PROGRAM_ADDRESS })]);
    const r = await engine().scan(scene.request([wire]));
    expect(descriptions(r)).toContain(`of mint ZORP (${mint.slice(0, 4)}`);
    expect(uriHost.requests).toHaveLength(0);
  });

  it('a token that names itself after a bundled one (USDC) keeps its short address', async () => {
    const { mint, request } = await nftTransfer({ name: 'USD Coin', symbol: 'USDC' });
    const r = await engine().scan(request);
    expect(descriptions(r)).not.toContain('USDC');
    const diff = r.result?.simulation?.account_summary?.account_assets_diff?.find((d) => d.asset.address === mint);
    expect(diff?.asset.name).toBe(`Token ${mint as Address}`);
  });
});
