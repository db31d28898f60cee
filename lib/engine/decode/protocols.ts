/**
 * Calls of the protocols the registry knows whose arguments name who ends up
 * with the proceeds or the power: swap / LP recipients (Uniswap), lending
 * `onBehalfOf` / `to` and credit delegation (Aave, Compound), withdrawal-request
 * owners (Lido), name owners (ENS), bridge recipients (OP Stack, Across),
 * ownership and proxy upgrades, Safe owner / module / guard management and
 * Safe execTransaction. Signatures are the protocols' published ABIs.
 */
import { decodeAbiParameters, parseAbi, toFunctionSelector, type AbiFunction, type AbiParameter, type Address, type Hex } from 'viem';

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
  // Bridges: OP Stack L1StandardBridge, Across SpokePool
  'function depositETHTo(address to, uint32 minGasLimit, bytes extraData)',
  'function depositERC20To(address l1Token, address l2Token, address to, uint256 amount, uint32 minGasLimit, bytes extraData)',
  'function depositV3(address depositor, address recipient, address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, address exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes message)',
]);

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

/** Argument names that say who receives the proceeds, the position or the power. */
export const RECIPIENT_FIELDS = new Set(['to', 'recipient', 'receiver', 'onBehalfOf', 'delegatee', 'owner', 'dst', 'manager', 'depositor', 'beneficiary']);

export interface Recipient {
  field: string;
  address: Address;
}

export type ProtocolCall =
  | { kind: 'protocol'; fn: string; recipients: Recipient[] }
  | { kind: 'control'; fn: string; party: Address }
  | { kind: 'safeControl'; fn: string; party: Address | undefined }
  | { kind: 'safeExec'; to: Address; data: Hex; operation: number };

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

/** Address arguments named as recipients, one level into tuples (V3's params struct). */
function recipientsOf(inputs: readonly AbiParameter[], values: readonly unknown[]): Recipient[] {
  const out: Recipient[] = [];
  inputs.forEach((input, i) => {
    const value = values[i];
    if (input.type === 'address' && input.name && RECIPIENT_FIELDS.has(input.name) && isAddressValue(value)) out.push({ field: input.name, address: value });
    if (input.type === 'tuple' && 'components' in input && typeof value === 'object' && value !== null) {
      const record = new Map(Object.entries(value));
      out.push(...recipientsOf(input.components, input.components.map((c) => (c.name ? record.get(c.name) : undefined))));
    }
  });
  return out;
}

function decodeWith(fn: AbiFunction, data: Hex): readonly unknown[] | undefined {
  try {
    return decodeAbiParameters(fn.inputs, `0x${data.slice(10)}`);
  } catch {
    return undefined;
  }
}

export function decodeProtocolCall(data: Hex): ProtocolCall | undefined {
  if (data.length < 10) return undefined;
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
    const [to, , inner, operation] = args ?? [];
    if (!isAddressValue(to) || typeof inner !== 'string' || typeof operation !== 'number') return undefined;
    return { kind: 'safeExec', to, data: `0x${inner.slice(2)}`, operation };
  }
  const fn = PROTOCOL.get(selector);
  if (!fn) return undefined;
  const args = decodeWith(fn, data);
  return args ? { kind: 'protocol', fn: fn.name, recipients: recipientsOf(fn.inputs, args) } : undefined;
}

/** A Safe's own management function, decoded from a SafeTx or call's data (for rules over typed SafeTx). */
export function isSafeSelfManagement(call: ProtocolCall | undefined): call is Extract<ProtocolCall, { kind: 'safeControl' }> {
  return call?.kind === 'safeControl';
}
