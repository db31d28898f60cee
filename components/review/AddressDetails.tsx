/** Every address the scan mentions, with what is known about it. */
import type { EvmAddressScanResponse, SimulationResult } from '../../lib/api/schemas/evm';
import { sameAddress } from '../../lib/format/address';
import { strings } from '../../lib/i18n/strings';
import { AddressText, Section } from './common';

type Details = SimulationResult['address_details'];

export function AddressDetails({ details, extended }: { details: Details; extended?: EvmAddressScanResponse | undefined }) {
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
          const verdict = ext?.validation.result_type;
          return (
            <li key={address} className="pf-addr">
              <AddressText address={address} name={d?.name_tag ?? d?.contract_name ?? ext?.label} />
              <div className="pf-addr__facts">
                {d?.name_tag && d.contract_name ? <span className="pf-muted">{d.contract_name}</span> : null}
                {d?.is_contract !== undefined ? <span className="pf-tag">{d.is_contract ? strings.contract : strings.eoa}</span> : null}
                {verdict ? <span className={`pf-tag pf-tag--${verdict.toLowerCase()}`}>{strings.addressVerdict(verdict)}</span> : null}
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
