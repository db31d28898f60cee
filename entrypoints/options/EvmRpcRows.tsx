import { pageStrings as s } from '../../lib/i18n/page-strings';
import { FieldError } from './FieldError';
import type { FieldErrors, RpcRow } from './form';

/** The user's own EVM nodes, one row per chain: the engine's chain reads and simulations go there, never to a page. */
export function EvmRpcRows({ rows, onChange, errors }: { rows: RpcRow[]; onChange: (next: RpcRow[]) => void; errors: FieldErrors }) {
  return (
    <fieldset>
      <legend>{s.rpcHeading}</legend>
      <p className="pf-muted">{s.rpcHelp}</p>
      {rows.map((row, i) => (
        <div className="pf-field-row" key={i} data-testid="rpc-row">
          <input type="text" inputMode="numeric" aria-label={s.rpcChainId} value={row.chainId} placeholder="1"
            onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, chainId: e.target.value } : r)))} />
          <input type="url" aria-label={s.rpcUrl} value={row.url} placeholder="http://127.0.0.1:8545"
            onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, url: e.target.value } : r)))} />
          <button type="button" className="pf-button pf-button--secondary" onClick={() => onChange(rows.filter((_, j) => j !== i))}>{s.removeRow}</button>
        </div>
      ))}
      <div className="pf-field-row">
        <button type="button" className="pf-button pf-button--secondary" onClick={() => onChange([...rows, { chainId: '', url: '' }])}>{s.addRow}</button>
      </div>
      <FieldError errors={errors} field="rpcUrls" />
    </fieldset>
  );
}
