import { describe, expect, it } from 'vitest';
import { walletChannelCall } from '../../../lib/provider/wallet-channels';

const call = (method: string, params: unknown = ['0x01']) => ({ jsonrpc: '2.0', id: 7, method, params });

describe('walletChannelCall: a signing call posted around the wrapper', () => {
  it('finds it at every nesting the stream libraries use, naming the channel the message targets', () => {
    const tx = [{ to: '0xabc', value: '0x1' }];
    const shapes: unknown[] = [
      { target: 'metamask-contentscript', ...call('eth_sendTransaction', tx) },
      { target: 'metamask-contentscript', data: call('eth_sendTransaction', tx) },
      { target: 'metamask-contentscript', data: { name: 'metamask-provider', data: call('eth_sendTransaction', tx) } },
      { target: 'metamask-contentscript', data: { name: 'mux', data: { name: 'metamask-provider', data: call('eth_sendTransaction', tx) } } },
      { target: 'metamask-contentscript', payload: call('eth_sendTransaction', tx) },
      { target: 'metamask-contentscript', request: call('eth_sendTransaction', tx) },
    ];
    for (const shape of shapes) {
      expect(walletChannelCall(shape)).toEqual({ channel: 'metamask-contentscript', method: 'eth_sendTransaction', params: tx });
    }
  });

  it('calls a message without a string target a "window message", and cuts a long target to 100 characters', () => {
    expect(walletChannelCall(call('personal_sign', ['0x68', '0xabc']))).toEqual({ channel: 'window message', method: 'personal_sign', params: ['0x68', '0xabc'] });
    expect(walletChannelCall({ target: 42, payload: call('eth_sign') })).toEqual({ channel: 'window message', method: 'eth_sign', params: ['0x01'] });
    const long = 'x'.repeat(150);
    expect(walletChannelCall({ target: long, data: call('eth_sign') })?.channel).toBe('x'.repeat(100));
    expect(walletChannelCall({ target: 'rabby-content-script', data: call('eth_sign') })?.channel).toBe('rabby-content-script');
  });

  it('reports missing params as null and keeps falsy params as they are', () => {
    expect(walletChannelCall({ target: 'contentscript', data: { method: 'eth_signTypedData_v4' } })).toEqual({ channel: 'contentscript', method: 'eth_signTypedData_v4', params: null });
    expect(walletChannelCall({ data: { method: 'eth_sign', params: 0 } })?.params).toBe(0);
    expect(walletChannelCall({ data: { method: 'eth_sign', params: '' } })?.params).toBe('');
  });

  it('finds every signing method, and no read-only call', () => {
    for (const method of ['eth_sendTransaction', 'eth_signTransaction', 'eth_sign', 'personal_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'wallet_sendCalls', 'eth_sendRawTransaction']) {
      expect(walletChannelCall({ data: call(method) })?.method).toBe(method);
    }
    for (const method of ['eth_chainId', 'eth_accounts', 'eth_call', 'eth_requestAccounts', 'PERSONAL_SIGN', '']) {
      expect(walletChannelCall({ target: 'metamask-contentscript', data: { data: call(method) } })).toBeNull();
    }
  });

  it('ignores ordinary page messages, arrays, non-string methods and deeper nestings', () => {
    for (const data of [
      null,
      undefined,
      'personal_sign',
      42,
      { type: 'hello' },
      { method: 12 },
      { method: ['personal_sign'] },
      [call('personal_sign')],
      { data: [call('personal_sign')] },
      { payload: [call('personal_sign')] },
      { data: { data: { data: { data: call('personal_sign') } } } },
      { params: call('personal_sign') },
      { result: call('personal_sign') },
    ]) {
      expect(walletChannelCall(data)).toBeNull();
    }
  });

  it('does not read a method from a function or an array posing as the message', () => {
    const fn = Object.assign(() => undefined, { method: 'personal_sign', params: [] });
    expect(walletChannelCall(fn)).toBeNull();
    const arr = Object.assign([], { method: 'personal_sign', target: 'metamask-contentscript' });
    expect(walletChannelCall(arr)).toBeNull();
    expect(walletChannelCall({ target: 'metamask-contentscript', data: Object.assign([], { method: 'eth_sign' }) })).toBeNull();
  });
});
