import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from './anvil';

describe('startAnvil', () => {
  let anvil: Anvil;
  beforeAll(async () => { anvil = await startAnvil({ chainId: 31337 }); });
  afterAll(async () => { await anvil.stop(); });

  it('answers eth_chainId with the requested chain', async () => {
    const res = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(await res.json()).toMatchObject({ result: '0x7a69' });
  });
});
