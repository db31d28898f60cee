import { describe, expect, it } from 'vitest';
import { mentionedAddresses } from '../../../../lib/engine/typed-data/mentioned';
import { loadAccuracyCorpus } from '../../../fixtures/accuracy/run';

const corpus = loadAccuracyCorpus();
const of = (id: string): string[] => {
  const c = corpus.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return mentionedAddresses(c.request.data.method, c.request.data.params).map((a) => a.toLowerCase());
};

describe('the contracts a signature names, for its scan to describe', () => {
  it('a Seaport listing: its collection (the native coin and the zero address are not contracts)', () => {
    expect(of('opensea-listing-eth')).toEqual(['0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d']);
  });
  it('a permit: its token; Permit2: the tokens of its details', () => {
    expect(of('aave-permit-usdc')).toEqual(['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48']);
    expect(of('permit2-on-near-name')).toEqual(['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48']);
  });
  it('messages and transactions name none here', () => {
    expect(of('opensea-siwe')).toEqual([]);
    expect(of('send-eth-friend')).toEqual([]);
  });
});
