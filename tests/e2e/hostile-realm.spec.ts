/**
 * The MAIN-world wrapper runs in the page's own JS realm: every builtin it
 * calls at request time (Map/WeakMap/Set methods, Array methods, JSON,
 * Reflect, Promise, the getters of CustomEvent.detail / MessageEvent.data,
 * Event.stopImmediatePropagation, ...) is one a page script can replace after
 * document_start. A user notices one thing: the wallet must never sign what
 * they did not approve.
 *
 * - The spy: a page replaces those builtins with spies that call through and
 *   keep everything they see, before its first signing call, then lets the
 *   user approve one message. With every function it collected (called as
 *   request(), send(method, params) and sendAsync(payload, cb)) and every
 *   string that could be the forward key (forged keyed commands) it tries to
 *   get a second message signed (or the approved one again). The wallet signs
 *   the approved message once, and nothing else.
 * - The liar: a page makes Set.prototype.has, Array.isArray, the Array search
 *   and iteration methods and WeakMap.prototype.get/has lie. Its signing calls
 *   still wait for the user and never reach the wallet unreviewed.
 *
 * The page functions below are self-contained (Playwright sends their source):
 * no helper from this module, no named function declarations inside them.
 */
import type { Page } from '@playwright/test';
import { getAddress, isHex, verifyMessage } from 'viem';
import { SIGNING_METHODS } from '../../lib/methods';
import { reviewWindow } from './support/browser';
import { decide, expect, test } from './support/fixtures';

/** What the page tries to get signed behind the user's back ("stelen"). */
const FORGED = '0x7374656c656e';
/** What the user approves ("hello"). */
const APPROVED = '0x68656c6c6f';
/** A request the page keeps waiting for review while it forges commands, for the id ("hold"). */
const HOLD = '0x686f6c64';

/**
 * In the page, before any signing call: every function-valued own property of
 * the builtins the wrapper may use becomes a spy that calls through and records
 * `this`, its arguments (one level into their own data properties) and its
 * return value; so do the getters of CustomEvent.prototype.detail and
 * MessageEvent.prototype.data, and setters on Object.prototype for the names
 * under which originals could be stored. window.__realmAttack(opts) then stops
 * recording and uses everything recorded (see the file header).
 */
