/**
 * Deploys the demo contracts (tests/fixtures/contracts) to a dev chain such as
 * anvil, and mints the deployer some NFTs so scans have assets to move.
 */
import { createPublicClient, createWalletClient, http, parseAbi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import tokenArtifact from '../fixtures/contracts/DemoToken.json';
import nftArtifact from '../fixtures/contracts/DemoNft.json';
import multiArtifact from '../fixtures/contracts/DemoMulti.json';
import reverterArtifact from '../fixtures/contracts/Reverter.json';
import bytes32Artifact from '../fixtures/contracts/Bytes32Token.json';

const bytecodeSchema = z.string().regex(/^0x[0-9a-f]+$/i).transform((s): Hex => `0x${s.slice(2)}`);

export const demoTokenAbi = parseAbi([
  'constructor(uint256 supply)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);
export const demoNftAbi = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
]);
export const demoMultiAbi = parseAbi([
  'function mint(address to, uint256 id, uint256 value)',
  'function setApprovalForAll(address operator, bool approved)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
]);
export const reverterAbi = parseAbi(['function claim() payable']);
const bytes32TokenAbi = parseAbi(['function symbol() view returns (bytes32)']);

/** 1,000,000 DEMO (18 decimals) to the deployer. */
export const DEMO_SUPPLY = 1_000_000n * 10n ** 18n;
/** NFT ids minted to the deployer: ERC-721 ids 1 and 2; ERC-1155 id 7 × 10. */
export const DEMO_NFT_IDS = [1n, 2n] as const;
export const DEMO_MULTI_ID = 7n;
export const DEMO_MULTI_AMOUNT = 10n;

export interface DemoContracts {
  erc20: Address;
  erc721: Address;
  erc1155: Address;
  reverter: Address;
  /** A token with bytes32 name/symbol ("Old Token", "OLD", 9 decimals). */
  bytes32Token: Address;
}

export async function deployDemoContracts(rpcUrl: string, privateKey: Hex): Promise<DemoContracts> {
  const account = privateKeyToAccount(privateKey);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  const chain = {
    id: chainId,
    name: `dev-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const wallet = createWalletClient({ account, chain, transport });

  async function deployed(hash: Hex): Promise<Address> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error('deployment produced no contract');
    return receipt.contractAddress;
  }
  async function mined(hash: Hex): Promise<void> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error('setup transaction reverted');
  }

  const erc20 = await deployed(
    await wallet.deployContract({ abi: demoTokenAbi, bytecode: bytecodeSchema.parse(tokenArtifact.bytecode), args: [DEMO_SUPPLY] }),
  );
  const erc721 = await deployed(await wallet.deployContract({ abi: demoNftAbi, bytecode: bytecodeSchema.parse(nftArtifact.bytecode) }));
  const erc1155 = await deployed(await wallet.deployContract({ abi: demoMultiAbi, bytecode: bytecodeSchema.parse(multiArtifact.bytecode) }));
  const reverter = await deployed(await wallet.deployContract({ abi: reverterAbi, bytecode: bytecodeSchema.parse(reverterArtifact.bytecode) }));

  const bytes32Token = await deployed(
    await wallet.deployContract({ abi: bytes32TokenAbi, bytecode: bytecodeSchema.parse(bytes32Artifact.bytecode) }),
  );

  for (const id of DEMO_NFT_IDS) {
    await mined(await wallet.writeContract({ address: erc721, abi: demoNftAbi, functionName: 'mint', args: [account.address, id] }));
  }
  await mined(
    await wallet.writeContract({ address: erc1155, abi: demoMultiAbi, functionName: 'mint', args: [account.address, DEMO_MULTI_ID, DEMO_MULTI_AMOUNT] }),
  );
  return { erc20, erc721, erc1155, reverter, bytes32Token };
}
