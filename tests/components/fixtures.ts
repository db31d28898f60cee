/**
 * Realistic scan responses (shaped like the service's public examples) and
 * pending requests, each parsed with the shared schemas so a fixture that
 * drifts from the contract fails here first.
 */
import { withCalls } from '../../lib/calls/request-calls';
import { requestTitle } from '../../lib/format/method';
import { evmAddressScanResponseSchema, evmScanResponseSchema } from '../../lib/api/schemas/evm';
import { pendingRequestSchema, type PendingRequest } from '../../lib/messaging/extension';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { permitTypedData as permitFixture } from '../fixtures/typed-data';
import { shippedSelectorTable } from '../support/selector-table';

export const ACCOUNT = '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601';
export const SCAM = '0x1111111111111111111111111111111111111111';
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const BAYC = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D';
export const UNISWAP_ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD';
export const MAX_UINT256_HEX = '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';

const eth = { type: 'NATIVE', name: 'Ether', symbol: 'ETH', decimals: 18, chain_name: 'Ethereum', chain_id: 1, logo_url: 'https://example.invalid/eth.png' };
const usdc = { type: 'ERC20', name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logo_url: 'https://example.invalid/usdc.png' };
const bayc = { type: 'ERC721', name: 'BoredApeYachtClub', symbol: 'BAYC', address: BAYC };

/** A swap: 1.5 ETH out, 100 USDC in, with USD values. */
export const benignSwap = evmScanResponseSchema.parse({
  block: '21000000',
  chain: 'ethereum',
  account_address: ACCOUNT,
  validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] },
  simulation: {
    status: 'Success',
    assets_diffs: {
      [ACCOUNT]: [
        { asset: eth, in: [], out: [{ usd_price: '3750.12', summary: 'Sent 1.5 ETH', value: '1.5', raw_value: '0x14d1120d7b160000' }] },
        { asset: usdc, in: [{ usd_price: '100.00', summary: 'Received 100 USDC', value: '100', raw_value: '0x5f5e100' }], out: [] },
      ],
    },
    total_usd_diff: { [ACCOUNT]: { in: '100.00', out: '3750.12', total: '-3650.12' } },
    exposures: {},
    address_details: { [UNISWAP_ROUTER]: { name_tag: 'Uniswap Universal Router', contract_name: 'UniversalRouter', is_contract: true } },
  },
  gas_estimation: { status: 'Success', used: '0x2a3b1', estimate: '0x30d40' },
});

/** An unlimited USDC approval and a setApprovalForAll on BAYC to a known drainer. */
export const maliciousApprovals = evmScanResponseSchema.parse({
  block: '21000001',
  chain: 'ethereum',
  account_address: ACCOUNT,
  validation: {
    status: 'Success',
    result_type: 'Malicious',
    description: 'A known wallet drainer asks for access to your tokens.',
    reason: 'approval_farming',
    classification: 'known_malicious',
    features: [
      { type: 'Malicious', feature_id: 'KNOWN_MALICIOUS', description: 'The spender is a known drainer', address: SCAM },
      { type: 'Warning', feature_id: 'UNLIMITED_ALLOWANCE', description: 'Unlimited allowance requested' },
    ],
  },
  simulation: {
    status: 'Success',
    assets_diffs: {},
    exposures: {
      [ACCOUNT]: [
        { asset_type: 'ERC20', asset: usdc, spenders: { [SCAM]: { approval: MAX_UINT256_HEX, summary: 'Approved unlimited USDC', exposure: [] } } },
        { asset_type: 'ERC721', asset: bayc, spenders: { [SCAM]: { is_approved_for_all: true, expiration: '1893456000' } } },
      ],
    },
    address_details: { [SCAM]: { name_tag: 'Fake_Phishing123', is_contract: false } },
  },
});

export const extendedAddresses = evmAddressScanResponseSchema.parse({
  results: [
    { address: SCAM, label: 'Drainer', validation: { result_type: 'Malicious', features: [{ feature_id: 'KNOWN_DRAINER', type: 'Malicious', description: 'Reported as a wallet drainer' }] } },
  ],
});

export const warningNft = evmScanResponseSchema.parse({
  block: '21000002',
  chain: 'ethereum',
  validation: { result_type: 'Warning', reason: 'set_approval_for_all_farming', description: 'New operator', features: [] },
  simulation: {
    status: 'Success',
    assets_diffs: { [ACCOUNT]: [{ asset: bayc, in: [], out: [{ token_id: '0x1f4', value: '1', usd_price: '52000' }] }] },
    address_details: {},
  },
});

export const validationError = evmScanResponseSchema.parse({
  block: '21000003',
  chain: 'ethereum',
  validation: { status: 'Error', result_type: 'Error', error: 'simulation reverted' },
});

export const REQUEST_ID = '0f3b1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/**
 * A queued request as the background stores it: with the title it words for the shell and the calls it
 * decodes with the scan (lib/calls), unless the overrides set them.
 */
export function pending(overrides: Partial<PendingRequest> & { scan: ScanOutcome }): PendingRequest {
  const method = overrides.method ?? 'eth_sendTransaction';
  const params = 'params' in overrides ? overrides.params : [{ from: ACCOUNT, to: UNISWAP_ROUTER, value: '0x14d1120d7b160000', data: '0x' }];
  const request = pendingRequestSchema.parse({
    title: requestTitle(method, params),
    id: REQUEST_ID,
    tabId: 7,
    frameId: 0,
    origin: 'https://app.uniswap.org',
    provider: { kind: 'window' },
    style: 'request',
    method: 'eth_sendTransaction',
    params: [{ from: ACCOUNT, to: UNISWAP_ROUTER, value: '0x14d1120d7b160000', data: '0x' }],
    chainId: 1,
    account: ACCOUNT,
    createdAt: 1_700_000_000_000,
    ...overrides,
  });
  return 'calls' in overrides ? request : withCalls(shippedSelectorTable, request);
}

export const done = (response: typeof benignSwap, extra: Partial<Extract<ScanOutcome, { state: 'done' }>> = {}): ScanOutcome => ({
  state: 'done',
  source: 'remote',
  requestId: 'req-123',
  response,
  ...extra,
});

/** EIP-2612 permit for an unlimited USDC allowance. */
export const permitTypedData = permitFixture({
  domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
  owner: ACCOUNT,
  spender: SCAM,
  value: BigInt(MAX_UINT256_HEX).toString(),
});

export const permit2TypedData = {
  types: {
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
  },
  primaryType: 'PermitSingle',
  domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  message: {
    details: { token: USDC, amount: ((1n << 160n) - 1n).toString(), expiration: '281474976710655', nonce: '0' },
    spender: UNISWAP_ROUTER,
    sigDeadline: '1893456000',
  },
};

export const seaportTypedData = {
  types: { OrderComponents: [{ name: 'offerer', type: 'address' }] },
  primaryType: 'OrderComponents',
  domain: { name: 'Seaport', version: '1.6', chainId: 1, verifyingContract: '0x0000000000000068F116a894984e2DB1123eB395' },
  message: {
    offerer: ACCOUNT,
    zone: '0x0000000000000000000000000000000000000000',
    offer: [{ itemType: '2', token: BAYC, identifierOrCriteria: '500', startAmount: '1', endAmount: '1' }],
    consideration: [{ itemType: '0', token: '0x0000000000000000000000000000000000000000', identifierOrCriteria: '0', startAmount: '1', endAmount: '1', recipient: SCAM }],
    orderType: '0',
    startTime: '1700000000',
    endTime: '1893456000',
    salt: '0x01',
    counter: '0',
  },
};
