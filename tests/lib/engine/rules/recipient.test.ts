import { describe, expect, it } from 'vitest';
import { checkRecipients } from '../../../../lib/engine/rules/recipient';
import { CONTRACT, EOA, USER, facts } from './support';

describe('recipients of a call', () => {
  it('the contract the request calls is not a stranger (a router, or a fork\'s own router, holding output between steps)', () => {
    const types = (called?: `0x${string}`) => checkRecipients('Calls execute', [{ field: 'recipient', address: CONTRACT }, { field: 'recipient', address: USER }], facts(), called).map((h) => [h.type, h.feature_id]);
    expect(types(CONTRACT)).toEqual([['Info', 'PROTOCOL_CALL']]);
    expect(types()).toEqual([['Malicious', 'RECIPIENT_NOT_YOU']]);
  });
  it('anyone else named as recipient is still the finding', () => {
    const hits = checkRecipients('Calls execute', [{ field: 'recipient', address: EOA }], facts(), CONTRACT);
    expect(hits.map((h) => [h.type, h.feature_id, h.address])).toEqual([['Malicious', 'RECIPIENT_NOT_YOU', EOA]]);
  });
});
