/**
 * Calls of the protocols the registry knows whose arguments name who ends up
 * with the proceeds or the power: swap / LP recipients (Uniswap), lending
 * `onBehalfOf` / `to` and credit delegation (Aave, Compound), withdrawal-request
 * owners (Lido), name owners (ENS), bridge recipients (OP Stack, Across),
 * ownership and proxy upgrades, Safe owner / module / guard management and
 * Safe execTransaction. Signatures are the protocols' published ABIs.
 */
import { isCalldataRecipient } from '../roles/vocabulary';
import { decodeAbiParameters, decodeFunctionData, getAddress, parseAbi, toFunctionSelector, type AbiFunction, type AbiParameter, type Address, type Hex } from 'viem';

export const protocolAbi = parseAbi([
  // Uniswap V2 Router02
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  // Uniswap V3 SwapRouter / SwapRouter02 / NonfungiblePositionManager
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params)',
  'function exactInput((bytes path, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum) params)',
  'function exactOutputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountOut, uint256 amountInMaximum, uint160 sqrtPriceLimitX96) params)',
  'function exactOutput((bytes path, address recipient, uint256 amountOut, uint256 amountInMaximum) params)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params)',
  // Aave v2/v3 Pool, WrappedTokenGateway, debt tokens
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function deposit(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to)',
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
  'function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf)',
  'function depositETH(address pool, address onBehalfOf, uint16 referralCode)',
  'function withdrawETH(address pool, uint256 amount, address to)',
  'function approveDelegation(address delegatee, uint256 amount)',
  // Compound III (Comet)
  'function supplyTo(address dst, address asset, uint256 amount)',
  'function withdrawTo(address to, address asset, uint256 amount)',
  'function allow(address manager, bool isAllowed)',
  // Lido WithdrawalQueue
  'function requestWithdrawals(uint256[] amounts, address owner)',
  'function requestWithdrawalsWstETH(uint256[] amounts, address owner)',
  // ENS ETHRegistrarController
  'function register(string name, address owner, uint256 duration, bytes32 secret, address resolver, bytes[] data, bool reverseRecord, uint16 ownerControlledFuses)',
  // Uniswap V3 PeripheryPaymentsWithFee (SwapRouter02, NonfungiblePositionManager), inside their multicall
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
  'function unwrapWETH9WithFee(uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient)',
  'function sweepTokenWithFee(address token, uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient)',
  // Aave v3 with an EIP-2612 permit
  'function supplyWithPermit(address asset, uint256 amount, address onBehalfOf, uint16 referralCode, uint256 deadline, uint8 permitV, bytes32 permitR, bytes32 permitS)',
  'function repayWithPermit(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf, uint256 deadline, uint8 permitV, bytes32 permitR, bytes32 permitS)',
  // Compound III (Comet): moving collateral or base to someone else
  'function supplyFrom(address from, address dst, address asset, uint256 amount)',
  'function withdrawFrom(address src, address to, address asset, uint256 amount)',
  'function transferAsset(address dst, address asset, uint256 amount)',
  'function transferAssetFrom(address src, address dst, address asset, uint256 amount)',
  // Morpho Blue (MarketParams first): positions and the power to manage them
  'function setAuthorization(address authorized, bool newIsAuthorized)',
  'function supply((address loanToken, address collateralToken, address oracle, address irm, uint256 lltv) marketParams, uint256 assets, uint256 shares, address onBehalfOf, bytes data)',
  'function borrow((address loanToken, address collateralToken, address oracle, address irm, uint256 lltv) marketParams, uint256 assets, uint256 shares, address onBehalfOf, address receiver)',
  'function withdraw((address loanToken, address collateralToken, address oracle, address irm, uint256 lltv) marketParams, uint256 assets, uint256 shares, address onBehalfOf, address receiver)',
  'function supplyCollateral((address loanToken, address collateralToken, address oracle, address irm, uint256 lltv) marketParams, uint256 assets, address onBehalfOf, bytes data)',
  'function withdrawCollateral((address loanToken, address collateralToken, address oracle, address irm, uint256 lltv) marketParams, uint256 assets, address onBehalfOf, address receiver)',
  // ERC-4626 vaults (Yearn v3, Morpho vaults, sDAI …). The share owner of withdraw/redeem is whose shares burn, not who is paid: named so it is not read as a recipient.
  'function deposit(uint256 assets, address receiver)',
  'function mint(uint256 shares, address receiver)',
  'function withdraw(uint256 assets, address receiver, address shareOwner)',
  'function redeem(uint256 shares, address receiver, address shareOwner)',
  // Lido WithdrawalQueue with a permit
  'function requestWithdrawalsWithPermit(uint256[] amounts, address owner, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
  'function requestWithdrawalsWstETHWithPermit(uint256[] amounts, address owner, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
  // EigenLayer DelegationManager (v1: the withdrawer is paid)
  'function queueWithdrawals((address[] strategies, uint256[] shares, address withdrawer)[] queuedWithdrawalParams)',
  // Bridges: OP Stack L1/L2 StandardBridge, Arbitrum gateway router, Polygon PoS RootChainManager, Across SpokePool (v3 and bytes32), LayerZero OFT (Stargate v2)
  'function depositETHTo(address to, uint32 minGasLimit, bytes extraData)',
  'function depositERC20To(address l1Token, address l2Token, address to, uint256 amount, uint32 minGasLimit, bytes extraData)',
  'function bridgeETHTo(address to, uint32 minGasLimit, bytes extraData)',
  'function bridgeERC20To(address localToken, address remoteToken, address to, uint256 amount, uint32 minGasLimit, bytes extraData)',
  'function withdrawTo(address l2Token, address to, uint256 amount, uint32 minGasLimit, bytes extraData)',
  'function outboundTransfer(address token, address to, uint256 amount, uint256 maxGas, uint256 gasPriceBid, bytes data)',
  'function outboundTransferCustomRefund(address token, address refundTo, address to, uint256 amount, uint256 maxGas, uint256 gasPriceBid, bytes data)',
  'function depositEtherFor(address user)',
  'function depositFor(address user, address rootToken, bytes depositData)',
  'function depositV3(address depositor, address recipient, address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, address exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes message)',
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message)',
  'function send((uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, bytes extraOptions, bytes composeMsg, bytes oftCmd) sendParam, (uint256 nativeFee, uint256 lzTokenFee) fee, address refundAddress)',
  // L1 → L2 messages of the native bridges: whoever the refunds and the bridged value go to. The L2
  // call target is named `target` here (it is called, not paid); the selectors do not depend on names.
  // Arbitrum Inbox (ETH and custom-gas-token chains)
  'function createRetryableTicket(address target, uint256 l2CallValue, uint256 maxSubmissionCost, address excessFeeRefundAddress, address callValueRefundAddress, uint256 gasLimit, uint256 maxFeePerGas, bytes data)',
  'function unsafeCreateRetryableTicket(address target, uint256 l2CallValue, uint256 maxSubmissionCost, address excessFeeRefundAddress, address callValueRefundAddress, uint256 gasLimit, uint256 maxFeePerGas, bytes data)',
  'function createRetryableTicket(address target, uint256 l2CallValue, uint256 maxSubmissionCost, address excessFeeRefundAddress, address callValueRefundAddress, uint256 gasLimit, uint256 maxFeePerGas, uint256 tokenTotalFeeAmount, bytes data)',
  // OP Stack OptimismPortal: `to` receives the value on L2
  'function depositTransaction(address to, uint256 value, uint64 gasLimit, bool isCreation, bytes data)',
  // zkSync Era Mailbox / Bridgehub and the shared L1 bridge
  'function requestL2Transaction(address target, uint256 l2Value, bytes calldata_, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, bytes[] factoryDeps, address refundRecipient)',
  'function requestL2TransactionDirect((uint256 chainId, uint256 mintValue, address target, uint256 l2Value, bytes l2Calldata, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, bytes[] factoryDeps, address refundRecipient) request)',
  'function requestL2TransactionTwoBridges((uint256 chainId, uint256 mintValue, uint256 l2Value, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, address refundRecipient, address secondBridgeAddress, uint256 secondBridgeValue, bytes secondBridgeCalldata) request)',
  'function deposit(address l2Receiver, address l1Token, uint256 amount, uint256 l2TxGasLimit, uint256 l2TxGasPerPubdataByte, address refundRecipient)',
  // Scroll L1ScrollMessenger and gateway router
  'function sendMessage(address target, uint256 value, bytes message, uint256 gasLimit, address refundAddress)',
  'function depositETH(address to, uint256 amount, uint256 gasLimit)',
  'function depositERC20(address token, address to, uint256 amount, uint256 gasLimit)',
  // Linea token bridge, Polygon zkEVM bridge
  'function bridgeToken(address token, uint256 amount, address recipient)',
  'function bridgeAsset(uint32 destinationNetwork, address destinationAddress, uint256 amount, address token, bool forceUpdateGlobalExitRoot, bytes permitData)',
]);

