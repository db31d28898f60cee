/**
 * A litesvm chain with a funded user, mints and token accounts, and a builder
 * that turns kit instructions into the base64 wire transaction a dapp hands
 * its wallet (unsigned, as signTransaction receives it). Token state is
 * written with the Token client's account encoders, so the Token program
 * loaded in litesvm executes real transfers, approvals and closes on it.
 */
import {
  appendTransactionMessageInstructions,
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

  async mint(decimals = 6): Promise<Address> {
    const mint = await this.newAddress();
    const data = Uint8Array.from(getMintEncoder().encode({ mintAuthority: null, supply: 10n ** 18n, decimals, isInitialized: true, freezeAuthority: null }));
    this.svm.setAccount({ address: mint, data, executable: false, lamports: lamports(this.svm.minimumBalanceForRentExemption(BigInt(data.length))), programAddress: TOKEN_PROGRAM_ADDRESS, space: BigInt(data.length) });
    return mint;
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

  request(transactions: string[], domain = 'app.example', method: SolanaScanRequest['method'] = transactions.length > 1 ? 'signAllTransactions' : 'signTransaction'): SolanaScanRequest {
    return { cluster: 'mainnet', method, account_address: this.user.address, metadata: { domain }, transactions };
  }
}

/** Kit brands nonce values but offers no constructor for one (it reads them from nonce accounts). */
function nonceValue(value: string): Nonce {
  return value as Nonce;
}
