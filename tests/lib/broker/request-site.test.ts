/**
 * #25 item 3: one site per request, from the browser's record: the scan, the
 * review and history all get it, and a frame never borrows its parent's name
 * for a document from elsewhere.
 */
import { describe, expect, it, vi } from 'vitest';
import { requestSite, resolveRequestSite } from '../../../lib/broker/sender';

const tab = { id: 3, url: 'https://top.example/page?x=1' };

describe('requestSite: where a request comes from', () => {
  it('an ordinary frame is its own origin, with no sandbox note', () => {
    expect(requestSite({ origin: 'https://dapp.example', url: 'https://dapp.example/a', tab })).toEqual({ origin: 'https://dapp.example' });
    // Firefox: no sender.origin, the URL's.
    expect(requestSite({ url: 'https://dapp.example/a', tab })).toEqual({ origin: 'https://dapp.example' });
  });

  it('srcdoc, about:blank and blob: frames with an origin are named as the browser says (inherited, or the blob URL\'s)', () => {
    expect(requestSite({ origin: 'https://top.example', url: 'about:srcdoc', tab })).toEqual({ origin: 'https://top.example' });
    expect(requestSite({ origin: 'https://maker.example', url: 'about:blank', tab })).toEqual({ origin: 'https://maker.example' });
    expect(requestSite({ url: 'blob:https://maker.example/5e1d', tab })).toEqual({ origin: 'https://maker.example' });
  });

  it('a sandboxed http frame (opaque origin) is named by the site its document came from, marked inside the top-level site', () => {
    expect(requestSite({ origin: 'null', url: 'https://framed.example/f.html', tab })).toEqual({ origin: 'https://framed.example', sandbox: { top: 'https://top.example' } });
  });

  it('a sandboxed srcdoc, about:blank or data: frame has no site of its own: "null", never the parent\'s', () => {
    for (const url of ['about:srcdoc', 'about:blank', 'data:text/html,hi', 'not a url']) {
      expect(requestSite({ origin: 'null', url, tab })).toEqual({ origin: 'null', sandbox: { top: 'https://top.example' } });
    }
  });

  it('no site at all (no tab URL for an opaque frame, no URL) is no web page', () => {
    expect(requestSite({ origin: 'null', url: 'about:srcdoc', tab: { id: 3 } })).toBeUndefined();
    expect(requestSite({ origin: 'null', url: 'https://widget.example/frame', tab: undefined })).toBeUndefined();
    expect(requestSite({ tab })).toBeUndefined();
    expect(requestSite({ url: 'not a url', tab })).toBeUndefined();
    for (const url of ['data:text/html,<iframe sandbox>', 'about:blank', 'not a url']) {
      expect(requestSite({ origin: 'null', url: 'about:srcdoc', tab: { id: 3, url } })).toBeUndefined();
    }
  });
});

describe('resolveRequestSite: where the sender record does not say (Firefox)', () => {
  it('asks the frame for its own origin: a sandboxed http frame is marked, an inheriting srcdoc frame named by its creator', async () => {
    const ask = (origin: string | undefined) => vi.fn(async () => origin);
    expect(await resolveRequestSite({ url: 'https://framed.example/f.html', frameId: 4, tab }, ask('null'))).toEqual({ origin: 'https://framed.example', sandbox: { top: 'https://top.example' } });
    expect(await resolveRequestSite({ url: 'about:srcdoc', frameId: 4, tab }, ask('https://top.example'))).toEqual({ origin: 'https://top.example' });
    expect(await resolveRequestSite({ url: 'about:srcdoc', frameId: 4, tab }, ask('null'))).toEqual({ origin: 'null', sandbox: { top: 'https://top.example' } });
  });

  it('a frame that cannot be asked falls back to its URL; sender.origin, when given, is not second-guessed', async () => {
    expect(await resolveRequestSite({ url: 'https://dapp.example/a', tab }, async () => undefined)).toEqual({ origin: 'https://dapp.example' });
    const never = vi.fn(async () => 'https://other.example');
    expect(await resolveRequestSite({ origin: 'https://dapp.example', url: 'https://dapp.example/a', tab }, never)).toEqual({ origin: 'https://dapp.example' });
    expect(never).not.toHaveBeenCalled();
  });
});
