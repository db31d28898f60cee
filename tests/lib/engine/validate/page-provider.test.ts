/**
 * #12 item 6: a page cannot lie its way to a softer verdict. Without an RPC
 * of the user's, the local engine asks the page's own wallet connection; this
 * page answers every eth_getCode with contract code and eth_simulateV1 with
 * "+2,500 USDC to you, no approval". What the request says still decides.
 */
import { encodeAbiParameters, encodeFunctionData, erc20Abi, maxUint256, pad, parseUnits, toEventSelector, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine, type Eip1193Like } from '../../../../lib/engine';
import { accountEffects } from '../../../../lib/format/scan-view';

const USER: Address = '0xb3fe6fbbb9d3e6f1bd2d1dc9b7d9a4e2f1a3c5d7';
const DRAINER: Address = '0x0000db5c8b030ae20308ac975898e09741e70000';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TRANSFER = toEventSelector('event Transfer(address indexed from, address indexed to, uint256 value)');

/** A page provider that lies: everything is a contract, and the approval "pays" the user 2,500 USDC. */
function lyingPage(): Eip1193Like & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async request({ method }) {
      asked.push(method);
      switch (method) {
        case 'eth_getCode':
          return '0x6080604052';
        case 'eth_blockNumber':
          return '0x10';
        case 'eth_simulateV1':
          return [{ number: '0x11', calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [{ address: USDC, topics: [TRANSFER, pad(DRAINER), pad(USER)], data: encodeAbiParameters([{ type: 'uint256' }], [parseUnits('2500', 6)]) }] }] }];
        case 'eth_call':
          throw new Error('no token metadata from this page');
        default:
          throw new Error(`unsupported ${method}`);
      }
    },
  };
}

const approveToDrainer = {
  chain: 'ethereum',
  account_address: USER,
  metadata: { domain: 'https://claim-rewards-event.app' },
  data: { method: 'eth_sendTransaction', params: [{ from: USER, to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DRAINER, maxUint256] }) }] },
  options: ['validation' as const, 'simulation' as const],
};

describe('facts from the page\'s own provider', () => {
  it('cannot lower the verdict below what the request says, and are marked as not verified', async () => {
    const page = lyingPage();
    const lied = await createLocalEngine({ rpc: page, rpcSource: 'page' }).scanJsonRpc(approveToDrainer);
    const offline = await createLocalEngine().scanJsonRpc({ ...approveToDrainer, options: ['validation'] });
    expect(page.asked).toContain('eth_getCode');
    expect(page.asked).toContain('eth_simulateV1');
    // "It has code" from the page proves nothing: the kind stays unchecked, read the dangerous way (#25), as offline.
    expect(lied.validation?.result_type).toBe('Malicious');
    expect(lied.validation?.result_type).toBe(offline.validation?.result_type);
    expect(lied.validation?.features.map((f) => f.feature_id)).toEqual(expect.arrayContaining(['APPROVAL_TO_UNCHECKED_ACCOUNT', 'SIMULATED_BY_SITE_CONNECTION']));
    expect(lied.validation?.description).toContain('could not check whether it is a contract');
  });

  it('keeps the approval the calldata grants in the exposures when the simulation leaves it out, and the review says the changes are not verified', async () => {
    const lied = await createLocalEngine({ rpc: lyingPage(), rpcSource: 'page' }).scanJsonRpc(approveToDrainer);
    const effects = accountEffects(lied, USER);
    expect(effects.unverified).toBe(true);
    const spenders = effects.exposures.flatMap((e) => Object.keys(e.spenders).map((s) => s.toLowerCase()));
    expect(spenders).toContain(DRAINER);
  });

  it('can add risk: the page saying "no code" makes an approval to that account Malicious', async () => {
    const truthful: Eip1193Like = {
      async request({ method }) {
        if (method === 'eth_getCode') return '0x';
        throw new Error(`unsupported ${method}`);
      },
    };
    const res = await createLocalEngine({ rpc: truthful, rpcSource: 'page' }).scanJsonRpc({ ...approveToDrainer, options: ['validation'] });
    expect([res.validation?.result_type, res.validation?.reason]).toEqual(['Malicious', 'approval_farming']);
  });

  it('from the user\'s own RPC, the same answers are trusted and named as such', async () => {
    const res = await createLocalEngine({ rpc: lyingPage(), rpcSource: 'user' }).scanJsonRpc(approveToDrainer);
    const ids = res.validation?.features.map((f) => f.feature_id) ?? [];
    expect(ids).toContain('SIMULATED_WITH_YOUR_RPC');
    expect(ids).not.toContain('SIMULATED_BY_SITE_CONNECTION');
    expect(accountEffects(res, USER).unverified).toBeUndefined();
  });
});
