import { describe, expect, it } from 'vitest';
import { createRegistry, knownContract, protocolSites, registryStatus } from '../../../lib/knowledge/registry';

const PERMIT2_MAINNET = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const PERMIT2_ZKSYNC = '0x0000000000225e31D15943971F47aD3022F714Fa';

describe('known-contract registry', () => {
  it('loads the bundled data', () => {
    expect(registryStatus()).toMatchObject({ ok: true });
  });

  it('knows Permit2 per chain: zkSync Era has its own address', () => {
    expect(knownContract(1, PERMIT2_MAINNET)).toMatchObject({ name: 'Uniswap Permit2', protocol: 'uniswap', role: 'token-spender', chainId: 1 });
    expect(knownContract(324, PERMIT2_ZKSYNC)).toMatchObject({ name: 'Uniswap Permit2', chainId: 324, address: PERMIT2_ZKSYNC });
    // The mainnet address on zkSync is not Permit2 there.
    expect(knownContract(324, PERMIT2_MAINNET)).toBeUndefined();
  });

  it('matches addresses case-insensitively and returns the checksummed form', () => {
    expect(knownContract(1, PERMIT2_MAINNET.toLowerCase())?.address).toBe(PERMIT2_MAINNET);
    expect(knownContract(1, PERMIT2_MAINNET.toUpperCase().replace('0X', '0x'))?.name).toBe('Uniswap Permit2');
  });

  it('names the OpenSea conduit and Seaport with their official site', () => {
    const conduit = knownContract(1, '0x1E0049783F008A0085193E00003D00cd54003c71');
    expect(conduit).toMatchObject({ name: 'OpenSea Conduit', role: 'conduit', protocol: 'opensea' });
    expect(conduit?.sites).toContain('opensea.io');
    expect(knownContract(1, '0x0000000000000068F116a894984e2DB1123eB395')?.name).toMatch(/Seaport 1\.6/);
  });

  it('lists a protocol\'s official sites, main app first', () => {
    expect(protocolSites('uniswap')[0]).toBe('app.uniswap.org');
    expect(protocolSites('no-such-protocol')).toEqual([]);
  });

  it('answers undefined for unknown contracts, chains and junk input', () => {
    expect(knownContract(1, '0x1111111111111111111111111111111111111111')).toBeUndefined();
    expect(knownContract(999_999, PERMIT2_MAINNET)).toBeUndefined();
    expect(knownContract(Number.NaN, PERMIT2_MAINNET)).toBeUndefined();
    expect(knownContract(1, 'not an address')).toBeUndefined();
  });

  it('a registry file that fails to load says so instead of answering "unknown"', () => {
    const broken = createRegistry({ chains: { '1': { nope: 1 } } });
    expect(broken.status.ok).toBe(false);
    expect(broken.status).toMatchObject({ error: expect.stringContaining('contract registry failed to load') });
    expect(broken.knownContract(1, PERMIT2_MAINNET)).toBeUndefined();
  });

  it('a contract row that points past the kinds or chain sets makes the file fail to load, rather than name a contract wrongly', () => {
    const file = {
      protocols: { uniswap: { name: 'Uniswap', sites: ['app.uniswap.org'] } },
      kinds: [['Uniswap Permit2', 'uniswap', 'token-spender']],
      chainSets: [[1, 8453]],
      contracts: [[PERMIT2_MAINNET.slice(2).toLowerCase(), 0, 0]],
    };
    expect(createRegistry(file).knownContract(8453, PERMIT2_MAINNET)).toMatchObject({ name: 'Uniswap Permit2', role: 'token-spender', sites: ['app.uniswap.org'] });
    const broken = createRegistry({ ...file, contracts: [...file.contracts, ['1111111111111111111111111111111111111111', 1, 0]] });
    expect(broken.status).toEqual({ ok: false, error: 'contract registry failed to load: contract 1111111111111111111111111111111111111111 points at kind 1 of 1 or chain set 0 of 1' });
    expect(broken.knownContract(1, PERMIT2_MAINNET)).toBeUndefined();
    expect(createRegistry({ ...file, contracts: [[PERMIT2_MAINNET.slice(2).toLowerCase(), 0, 1]] }).status.ok).toBe(false);
    // The file keeps addresses without their 0x; a row with one is not this format.
    expect(createRegistry({ ...file, contracts: [[PERMIT2_MAINNET.toLowerCase(), 0, 0]] }).status.ok).toBe(false);
  });
});
