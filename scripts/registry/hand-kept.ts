/**
 * Deployments of protocols that publish no permissively licensed package with their addresses
 * (CoW and 1inch v6 come from their packages: from-packages.ts). Every entry names the page the
 * addresses were taken from. Keep this table small: prefer a package.
 */
import type { ContractRole } from '../../lib/knowledge/registry';

export interface HandKeptContract {
  address: string;
  name: string;
  protocol: string;
  role: ContractRole;
  chains: number[];
  source: string;
}

const ONEINCH_V5_CHAINS = [1, 10, 56, 100, 137, 8453, 42161, 43114];

const ONEINCH_DOCS = 'https://portal.1inch.dev/documentation/contracts/aggregation-protocol/aggregation-introduction';
const LOOKSRARE_DOCS = 'https://docs.looksrare.org/developers/deployed-contract-addresses';
const COMPOUND_DOCS = 'https://docs.compound.finance/#networks';
const CURVE_DOCS = 'https://docs.curve.finance/references/deployed-contracts/';
const ENS_DOCS = 'https://docs.ens.domains/learn/deployments';
const ZEROX_DOCS = 'https://0x.org/docs/developer-resources/core-concepts/contracts';
const UNISWAP_V3_DOCS = 'https://docs.uniswap.org/contracts/v3/reference/deployments/ethereum-deployments';
const etherscan = (address: string): string => `https://etherscan.io/address/${address}`;

