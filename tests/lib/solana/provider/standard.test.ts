/**
 * Wallet Standard stand-ins (lib/solana/provider/standard.ts): a wallet whose
 * features are class instances (signing methods on the prototype, not own)
 * is held like one made of plain objects — its signing method must not reach
 * the wallet unreviewed — and its other members still answer.
 */
import { beforeEach, expect, test } from 'vitest';
import type { RequestBody } from '../../../../lib/provider/channel';
import { SOLANA_LINK_EVENT } from '../../../../lib/provider/constants';
import { installSolana, type SolanaWindow } from '../../../../lib/solana/provider/install';

let held: RequestBody[];
let win: EventTarget;

beforeEach(() => {
  held = [];
  const target = new EventTarget();
  target.addEventListener(SOLANA_LINK_EVENT, (e) => (Reflect.get(e, 'detail') as (hold: unknown) => void)((body: RequestBody) => (held.push(body), 'id')));
  win = Object.assign(target, { setTimeout: () => 0, CustomEvent, Event, navigator: {} });
  installSolana(win as unknown as SolanaWindow);
});

class SignTransactionFeature {
  readonly version = '1.0.0';
  asked = 0;
  get supportedTransactionVersions(): readonly string[] {
    return ['legacy', 0].map(String);
  }
  async signTransaction(..._inputs: unknown[]): Promise<unknown[]> {
    this.asked++;
    return [{ signedTransaction: new Uint8Array([7]) }];
  }
}

/** The app's side: registers whatever the wallet's register-wallet event hands it, as @wallet-standard/app does. */
function registerWallet(feature: object): Record<string, unknown> {
  const registered: Record<string, unknown>[] = [];
  const api = { register: (...wallets: Record<string, unknown>[]) => (registered.push(...wallets), () => undefined) };
  win.addEventListener('wallet-standard:register-wallet', (e) => (Reflect.get(e, 'detail') as (api: unknown) => void)(api));
  const wallet = { version: '1.0.0', name: 'Classy', icon: 'data:image/svg+xml,', chains: ['solana:mainnet'], accounts: [], features: { 'solana:signTransaction': feature } };
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register: (w: unknown) => void }) => register(wallet) }));
  const [standIn] = registered;
  if (!standIn) throw new Error('the app got no wallet');
  return standIn;
}

test("a class instance's signing method (on its prototype) is held for review; the wallet is not asked", async () => {
  const feature = new SignTransactionFeature();
  const standIn = registerWallet(feature);
  const features = standIn.features as Record<string, SignTransactionFeature>;
  const seen = features['solana:signTransaction'];
  if (!seen) throw new Error('the feature is missing');
  void seen.signTransaction({ transaction: new Uint8Array([1, 2, 3]) });
  await Promise.resolve();
  expect(held).toMatchObject([{ method: 'solana:signTransaction', params: { wallet: 'Classy' } }]);
  expect(feature.asked).toBe(0);
  // Its other members still answer as the wallet's own.
  expect(seen.version).toBe('1.0.0');
  expect(seen.supportedTransactionVersions).toEqual(['legacy', '0']);
});

test('a plain-object feature is held as before, and one without signing methods is the wallet\'s own object', async () => {
  let asked = 0;
  const feature = { version: '1.0.0', signMessage: async () => (asked++, []) };
  const standIn = registerWallet(feature);
  const seen = (standIn.features as Record<string, typeof feature>)['solana:signTransaction'];
  void seen?.signMessage();
  await Promise.resolve();
  expect(held).toMatchObject([{ method: 'solana:signMessage' }]);
  expect(asked).toBe(0);
  const events = { on: () => () => undefined };
  const other = registerWallet(events);
  expect((other.features as Record<string, unknown>)['solana:signTransaction']).toBe(events);
});
