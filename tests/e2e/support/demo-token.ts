/**
 * Deploys the demo ERC-20 (and the demo NFT, as a contract to approve) for the
 * UI specs. tests/support/contracts.ts imports its artifacts as JSON modules,
 * which Playwright's ESM loader refuses without an import attribute, so the
 * artifacts are read from disk here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, getContractAddress, http, parseAbi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { ROOT } from './paths';

// The same ABIs as tests/support/contracts.ts (importing it would pull in the JSON modules).
export const demoTokenAbi = parseAbi([
  'constructor(uint256 supply)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);
const demoNftAbi = parseAbi(['function mint(address to, uint256 tokenId)']);
const DEMO_SUPPLY = 1_000_000n * 10n ** 18n;
/** Far above any nonce the other specs reach on the shared chain. */
const DEPLOY_NONCE = 100_000;

const artifactSchema = z.object({ bytecode: z.string().regex(/^0x[0-9a-f]+$/i).transform((s): Hex => `0x${s.slice(2)}`) });
const bytecodeOf = (name: string): Hex =>
  artifactSchema.parse(JSON.parse(readFileSync(path.join(ROOT, 'tests', 'fixtures', 'contracts', `${name}.json`), 'utf8'))).bytecode;

export interface DemoTokens {
  /** DemoToken ("DEMO", 18 decimals), the whole supply held by the deployer. */
  erc20: Address;
  /** DemoNft: here only a contract address to grant approvals to. */
  erc721: Address;
}

export async function deployDemoTokens(rpcUrl: string, privateKey: Hex): Promise<DemoTokens> {
  const account = privateKeyToAccount(privateKey);
  const publicClient = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await publicClient.getChainId();
  const chain = { id: chainId, name: `dev-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const deployed = async (hash: Hex): Promise<Address> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error('deployment produced no contract');
    return receipt.contractAddress;
  };
  // Contract addresses follow the deployer's nonce, which depends on whatever ran on this chain before:
  // a fixed nonce keeps the addresses (and so the review screenshots) the same in every run and order.
  // Several specs share one chain, so a second call finds the contracts already there and reuses them.
  const existing = {
    erc20: getContractAddress({ from: account.address, nonce: BigInt(DEPLOY_NONCE) }),
    erc721: getContractAddress({ from: account.address, nonce: BigInt(DEPLOY_NONCE + 1) }),
  };
  const hasCode = async (address: Address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x';
  if ((await hasCode(existing.erc20)) && (await hasCode(existing.erc721))) return existing;
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setNonce({ address: account.address, nonce: DEPLOY_NONCE });
  const erc20 = await deployed(await wallet.deployContract({ abi: demoTokenAbi, bytecode: bytecodeOf('DemoToken'), args: [DEMO_SUPPLY] }));
  const erc721 = await deployed(await wallet.deployContract({ abi: demoNftAbi, bytecode: bytecodeOf('DemoNft') }));
  return { erc20, erc721 };
}