const installSpies = (): void => {
  type Callable = (...args: unknown[]) => unknown;
  interface Peek {
    at: string;
    value: unknown;
  }
  interface Rec {
    label: string;
    self: unknown;
    args: unknown[];
    ret: unknown;
    peek: Peek[];
  }
  // The originals, before anything is replaced: the spies themselves use only these.
  const { apply, ownKeys, defineProperty: defProp, getOwnPropertyDescriptor: gopd } = Reflect;
  const wsAdd = WeakSet.prototype.add;
  const wsHas = WeakSet.prototype.has;
  const isView = ArrayBuffer.isView;
  const fnToString = Function.prototype.toString;
  const isObj = (v: unknown): v is object => (typeof v === 'object' && v !== null) || typeof v === 'function';
  const isCallable = (v: unknown): v is Callable => typeof v === 'function';

  const log: Rec[] = [];
  const CAP = 500_000;
  let dropped = 0;
  /** true while a spy records (and while installing): nested spied calls pass straight through. */
  let busy = true;
  /** true once the attack runs: nothing more is recorded. */
  let stopped = false;
  const spies = new WeakSet<object>();

  const skip = (v: object): boolean => v === window || v === document || v instanceof Node || isView(v);

  const peekInto = (v: unknown, at: string, out: Peek[]): void => {
    if (!isObj(v) || skip(v)) return;
    try {
      const keys = ownKeys(v);
      for (let i = 0; i < keys.length && i < 256; i++) {
        const k = keys[i];
        if (k === undefined) continue;
        const d = gopd(v, k);
        if (d && 'value' in d) out[out.length] = { at: `${at}.${String(k)}`, value: d.value };
      }
    } catch {
      // a Proxy that throws: nothing to peek at
    }
  };

  const record = (label: string, self: unknown, args: unknown[], ret: unknown): void => {
    busy = true;
    try {
      if (log.length >= CAP) {
        dropped++;
        return;
      }
      const peek: Peek[] = [];
      for (let i = 0; i < args.length; i++) peekInto(args[i], `args[${i}]`, peek);
      log[log.length] = { label, self, args, ret, peek };
    } catch {
      // never throw into the page
    } finally {
      busy = false;
    }
  };

  const makeSpy = (orig: Callable, label: string): Callable => {
    const spy = function (this: unknown, ...args: unknown[]): unknown {
      if (busy || stopped) return apply(orig, this, args);
      let ret: unknown;
      try {
        ret = apply(orig, this, args);
      } catch (err) {
        record(`${label} (threw)`, this, args, err);
        throw err;
      }
      record(label, this, args, ret);
      return ret;
    };
    apply(wsAdd, spies, [spy]);
    return spy;
  };

  const spyAll = (owner: object, label: string, only?: readonly string[]): void => {
    const keys: readonly PropertyKey[] = only ?? ownKeys(owner);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k === undefined || k === 'constructor') continue;
      const d = gopd(owner, k);
      if (!d || !('value' in d)) continue;
      const v: unknown = d.value;
      if (!isCallable(v)) continue;
      const name = `${label}.${typeof k === 'symbol' ? `[${String(k.description)}]` : String(k)}`;
      defProp(owner, k, { value: makeSpy(v, name), writable: d.writable, enumerable: d.enumerable, configurable: d.configurable });
    }
  };

  const spyGetter = (owner: object, key: string, label: string): void => {
    const d = gopd(owner, key);
    const get: unknown = d?.get;
    if (!d || !isCallable(get)) return;
    defProp(owner, key, { get: makeSpy(get, label), set: d.set, enumerable: d.enumerable, configurable: d.configurable });
  };

  const targets: [object, string][] = [
    [Object, 'Object'],
    [Object.prototype, 'Object.prototype'],
    [Array, 'Array'],
    [Array.prototype, 'Array.prototype'],
    [Map.prototype, 'Map.prototype'],
    [WeakMap.prototype, 'WeakMap.prototype'],
    [Set.prototype, 'Set.prototype'],
    [WeakSet.prototype, 'WeakSet.prototype'],
    [Promise, 'Promise'],
    [Promise.prototype, 'Promise.prototype'],
    [JSON, 'JSON'],
    [Reflect, 'Reflect'],
    [String.prototype, 'String.prototype'],
    [RegExp.prototype, 'RegExp.prototype'],
    [EventTarget.prototype, 'EventTarget.prototype'],
    [Event.prototype, 'Event.prototype'],
  ];
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (t) spyAll(t[0], t[1]);
  }
  spyAll(Function.prototype, 'Function.prototype', ['call', 'apply', 'bind']);
  spyGetter(CustomEvent.prototype, 'detail', 'CustomEvent.prototype.detail (get)');
  spyGetter(MessageEvent.prototype, 'data', 'MessageEvent.prototype.data (get)');

  // Setters for names an original could be stored under: record, then behave as a plain assignment would.
  const names = ['request', 'send', 'sendAsync', 'wallet', 'hook', 'original'];
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (name === undefined) continue;
    const setter = function (this: unknown, value: unknown): void {
      if (!busy && !stopped) record(`Object.prototype.${name} (set)`, this, [value], undefined);
      try {
        if (isObj(this)) defProp(this, name, { value, writable: true, enumerable: true, configurable: true });
      } catch {
        // never throw into the page
      }
    };
    defProp(Object.prototype, name, { set: setter, configurable: true, enumerable: false });
  }

  /** After the user approved one message: try everything the spies saw. */
  let attacked = false;
  const attack = async (opts: { from: string; forged: string; hold: string }): Promise<unknown> => {
    stopped = true;
    // Once: the spies may have seen this very function (the call that started it), so it is among what it tries.
    if (attacked) return null;
    attacked = true;
    const HEX = /^[0-9a-f]{32}$/;
    const isNative = (f: Callable): boolean => {
      try {
        const src: unknown = apply(fnToString, f, []);
        return typeof src === 'string' && src.endsWith('{ [native code] }') && !f.name.startsWith('bound ');
      } catch {
        return true;
      }
    };
    /** Which spied builtins handed something out, and along which paths. */
    interface Source {
      exposedBy: string[];
      paths: string[];
    }
    const note = <K>(m: Map<K, Source>, k: K, label: string, path: string): void => {
      let s = m.get(k);
      if (!s) m.set(k, (s = { exposedBy: [], paths: [] }));
      if (!s.exposedBy.includes(label)) s.exposedBy.push(label);
      if (s.paths.length < 8 && !s.paths.includes(path)) s.paths.push(path);
    };
    /** Every function and every possible key reachable from what was recorded, with where it was found. */
    const found = new Map<Callable, Source>();
    const keys = new Map<string, Source>();
    const byLabel = new Map<string, Rec[]>();
    for (const r of log) {
      const base = r.label.replace(/ \(threw\)$/, '');
      const list = byLabel.get(base);
      if (list) list.push(r);
      else byLabel.set(base, [r]);
    }
    for (const [label, recs] of byLabel) {
      // Walked once per builtin, so every builtin that exposes something is named.
      const seen = new WeakSet<object>();
      let budget = 50_000;
      const walk = (v: unknown, path: string, depth: number): void => {
        if (typeof v === 'string') {
          if (HEX.test(v)) note(keys, v, label, path);
          else if (depth < 6 && v.length < 1_000_000 && (v.startsWith('{') || v.startsWith('['))) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(v);
            } catch {
              return;
            }
            walk(parsed, `${path} (JSON)`, depth + 1);
          }
          return;
        }
        if (!isObj(v) || skip(v)) return;
        if (isCallable(v) && !apply(wsHas, spies, [v]) && !isNative(v)) note(found, v, label, path);
        if (depth >= 4 || seen.has(v) || budget-- <= 0) return;
        seen.add(v);
        if (v instanceof CustomEvent) walk(v.detail, `${path}.detail`, depth + 1);
        if (v instanceof MessageEvent) walk(v.data, `${path}.data`, depth + 1);
        let ks: (string | symbol)[] = [];
        try {
          ks = ownKeys(v);
        } catch {
          return;
        }
        for (let i = 0; i < ks.length && i < 256; i++) {
          const k = ks[i];
          if (k === undefined) continue;
          let d: PropertyDescriptor | undefined;
          try {
            d = gopd(v, k);
          } catch {
            continue;
          }
          if (d && 'value' in d) walk(d.value, `${path}.${String(k)}`, depth + 1);
        }
      };
      for (const r of recs) {
        walk(r.self, `${label} this`, 0);
        for (let i = 0; i < r.args.length; i++) walk(r.args[i], `${label} args[${i}]`, 0);
        walk(r.ret, `${label} return`, 0);
        for (const p of r.peek) walk(p.value, `${label} ${p.at}`, 1);
      }
    }

    const wallet = window.__testWallet;
    const SIGNING = ['personal_sign', 'eth_sign', 'eth_sendTransaction', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'wallet_sendCalls', 'eth_sendRawTransaction'];
    /** The signing calls the wallet received from index `from` on, as "method(first param)". */
    const signedSince = (from: number): string[] => {
      const out: string[] = [];
      for (let i = from; i < wallet.calls.length; i++) {
        const c = wallet.calls[i];
        if (c && SIGNING.includes(c.method)) out.push(`${c.method}(${Array.isArray(c.params) ? String(c.params[0]) : '?'}) via ${c.via}`);
      }
      return out;
    };
    const firstAttempt = wallet.calls.length;
    /** What got the wallet to sign: per function or key, the ways that worked, what was signed, and the builtins that handed it out. */
    const leaks = new Map<unknown, Source & { what: string; ways: string[] }>();
    let attributed = 0;
    const attempt = async (thing: unknown, what: string, way: string, source: Source, run: () => unknown): Promise<void> => {
      const before = wallet.calls.length;
      try {
        const r = run();
        if (r instanceof Promise) r.catch(() => undefined);
      } catch {
        // not callable like that
      }
      await tick();
      const signed = signedSince(before);
      if (signed.length === 0) return;
      attributed += signed.length;
      let l = leaks.get(thing);
      if (!l) leaks.set(thing, (l = { what, ways: [], ...source }));
      l.ways.push(`${way} -> ${signed.join(', ')}`);
    };
    const provider: unknown = window.ethereum;
    const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

    // A request the page keeps waiting for review, so a forged 'forward' names an id that is held.
    const heldId = new Promise<string>((resolve) => {
      const onMessage = (event: MessageEvent): void => {
        const data: unknown = event.data;
        if (!isObj(data) || Reflect.get(data, 'channel') !== 'preflight:v1' || Reflect.get(data, 'type') !== 'request') return;
        const params: unknown = Reflect.get(data, 'params');
        const id: unknown = Reflect.get(data, 'id');
        if (!Array.isArray(params) || params[0] !== opts.hold || typeof id !== 'string') return;
        window.removeEventListener('message', onMessage);
        resolve(id);
      };
      window.addEventListener('message', onMessage);
      setTimeout(() => resolve('0'.repeat(32)), 5_000);
    });
    const request: unknown = isObj(provider) ? Reflect.get(provider, 'request') : undefined;
    if (isCallable(request)) {
      Promise.resolve(apply(request, provider, [{ method: 'personal_sign', params: [opts.hold, opts.from] }])).catch(() => undefined);
    }
    const id = await heldId;

    // Forged keyed commands, one per key candidate.
    for (const [key, source] of keys) {
      for (const mode of ['forward', 'rpc']) {
        const detail = JSON.stringify({ key, nonce: 'n', mode, id, ref: { kind: 'window' }, method: 'personal_sign', params: [opts.forged, opts.from], rejection: null });
        await attempt(key, `the forward key ${key}`, `a forged '${mode}' command`, source, () => window.dispatchEvent(new CustomEvent('preflight:call', { detail })));
      }
    }

    // Every function collected, as request(), send(method, params) and sendAsync(payload, cb), bound to the provider and not.
    const styles: [string, () => unknown[]][] = [
      ['request({ method, params })', () => [{ method: 'personal_sign', params: [opts.forged, opts.from] }]],
      ['(method, params)', () => ['personal_sign', [opts.forged, opts.from]]],
      ['(payload, callback)', () => [{ id: 1, jsonrpc: '2.0', method: 'personal_sign', params: [opts.forged, opts.from] }, () => undefined]],
    ];
    const selves: [string, unknown][] = [
      ['provider', provider],
      ['unbound', undefined],
    ];
    for (const [fn, source] of found) {
      for (const [selfName, self] of selves) {
        for (const [style, args] of styles) {
          const text = String(apply(fnToString, fn, [])).replace(/\s+/g, ' ').slice(0, 160);
          await attempt(fn, `function ${fn.name || '(anonymous)'}: ${text}`, `${style}, this = ${selfName}`, source, () => apply(fn, self, args()));
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = signedSince(firstAttempt).slice(attributed);
    if (late.length > 0) leaks.set('late', { what: 'signing calls that came later', ways: late, exposedBy: [], paths: [] });
    return {
      recorded: log.length,
      dropped,
      builtinsSeen: byLabel.size,
      functions: found.size,
      keyCandidates: keys.size,
      heldId: id,
      signedForThePage: signedSince(firstAttempt).length,
      leaks: [...leaks.values()],
    };
  };
  apply(wsAdd, spies, [attack]);
  defProp(window, '__realmAttack', { value: attack, configurable: true });
  busy = false;
};

/** The params of every personal_sign the wallet received, one JSON line each. */
const personalSigns = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.__testWallet.calls.filter((c) => c.method === 'personal_sign').map((c) => JSON.stringify(c.params)));

