import { describe, expect, it } from 'vitest';
import { requestSite } from '../../../lib/broker/sender';

const tab = { id: 3, url: 'https://top.example/page?x=1' };

describe('requestSite: where a request comes from', () => {
  it('an ordinary frame is its own origin, with no sandbox note', () => {
    expect(requestSite({ origin: 'https://dapp.example', url: 'https://dapp.example/a', tab })).toEqual({ origin: 'https://dapp.example' });
    // Firefox: no sender.origin, the URL's.
    expect(requestSite({ url: 'https://dapp.example/a', tab })).toEqual({ origin: 'https://dapp.example' });
  });

  it('a sandboxed http frame (opaque origin) is scanned as its URL origin and shown inside the top-level site', () => {
    expect(requestSite({ origin: 'null', url: 'https://framed.example/f.html', tab })).toEqual({
      origin: 'https://framed.example',
      sandbox: { top: 'https://top.example', frame: 'https://framed.example' },
    });
  });

  it('a sandboxed srcdoc or about:blank frame is the top-level site\'s', () => {
    expect(requestSite({ origin: 'null', url: 'about:srcdoc', tab })).toEqual({ origin: 'https://top.example', sandbox: { top: 'https://top.example' } });
    expect(requestSite({ url: 'about:srcdoc', tab })).toEqual({ origin: 'https://top.example', sandbox: { top: 'https://top.example' } });
  });

  it('no site at all (no tab URL for an opaque frame, no URL) is no web page', () => {
    expect(requestSite({ origin: 'null', url: 'about:srcdoc', tab: { id: 3 } })).toBeUndefined();
    expect(requestSite({ tab })).toBeUndefined();
  });
});

describe('request site at the edges', () => {
  it('an opaque-origin frame with no tab to name the top site is no site (no throw)', () => {
    expect(requestSite({ origin: 'null', url: 'https://widget.example/frame', tab: undefined })).toBeUndefined();
  });
});

describe('request site: a top-level page with no web origin', () => {
  it('an opaque frame inside a data: or about:blank tab has no site to scan or show', () => {
    for (const url of ['data:text/html,<iframe sandbox>', 'about:blank', 'not a url']) {
      expect(requestSite({ origin: 'null', url: 'about:srcdoc', tab: { id: 3, url } })).toBeUndefined();
    }
  });
  it('a frame URL with no web origin (data:, or not a URL) inside a sandbox is the top-level site', () => {
    for (const url of ['data:text/html,hi', 'not a url']) {
      expect(requestSite({ origin: 'null', url, tab })).toEqual({ origin: 'https://top.example', sandbox: { top: 'https://top.example' } });
    }
  });
  it('Firefox (no sender.origin) with a URL that is none: no site', () => {
    expect(requestSite({ url: 'not a url', tab })).toBeUndefined();
  });
});
