/**
 * A signing call posted straight into a wallet's own content-script channel,
 * found in the message (lib/provider/wallet-channels.ts), so the background
 * can warn: every nesting the wallets' stream libraries use, and nothing that
 * is not a signing call.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_WALLET_CHANNELS, walletChannelCall } from '../../../lib/provider/wallet-channels';
import { SIGNING_METHODS } from '../../../lib/methods';

const SIGN = { method: 'personal_sign', params: ['0x6869', '0x00000000000000000000000000000000000000a1'] };

describe('a signing call in a wallet channel message', () => {
  it.each([
    ['the payload itself', SIGN],
    ['data (Rabby)', { target: 'rabby-content-script', data: SIGN }],
    ['data.data (MetaMask substream)', { target: 'metamask-contentscript', data: { name: 'metamask-provider', data: SIGN } }],
    ['data.data.data', { target: 'contentscript', data: { data: { data: SIGN } } }],
    ['payload', { type: 'x', payload: SIGN }],
    ['request', { type: 'x', request: SIGN }],
  ])('%s', (_where, message) => {
    const found = walletChannelCall(message);
    expect(found).toEqual({ channel: typeof Reflect.get(message, 'target') === 'string' ? Reflect.get(message, 'target') : 'window message', method: 'personal_sign', params: SIGN.params });
  });

  it('every signing method, and no other', () => {
    for (const method of SIGNING_METHODS) expect(walletChannelCall({ target: 'metamask-contentscript', data: { data: { method, params: [] } } })?.method).toBe(method);
    for (const method of ['eth_chainId', 'eth_accounts', 'eth_call', 'wallet_switchEthereumChain', 'PERSONAL_SIGN']) {
      expect(walletChannelCall({ target: 'metamask-contentscript', data: { data: { method, params: [] } } })).toBeNull();
    }
  });

  it('the first nesting that holds a signing call wins, outermost first', () => {
    const message = { method: 'eth_sign', params: ['a'], data: { method: 'personal_sign', params: ['b'] } };
    expect(walletChannelCall(message)).toEqual({ channel: 'window message', method: 'eth_sign', params: ['a'] });
    const deeper = { data: { method: 'eth_chainId', data: { method: 'eth_signTypedData_v4', params: ['c'] } } };
    expect(walletChannelCall(deeper)).toEqual({ channel: 'window message', method: 'eth_signTypedData_v4', params: ['c'] });
  });

  it('a call without params reports null params; a channel name is cut to 100 characters; a target that is not text is no channel', () => {
    expect(walletChannelCall({ target: 'x'.repeat(150), data: { method: 'eth_sendTransaction' } })).toEqual({ channel: 'x'.repeat(100), method: 'eth_sendTransaction', params: null });
    expect(walletChannelCall({ target: 42, data: SIGN })?.channel).toBe('window message');
  });

  it('messages that are not records, or hold the call only in an array or under other names, are nothing', () => {
    for (const message of [null, undefined, 'personal_sign', 7, [SIGN], { data: [SIGN] }, { body: SIGN }, { data: { payload: SIGN } }, { method: 42 }]) {
      expect(walletChannelCall(message)).toBeNull();
    }
  });

  it('knows the channels of the wallets whose source is public', () => {
    expect(KNOWN_WALLET_CHANNELS).toEqual(['metamask-contentscript', 'contentscript', 'rabby-content-script']);
  });
});