for (const wallet of ['early', 'frozen'] as const) {
  test(`a page that spied on the builtins before its first signing call gets nothing it can sign with${wallet === 'frozen' ? ' (a frozen wallet behind its stand-in)' : ''}: only the approved message is signed`, async ({ openDapp, review }) => {
    const page = await openDapp({ wallet });
    const from = await page.evaluate(() => window.__testWallet.address);
    await page.evaluate(installSpies);
    // Looks at its provider as libraries do (for a stand-in: its has / ownKeys / getOwnPropertyDescriptor / getPrototypeOf traps).
    await page.evaluate(() => {
      const eth: unknown = window.ethereum;
      if (typeof eth !== 'object' || eth === null) throw new Error('no window.ethereum');
      return ['request' in eth, Object.keys(eth).length, typeof Object.getOwnPropertyDescriptor(eth, 'request')?.value, Object.getPrototypeOf(eth) === null];
    });

    const approved = page.evaluate((f) => window.dapp.request('personal_sign', ['0x68656c6c6f', f]), from);
    const win = await review();
    await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
    await expect(win.getByText('hello', { exact: true })).toBeVisible();
    await decide(win, 'approve');
    expect(await approved).toMatchObject({ ok: true, value: expect.stringMatching(/^0x[0-9a-f]{130}$/) });

    const report = await page.evaluate(
      async (opts) => {
        const attack: unknown = Reflect.get(window, '__realmAttack');
        if (typeof attack !== 'function') throw new Error('the spies are not installed');
        const out: unknown = await Reflect.apply(attack, undefined, [opts]);
        return JSON.stringify(out, null, 1);
      },
      { from, forged: FORGED, hold: HOLD },
    );
    // Not a harness failure: the spies saw the page's calls and the attack ran.
    expect(report).toMatch(/"recorded": [1-9]/);
    expect(await personalSigns(page), `the page got the wallet to sign without review:\n${report}`).toEqual([JSON.stringify([APPROVED, from])]);
  });
}

