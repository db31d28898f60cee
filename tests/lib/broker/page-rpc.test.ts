import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageRpc, PAGE_RPC_TIMEOUT_MS, READ_ONLY_METHODS } from '../../../lib/broker/page-rpc';
import type { PageActions } from '../../../lib/broker/forward';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { SIGNING_METHODS } from '../../../lib/methods';

const request = { id: 'r1' } as unknown as PendingRequest;

function page(answer: PageActions['call']): PageActions & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    forward: () => Promise.reject(new Error('never')),
    reject: () => Promise.reject(new Error('never')),
    isAlive: () => Promise.resolve(true),
    call: (...args) => {
      calls.push(args);
      return answer(...args);
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('the page\'s wallet as the scanner\'s chain: read-only methods only', () => {
  it('each read-only method reaches the wallet and its answer comes back', async () => {
    const p = page(async (_t, method) => ({ ok: true, result: `answer to ${method}` }));
    const rpc = createPageRpc(p, request);
    for (const method of ['eth_chainId', 'eth_blockNumber', 'eth_call', 'eth_getCode', 'eth_getBalance', 'eth_estimateGas', 'eth_simulateV1', 'debug_traceCall', 'eth_getTransactionCount', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_getBlockByNumber']) {
      await expect(rpc.request({ method, params: [1] })).resolves.toBe(`answer to ${method}`);
    }
    expect(p.calls.length).toBe(12);
    expect(p.calls[0]).toEqual([request, 'eth_chainId', [1]]);
    expect(READ_ONLY_METHODS.size).toBe(12);
  });

  it('no signing or sending method ever reaches the wallet', async () => {
    const p = page(async () => ({ ok: true, result: '0xsigned' }));
    const rpc = createPageRpc(p, request);
    for (const method of [...SIGNING_METHODS, 'eth_sendRawTransaction', 'eth_accounts', 'wallet_switchEthereumChain', '']) {
      await expect(rpc.request({ method, params: [] })).rejects.toMatchObject({ code: 4200, message: `Method not allowed for scanning: ${method}` });
    }
    expect(p.calls).toEqual([]);
  });

  it('the wallet\'s error is the scanner\'s error', async () => {
    const rpc = createPageRpc(page(async () => ({ ok: false, error: { code: -32000, message: 'execution reverted' } })), request);
    await expect(rpc.request({ method: 'eth_call', params: [] })).rejects.toMatchObject({ name: 'ProviderRpcError', code: -32000, message: 'execution reverted' });
  });

  it('a wallet that does not answer in time: an error, not a scan that waits forever', async () => {
    vi.useFakeTimers();
    const rpc = createPageRpc(page(() => new Promise(() => undefined)), request);
    const asked = rpc.request({ method: 'eth_call', params: [] });
    const settled = expect(asked).rejects.toMatchObject({ code: -32603, message: 'The wallet did not answer eth_call in time.' });
    await vi.advanceTimersByTimeAsync(PAGE_RPC_TIMEOUT_MS - 1);
    let done = false;
    void asked.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('an answer in time leaves no timer behind', async () => {
    vi.useFakeTimers();
    const rpc = createPageRpc(page(async () => ({ ok: true, result: '0x1' })), request, 1000);
    await expect(rpc.request({ method: 'eth_chainId', params: [] })).resolves.toBe('0x1');
    expect(vi.getTimerCount()).toBe(0);
  });
});
