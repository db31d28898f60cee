/**
 * lib/broker/in-page.ts as the background runs it (in the isolated world,
 * where the bridge left the key), against the real wrapper in a page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { preflightInPage } from '../../../lib/broker/in-page';
import { installPreflight } from '../../../lib/provider/discover';
import { ANSWER_EVENT, CALL_EVENT, FORWARD_KEY_GLOBAL } from '../../../lib/provider/constants';
import { bridgeKey, closePages, createFakeWallet, createPage, nextRequest } from '../provider/harness';

afterEach(async () => {
  vi.unstubAllGlobals();
  await closePages();
});

function isolatedWorld(withKey: boolean) {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  installPreflight(win);
  const key = bridgeKey(win);
  vi.stubGlobal('window', win);
  vi.stubGlobal('CustomEvent', win.CustomEvent);
  if (withKey) vi.stubGlobal(FORWARD_KEY_GLOBAL, key);
  return { win, wallet };
}

test('its copies of the event and key names are the constants', () => {
  const body = preflightInPage.toString();
  for (const name of [CALL_EVENT, ANSWER_EVENT, FORWARD_KEY_GLOBAL]) expect(body).toMatch(new RegExp(`['"]${name}['"]`));
});

test('forward: the wallet signs the approved snapshot and the dapp gets its answer', async () => {
  const { win, wallet } = isolatedWorld(true);
  const posted = nextRequest(win);
  const answer = wallet.request({ method: 'personal_sign', params: ['0x68690a', '0xa1'] });
  const req = await posted;
  expect(preflightInPage('forward', req.id, req.provider, 'personal_sign', ['0x6869', '0xa1'], null)).toEqual({ ok: true, result: null });
  await expect(answer).resolves.toBe('signed:0x6869');
});

test('rpc: the wallet answer comes back to the background', async () => {
  isolatedWorld(true);
  await expect(preflightInPage('rpc', 'b'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null)).resolves.toEqual({ ok: true, result: '0x1' });
});

test('without the key (no bridge in this frame): a clear 4900, nothing reaches the wallet', () => {
  const { wallet } = isolatedWorld(false);
  expect(preflightInPage('forward', 'c'.repeat(32), { kind: 'window' }, 'personal_sign', ['0x68'], null)).toMatchObject({ ok: false, error: { code: 4900 } });
  expect(wallet.calls).toEqual([]);
});
