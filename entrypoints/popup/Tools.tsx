/** "Check an address" (EVM / Sui), and with an API key "Look up a Solana transaction" and "Asset lookup". */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ASSET_CHAIN_NAMES, ASSET_RUNTIMES, SUI_CHAINS } from '../../lib/api/enums';
import type { PlatformAssetResponse } from '../../lib/api/schemas/platform-assets';
import type { SolanaPostTransactionScanResponse } from '../../lib/api/schemas/solana';
import type { SuiAddressScanResponse } from '../../lib/api/schemas/sui';
import { EVM_CHAIN_NAMES } from '../../lib/chains/names';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { AddressCheckResult, PageResult, PagesApi } from '../../lib/messaging/pages';
import { verdictClass } from './format';

interface Feature { feature_id: string; type: string; description: string }

function Features({ features }: { features: Feature[] }) {
  if (features.length === 0) return <p className="pf-muted">{s.noFeatures}</p>;
  return (
    <ul className="pf-features">
      {features.map((f, i) => (
        <li key={`${f.feature_id}-${i}`}><span className="pf-feature__type">{f.type}</span> {f.description || f.feature_id}</li>
      ))}
    </ul>
  );
}

function ErrorLine({ result }: { result: PageResult<unknown> | undefined }) {
  if (!result || result.ok) return null;
  return <p className="pf-error" role="alert" data-error-kind={result.error.kind}>{result.error.message}</p>;
}

function Verdict({ verdict }: { verdict: string }) {
  return <p><span className={verdictClass(verdict)} data-testid="tool-verdict">{s.addressResult(s.addressVerdictWord(verdict))}</span></p>;
}

type AddressOutcome =
  | { kind: 'evm'; result: PageResult<AddressCheckResult> }
  | { kind: 'sui'; result: PageResult<SuiAddressScanResponse> };

