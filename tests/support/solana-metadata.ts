/**
 * Token metadata accounts in their real on-chain layouts, for tests: the
 * Metaplex Token Metadata account (mpl-token-metadata's `Metadata`, Key
 * MetadataV1, strings zero-padded to 32 / 10 / 200 bytes as the program
 * writes them, 679 bytes in all) and a Token-2022 mint carrying the
 * MetadataPointer and TokenMetadata extensions.
 */
import { getAddressEncoder, type Address } from '@solana/kit';
import { mintBytes } from './solana-scene';

const enc = getAddressEncoder();
const u16 = (n: number) => [n & 0xff, n >> 8];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
/** A Borsh string; `pad`: Metaplex's fixed width, filled with zeros. */
function text(s: string, pad = 0): number[] {
  const bytes = [...new TextEncoder().encode(s)];
  while (bytes.length < pad) bytes.push(0);
  return [...u32(bytes.length), ...bytes];
}

export interface Meta { name: string; symbol: string; uri: string }

/** mpl-token-metadata Metadata (Key::MetadataV1 = 4), one verified creator, NonFungible token standard. */
export function metaplexMetadataBytes(mint: Address, updateAuthority: Address, meta: Meta): Uint8Array {
  const bytes = [
    4, ...enc.encode(updateAuthority), ...enc.encode(mint),
    ...text(meta.name, 32), ...text(meta.symbol, 10), ...text(meta.uri, 200),
    ...u16(500), // seller_fee_basis_points
    1, ...u32(1), ...enc.encode(updateAuthority), 1, 100, // creators: Some([{ address, verified, share }])
    1, 1, // primary_sale_happened, is_mutable
    1, 255, // edition_nonce: Some(255)
    1, 0, // token_standard: Some(NonFungible)
    0, 0, 0, 0, // collection, uses, collection_details, programmable_config: None
  ];
  const out = new Uint8Array(679);
  out.set(bytes);
  return out;
}

/** A Token-2022 mint (account type 1 after the 165 base bytes) with MetadataPointer (18) to itself and TokenMetadata (19). */
export function token2022MintBytes(mint: Address, decimals: number, supply: bigint, meta: Meta): Uint8Array {
  const base = [...mintBytes(decimals, supply)];
  while (base.length < 165) base.push(0);
  const pointer = [...new Uint8Array(32), ...enc.encode(mint)];
  const metadata = [...new Uint8Array(32), ...enc.encode(mint), ...text(meta.name), ...text(meta.symbol), ...text(meta.uri), ...u32(0)];
  return Uint8Array.from([...base, 1, ...u16(18), ...u16(pointer.length), ...pointer, ...u16(19), ...u16(metadata.length), ...metadata]);
}
