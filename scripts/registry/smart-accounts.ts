/**
 * Smart-account code that accounts upgrade to (EIP-7702 delegates), from the makers' own packages.
 * MetaMask's per-chain deployments are read in from-packages.ts; the ones here are CREATE2 deployments
 * that their SDKs use on every chain, so they are listed on every chain whose CREATE2 gives the same
 * address (not on ZK Stack chains, whose EraVM derives other addresses).
 */
import { createRequire } from 'node:module';
import * as viemChains from 'viem/chains';
import { z } from 'zod';
import { address, packageInfo, usable, type PackageContract, type PackageSource } from './from-packages';

const require = createRequire(import.meta.url);

/**
 * ZK Stack chains: viem gives them the zkSync chain config (EIP-712 transactions). ZERϴ Network (543210) is a
 * ZK Stack chain too but viem's entry lacks the config; leaving a chain out only costs knowledge, never adds trust.
 */
function sameCreate2Chains(chains: readonly number[]): number[] {
  const zkStack = new Set([543210]);
  for (const chain of Object.values(viemChains)) if (chain.custom?.getEip712Domain !== undefined) zkStack.add(chain.id);
  return chains.filter((id) => !zkStack.has(id));
}

function everywhere(chains: readonly number[], value: string, what: Omit<PackageContract, 'address' | 'chainId'>, out: PackageContract[]): void {
  if (!usable(value)) throw new Error(`${what.name}: the package gave ${value}`);
  for (const chainId of sameCreate2Chains(chains)) out.push({ ...what, address: value, chainId });
}

/** ZeroDev's Kernel: the implementation its SDK delegates an EOA to (Kernel v3.3), @zerodev/sdk constants.ts. */
function zerodev(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg = z.object({ KERNEL_7702_DELEGATION_ADDRESS: address }).parse(require('@zerodev/sdk/constants'));
  everywhere(chains, pkg.KERNEL_7702_DELEGATION_ADDRESS, { name: 'ZeroDev Kernel v3.3 Smart Account', protocol: 'zerodev', role: 'smart-account' }, out);
  return [packageInfo('@zerodev/sdk', 'ZeroDev Kernel EIP-7702 implementation (KERNEL_7702_DELEGATION_ADDRESS, constants.ts), the same on every chain')];
}

const accountSchema = z.object({ authorization: z.object({ address }) });

/**
 * eth-infinitism's Simple7702Account, the ERC-4337 reference account, as viem delegates an EOA to it for
 * EntryPoint 0.8 and 0.9 (viem/account-abstraction toSimple7702SmartAccount, the implementation it signs an
 * authorization for). The 0.8 address is the CREATE2 deployment of @account-abstraction/contracts@0.8.0's artifact.
 */
async function simple7702(chains: readonly number[], out: PackageContract[]): Promise<PackageSource[]> {
  const aa = z.object({ toSimple7702SmartAccount: z.custom<(p: unknown) => Promise<unknown>>((v) => typeof v === 'function') }).parse(require('viem/account-abstraction'));
  const { privateKeyToAccount } = z.object({ privateKeyToAccount: z.custom<(key: string) => unknown>((v) => typeof v === 'function') }).parse(require('viem/accounts'));
  const { createClient, custom } = require('viem') as typeof import('viem');
  // Building the account reads nothing from a chain: a transport that fails proves it.
  const client = createClient({ transport: custom({ request: () => Promise.reject(new Error('no chain in the generator')) }) });
  const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`);
  for (const entryPoint of ['0.9', '0.8']) {
    const account = accountSchema.parse(await aa.toSimple7702SmartAccount({ client, owner, entryPoint }));
    everywhere(chains, account.authorization.address, { name: `Simple7702 Account (EntryPoint ${entryPoint})`, protocol: 'eth-infinitism', role: 'smart-account' }, out);
  }
  return [packageInfo('viem', 'eth-infinitism Simple7702Account for EntryPoint 0.8 / 0.9 (viem/account-abstraction toSimple7702SmartAccount), the same on every chain')];
}

/** Every smart-account implementation the makers' packages publish for every chain. */
export async function smartAccountsFromPackages(chains: readonly number[], out: PackageContract[]): Promise<PackageSource[]> {
  return [...zerodev(chains, out), ...(await simple7702(chains, out))];
}