export function AddressCheck({ api }: { api: PagesApi }) {
  const id = useId();
  const [kind, setKind] = useState<'evm' | 'sui'>('evm');
  const [chain, setChain] = useState('ethereum');
  const [suiChain, setSuiChain] = useState<(typeof SUI_CHAINS)[number]>('mainnet');
  const [address, setAddress] = useState('');
  const check = useMutation({
    mutationFn: async (): Promise<AddressOutcome> => kind === 'evm'
      ? { kind: 'evm', result: await api.checkEvmAddress({ chain, address: address.trim() }) }
      : { kind: 'sui', result: await api.checkSuiAddress({ chain: suiChain, address: address.trim() }) },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    check.mutate();
  };
  const out = check.data;
  return (
    <section className="pf-section" aria-labelledby={`${id}-h`}>
      <h2 className="pf-section__title" id={`${id}-h`}>{s.checkAddressHeading}</h2>
      <form onSubmit={submit}>
        <div className="pf-popup__buttons" role="radiogroup">
          <label><input type="radio" name={`${id}-kind`} checked={kind === 'evm'} onChange={() => setKind('evm')} /> {s.evmKind}</label>
          <label><input type="radio" name={`${id}-kind`} checked={kind === 'sui'} onChange={() => setKind('sui')} /> {s.suiKind}</label>
        </div>
        <label htmlFor={`${id}-chain`}>{s.chainLabel}</label>
        {kind === 'evm' ? (
          <select id={`${id}-chain`} value={chain} onChange={(e) => setChain(e.target.value)}>
            {EVM_CHAIN_NAMES.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        ) : (
          <select id={`${id}-chain`} value={suiChain} onChange={(e) => setSuiChain(SUI_CHAINS.find((c) => c === e.target.value) ?? 'mainnet')}>
            {SUI_CHAINS.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        )}
        <label htmlFor={`${id}-address`}>{s.addressLabel}</label>
        <input id={`${id}-address`} value={address} onChange={(e) => setAddress(e.target.value)} spellCheck={false} autoComplete="off" placeholder="0x…" />
        <button type="submit" className="pf-button pf-button--secondary" disabled={check.isPending || address.trim() === ''}>
          {check.isPending ? s.checking : s.checkButton}
        </button>
      </form>
      {check.isError ? <p className="pf-error" role="alert">{s.failed(String(check.error))}</p> : null}
      {out ? <ErrorLine result={out.result} /> : null}
      {out?.kind === 'evm' && out.result.ok ? (
        <div data-testid="address-result">
          <Verdict verdict={out.result.data.result.validation.result_type ?? 'unknown'} />
          {out.result.data.result.label ? <p>{out.result.data.result.label}</p> : null}
          <Features features={out.result.data.result.validation.features} />
          <p className="pf-muted">{s.checkedBy(out.result.data.source)}</p>
        </div>
      ) : null}
      {out?.kind === 'sui' && out.result.ok ? (
        <div data-testid="address-result">
          <Verdict verdict={out.result.data.result_type} />
          <Features features={out.result.data.features} />
          <p className="pf-muted">{s.checkedBy('remote')}</p>
        </div>
      ) : null}
    </section>
  );
}

export function SolanaLookup({ api }: { api: PagesApi }) {
  const id = useId();
  const [txHash, setTxHash] = useState('');
  const lookup = useMutation({ mutationFn: () => api.lookupSolanaTx({ txHash: txHash.trim() }) });
  const result = lookup.data;
  return (
    <section className="pf-section" aria-labelledby={`${id}-h`}>
      <h2 className="pf-section__title" id={`${id}-h`}>{s.solanaHeading}</h2>
      <form onSubmit={(e) => { e.preventDefault(); lookup.mutate(); }}>
        <label htmlFor={`${id}-tx`}>{s.solanaSignature}</label>
        <input id={`${id}-tx`} value={txHash} onChange={(e) => setTxHash(e.target.value)} spellCheck={false} autoComplete="off" />
        <button type="submit" className="pf-button pf-button--secondary" disabled={lookup.isPending || txHash.trim() === ''}>
          {lookup.isPending ? s.checking : s.lookupButton}
        </button>
      </form>
      {lookup.isError ? <p className="pf-error" role="alert">{s.failed(String(lookup.error))}</p> : null}
      <ErrorLine result={result} />
      {result?.ok ? <SolanaResult data={result.data} /> : null}
    </section>
  );
}

function SolanaResult({ data }: { data: SolanaPostTransactionScanResponse }) {
  const validation = data.result?.validation;
  return (
    <div data-testid="solana-result">
      <p>{s.solanaStatus(data.status)}</p>
      {data.error ? <p className="pf-error">{s.solanaError(data.error)}</p> : null}
      {validation?.result_type ? <Verdict verdict={validation.result_type} /> : null}
      {validation?.reason ? <p>{validation.reason}</p> : null}
      {validation ? <Features features={validation.extended_features} /> : null}
    </div>
  );
}

export function AssetLookup({ api }: { api: PagesApi }) {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [runtime, setRuntime] = useState<(typeof ASSET_RUNTIMES)[number]>('evm');
  const [chainName, setChainName] = useState<(typeof ASSET_CHAIN_NAMES)[number]>('ethereum');
  const lookup = useMutation({ mutationFn: () => api.lookupAsset({ identifier: identifier.trim(), runtime, chain_name: chainName }) });
  const result = lookup.data;
  return (
    <section className="pf-section" aria-labelledby={`${id}-h`}>
      <h2 className="pf-section__title" id={`${id}-h`}>{s.assetHeading}</h2>
      <form onSubmit={(e) => { e.preventDefault(); lookup.mutate(); }}>
        <label htmlFor={`${id}-id`}>{s.assetIdentifier}</label>
        <input id={`${id}-id`} value={identifier} onChange={(e) => setIdentifier(e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor={`${id}-rt`}>{s.assetRuntime}</label>
        <select id={`${id}-rt`} value={runtime} onChange={(e) => setRuntime(ASSET_RUNTIMES.find((r) => r === e.target.value) ?? 'evm')}>
          {ASSET_RUNTIMES.map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
        <label htmlFor={`${id}-chain`}>{s.chainLabel}</label>
        <select id={`${id}-chain`} value={chainName} onChange={(e) => setChainName(ASSET_CHAIN_NAMES.find((c) => c === e.target.value) ?? 'ethereum')}>
          {ASSET_CHAIN_NAMES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        <button type="submit" className="pf-button pf-button--secondary" disabled={lookup.isPending || identifier.trim() === ''}>
          {lookup.isPending ? s.checking : s.lookupButton}
        </button>
      </form>
      {lookup.isError ? <p className="pf-error" role="alert">{s.failed(String(lookup.error))}</p> : null}
      <ErrorLine result={result} />
      {result?.ok ? <AssetResult data={result.data} /> : null}
    </section>
  );
}

function AssetResult({ data }: { data: PlatformAssetResponse }) {
  return (
    <div data-testid="asset-result">
      <p className="pf-address__text">{data.identifier}</p>
      {data.alias ? <p>{s.assetAlias(data.alias)}</p> : null}
      <p>{data.tags.length > 0 ? s.assetTags(data.tags.join(', ')) : s.assetNoTags}</p>
    </div>
  );
}
