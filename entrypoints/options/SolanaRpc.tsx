/** The options' Solana RPC URLs: one labelled field per cluster (lib/settings: solanaRpcUrls; docs/solana.md). */
import { useId } from 'react';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import { SOLANA_CLUSTERS } from '../../lib/solana/constants';
import type { OptionsForm } from './form';

const NAMES: Record<(typeof SOLANA_CLUSTERS)[number], string> = { mainnet: 'mainnet', devnet: 'devnet', testnet: 'testnet', localnet: 'local' };
const PLACEHOLDERS: Record<(typeof SOLANA_CLUSTERS)[number], string> = {
  mainnet: 'https://api.mainnet-beta.solana.com',
  devnet: 'https://api.devnet.solana.com',
  testnet: 'https://api.testnet.solana.com',
  localnet: 'http://127.0.0.1:8899',
};

export function SolanaRpcFields({ urls, onChange }: { urls: OptionsForm['solanaRpc']; onChange: (next: OptionsForm['solanaRpc']) => void }) {
  const id = useId();
  return (
    <fieldset data-testid="solana-rpc">
      <legend>{s.solanaRpcHeading}</legend>
      <p className="pf-muted">{s.solanaRpcHelp}</p>
      {SOLANA_CLUSTERS.map((cluster) => (
        <div key={cluster}>
          <label htmlFor={`${id}-${cluster}`}>{s.solanaRpcLabel(NAMES[cluster])}</label>
          <input id={`${id}-${cluster}`} type="url" value={urls[cluster]} placeholder={PLACEHOLDERS[cluster]} spellCheck={false}
            onChange={(e) => onChange({ ...urls, [cluster]: e.target.value })} />
        </div>
      ))}
    </fieldset>
  );
}
