/** Every address the scan mentions, with what is known about it. */
import type { EvmAddressScanResponse, SimulationResult } from '../../lib/api/schemas/evm';
import { sameAddress } from '../../lib/format/address';
import { strings } from '../../lib/i18n/strings';
import { AddressText, Section } from './common';

type Details = SimulationResult['address_details'];

const ZERO = /^0x0{40}$/;
const SEVERITY: Record<string, number> = { Benign: 0, Warning: 1, Malicious: 2 };

/**
 * `deploys`: the request creates a contract. Code was checked before it runs, so an address without code
 * may be the new contract: it is never called a wallet then.
 * `flaggedAs(address)`: the request's own verdict when it is about this address (a feature names it, or it
 * is a spender of the grant). The address's tag is never greener than that: an attacker's address must not
 * carry a green "Benign" tag in a Malicious review just because its own scan knew nothing about it.
 */
export function AddressDetails({ details, extended, nameOf, flaggedAs, deploys = false, account }: { details: Details; extended?: EvmAddressScanResponse | undefined; nameOf?: ((a: string) => string | undefined) | undefined; flaggedAs?: ((a: string) => 'Warning' | 'Malicious' | undefined) | undefined; deploys?: boolean; account?: string | undefined }) {
  const addresses: string[] = [];
  for (const a of [...Object.keys(details), ...(extended?.results.map((r) => r.address) ?? [])]) {
    if (!addresses.some((x) => sameAddress(x, a))) addresses.push(a);
  }
  if (addresses.length === 0) return null;
  return (
    <Section title={strings.addressesHeading} testId="address-details">
      <ul className="pf-list">
        {addresses.map((address) => {
          const d = Object.entries(details).find(([k]) => sameAddress(k, address))?.[1];
          const ext = extended?.results.find((r) => sameAddress(r.address, address));
          const own = ext?.validation.result_type;
          const flagged = flaggedAs?.(address);
          const raised = flagged !== undefined && (own === undefined || (SEVERITY[own] ?? 1) < (SEVERITY[flagged] ?? 0));
          const verdict = raised ? flagged : own;
          // Only an address that may be the new contract reads "No code yet": never the user's own wallet or the zero address.
          const mayBeNew = deploys && !sameAddress(address, account) && !ZERO.test(address);
          return (
            <li key={address} className="pf-addr">
              <AddressText address={address} name={nameOf?.(address) ?? d?.name_tag ?? ext?.label} />
              <div className="pf-addr__facts">
                {/* What the contract calls itself: shown as that, never as its name (anyone can pick one). */}
                {d?.contract_name ? <span className="pf-muted" data-testid="self-declared-name">{strings.selfDeclaredName(d.contract_name)}</span> : null}
                {d?.is_contract !== undefined ? <span className="pf-tag" data-testid="address-kind">{d.is_contract ? strings.contract : mayBeNew ? strings.noCodeYet : ZERO.test(address) ? strings.zeroAddress : strings.eoa}</span> : null}
                {verdict ? (
                  <span className={`pf-tag pf-tag--${verdict.toLowerCase()}`} data-testid="address-verdict">
                    {raised ? strings.addressFlaggedHere(verdict) : strings.addressVerdict(verdict)}
                  </span>
                ) : null}
              </div>
              {ext && ext.validation.features.length > 0 ? (
                <ul className="pf-addr__features">
                  {ext.validation.features.map((f, i) => (
                    <li key={`${f.feature_id}-${i}`}>
                      <span className="pf-feature__type">{f.type}</span> {f.description || f.feature_id}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