/** Calls that run a list of calls on the same contract (Uniswap V3 periphery, Morpho bundlers, many routers). */
const multicallAbi = parseAbi(['function multicall(bytes[] data)', 'function multicall(uint256 deadline, bytes[] data)', 'function multicall(bytes32 previousBlockhash, bytes[] data)']);

export const controlAbi = parseAbi([
  'function setOwner(address owner)',
  'function transferOwnership(address newOwner)',
  'function changeOwner(address newOwner)',
  'function changeAdmin(address newAdmin)',
  'function upgradeTo(address newImplementation)',
  'function upgradeToAndCall(address newImplementation, bytes data)',
]);

const safeAbi = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 threshold)',
  'function enableModule(address module)',
  'function disableModule(address prevModule, address module)',
  'function setGuard(address guard)',
  'function setFallbackHandler(address handler)',
]);

const execAbi = parseAbi([
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures)',
]);

/** A grant of power that is being withdrawn (Comet allow, Morpho setAuthorization with false) names nobody who gains. */
const REVOKE_FLAGS = new Set(['isAllowed', 'newIsAuthorized']);

export interface Recipient {
  field: string;
  address: Address;
}

export type ProtocolCall =
  | { kind: 'protocol'; fn: string; recipients: Recipient[] }
  | { kind: 'control'; fn: string; party: Address }
  | { kind: 'safeControl'; fn: string; party: Address | undefined }
  | { kind: 'safeExec'; to: Address; value: bigint; data: Hex; operation: number };

