/**
 * Runs every request of the validation corpus (tests/fixtures/corpus/requests.json)
 * through validateJsonRpc with a chain reader faked from each case's `codeAt`
 * (addresses it does not list answer "unknown", as a failed RPC would).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { validationResultSchema } from '../../../../lib/api/schemas/evm';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { corpus, run } from '../../../fixtures/corpus/run';

// The phishing and scam-address lists are read at first use (the engine awaits them before every scan; these tests call the rules directly).
beforeAll(() => loadBundledLists());

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
