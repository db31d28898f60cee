/**
 * What a request asks for, in the terms a person uses: a spending approval, a
 * listing, a swap, a sign-in. Worked out from the request alone (method,
 * calldata selectors, typed-data shape, message text), so it is known before
 * any scan and the review's title never waits. Params come from the page:
 * read defensively, and a request that fits no kind keeps the method's title.
 */
import type { IntentKind } from '../i18n/format-strings';
import type { ClassifiedRequest } from './method';
import { decodePersonalMessage } from './personal-message';
import { isSiweMessage } from './siwe';
import { SELECTOR_INTENTS } from './intent-selectors';
import type { TypedData } from './typed-data';

export type { IntentKind };

/** A call with no recipient but with code creates a contract. */
export const createsContract = (call: { to?: string | null | undefined; data?: string | undefined }): boolean => !call.to && call.data !== undefined && call.data.length > 2;

/** The last 32-byte argument word of a call is zero: approve(spender, 0), setApprovalForAll(operator, false). */
const lastWordIsZero = (data: string): boolean => data.length === 138 && /^0{64}$/.test(data.slice(74));

/** The kind of one call, from its selector; a call with no recipient and with code deploys a contract. */
export function callIntent(call: { to?: string | null | undefined; data?: string | undefined }): IntentKind | undefined {
  if (createsContract(call)) return 'deploy';
  const data = call.data?.toLowerCase() ?? '';
  const kind = SELECTOR_INTENTS[data.slice(0, 10)];
  if ((kind === 'approval' || kind === 'approval_for_all') && lastWordIsZero(data)) return 'revoke';
  return kind;
}

/** In a batch, the call that says most about it: a deployment, then a swap or bridge over the approvals that feed it. */
const BATCH_PRIORITY: readonly IntentKind[] = ['deploy', 'swap', 'bridge', 'approval_for_all', 'approval', 'permit'];

function batchIntent(kinds: Array<IntentKind | undefined>): IntentKind | undefined {
  if (kinds.length === 1) return kinds[0];
  return BATCH_PRIORITY.find((k) => kinds.includes(k));
}

/** A Seaport order: a listing when the user offers NFTs, an offer when they offer tokens for one. */
function seaportIntent(td: TypedData): IntentKind {
  const offer = td.message.offer;
  const items = Array.isArray(offer) ? offer : [];
  const nft = items.some((i: unknown) => typeof i === 'object' && i !== null && Number(Reflect.get(i, 'itemType')) >= 2);
  return nft || items.length === 0 ? 'listing' : 'offer';
}

function typedIntent(req: Extract<ClassifiedRequest, { typedData: TypedData | undefined }>): IntentKind | undefined {
  const td = req.typedData;
  switch (req.kind) {
    case 'permit':
    case 'permit2':
      return 'permit';
    case 'order_seaport':
      return td ? seaportIntent(td) : 'listing';
    case 'order_blur':
      return td && Number(td.message.side) === 0 ? 'offer' : 'listing';
    default:
      return td?.primaryType === 'SafeTx' ? 'safe_tx' : undefined;
  }
}

/** The kind of a classified request (lib/format/method's classifyRequest); undefined when it fits none. */
export function intentOf(req: ClassifiedRequest): IntentKind | undefined {
  switch (req.kind) {
    case 'send_transaction':
    case 'sign_transaction':
      return req.tx ? callIntent({ to: req.tx.to, data: req.tx.data ?? req.tx.input }) : undefined;
    case 'send_calls':
      return req.batch ? batchIntent(req.batch.calls.map(callIntent)) : undefined;
    case 'personal_sign':
      if (req.message === undefined) return 'message';
      return isSiweMessage(decodePersonalMessage(req.message).text) ? 'sign_in' : 'message';
    case 'eth_sign':
      return 'blind';
    case 'permit':
    case 'permit2':
    case 'order_seaport':
    case 'order_blur':
    case 'typed_data':
      return typedIntent(req);
    default:
      return undefined;
  }
}