function bySelector(abi: readonly AbiFunction[]): Map<string, AbiFunction> {
  return new Map(abi.map((f) => [toFunctionSelector(f), f]));
}
const PROTOCOL = bySelector(protocolAbi);
const CONTROL = bySelector(controlAbi);
const SAFE = bySelector(safeAbi);
const EXEC = bySelector(execAbi);

function isAddressValue(v: unknown): v is Address {
  return typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v);
}

const fieldName = (name: string | undefined): string => (name ?? '').replace(/^_+|_+$/g, '');

/** A bytes32 that holds an EVM address (cross-chain recipients: Across, LayerZero); other chains' keys are not addresses. */
function addressInWord(value: unknown): Address | undefined {
  return typeof value === 'string' && /^0x0{24}[0-9a-fA-F]{40}$/.test(value) ? getAddress(`0x${value.slice(26)}`) : undefined;
}

/** Address arguments named as recipients, into tuples and lists of tuples (V3's params struct, EigenLayer's withdrawals). */
function recipientsOf(inputs: readonly AbiParameter[], values: readonly unknown[]): Recipient[] {
  const out: Recipient[] = [];
  inputs.forEach((input, i) => {
    const value = values[i];
    const field = fieldName(input.name);
    if (isCalldataRecipient(field)) {
      const address = input.type === 'address' && isAddressValue(value) ? value : input.type === 'bytes32' ? addressInWord(value) : undefined;
      if (address !== undefined) out.push({ field, address });
    }
    if (!('components' in input)) return;
    const items = input.type === 'tuple' ? [value] : input.type === 'tuple[]' && Array.isArray(value) ? value : [];
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const record = new Map(Object.entries(item));
      out.push(...recipientsOf(input.components, input.components.map((c) => (c.name ? record.get(c.name) : undefined))));
    }
  });
  return out;
}

