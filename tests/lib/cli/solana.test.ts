import { getAssignInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { solanaPostTransactionScanResponseSchema } from '../../../lib/api/schemas/solana';
import { main } from '../../../lib/cli/index';
import { useNodeBundledFiles } from '../../../lib/knowledge/bundled-file-node';
import { SolanaScene } from '../../support/solana-scene';

useNodeBundledFiles();

async function scan(request: unknown): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['scan', '-'], { stdout: (t) => { out += t; }, stderr: (t) => { err += t; }, env: {}, readStdin: async () => JSON.stringify(request) });
  return { code, out, err };
}

describe('preflight scan with a Solana request', () => {
  it('judges it with the local Solana engine and prints the envelope', async () => {
    const s = await SolanaScene.create();
    const wire = s.wire([getAssignInstruction({ account: s.signer, programAddress: await s.newAddress() })]);
    const r = await scan(s.request([wire], 'claim.example'));
    expect(r.code).toBe(0);
    const body = solanaPostTransactionScanResponseSchema.parse(JSON.parse(r.out));
    expect(body.status).toBe('SUCCESS');
    expect(body.result?.validation?.result_type).toBe('Malicious');
  });

  it('a bad Solana request is a usage error naming the field', async () => {
    const r = await scan({ cluster: 'mainnet', method: 'signTransaction', metadata: { domain: 'x' }, transactions: ['***'] });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Solana scan request: transactions\.0/);
  });
});
