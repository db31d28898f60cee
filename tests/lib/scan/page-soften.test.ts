/**
 * Holes where the page's own wallet connection (no RPC URL of the user's) lowered what the request says, each
 * through the real flow: the first stage, the local second stage through the page's provider, the join.
 */
import { randomUUID } from 'node:crypto';
import { encodeFunctionData, parseAbi, type Address } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Eip1193Like } from '../../../lib/engine';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { scanPending } from '../../../lib/scan';
import { scanFirstStage } from '../../../lib/scan/first-stage';
import { joinStages } from '../../../lib/scan/stages';
import { updateSettings } from '../../../lib/settings';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DRAINER: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const THIEF: Address = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';

const pending = (data: `0x${string}`): PendingRequest => ({
  id: randomUUID(), tabId: 3, frameId: 0, origin: 'https://dapp.example', provider: { kind: 'window' }, style: 'request',
  method: 'eth_sendTransaction', params: [{ from: USER, to: DRAINER, data }], chainId: 1, account: USER, createdAt: 1, scan: { state: 'scanning', startedAt: 1 },
});

/** The page's provider: "no code" for every address, and ten times any amount for every balance. */
const lyingPage: Eip1193Like = {
  async request({ method }) {
    if (method === 'eth_getCode') return '0x';
    if (method === 'eth_call' || method === 'eth_getBalance') return `0x${(10n ** 40n).toString(16).padStart(64, '0')}`;
    throw new Error(`${method}: not answered`);
  },
};

async function joined(request: PendingRequest, pageRpc: Eip1193Like) {
  const first = await scanFirstStage(request);
  if (first.state !== 'done') throw new Error('no first stage');
  return { first, joined: joinStages(first, await scanPending(request, { pageRpc, signal: new AbortController().signal })) };
}

beforeEach(async () => {
  fakeBrowser.reset();
  await updateSettings({ engine: 'local' });
});

describe("the page's connection cannot lower what the request says", () => {
  it.each([
    ['transferAndCall(to, amount)', encodeFunctionData({ abi: parseAbi(['function transferAndCall(address to, uint256 amount)']), args: [THIEF, 10n ** 24n] })],
    ['ERC-777 send(to, amount, data)', encodeFunctionData({ abi: parseAbi(['function send(address to, uint256 amount, bytes data)']), args: [THIEF, 10n ** 24n, '0x'] })],
  ])('a call Preflight cannot read that pays someone, %s, stays a Warning when the page calls the payee a person holding far more', async (_n, data) => {
    const { first, joined: both } = await joined(pending(data), lyingPage);
    expect(first.response.validation?.result_type).toBe('Warning');
    if (both.state !== 'done') throw new Error('no verdict');
    expect(both.chainSource).toBe('page');
    expect(both.response.validation?.result_type).toBe('Warning');
    // The request's own words lead: the page's "pays a person" is kept only as a detail beside them.
    expect(both.response.validation?.description).toContain('could not check');
  });
});
