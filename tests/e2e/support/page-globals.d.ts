// What C1's test pages expose on window (test pages only; the extension adds nothing).
import type { dapp } from '../pages/dapp';
import type { TestWallet } from '../pages/wallet';

declare global {
  interface Window {
    dapp: typeof dapp;
    __testWallet: TestWallet;
    __testWallet2?: TestWallet;
    __testWallets: TestWallet[];
    ethereum?: unknown;
  }
}
