import { describe, expect, it } from 'vitest';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { accountEffects, verdictOf } from '../../../lib/format/scan-view';
import { ACCOUNT, SCAM, benignSwap, maliciousApprovals } from '../../components/fixtures';

describe('verdictOf', () => {
  it('never turns a missing, failed or unknown verdict into "benign"', () => {
    const noValidation = evmScanResponseSchema.parse({ block: '1', chain: 'ethereum' });
    expect(verdictOf({ state: 'done', source: 'local', response: noValidation }).kind).toBe('unavailable');
    const unknown = evmScanResponseSchema.parse({ block: '1', chain: 'ethereum', validation: { result_type: 'Suspicious' } });
    expect(verdictOf({ state: 'done', source: 'remote', response: unknown })).toMatchObject({ kind: 'unknown', resultType: 'Suspicious' });
    expect(verdictOf({ state: 'done', source: 'remote', response: maliciousApprovals })).toMatchObject({ kind: 'malicious', reason: 'approval_farming' });
    expect(verdictOf({ state: 'unavailable', reason: 'offline', message: 'fetch failed' })).toEqual({ kind: 'unavailable', reason: 'offline', message: 'fetch failed' });
  });
});

describe('accountEffects', () => {
  it('finds the account whatever its checksum case', () => {
    const e = accountEffects(benignSwap, ACCOUNT.toLowerCase());
    expect(e.diffs.map((d) => d.asset.symbol)).toEqual(['ETH', 'USDC']);
    expect(e.usdTotal).toBe('-3650.12');
    expect(accountEffects(maliciousApprovals, ACCOUNT).exposures).toHaveLength(2);
  });

  it("does not show another address's changes as the account's own", () => {
    expect(accountEffects(benignSwap, SCAM).diffs).toEqual([]);
  });

  it('reports a failed simulation', () => {
    const failed = evmScanResponseSchema.parse({ block: '1', chain: 'ethereum', simulation: { status: 'Error', error: 'execution reverted: STF' } });
    expect(accountEffects(failed, ACCOUNT)).toMatchObject({ simulationError: 'execution reverted: STF', simulated: false });
  });
});
