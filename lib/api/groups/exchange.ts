/** Exchange group (endpoints 7, 8, 10): each returns a risk verdict. */
import type { Transport } from '../transport';
import {
  exchangeDepositScanRequestSchema, exchangeOrderScanRequestSchema, exchangeScanResponseSchema, exchangeWithdrawalScanRequestSchema,
} from '../schemas/exchange';
import { postEndpoint } from './endpoint';

export function createExchangeGroup(transport: Transport) {
  return {
    scanOrder: postEndpoint(transport, '/v0/exchange/order/scan', exchangeOrderScanRequestSchema, exchangeScanResponseSchema),
    scanWithdrawal: postEndpoint(transport, '/v0/exchange/withdrawal/scan', exchangeWithdrawalScanRequestSchema, exchangeScanResponseSchema),
    scanDeposit: postEndpoint(transport, '/v0/exchange/deposit/scan', exchangeDepositScanRequestSchema, exchangeScanResponseSchema),
  };
}