function revokes(inputs: readonly AbiParameter[], values: readonly unknown[]): boolean {
  return inputs.some((input, i) => input.type === 'bool' && REVOKE_FLAGS.has(fieldName(input.name)) && values[i] === false);
}

const MAX_MULTICALL_DEPTH = 2;

function isHexList(v: unknown): v is readonly Hex[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string' && x.startsWith('0x'));
}

/** The inner calls of a multicall, or undefined when `data` is none. */
export function multicallInner(data: Hex): readonly Hex[] | undefined {
  try {
    const d = decodeFunctionData({ abi: multicallAbi, data });
    const list: unknown = d.args.at(-1);
    return isHexList(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

function decodeWith(fn: AbiFunction, data: Hex): readonly unknown[] | undefined {
  try {
    return decodeAbiParameters(fn.inputs, `0x${data.slice(10)}`);
  } catch {
    return undefined;
  }
}

export function decodeProtocolCall(data: Hex, depth = 0): ProtocolCall | undefined {
  if (data.length < 10) return undefined;
  const inner = depth < MAX_MULTICALL_DEPTH ? multicallInner(data) : undefined;
  if (inner !== undefined) {
    const calls = inner.map((d) => decodeProtocolCall(d, depth + 1));
    // A change of control anywhere in the batch is judged as such; otherwise every recipient of every call counts.
    const control = calls.find((c) => c !== undefined && c.kind !== 'protocol');
    if (control) return control;
    const recipients = calls.flatMap((c) => (c?.kind === 'protocol' ? c.recipients : []));
    const named = [...new Set(calls.flatMap((c) => (c?.kind === 'protocol' ? [c.fn] : [])))];
    return { kind: 'protocol', fn: named.length > 0 ? `multicall (${named.join(', ')})` : 'multicall', recipients };
  }
  const selector = data.slice(0, 10).toLowerCase();
  const control = CONTROL.get(selector);
  if (control) {
    const args = decodeWith(control, data);
    return args && isAddressValue(args[0]) ? { kind: 'control', fn: control.name, party: args[0] } : undefined;
  }
  const safe = SAFE.get(selector);
  if (safe) {
    const args = decodeWith(safe, data);
    if (!args) return undefined;
    // The party that gains: the new owner, module, guard or handler (none for a threshold change).
    const party = safe.name === 'swapOwner' ? args[2] : safe.name === 'removeOwner' || safe.name === 'disableModule' ? undefined : args[0];
    return { kind: 'safeControl', fn: safe.name, party: isAddressValue(party) ? party : undefined };
  }
  const exec = EXEC.get(selector);
  if (exec) {
    const args = decodeWith(exec, data);
    const [to, value, inner, operation] = args ?? [];
    if (!isAddressValue(to) || typeof value !== 'bigint' || typeof inner !== 'string' || typeof operation !== 'number') return undefined;
    return { kind: 'safeExec', to, value, data: `0x${inner.slice(2)}`, operation };
  }
  const fn = PROTOCOL.get(selector);
  if (!fn) return undefined;
  const args = decodeWith(fn, data);
  if (!args) return undefined;
  return { kind: 'protocol', fn: fn.name, recipients: revokes(fn.inputs, args) ? [] : recipientsOf(fn.inputs, args) };
}

/** A Safe's own management function, decoded from a SafeTx or call's data (for rules over typed SafeTx). */
export function isSafeSelfManagement(call: ProtocolCall | undefined): call is Extract<ProtocolCall, { kind: 'safeControl' }> {
  return call?.kind === 'safeControl';
}
