/**
 * Function selectors that say what a call is for (a spending approval, a swap,
 * a bridge deposit), with the signature each one is the selector of:
 * tests/lib/format/intent.test.ts checks every selector against the
 * signature in its comment. Literal rather than computed, and the signatures
 * in comments: the table ships in the review page and the background, which
 * name a request without viem's hashing. Signatures are the protocols' published ABIs (as in lib/engine/decode/protocols.ts).
 */
import type { IntentKind } from '../i18n/format-strings';

export const SELECTOR_INTENTS: Readonly<Record<string, IntentKind>> = {
  // approval: ERC-20 approve / increaseAllowance, Permit2 approve
  '0x095ea7b3': 'approval', // approve(address,uint256)
  '0x39509351': 'approval', // increaseAllowance(address,uint256)
  '0x87517c45': 'approval', // approve(address,address,uint160,uint48)
  // approval_for_all: ERC-721 / ERC-1155
  '0xa22cb465': 'approval_for_all', // setApprovalForAll(address,bool)
  // swap: Uniswap Universal Router, V2 Router02, V3 SwapRouter / SwapRouter02; 1inch AggregationRouter v5 / v6; 0x Exchange Proxy
  '0x3593564c': 'swap', // execute(bytes,bytes[],uint256)
  '0x24856bc3': 'swap', // execute(bytes,bytes[])
  '0x38ed1739': 'swap', // swapExactTokensForTokens(uint256,uint256,address[],address,uint256)
  '0x8803dbee': 'swap', // swapTokensForExactTokens(uint256,uint256,address[],address,uint256)
  '0x7ff36ab5': 'swap', // swapExactETHForTokens(uint256,address[],address,uint256)
  '0x4a25d94a': 'swap', // swapTokensForExactETH(uint256,uint256,address[],address,uint256)
  '0x18cbafe5': 'swap', // swapExactTokensForETH(uint256,uint256,address[],address,uint256)
  '0xfb3bdb41': 'swap', // swapETHForExactTokens(uint256,address[],address,uint256)
  '0x5c11d795': 'swap', // swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)
  '0xb6f9de95': 'swap', // swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)
  '0x791ac947': 'swap', // swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)
  '0x04e45aaf': 'swap', // exactInputSingle((address,address,uint24,address,uint256,uint256,uint160))
  '0x414bf389': 'swap', // exactInputSingle((address,address,uint24,address,uint256,uint256,uint256,uint160))
  '0xb858183f': 'swap', // exactInput((bytes,address,uint256,uint256))
  '0xc04b8d59': 'swap', // exactInput((bytes,address,uint256,uint256,uint256))
  '0x5023b4df': 'swap', // exactOutputSingle((address,address,uint24,address,uint256,uint256,uint160))
  '0x09b81346': 'swap', // exactOutput((bytes,address,uint256,uint256))
  '0x12aa3caf': 'swap', // swap(address,(address,address,address,address,uint256,uint256,uint256),bytes,bytes)
  '0x07ed2379': 'swap', // swap(address,(address,address,address,address,uint256,uint256,uint256),bytes)
  '0x0502b1c5': 'swap', // unoswap(address,uint256,uint256,uint256[])
  '0xf78dc253': 'swap', // unoswapTo(address,address,uint256,uint256,uint256[])
  '0xe449022e': 'swap', // uniswapV3Swap(uint256,uint256,uint256[])
  '0x415565b0': 'swap', // transformERC20(address,address,uint256,uint256,(uint32,bytes)[])
  '0xd9627aa4': 'swap', // sellToUniswap(address[],uint256,uint256,bool)
  // bridge: OP Stack StandardBridge, Arbitrum gateway router, Polygon PoS RootChainManager, Across SpokePool, LayerZero OFT (Stargate v2)
  '0x9a2ac6d5': 'bridge', // depositETHTo(address,uint32,bytes)
  '0x838b2520': 'bridge', // depositERC20To(address,address,address,uint256,uint32,bytes)
  '0xe11013dd': 'bridge', // bridgeETHTo(address,uint32,bytes)
  '0x540abf73': 'bridge', // bridgeERC20To(address,address,address,uint256,uint32,bytes)
  '0xd2ce7d65': 'bridge', // outboundTransfer(address,address,uint256,uint256,uint256,bytes)
  '0x4fb1a07b': 'bridge', // outboundTransferCustomRefund(address,address,address,uint256,uint256,uint256,bytes)
  '0x4faa8a26': 'bridge', // depositEtherFor(address)
  '0xe3dec8fb': 'bridge', // depositFor(address,address,bytes)
  '0x7b939232': 'bridge', // depositV3(address,address,address,address,uint256,uint256,uint256,address,uint32,uint32,uint32,bytes)
  '0xad5425c6': 'bridge', // deposit(bytes32,bytes32,bytes32,bytes32,uint256,uint256,uint256,bytes32,uint32,uint32,uint32,bytes)
  '0xc7c7f5b3': 'bridge', // send((uint32,bytes32,uint256,uint256,bytes,bytes,bytes),(uint256,uint256),address)
};
