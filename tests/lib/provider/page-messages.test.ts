/**
 * The scripts in every frame (MAIN-world wrapper, isolated bridge) check page
 * messages and the background's reply by hand (zod would blow their size
 * budget); the zod schemas stay the contract. Same samples, same verdicts,
 * same output (nothing the page added is kept).
 */
import { describe, expect, test } from 'vitest';
import { PAGE_CHANNEL, hintsMessageSchema, interceptedRequestSchema } from '../../../lib/messaging/page-channel';
import { interceptReplySchema } from '../../../lib/messaging/intercept-reply';
import { internalError, invalidParams, RPC_ERROR_CODES, userRejected } from '../../../lib/rpc-errors';
import { badParams, CHANNEL, extensionGone, internal, rejected } from '../../../lib/provider/constants';
import { parseHints, parseInterceptReply, parseRequest } from '../../../lib/provider/page-messages';

const id = '0b9d3c1e-2f4a-4b6c-8d0e-1f2a3b4c5d6e';
describe('hand validators agree with the zod contract', () => {
  const req = { channel: PAGE_CHANNEL, type: 'request', id, provider: { kind: 'window' }, style: 'request', method: 'personal_sign', params: ['0x68', '0xa1'] };
  const requestSamples: unknown[] = [
    req,
    { ...req, chainId: '0x1', accounts: ['0xa1', '0xb2'] },
    { ...req, chainId: '', accounts: [] },
    { ...req, extra: 'dropped', provider: { kind: 'window', smuggled: 1 } },
    { ...req, params: undefined },
    { ...req, params: { not: 'an array' } },
    { ...req, provider: { kind: 'providers', index: 0 } },
    { ...req, provider: { kind: 'providers', index: 64 } },
    { ...req, provider: { kind: 'providers', index: 65 } },
    { ...req, provider: { kind: 'providers', index: -1 } },
    { ...req, provider: { kind: 'providers', index: 1.5 } },
    { ...req, provider: { kind: 'providers', index: '1' } },
    { ...req, provider: { kind: 'providers' } },
    { ...req, provider: { kind: 'eip6963', uuid: 'u', rdns: 'io.metamask' } },
    { ...req, provider: { kind: 'eip6963', uuid: 'u'.repeat(200), rdns: '' } },
    { ...req, provider: { kind: 'eip6963', uuid: 'u'.repeat(201), rdns: 'r' } },
    { ...req, provider: { kind: 'eip6963', uuid: 'u' } },
    { ...req, provider: { kind: 'nowhere' } },
    { ...req, provider: { kind: 'nowhere', uuid: 'u', rdns: 'io.metamask' } },
    { ...req, provider: null },
    { ...req, provider: [] },
    { ...req, style: 'send-async' },
    { ...req, style: 'send-method' },
    { ...req, style: 'send-payload' },
    { ...req, style: 'send-callback' },
    { ...req, style: 'approve' },
    { ...req, style: undefined },
    { ...req, method: '' },
    { ...req, method: 'm'.repeat(100) },
    { ...req, method: 'm'.repeat(101) },
    { ...req, method: 42 },
    { ...req, chainId: 1 },
    { ...req, chainId: 'c'.repeat(101) },
    { ...req, chainId: null },
    { ...req, accounts: '0xa1' },
    { ...req, accounts: [1] },
    { ...req, accounts: ['a'.repeat(101)] },
    { ...req, accounts: Array.from({ length: 101 }, () => '0xa1') },
    { ...req, accounts: Array.from({ length: 100 }, () => '0xa1') },
    { ...req, hintsFollow: true },
    { ...req, hintsFollow: true, chainId: '0x1' },
    { ...req, hintsFollow: false },
    { ...req, hintsFollow: 'yes' },
    { ...req, hintsFollow: 1 },
    { ...req, id: 'nope' },
    { ...req, type: 'settle' },
    { ...req, channel: 'preflight:v0' },
    [req],
    null,
  ];
  test.each(requestSamples.map((s, i) => [i, s]))('request sample %i', (_i, sample) => {
    const zod = interceptedRequestSchema.safeParse(sample);
    const hand = parseRequest(sample);
    expect(hand !== null).toBe(zod.success);
    if (zod.success) expect(hand).toStrictEqual(zod.data);
  });

  const hints = { channel: PAGE_CHANNEL, type: 'hints', id };
  const hintsSamples: unknown[] = [
    hints,
    { ...hints, chainId: '0x1' },
    { ...hints, chainId: '0x1', accounts: ['0xa1', '0xb2'] },
    { ...hints, accounts: [] },
    { ...hints, chainId: '0x1', extra: 'dropped', params: ['smuggled'] },
    { ...hints, chainId: 1 },
    { ...hints, chainId: 'c'.repeat(101) },
    { ...hints, accounts: '0xa1' },
    { ...hints, accounts: [1] },
    { ...hints, accounts: Array.from({ length: 101 }, () => '0xa1') },
    { ...hints, id: 'nope' },
    { ...hints, type: 'request' },
    { ...hints, channel: 'preflight:v0' },
    [hints],
    null,
  ];
  test.each(hintsSamples.map((s, i) => [i, s]))('hints sample %i', (_i, sample) => {
    const zod = hintsMessageSchema.safeParse(sample);
    const hand = parseHints(sample);
    expect(hand !== null).toBe(zod.success);
    if (zod.success) expect(hand).toStrictEqual(zod.data);
  });

  const error = { code: 4001, message: 'User rejected the request.' };
  const replySamples: unknown[] = [
    { accepted: true },
    { accepted: true, forward: true },
    { accepted: false, passThrough: true },
    { accepted: false, passThrough: false, error },
    { accepted: false, passThrough: false, error: { ...error, data: { why: 1 } } },
    { accepted: false, passThrough: false, error: { code: 1.5, message: 'x' } },
    { accepted: false, passThrough: false },
    { accepted: false, passThrough: 'no', error },
    { accepted: 'yes', passThrough: true },
    { accepted: false },
    { accepted: 'yes', forward: true },
    { accepted: 1 },
    {},
    null,
    'accepted',
    [{ accepted: true }],
  ];
  test.each(replySamples.map((s, i) => [i, s]))('intercept reply sample %i', (_i, sample) => {
    const zod = interceptReplySchema.safeParse(sample);
    const hand = parseInterceptReply(sample);
    expect(hand !== null).toBe(zod.success);
    if (zod.success) expect(hand).toStrictEqual(zod.data);
  });
});

test('the zod-free copies of the contract constants match it', () => {
  expect(CHANNEL).toBe(PAGE_CHANNEL);
  expect(rejected()).toEqual(userRejected());
  expect(badParams('x')).toEqual(invalidParams('x'));
  expect(internal('x')).toEqual(internalError('x'));
  expect(extensionGone().code).toBe(RPC_ERROR_CODES.disconnected);
});
