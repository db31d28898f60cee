/**
 * #25 item 4 in the engine: typed-data JSON text whose numbers read two ways
 * (exactly, or rounded through JSON.parse's double) is judged both ways; the
 * more dangerous verdict stands, the situation is named in plain words, and
 * the exposures are the exact reading's (what the review shows).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { worstType } from '../../../../lib/engine/validate/combine';
import { typedDataHits } from '../../../../lib/engine/validate/typed-data';
import { scanFirstStage } from '../../../../lib/scan/first-stage';
import { jsonWithRawNumber, MAX_UINT160, permit2SingleTypedData, permitTypedData } from '../../../fixtures/typed-data';
import { CONTRACT, EOA, KNOWN_TOKEN, UNKNOWN, USER, facts } from '../rules/support';

const AMOUNT = '__amount__';
const permit2Text = (token: string, spender = EOA) => jsonWithRawNumber(permit2SingleTypedData({ token: KNOWN_TOKEN, spender, amount: AMOUNT }), AMOUNT, token);
const permitText = (token: string, spender = EOA) =>
  jsonWithRawNumber(permitTypedData({ domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: CONTRACT }, owner: USER, spender, value: AMOUNT }), AMOUNT, token);
const judged = (text: string) => typedDataHits('eth_signTypedData_v4', [USER, text], facts());
const twoReadings = (hits: { feature_id: string; type: string; description: string }[]) => hits.filter((h) => h.feature_id === 'TYPED_DATA_AMBIGUOUS_NUMBER');

describe('a number that reads two ways', () => {
  it('max uint160 as a bare number, Permit2 to a personal account: Malicious (exact: unlimited), the rounded 2^160 named as not fitting uint160', async () => {
    const got = await judged(permit2Text(MAX_UINT160.toString()));
    expect(worstType(got.hits)).toBe('Malicious');
    expect(got.hits.find((h) => h.type === 'Malicious')?.reason).toBe('permit_farming');
    const [named, ...more] = twoReadings(got.hits);
    expect(more).toEqual([]);
    expect(named).toMatchObject({ type: 'Warning' });
    expect(named?.description).toBe(
      'The number message.details.amount is written so that wallets may read it differently: exactly 1,461,501,637,330,902,918,203,684,832,716,283,019,655,932,542,975 (the maximum, unlimited), ' +
        'or rounded to 1,461,501,637,330,902,918,203,684,832,716,283,019,655,932,542,976 (unlimited), which does not fit its type: a wallet reading it so fails or signs something else. ' +
        'Preflight judged the more dangerous reading; writing a number so is often used to slip past scanners.',
    );
    expect(got.exposures).toEqual([expect.objectContaining({ token: KNOWN_TOKEN, spender: EOA, amount: MAX_UINT160 })]);
  });

  it('the same amount as a string reads one way: the same verdict, no two-readings finding', async () => {
    const got = await judged(permit2Text(JSON.stringify(MAX_UINT160.toString())));
    expect(worstType(got.hits)).toBe('Malicious');
    expect(twoReadings(got.hits)).toEqual([]);
  });

  it('the rounded reading alone (what a JSON.parse wallet holds) is never "no risk": it cannot be encoded, a Warning', async () => {
    const rounded: unknown = JSON.parse(permit2Text(MAX_UINT160.toString()));
    const got = await typedDataHits('eth_signTypedData_v4', [USER, rounded], facts());
    expect(worstType(got.hits)).toBe('Warning');
    expect(got.hits.map((h) => h.feature_id)).toContain('TYPED_DATA_BAD_VALUE');
  });

  it('when the rounded reading is the dangerous one, it decides: 2^128 − 1 (bounded) rounds to 2^128 (unlimited, to an address of unknown kind)', async () => {
    const exact = 2n ** 128n - 1n;
    const got = await judged(permitText(exact.toString(), UNKNOWN));
    expect(got.hits.find((h) => h.type === 'Malicious')?.feature_id).toBe('PERMIT_TO_UNCHECKED_ACCOUNT');
    expect(worstType(got.hits)).toBe('Malicious');
    expect(twoReadings(got.hits)[0]?.description).toContain('or rounded to 340,282,366,920,938,463,463,374,607,431,768,211,456 (unlimited).');
    // What the review shows stays the exact amount.
    expect(got.exposures.map((e) => e.amount)).toEqual([exact]);
    const alone = await judged(permitText(JSON.stringify(exact.toString()), UNKNOWN));
    expect(worstType(alone.hits)).toBe('Warning');
  });

  it('a tie keeps the exact reading: 1e77 is 10^77 in the exposures', async () => {
    const got = await judged(permitText('1e77'));
    expect(worstType(got.hits)).toBe('Malicious');
    expect(got.exposures.map((e) => e.amount)).toEqual([10n ** 77n]);
    expect(twoReadings(got.hits)[0]?.description).toContain('exactly 100,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000 (unlimited), or rounded to 99,999,999,999,999,998,278,');
  });

  it('on its own, a number written to read two ways is a Warning, even in harmless typed data', async () => {
    const mail = { types: { Note: [{ name: 'id', type: 'uint256' }] }, primaryType: 'Note', domain: {}, message: { id: AMOUNT } };
    const got = await judged(jsonWithRawNumber(mail, AMOUNT, '9007199254740993'));
    expect(worstType(got.hits)).toBe('Warning');
    expect(twoReadings(got.hits)[0]?.description).toContain('exactly 9,007,199,254,740,993, or rounded to 9,007,199,254,740,992.');
    // Written as a safe integer it reads one way: no finding.
    expect(worstType((await judged(jsonWithRawNumber(mail, AMOUNT, '9007199254740991'))).hits)).toBe('Benign');
  });

  it('text that is not exact JSON is a clear malformed finding, never "no risk"', async () => {
    for (const [token, words] of [['1.5', 'not a whole number'], ['1e400', 'larger than any EIP-712 integer']] as const) {
      const got = await judged(permitText(token));
      expect(got.hits).toEqual([expect.objectContaining({ feature_id: 'TYPED_DATA_MALFORMED', type: 'Warning', description: expect.stringContaining(words) })]);
    }
  });
});

describe('the first stage judges both readings without a read', () => {
  const fetchSpy = vi.fn(async () => {
    throw new Error('no network allowed');
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
  afterEach(() => vi.unstubAllGlobals());

  it('max uint160 Permit2 to an address of unknown kind: Dangerous at once, with the two readings named', async () => {
    const outcome = await scanFirstStage({
      id: randomUUID(), tabId: 3, frameId: 0, origin: 'https://dapp.example', provider: { kind: 'window' }, style: 'request',
      method: 'eth_signTypedData_v4', params: [USER, permit2Text(MAX_UINT160.toString(), UNKNOWN)],
      chainId: 1, account: USER, createdAt: 1, scan: { state: 'scanning', startedAt: 1 },
    });
    if (outcome.state !== 'done') throw new Error(`first stage: ${outcome.state}`);
    expect(outcome.response.validation?.result_type).toBe('Malicious');
    expect(outcome.response.validation?.features.map((f) => f.feature_id)).toEqual(expect.arrayContaining(['TYPED_DATA_AMBIGUOUS_NUMBER']));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
