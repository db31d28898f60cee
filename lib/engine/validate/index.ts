/** The local engine's validation: rules over transactions, signatures and addresses. */
export { validateTransaction } from './transaction';
export { validateJsonRpc } from './json-rpc';
export { validateAddress } from './address';
export { checkDomain } from '../rules/domain';
