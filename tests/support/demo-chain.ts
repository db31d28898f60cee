/** A real anvil with the demo contracts for one test file, stopped after it. */
import { afterAll, beforeAll } from 'vitest';
import { rpcFromUrl, type Eip1193Like } from '../../lib/engine';
import { ANVIL_KEYS, startAnvil, type Anvil } from './anvil';
import { deployDemoContracts, type DemoContracts } from './contracts';

export interface DemoChain {
  anvil: Anvil;
  contracts: DemoContracts;
  rpc: Eip1193Like;
}

export function useDemoChain(onStart: (chain: DemoChain) => void): void {
  let anvil: Anvil | undefined;
  beforeAll(async () => {
    anvil = await startAnvil();
    onStart({ anvil, contracts: await deployDemoContracts(anvil.url, ANVIL_KEYS[0]), rpc: rpcFromUrl(anvil.url) });
  });
  afterAll(async () => {
    await anvil?.stop();
  });
}