export const HAND_KEPT: HandKeptContract[] = [
  // Uniswap V3's first SwapRouter: sdk-core lists only SwapRouter02, but many wallets still approve this one.
  { address: '0xE592427A0AEce92De3Edee1F18E0157C05861564', name: 'Uniswap V3 SwapRouter', protocol: 'uniswap', role: 'router', chains: [1, 10, 137, 42161], source: UNISWAP_V3_DOCS },
  // 1inch v5 (v6 comes from its package): the aggregation router is also the limit-order settlement contract.
  { address: '0x1111111254EEB25477B68fb85Ed929f73A960582', name: '1inch Aggregation Router v5', protocol: '1inch', role: 'router', chains: ONEINCH_V5_CHAINS, source: ONEINCH_DOCS },
  { address: '0x6e2B76966cbD9cF4cC2Fa0D76d24d5241E0ABC2F', name: '1inch Aggregation Router v5', protocol: '1inch', role: 'router', chains: [324], source: ONEINCH_DOCS },
  // Blur publishes no address list; these are Etherscan's verified contract pages.
  { address: '0x000000000000Ad05Ccc4F10045630fb830B95127', name: 'Blur Marketplace', protocol: 'blur', role: 'marketplace', chains: [1], source: etherscan('0x000000000000Ad05Ccc4F10045630fb830B95127') },
  { address: '0xb2ecfE4E4D61f8790bbb9DE2D1259B9e2410CEA5', name: 'Blur Marketplace 3', protocol: 'blur', role: 'marketplace', chains: [1], source: etherscan('0xb2ecfE4E4D61f8790bbb9DE2D1259B9e2410CEA5') },
  { address: '0x39da41747a83aeE658334415666f3EF92DD0D541', name: 'Blur Marketplace 2', protocol: 'blur', role: 'marketplace', chains: [1], source: etherscan('0x39da41747a83aeE658334415666f3EF92DD0D541') },
  { address: '0x00000000000111AbE46ff893f3B2fdF1F759a8A8', name: 'Blur Execution Delegate', protocol: 'blur', role: 'conduit', chains: [1], source: etherscan('0x00000000000111AbE46ff893f3B2fdF1F759a8A8') },
  { address: '0x0000000000A39bb272e79075ade125fd351887Ac', name: 'Blur Pool', protocol: 'blur', role: 'vault', chains: [1], source: etherscan('0x0000000000A39bb272e79075ade125fd351887Ac') },
  { address: '0x29469395eAf6f95920E59F858042f0e28D98a20B', name: 'Blur Blend', protocol: 'blur', role: 'lending', chains: [1], source: etherscan('0x29469395eAf6f95920E59F858042f0e28D98a20B') },
  // LooksRare v2 and v1.
  { address: '0x0000000000E655fAe4d56241588680F86E3b2377', name: 'LooksRare Exchange v2', protocol: 'looksrare', role: 'marketplace', chains: [1], source: LOOKSRARE_DOCS },
  { address: '0x000000000060C4Ca14CfC4325359062ace33Fe3D', name: 'LooksRare Transfer Manager v2', protocol: 'looksrare', role: 'conduit', chains: [1], source: LOOKSRARE_DOCS },
  { address: '0x59728544B08AB483533076417FbBB2fD0B17CE3a', name: 'LooksRare Exchange v1', protocol: 'looksrare', role: 'marketplace', chains: [1], source: LOOKSRARE_DOCS },
  { address: '0xf42aa99F011A1fA7CDA90E5E98b277E306BcA83e', name: 'LooksRare Transfer Manager ERC-721', protocol: 'looksrare', role: 'conduit', chains: [1], source: LOOKSRARE_DOCS },
  { address: '0xFED24eC7E22f573c2e08AEF55aA6797Ca2b3A051', name: 'LooksRare Transfer Manager ERC-1155', protocol: 'looksrare', role: 'conduit', chains: [1], source: LOOKSRARE_DOCS },
  // Compound v2 comptroller and the v3 (Comet) markets users supply to and approve.
  { address: '0x3d9819210A31b4961b30EF54bE2aeD79B9c9Cd3B', name: 'Compound Comptroller', protocol: 'compound', role: 'lending', chains: [1], source: COMPOUND_DOCS },
  { address: '0xc3d688B66703497DAA19211EEdff47f25384cdc3', name: 'Compound USDC market (Comet)', protocol: 'compound', role: 'lending', chains: [1], source: COMPOUND_DOCS },
  { address: '0xA17581A9E3356d9A858b789D68B4d866e593aE94', name: 'Compound WETH market (Comet)', protocol: 'compound', role: 'lending', chains: [1], source: COMPOUND_DOCS },
  { address: '0x3Afdc9BCA9213A35503b077a6072F3D0d5AB0840', name: 'Compound USDT market (Comet)', protocol: 'compound', role: 'lending', chains: [1], source: COMPOUND_DOCS },
  { address: '0xa397a8C2086C554B531c02E29f3291c9704B00c7', name: 'Compound Bulker', protocol: 'compound', role: 'lending', chains: [1], source: COMPOUND_DOCS },
  { address: '0xb125E6687d4313864e53df431d5425969c15Eb2F', name: 'Compound USDC market (Comet)', protocol: 'compound', role: 'lending', chains: [8453], source: COMPOUND_DOCS },
  { address: '0x46e6b214b524310239732D51387075E0e70970bf', name: 'Compound WETH market (Comet)', protocol: 'compound', role: 'lending', chains: [8453], source: COMPOUND_DOCS },
  { address: '0x9c4ec768c28520B50860ea7a15bd7213a9fF58bf', name: 'Compound USDbC market (Comet)', protocol: 'compound', role: 'lending', chains: [8453], source: COMPOUND_DOCS },
  { address: '0x9c4ec768c28520B50860ea7a15bd7213a9fF58bf', name: 'Compound USDC market (Comet)', protocol: 'compound', role: 'lending', chains: [42161], source: COMPOUND_DOCS },
  { address: '0xA5EDBDD9646f8dFF606d7448e414884C7d905dCA', name: 'Compound USDC.e market (Comet)', protocol: 'compound', role: 'lending', chains: [42161], source: COMPOUND_DOCS },
  { address: '0xF25212E676D1F7F89Cd72fFEe66158f541246445', name: 'Compound USDC market (Comet)', protocol: 'compound', role: 'lending', chains: [137], source: COMPOUND_DOCS },
  { address: '0x2e44e174f7D53F0212823acC11C01A11d58c5bCB', name: 'Compound USDC market (Comet)', protocol: 'compound', role: 'lending', chains: [10], source: COMPOUND_DOCS },
  // Curve: the router users approve for swaps, and the best-known pools.
  { address: '0x16C6521Dff6baB339122a0FE25a9116693265353', name: 'Curve Router NG', protocol: 'curve', role: 'router', chains: [1], source: CURVE_DOCS },
  { address: '0x45312ea0eFf7E09C83CBE249fa1d7598c4C8cd4e', name: 'Curve Router v1.2', protocol: 'curve', role: 'router', chains: [1], source: CURVE_DOCS },
  { address: '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7', name: 'Curve 3pool', protocol: 'curve', role: 'router', chains: [1], source: CURVE_DOCS },
  { address: '0xDC24316b9AE028F1497c275EB9192a3Ea0f67022', name: 'Curve stETH pool', protocol: 'curve', role: 'router', chains: [1], source: CURVE_DOCS },
  // ENS on Ethereum mainnet.
  { address: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e', name: 'ENS Registry', protocol: 'ens', role: 'registrar', chains: [1, 11155111], source: ENS_DOCS },
  { address: '0x57f1887a8BF19b14fC0dF6Fd9B2acc9Af147eA85', name: 'ENS Base Registrar', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  { address: '0x59E16fcCd424Cc24e280Be16E11Bcd56fb0CE547', name: 'ENS ETH Registrar Controller', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  { address: '0x253553366Da8546fC250F225fe3d25d0C782303b', name: 'ENS ETH Registrar Controller (wrapped)', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  { address: '0x283Af0B28c62C092C9727F1Ee09c02CA627EB7F5', name: 'ENS ETH Registrar Controller (legacy)', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  { address: '0xD4416b13d2b3a9aBae7AcD5D6C2BbDBE25686401', name: 'ENS Name Wrapper', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  { address: '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63', name: 'ENS Public Resolver', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  { address: '0xa58E81fe9b61B5c3fE2AFD33CF304c454AbFc7Cb', name: 'ENS Reverse Registrar', protocol: 'ens', role: 'registrar', chains: [1], source: ENS_DOCS },
  // 0x Settler's allowance target (the 0x API v2 spender); not in @0x/contract-addresses, which predates it.
  { address: '0x0000000000001fF3684f28c67538d4D072C22734', name: '0x AllowanceHolder', protocol: '0x', role: 'token-spender', chains: [1, 10, 56, 137, 8453, 42161, 43114], source: ZEROX_DOCS },
];
