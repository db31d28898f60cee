/**
 * A litesvm chain with a funded user, mints and token accounts, and a builder
 * that turns kit instructions into the base64 wire transaction a dapp hands
 * its wallet (unsigned, as signTransaction receives it). Token state is
 * written with the Token client's account encoders, so the Token program
 * loaded in litesvm executes real transfers, approvals and closes on it.
 */
import {
  address,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  getAddressEncoder,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Nonce,
} from '@solana/kit';
import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { LiteSVM } from 'litesvm';
import type { SolanaScanRequest } from '../../lib/solana/scan-request';

export const LAMPORTS_PER_SOL = 1_000_000_000n;

export interface WireOptions {
  feePayer?: Address;
  /** A durable nonce account (its authority: the user): AdvanceNonceAccount goes first. */
  nonce?: { account: Address; authority: Address; value: string };
  version?: 'legacy' | 0;
}

export const LOOKUP_TABLE_PROGRAM = address('AddressLookupTab1e1111111111111111111111111');

export class SolanaScene {
  readonly svm: LiteSVM;
  private constructor(readonly user: KeyPairSigner, svm: LiteSVM) {
    this.svm = svm;
  }

  static async create(userSol = 10n): Promise<SolanaScene> {
    const scene = new SolanaScene(await generateKeyPairSigner(), new LiteSVM());
    scene.fund(scene.user.address, userSol * LAMPORTS_PER_SOL);
    return scene;
  }

  fund(owner: Address, amount: bigint): void {
    this.svm.airdrop(owner, lamports(amount));
  }

  async newAddress(): Promise<Address> {
    return (await generateKeyPairSigner()).address;
  }

  async mint(decimals = 6, supply = 10n ** 18n): Promise<Address> {
    const mint = await this.newAddress();
    this.setAccount(mint, TOKEN_PROGRAM_ADDRESS, mintBytes(decimals, supply));
    return mint;
  }

  /** Writes an account (rent-exempt) owned by `program`. */
  setAccount(at: Address, program: Address, data: Uint8Array): void {
    this.svm.setAccount({ address: at, data, executable: false, lamports: lamports(this.svm.minimumBalanceForRentExemption(BigInt(data.length))), programAddress: program, space: BigInt(data.length) });
  }

  /** The owner's associated token account for `mint`, holding `amount` base units. */
  async tokenAccount(owner: Address, mint: Address, amount: bigint): Promise<Address> {
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const data = Uint8Array.from(getTokenEncoder().encode({ mint, owner, amount, delegate: null, state: AccountState.Initialized, isNative: null, delegatedAmount: 0, closeAuthority: null }));
    this.svm.setAccount({ address: ata, data, executable: false, lamports: lamports(this.svm.minimumBalanceForRentExemption(BigInt(data.length))), programAddress: TOKEN_PROGRAM_ADDRESS, space: BigInt(data.length) });
    return ata;
  }

  wire(instructions: readonly Instruction[], opts: WireOptions = {}): string {
    const base = pipe(createTransactionMessage({ version: opts.version ?? 0 }), (m) => setTransactionMessageFeePayer(opts.feePayer ?? this.user.address, m));
    const withLifetime = opts.nonce === undefined
      ? setTransactionMessageLifetimeUsingBlockhash({ blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: 1_000n }, base)
      : setTransactionMessageLifetimeUsingDurableNonce({ nonce: nonceValue(opts.nonce.value), nonceAccountAddress: opts.nonce.account, nonceAuthorityAddress: opts.nonce.authority }, base);
    return getBase64EncodedWireTransaction(compileTransaction(appendTransactionMessageInstructions(instructions, withLifetime)));
  }

  /** A v0 transaction whose accounts are loaded from lookup tables where they can be (table → its addresses). */
  wireWithLookups(instructions: readonly Instruction[], lookups: Record<Address, Address[]>): string {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(this.user.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: 1_000n }, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return getBase64EncodedWireTransaction(compileTransaction(compressTransactionMessageUsingAddressLookupTables(message, lookups)));
  }

  /** The user as a signer the instruction builders accept (the wallet signs later). */
  get signer() {
    return createNoopSigner(this.user.address);
  }

  /** An address lookup table account holding `addresses` (56-byte header, then the keys). */
  async lookupTable(addresses: readonly Address[]): Promise<Address> {
    const table = await this.newAddress();
    const data = new Uint8Array(56 + 32 * addresses.length);
    data.set([1, 0, 0, 0], 0);
    data.fill(0xff, 4, 12); // deactivation slot: u64::MAX (active)
    const encoder = getAddressEncoder();
    addresses.forEach((a, i) => data.set(encoder.encode(a), 56 + 32 * i));
    this.svm.setAccount({ address: table, data, executable: false, lamports: lamports(this.svm.minimumBalanceForRentExemption(BigInt(data.length))), programAddress: LOOKUP_TABLE_PROGRAM, space: BigInt(data.length) });
    return table;
  }

  request(transactions: string[], domain = 'app.example', method: SolanaScanRequest['method'] = transactions.length > 1 ? 'signAllTransactions' : 'signTransaction'): SolanaScanRequest {
    return { cluster: 'mainnet', method, account_address: this.user.address, metadata: { domain }, transactions };
  }
}

export function mintBytes(decimals: number, supply: bigint): Uint8Array {
  return Uint8Array.from(getMintEncoder().encode({ mintAuthority: null, supply, decimals, isInitialized: true, freezeAuthority: null }));
}

/** Kit brands nonce values but offers no constructor for one (it reads them from nonce accounts). */
function nonceValue(value: string): Nonce {
  return value as Nonce;
}
