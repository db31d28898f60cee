/**
 * What the request literally asks, decoded: typed data as readable fields
 * (with the raw JSON one click away), a transaction's decoded call and value,
 * a message's text. Known before any scan, so it shows while scanning too.
 */
import { useState, type ReactNode } from 'react';
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { classifyRequest, createsContract, decodePersonalMessage, type ClassifiedRequest } from '../../lib/format/method';
import { describeTypedData, type Row } from '../../lib/format/typed-data';
import type { NameOf } from '../../lib/format/names';
import { strings } from '../../lib/i18n/strings';
import { calledToken } from './called-token';
import { AddressText, Section } from './common';
import { CallView, RawTransaction } from './lazy';

export interface RequestDetailsProps {
  nameOf?: NameOf | undefined;
  method: string;
  params: unknown;
  chainId: number | undefined;
  response?: EvmScanResponse | undefined;
  timeZone?: string | undefined;
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

function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}

function Body({ req, chainId, timeZone, response, nameOf }: { req: ClassifiedRequest; chainId: number | undefined; timeZone: string | undefined; response: EvmScanResponse | undefined; nameOf?: NameOf | undefined }) {
  switch (req.kind) {
    case 'send_transaction':
    case 'sign_transaction':
      return req.tx ? <CallView to={req.tx.to} value={req.tx.value} data={req.tx.data ?? req.tx.input} chainId={chainId} response={response} nameOf={nameOf} /> : null;
    case 'send_calls':
      return req.batch ? (
        <ol className="pf-calls">
          {req.batch.calls.map((c, i) => (
            <li key={i}>
              <h3 className="pf-subtitle">{createsContract(c) ? strings.callDeploys(i + 1) : strings.callIndex(i + 1)}</h3>
              <CallView to={c.to} value={c.value} data={c.data} chainId={chainId} response={response} nameOf={nameOf} />
            </li>
          ))}
        </ol>
      ) : null;
    case 'send_raw': {
      return req.raw ? <RawTransaction raw={req.raw} chainId={chainId} response={response} nameOf={nameOf} /> : null;
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
      const { rows } = describeTypedData(req.typedData, { ...(timeZone ? { timeZone } : {}), nameOf, tokenOf });
      const domain = req.typedData.domain;
      return (
        <RawToggle raw={raw}>
          <p className="pf-muted">
            {strings.typedDataDomain}: {domain.name ?? '?'}
            {domain.verifyingContract ? ` (${domain.verifyingContract.slice(0, 6)}…${domain.verifyingContract.slice(-4)})` : ''} · {strings.typedDataType(req.typedData.primaryType)}
          </p>
          <Rows rows={rows} nameOf={nameOf} />
        </RawToggle>
      );
    }
    default:
      return null;
  }
}

export function RequestDetails({ method, params, chainId, response, timeZone, nameOf }: RequestDetailsProps) {
  const req = classifyRequest(method, params);
  return (
    <Section title={strings.requestDetailsHeading} testId="request-details">
      <p className="pf-muted">{strings.rawMethod(method)}</p>
      <Body req={req} chainId={chainId} timeZone={timeZone} response={response} nameOf={nameOf} />
    </Section>
  );
}