interface SeenCall {
  method: string;
  via: string;
  params: unknown;
}
const isSeenCall = (v: unknown): v is SeenCall =>
  typeof v === 'object' && v !== null && typeof Reflect.get(v, 'method') === 'string' && typeof Reflect.get(v, 'via') === 'string';
const SIGNING: ReadonlySet<string> = new Set(SIGNING_METHODS);

/** Signing calls the wallet received, read without the page's (lying) Array methods, as JSON. */
async function signingReceived(page: Page): Promise<SeenCall[]> {
  const text = await page.evaluate(() => {
    const calls = window.__testWallet.calls;
    const out: unknown[] = [];
    for (let i = 0; i < calls.length; i++) {
      const c = calls[i];
      if (c) out[out.length] = { method: c.method, via: c.via, params: c.params };
    }
    return JSON.stringify(out);
  });
  const parsed: unknown = JSON.parse(text);
  const out: SeenCall[] = [];
  if (Array.isArray(parsed)) for (const c of parsed) if (isSeenCall(c) && SIGNING.has(c.method)) out.push(c);
  return out;
}

test('a page whose builtins lie (Set.has, Array.isArray, Array search and iteration, WeakMap.get/has) cannot get a signing call past the review', async ({ ext, openDapp, review }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  await page.evaluate((account) => {
    const lie = (owner: object, key: PropertyKey, value: unknown): void => {
      Reflect.defineProperty(owner, key, { value, writable: true, configurable: true, enumerable: false });
    };
    lie(Set.prototype, 'has', () => false);
    lie(Array, 'isArray', () => false);
    lie(Array.prototype, 'some', () => false);
    // "No element fails the test": the lie that lets a check pass.
    lie(Array.prototype, 'every', () => true);
    lie(Array.prototype, 'includes', () => false);
    lie(Array.prototype, 'indexOf', () => -1);
    lie(Array.prototype, 'find', () => undefined);
    lie(Array.prototype, 'findIndex', () => -1);
    lie(Array.prototype, 'map', function (this: unknown) {
      return this;
    });
    lie(Array.prototype, 'filter', function (this: unknown) {
      return this;
    });
    lie(Array.prototype, 'forEach', () => undefined);
    lie(WeakMap.prototype, 'get', () => undefined);
    lie(WeakMap.prototype, 'has', () => false);

    // How each call was answered, and when (for the report: a held call is not answered before a decision).
    const answers: unknown[] = [];
    Reflect.set(window, '__liarAnswers', answers);
    const t0 = Date.now();
    const answered = (call: string, outcome: string, value: unknown): void => {
      const error = typeof value === 'object' && value !== null ? { code: Reflect.get(value, 'code'), message: Reflect.get(value, 'message') } : value;
      answers[answers.length] = { call, outcome, value: outcome === 'error' ? error : value, afterMs: Date.now() - t0 };
    };
    const eth: unknown = window.ethereum;
    const call = (label: string, name: string, args: unknown[]): void => {
      try {
        const fn: unknown = typeof eth === 'object' && eth !== null ? Reflect.get(eth, name) : undefined;
        if (typeof fn !== 'function') return answered(label, 'error', { message: `no ${name}` });
        const r: unknown = Reflect.apply(fn, eth, args);
        if (r instanceof Promise) r.then((v: unknown) => answered(label, 'result', v), (e: unknown) => answered(label, 'error', e));
      } catch (e) {
        answered(label, 'error', e);
      }
    };
    call('request personal_sign', 'request', [{ method: 'personal_sign', params: ['0x6c696172', account] }]);
    const batch = [{ id: 1, jsonrpc: '2.0', method: 'eth_sendTransaction', params: [{ from: account, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }] }];
    call('sendAsync [eth_sendTransaction]', 'sendAsync', [batch, (e: unknown, r: unknown) => answered('sendAsync [eth_sendTransaction]', e ? 'error' : 'result', e ?? r)]);
    call('send personal_sign', 'send', ['personal_sign', ['0x6c69617232', account]]);
    return 'called';
  }, from);

  // Nothing may happen here: a bounded wait, then the wallet must not have been asked to sign anything.
  await page.waitForTimeout(1_000);
  const answers = await page.evaluate(() => JSON.stringify(Reflect.get(window, '__liarAnswers')));
  expect(await signingReceived(page), `signing calls that reached the wallet without a review (the page's calls were answered: ${answers})`).toEqual([]);

  const first = await review();
  await expect(first.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  const reviewed: (string | null)[] = [];
  for (let win: Page | null = first; win; win = await reviewWindow(ext.context, ext.extensionId, 3_000).catch(() => null)) {
    reviewed.push(await win.getByTestId('review-root').getAttribute('data-method'));
    await decide(win, 'reject');
  }
  // Each call waited for the user: the two personal_sign and the batch's eth_sendTransaction.
  expect([...reviewed].sort()).toEqual(['eth_sendTransaction', 'personal_sign', 'personal_sign']);
  expect(await signingReceived(page)).toEqual([]);
});

test("a page that stacks its own wrapper over ours and gives arrays a lying toJSON still gets only the approved message signed", async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  await page.evaluate(() => {
    const eth = window.ethereum;
    if (typeof eth !== 'object' || eth === null) throw new Error('no window.ethereum');
    const ours: unknown = Reflect.get(eth, 'request');
    if (typeof ours !== 'function') throw new Error('no request');
    // Another tool's wrapper over ours, which Preflight wraps again on its next check.
    Reflect.set(eth, 'request', (args: unknown) => Reflect.apply(ours, eth, [args]));
  });
  // A user's click runs that check at once (lib/provider/discover.ts).
  await page.mouse.click(5, 5);
  const approved = page.evaluate((f) => window.dapp.request('personal_sign', ['0x68656c6c6f', f]), from);
  const win = await review();
  await expect(win.getByText('hello', { exact: true })).toBeVisible();
  // Right before the forward: every array that starts with "hello" now writes itself as JSON of "stelen".
  await page.evaluate((forged) => {
    Reflect.defineProperty(Object.prototype, 'toJSON', {
      configurable: true,
      writable: true,
      value(this: unknown): unknown {
        return Array.isArray(this) && this[0] === '0x68656c6c6f' ? [forged, this[1]] : this;
      },
    });
  }, FORGED);
  await decide(win, 'approve');
  const answer: unknown = await approved;
  await page.evaluate(() => Reflect.deleteProperty(Object.prototype, 'toJSON'));
  // The test wallet's own log copies params through JSON (the lie), so the signature says what was signed.
  const signature: unknown = Reflect.get(Object(answer), 'value');
  if (typeof signature !== 'string' || !isHex(signature)) throw new Error(`the dapp got no signature: ${String(signature)}`);
  const address = getAddress(from);
  expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);
  expect(await verifyMessage({ address, message: 'stelen', signature })).toBe(false);
});
