import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type PageActions, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { BYPASS_TITLE, UNGUARDED_TITLE } from '../../../lib/broker/bypass';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import { walletChannelCall } from '../../../lib/provider/wallet-channels';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const sender: SenderInfo = { id: 'x', url: 'https://evil.example/', origin: 'https://evil.example', frameId: 0, documentId: 'doc', tab: { id: 4, windowId: 1 } };

class Page implements PageActions {
  forwarded: PendingRequest[] = [];
  rejected: PendingRequest[] = [];
  async forward(r: PendingRequest) {
    this.forwarded.push(r);
  }
  async reject(r: PendingRequest) {
    this.rejected.push(r);
  }
  call: PageActions['call'] = async () => ({ ok: true, result: '0x7a69' });
  async isAlive() {
    return true;
  }
}

const never = () => new Promise<never>(() => undefined);
const metamask = (method: string, params: unknown[]) => ({ target: 'metamask-contentscript', data: { name: 'metamask-provider', data: { jsonrpc: '2.0', id: 1, method, params } } });

describe('wallet channels', () => {
  it('finds a signing call as MetaMask, Rabby and unknown stream wrappers nest it; ignores everything else', () => {
    expect(walletChannelCall(metamask('eth_sendTransaction', [{ to: ACCOUNT }]))).toEqual({ channel: 'metamask-contentscript', method: 'eth_sendTransaction', params: [{ to: ACCOUNT }] });
    expect(walletChannelCall({ target: 'rabby-content-script', data: { type: 'request', ident: 1, data: { method: 'personal_sign', params: ['0x01', ACCOUNT] } } })).toMatchObject({ channel: 'rabby-content-script', method: 'personal_sign' });
    expect(walletChannelCall({ type: 'x', payload: { method: 'eth_signTypedData_v4', params: [] } })).toMatchObject({ channel: 'window message', method: 'eth_signTypedData_v4' });
    expect(walletChannelCall(metamask('eth_chainId', []))).toBeNull();
    expect(walletChannelCall({ channel: PAGE_CHANNEL, type: 'x' })).toBeNull();
    expect(walletChannelCall('personal_sign')).toBeNull();
  });
});

describe('broker: a call around the guard', () => {
  beforeEach(() => fakeBrowser.reset());

  it('queues a warning review with the decoded call, badges the tab, records it; Approve is refused, dismissing answers nobody', async () => {
    const page = new Page();
    const broker = createBroker({ page, scan: never });
    const call = walletChannelCall(metamask('personal_sign', ['0x68656c6c6f', ACCOUNT]));
    expect(await broker.observed(call, sender)).toEqual({ ok: true });
    const [queued] = await pendingStore.list();
    expect(queued).toMatchObject({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT], title: 'Sign a message', bypass: { channel: 'metamask-contentscript' }, origin: 'https://evil.example', chainId: 31337, account: ACCOUNT });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('!');
    expect((await listHistory()).map((e) => [e.method, e.reason])).toEqual([['personal_sign', 'bypass']]);

    const review = { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 9, windowId: (await reviewWindowId()) ?? -1 } };
    expect(await broker.decide({ id: queued?.id ?? '', decision: 'approve' }, review)).toEqual({ ok: false });
    expect(await broker.decide({ id: queued?.id ?? '', decision: 'reject' }, review)).toEqual({ ok: true });
    expect([page.forwarded, page.rejected]).toEqual([[], []]);
    expect((await listHistory()).map((e) => e.reason)).toEqual(['bypass']);
  });

  it('the same call Preflight itself just forwarded in that frame (the wallet echoing it on its channel) raises nothing', async () => {
    const page = new Page();
    const broker = createBroker({ page, scan: never });
    const id = randomUUID();
    const params = ['0x68656c6c6f', ACCOUNT];
    await broker.intercept({ channel: PAGE_CHANNEL, type: 'request', id, provider: { kind: 'window' }, style: 'request', method: 'personal_sign', params, chainId: '0x7a69' }, sender);
    const review = { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 9, windowId: (await reviewWindowId()) ?? -1 } };
    expect(await broker.decide({ id, decision: 'approve' }, review)).toEqual({ ok: true });
    expect(await broker.observed(walletChannelCall(metamask('personal_sign', params)), sender)).toEqual({ ok: true });
    expect(await pendingStore.list()).toEqual([]);
    // A second, identical post is not covered by that one forward.
    await broker.observed(walletChannelCall(metamask('personal_sign', params)), sender);
    expect(await pendingStore.list()).toHaveLength(1);
  });
});

