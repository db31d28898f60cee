/**
 * A token's name and symbol as its own on-chain metadata gives them: the
 * Metaplex Token Metadata account (PDA ["metadata", program id, mint]) and
 * Token-2022's TokenMetadata extension inside the mint account. Read with a
 * small Borsh reader (length-prefixed strings, Metaplex's zero padding
 * trimmed); the `uri` is never fetched (no third-party request). These are
 * names a token gives itself: ./token-names.ts decides which ones may be shown.
 */
import { address, getAddressDecoder, getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/kit';

/** Metaplex Token Metadata program (mpl-token-metadata). */
export const TOKEN_METADATA_PROGRAM_ADDRESS = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
/** Metaplex account key of a Metadata account (Key::MetadataV1). */
const METADATA_V1 = 4;
/** Token-2022: account type byte after the 165 base bytes (1 = mint), then type-length-value extensions. */
const ACCOUNT_TYPE_AT = 165;
const ACCOUNT_TYPE_MINT = 1;
/** Token-2022 ExtensionType::TokenMetadata. */
const TOKEN_METADATA_EXTENSION = 19;
/** Longest name / symbol read (Metaplex pads to 32 / 10, allows up to 36 / 14 with its prefix rules). */
const MAX_TEXT = 64;

export interface TokenMetadata {
  mint: Address;
  name: string;
  symbol: string;
}

export async function metadataAddress(mint: Address): Promise<Address> {
  const [pda] = await getProgramDerivedAddress({ programAddress: TOKEN_METADATA_PROGRAM_ADDRESS, seeds: ['metadata', getAddressEncoder().encode(TOKEN_METADATA_PROGRAM_ADDRESS), getAddressEncoder().encode(mint)] });
  return pda;
}

/** Borsh reads from `at`; each throws a RangeError past the end. */
function borsh(data: Uint8Array, start: number) {
  let at = start;
  const take = (n: number): Uint8Array => {
    if (n < 0 || at + n > data.length) throw new RangeError('metadata ends early');
    const out = data.subarray(at, at + n);
    at += n;
    return out;
  };
  const int = (n: 1 | 2 | 4): number => {
    const b = take(n);
    return new DataView(b.buffer, b.byteOffset, n)[n === 1 ? 'getUint8' : n === 2 ? 'getUint16' : 'getUint32'](0, true);
  };
  return {
    int,
    key: (): Address => getAddressDecoder().decode(take(32)),
    /** A u32-length string, its zero padding and outer spaces trimmed. */
    text: (): string => {
      const n = int(4);
      if (n > 1024) throw new RangeError('metadata text too long');
      return new TextDecoder().decode(take(n)).replace(/\0+$/, '').trim().slice(0, MAX_TEXT);
    },
    skip: (n: number): void => void take(n),
    at: (): number => at,
  };
}

/** Both layouts go on alike: update authority (Token-2022: zeros for none), mint, name, symbol (then uri, not read). */
function namesFor(r: ReturnType<typeof borsh>, mint: Address): TokenMetadata | undefined {
  r.key();
  if (r.key() !== mint) return undefined;
  const name = r.text();
  return { mint, name, symbol: r.text() };
}

/** A Metaplex Metadata account's name and symbol, when it is one and names `mint`. */
export function decodeMetaplexMetadata(data: Uint8Array, mint: Address): TokenMetadata | undefined {
  try {
    const r = borsh(data, 0);
    return r.int(1) === METADATA_V1 ? namesFor(r, mint) : undefined;
  } catch {
    return undefined;
  }
}

/** Token-2022: the TokenMetadata extension of a mint account, when it has one for itself. */
export function decodeToken2022Metadata(data: Uint8Array, mint: Address): TokenMetadata | undefined {
  if (data.length <= ACCOUNT_TYPE_AT || data[ACCOUNT_TYPE_AT] !== ACCOUNT_TYPE_MINT) return undefined;
  try {
    const r = borsh(data, ACCOUNT_TYPE_AT + 1);
    while (r.at() + 4 <= data.length) {
      const type = r.int(2);
      const length = r.int(2);
      if (type !== TOKEN_METADATA_EXTENSION) {
        r.skip(length);
        continue;
      }
      return namesFor(r, mint);
    }
  } catch {
    // a malformed extension: no name
  }
  return undefined;
}
