import { describe, expect, it } from 'vitest';
import { listedAddress } from '../../../lib/knowledge/scam-addresses';

describe('listedAddress', () => {
  it('names the synthetic test entries on any chain, case-insensitively', () => {
    expect(listedAddress(1, '0x00000000000000000000000000000000BAD0BAD1')).toEqual({ source: 'Preflight test entries' });
    expect(listedAddress(8453, '0x00000000000000000000000000000000bad0bad2')).toBeDefined();
  });

  it('does not list an ordinary address or junk', () => {
    expect(listedAddress(1, '0x000000000022D473030F116dDEE9F6B43aC78BA3')).toBeUndefined();
    expect(listedAddress(1, 'nope')).toBeUndefined();
  });
});