describe('broker: a call around the guard, what it takes from the browser', () => {
  beforeEach(() => fakeBrowser.reset());
  const call = () => walletChannelCall(metamask('personal_sign', ['0x68656c6c6f', ACCOUNT]));

  it('the badge is a red "!" on that tab only', async () => {
    await createBroker({ page: new Page(), scan: never }).observed(call(), sender);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('!');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({ tabId: 4 })).toEqual([198, 40, 40, 255]); // #c62828
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).toBe('');
  });

  it.each([
    ['no tab', { ...sender, tab: undefined }],
    ['a tab id below zero', { ...sender, tab: { id: -1, windowId: 1 } }],
    ['no site', { ...sender, url: undefined, origin: undefined }],
  ])('refused without a page to name: %s', async (_what, who) => {
    expect(await createBroker({ page: new Page(), scan: never }).observed(call(), who)).toEqual({ ok: false });
    expect(await pendingStore.list()).toEqual([]);
  });

  it('tab 0 is a tab; a frame without an id is the top frame', async () => {
    const who = { ...sender, tab: { id: 0, windowId: 1 }, frameId: undefined };
    expect(await createBroker({ page: new Page(), scan: never }).observed(call(), who)).toEqual({ ok: true });
    expect((await pendingStore.list())[0]).toMatchObject({ tabId: 0, frameId: 0 });
  });

  it('not a signing method, or no channel: nothing', async () => {
    const broker = createBroker({ page: new Page(), scan: never });
    expect(await broker.observed({ channel: 'x', method: 'eth_chainId', params: [] }, sender)).toEqual({ ok: false });
    expect(await broker.observed({ method: 'personal_sign', params: [] }, sender)).toEqual({ ok: false });
    expect(await pendingStore.list()).toEqual([]);
  });

  it('params that cannot be kept are shown as none; the chain is asked of the frame\'s wallet with eth_chainId', async () => {
    const asked: unknown[][] = [];
    const page = new Page();
    page.call = async (...args: unknown[]) => (asked.push(args.slice(1)), { ok: true as const, result: '0x2105' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const withIcon = { ...sender, tab: { id: 4, windowId: 1, favIconUrl: 'data:image/png;base64,AA' } };
    await createBroker({ page, scan: never }).observed({ channel: 'c', method: 'personal_sign', params: [cyclic] }, withIcon);
    expect((await pendingStore.list())[0]).toMatchObject({ params: null, chainId: 8453, favIconUrl: 'data:image/png;base64,AA' });
    expect(asked).toEqual([['eth_chainId', []]]);
  });

  it.each([
    ['an error answer', async () => ({ ok: false as const, error: { code: 4100, message: 'no' } })],
    ['a number', async () => ({ ok: true as const, result: 8453 })],
    ['a throw', async () => Promise.reject(new Error('gone'))],
  ])('no chain when the wallet gives %s', async (_what, answer) => {
    const page = new Page();
    page.call = answer;
    await createBroker({ page, scan: never }).observed(call(), sender);
    expect((await pendingStore.list())[0]?.chainId).toBeUndefined();
  });

  it('a wallet that does not say its chain within a second is not waited for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const page = new Page();
      page.call = () => new Promise(() => undefined);
      const done = createBroker({ page, scan: never }).observed(call(), sender);
      await vi.advanceTimersByTimeAsync(999);
      expect(await pendingStore.list()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await done).toEqual({ ok: true });
      expect((await pendingStore.list())[0]?.chainId).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('broker: a call around the guard, the rest of what it does', () => {
  beforeEach(() => fakeBrowser.reset());
  const call = () => walletChannelCall(metamask('personal_sign', ['0x68656c6c6f', ACCOUNT]));

  it("the chain is asked of that frame's document, through its window.ethereum", async () => {
    const asked: unknown[] = [];
    const page = new Page();
    page.call = async (target, method, params) => (asked.push([target, method, params]), { ok: true, result: '0x1' });
    await createBroker({ page, scan: never }).observed(call(), { ...sender, frameId: 3 });
    expect(asked).toEqual([[expect.objectContaining({ tabId: 4, frameId: 3, documentId: 'doc', provider: { kind: 'window' } }), 'eth_chainId', []]]);
  });

  it('a queue that cannot take it, or storage that fails: not ok, no window', async () => {
    const add = vi.spyOn(pendingStore, 'add');
    try {
      add.mockResolvedValueOnce({ status: 'full', share: 'tab' });
      expect(await createBroker({ page: new Page(), scan: never }).observed(call(), sender)).toEqual({ ok: false });
      add.mockRejectedValueOnce(new Error('storage gone'));
      expect(await createBroker({ page: new Page(), scan: never }).observed(call(), sender)).toEqual({ ok: false });
      expect(await reviewWindowId()).toBeNull();
    } finally {
      add.mockRestore();
    }
  });
});

describe('broker: a wallet the wrapper could neither wrap nor replace', () => {
  beforeEach(() => fakeBrowser.reset());

  it('badges that tab only, and its tooltip says requests there reach the wallet without review', async () => {
    expect(await createBroker({ page: new Page(), scan: never }).unguarded(sender)).toEqual({ ok: true });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('!');
    expect(await fakeBrowser.action.getTitle({ tabId: 4 })).toBe(UNGUARDED_TITLE);
    expect(UNGUARDED_TITLE).toMatch(/could not be guarded.*without Preflight's review/);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).toBe('');
    // Nothing to review: no request is queued.
    expect(await pendingStore.list()).toEqual([]);
  });

  it.each([
    ['no tab', { ...sender, tab: undefined }],
    ['a tab id below zero', { ...sender, tab: { id: -1, windowId: 1 } }],
    ['no site', { ...sender, url: undefined, origin: undefined }],
  ])('refused without a page to name: %s', async (_what, who) => {
    expect(await createBroker({ page: new Page(), scan: never }).unguarded(who)).toEqual({ ok: false });
  });

  it('tab 0 is a tab', async () => {
    expect(await createBroker({ page: new Page(), scan: never }).unguarded({ ...sender, tab: { id: 0, windowId: 1 } })).toEqual({ ok: true });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 0 })).toBe('!');
  });

  it('a call around the guard sets its own tooltip', async () => {
    await createBroker({ page: new Page(), scan: never }).observed(walletChannelCall(metamask('personal_sign', ['0x68656c6c6f', ACCOUNT])), sender);
    expect(await fakeBrowser.action.getTitle({ tabId: 4 })).toBe(BYPASS_TITLE);
    expect(BYPASS_TITLE).toMatch(/asked your wallet directly/);
  });
});

describe('a call around the guard from a sandboxed frame', () => {
  beforeEach(() => fakeBrowser.reset());

  it('its warning names the frame\'s own site, inside the top-level site', async () => {
    const framed: SenderInfo = { id: 'x', url: 'https://widget.example/frame', origin: 'null', frameId: 3, documentId: 'doc-f', tab: { id: 4, windowId: 1, url: 'https://host.example/page' } };
    const broker = createBroker({ page: new Page(), scan: never });
    expect(await broker.observed(walletChannelCall(metamask('personal_sign', ['0x68656c6c6f', ACCOUNT])), framed)).toEqual({ ok: true });
    const [queued] = await pendingStore.list();
    expect(queued).toMatchObject({ origin: 'https://widget.example', sandbox: { top: 'https://host.example' }, bypass: { channel: 'metamask-contentscript' } });
  });
});
