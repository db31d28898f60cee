/**
 * Runs every request of the validation corpus (tests/fixtures/corpus/requests.json)
 * through validateJsonRpc with a chain reader faked from each case's `codeAt`
 * (addresses it does not list answer "unknown", as a failed RPC would).
 */
import { readFileSync } from 'node:fs';
import type { Address, Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationResultSchema } from '../../../../lib/api/schemas/evm';
import type { ChainReader } from '../../../../lib/engine/contracts';
import { validateJsonRpc } from '../../../../lib/engine/validate';
import { loadPhishingList } from '../../../../lib/knowledge/phishing-list';

// The bundled phishing list is unpacked at first use (the engine awaits it before every scan; these tests call the rules directly).
beforeAll(() => loadPhishingList());

const caseSchema = z.object({
  name: z.string(),
  method: z.string(),
  params: z.unknown(),
  domain: z.string().optional(),
  chainId: z.number().optional(),
  account: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  codeAt: z.record(z.string(), z.string().regex(/^0x[0-9a-fA-F]*$/)).optional(),
  expect: z.object({ result_type: z.enum(['Benign', 'Warning', 'Malicious', 'Error']), reason: z.string() }),
});
type Case = z.infer<typeof caseSchema>;

const corpus = z.array(caseSchema).parse(JSON.parse(readFileSync(new URL('../../../fixtures/corpus/requests.json', import.meta.url), 'utf8')));

function isHex(s: string): s is Hex {
  return /^0x[0-9a-fA-F]*$/.test(s);
}
function isAddress(s: string): s is Address {
  return /^0x[0-9a-fA-F]{40}$/.test(s);
}

export function fakeChain(codeAt: Record<string, string> | undefined): ChainReader {
  const code = new Map(Object.entries(codeAt ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    async getCode(address) {
      const c = code.get(address.toLowerCase());
      return c !== undefined && isHex(c) ? c : undefined;
    },
  };
}

async function run(c: Case) {
  const account = c.account !== undefined && isAddress(c.account) ? c.account : undefined;
  // Requests reach the engine as untrusted JSON; non-array params are part of the corpus (odd input).
  const request: { method: string; params: unknown[] } = JSON.parse(JSON.stringify({ method: c.method, params: c.params }));
  return validateJsonRpc(request, { chainId: c.chainId, domain: c.domain, account, chain: fakeChain(c.codeAt) });
}

describe('validation corpus', () => {
  it('has at least 40 cases covering benign, warning and malicious verdicts', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(corpus.map((c) => c.expect.result_type));
    expect([...kinds].sort()).toEqual(['Benign', 'Malicious', 'Warning']);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const out = await run(c);
    const parsed = validationResultSchema.parse(out.validation);
    expect({ result_type: parsed.result_type, reason: parsed.reason }, parsed.description).toEqual(c.expect);
    expect(parsed.status).toBe('Success');
    expect(parsed.description.length).toBeGreaterThan(0);
    if (parsed.result_type !== 'Benign') expect(parsed.features.some((f) => f.type === parsed.result_type)).toBe(true);
  });
});
