/**
 * What the request literally asks, decoded: typed data as readable fields
 * (with the raw JSON one click away), a transaction's decoded call and value,
 * a message's text. Known before any scan, so it shows while scanning too.
 */
import { useState, type ReactNode } from 'react';
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import type { RequestCalls } from '../../lib/calls/schema';
import { shortAddress } from '../../lib/format/address';
import { calledToken } from '../../lib/format/called-token';
import { intentOf } from '../../lib/format/intent';
import { classifyRequest, decodePersonalMessage, isTransactionKind, type ClassifiedRequest } from '../../lib/format/method';
import { describeTypedData, type Row } from '../../lib/format/typed-data';
import { assetNamesFromScan, type NameOf } from '../../lib/format/names';
import { nativeCurrency } from '../../lib/format/chain';
import { strings } from '../../lib/i18n/strings';
import { readJsonExactly, stringifyExact } from '../../lib/json/exact';
import { Calls } from './Calls';
import { AddressText } from './common';

export interface RequestDetailsProps {
  nameOf?: NameOf | undefined;
  method: string;
  params: unknown;
  /** The request's calls as the background decoded them (PendingRequest.calls). */
  calls?: RequestCalls | undefined;
  response?: EvmScanResponse | undefined;
  timeZone?: string | undefined;
  chainId?: number | undefined;
}

function Rows({ rows, nameOf }: { rows: Row[]; nameOf?: NameOf | undefined }) {
  return (
    <dl className="pf-rows" data-testid="decoded-fields">
      {rows.map((r, i) => (
        <div key={`${r.label}-${i}`} className="pf-row">
          <dt>{r.label}</dt>
          <dd className={r.emphasis ? 'pf-strong-warning' : undefined}>{r.address ? <AddressText address={r.address} name={r.name ?? nameOf?.(r.address)} /> : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RawToggle({ raw, children }: { raw: string; children: ReactNode }) {
  const [showRaw, setShowRaw] = useState(false);
  return (
    <>
      {showRaw ? <pre className="pf-raw" data-testid="raw-json">{raw}</pre> : children}
      <button type="button" className="pf-link" aria-pressed={showRaw} data-testid="raw-toggle" onClick={() => setShowRaw((v) => !v)}>
        {showRaw ? strings.showDecoded : strings.showRaw}
      </button>
    </>
  );
}

/** JSON text pretty-printed with its numbers exactly as written (JSON.parse would round big ones); the text itself when it cannot be read so. */
function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return stringifyExact(readJsonExactly(value).value);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}

interface BodyProps {
  req: ClassifiedRequest;
  params: unknown;
  calls: RequestCalls | undefined;
  timeZone: string | undefined;
  response: EvmScanResponse | undefined;
  nameOf?: NameOf | undefined;
  chainId: number | undefined;
}

function Body({ req, params, calls, timeZone, response, nameOf, chainId }: BodyProps) {
  switch (req.kind) {
    case 'send_transaction':
    case 'sign_transaction':
    case 'send_calls':
    case 'send_raw': {
      const raw = req.kind === 'send_raw' ? req.raw : undefined;
      if (calls) return <Calls calls={calls} raw={raw} nameOf={nameOf} />;
      // No decoded calls (kept by an older build, or a call the background could not read): the request as sent.
      const sent = req.kind === 'send_raw' ? req.raw : req.kind === 'send_calls' ? req.batch : req.tx;
      return sent === undefined ? null : <pre className="pf-raw" data-testid="raw-json">{prettyJson(params)}</pre>;
    }
    case 'personal_sign': {
      if (req.message === undefined) return null;
      const m = decodePersonalMessage(req.message);
      return (
        <>
          <h3 className="pf-subtitle">{strings.message}</h3>
          <pre className="pf-message" data-testid="personal-message">{m.text}</pre>
        </>
      );
    }
    case 'eth_sign':
      return (
        <>
          <p className="pf-notice">{strings.blindSigningWarning}</p>
          <h3 className="pf-subtitle">{strings.hashToSign}</h3>
          <pre className="pf-raw">{req.hash ?? ''}</pre>
        </>
      );
    case 'permit':
    case 'permit2':
    case 'order_seaport':
    case 'order_blur':
    case 'typed_data': {
      const raw = prettyJson(req.rawTypedData);
      if (!req.typedData) return <pre className="pf-raw" data-testid="raw-json">{raw}</pre>;
      const tokenOf = (address: string) => calledToken(response, address);
      const { rows } = describeTypedData(req.typedData, { ...(timeZone ? { timeZone } : {}), nameOf: assetNamesFromScan(response), tokenOf, native: nativeCurrency(chainId) });
      const domain = req.typedData.domain;
      return (
        <RawToggle raw={raw}>
          <p className="pf-muted">
            {strings.typedDataDomain}: {domain.name ?? (domain.verifyingContract ? nameOf?.(domain.verifyingContract) : undefined) ?? strings.unnamedDomain}
            {domain.verifyingContract ? ` (${shortAddress(domain.verifyingContract)})` : ''} · {strings.typedDataType(req.typedData.primaryType)}
          </p>
          <Rows rows={rows} nameOf={nameOf} />
        </RawToggle>
      );
    }
    default:
      return null;
  }
}

/**
 * Collapsed for the expert when the sections above already say what the request does (a transaction,
 * a permit, an order, a sign-in); open when the details are all there is to read (a message, a hash,
 * typed data of no known kind).
 */
export function RequestDetails({ method, params, calls, response, timeZone, nameOf, chainId }: RequestDetailsProps) {
  const req = classifyRequest(method, params);
  const intent = intentOf(req);
  // A transaction is said above (the verdict, the balance changes, the fee): its call is for the expert (#27).
  const open = intent === 'message' || intent === 'blind' || (intent === undefined && !isTransactionKind(req.kind));
  return (
    <details className="pf-section pf-details" data-testid="request-details" open={open}>
      <summary className="pf-section__title">{strings.requestDetailsHeading}</summary>
      <Body req={req} params={params} calls={calls} timeZone={timeZone} response={response} nameOf={nameOf} chainId={chainId} />
      <p className="pf-muted">{strings.rawMethod(method)}</p>
    </details>
  );
}
