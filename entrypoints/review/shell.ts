/**
 * The review's first paint, before React has loaded: the site, what is asked,
 * the verdict's headline once the scan has one, and a working Reject, drawn
 * with plain DOM. It runs from /review-shell.js (entrypoints/review-shell.ts),
 * a classic script the HTML parser runs where it stands: it draws the queue
 * as stored (one read of storage.session) and, if that read is slow, the
 * request that opened the window (its address carries it,
 * lib/messaging/review-url.ts) until the read answers. React (./App) replaces the shell when it mounts; until then every
 * write of the queue redraws it. Approve is never enabled here: it waits for
 * the full review (the approve gate, the "I understand the risk" step, what
 * moves and what is granted).
 */
import { siteParts } from '../../lib/format/site';
import { VERDICT_TITLES, verdictKindOf, type VerdictKind } from '../../lib/format/verdict-kind';
import { shellStrings as strings } from '../../lib/i18n/shell-strings';
import type { PendingRequest } from '../../lib/messaging/extension';
import { sendReject } from '../../lib/messaging/review-reject';
import { readShellHint, shellHintOf, type ShellHint } from '../../lib/messaging/review-url';
import { createQueueFeed, type QueueFeed } from './queue-feed';

export interface Shell {
  /** React is about to mount: stop redrawing (React clears the root when it commits). */
  stop(): void;
}

/** What the shell script started, for the page's module (./main.tsx) to take over. */
export interface StartedReview {
  feed: QueueFeed;
  shell: Shell;
}

declare global {
  interface Window {
    /** Set by /review-shell.js while the HTML is parsed; read by ./main.tsx. */
    preflightReview?: StartedReview;
  }
}

/** The queue's head as the shell draws it: the request in the window's address, or the stored one with its verdict. */
interface ShellHead extends ShellHint {
  kind: VerdictKind;
}

const headOf = (request: PendingRequest): ShellHead => ({ ...shellHintOf(request), kind: verdictKindOf(request.scan) });

type Child = Node | string;

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function header(request: ShellHead, total: number): HTMLElement {
  const origin = request.site;
  const site = siteParts(origin);
  const line = el(
    'div',
    { class: 'pf-header__site' },
    el('span', { class: 'pf-header__origin', title: origin }, ...(site.scheme === 'http' ? ['http://'] : []), site.prefix, el('strong', { class: 'pf-header__domain' }, site.domain), site.port),
  );
  if (site.insecure) line.append(el('span', { class: 'pf-tag pf-tag--malicious' }, strings.notSecure));
  if (total > 1) line.append(el('span', { class: 'pf-position' }, strings.queuePosition(1, total)));
  const head = el('header', { class: 'pf-header' }, line);
  if (request.bypass) head.append(el('p', { class: 'pf-strong-warning', role: 'alert' }, strings.bypassWarning));
  // Worded by the background (a queue stored by an older build has no title: the method's name stands in, see shellHintOf).
  head.append(el('h1', { class: 'pf-header__method' }, request.title));
  return head;
}

function decisionBar(request: ShellHead): HTMLElement {
  const reject = el('button', { type: 'button', class: 'pf-button pf-button--secondary', 'data-testid': 'shell-reject' }, request.bypass ? strings.dismissBypass : strings.reject);
  reject.addEventListener('click', () => {
    reject.setAttribute('disabled', '');
    sendReject(request.id).catch(() => reject.removeAttribute('disabled'));
  });
  const buttons = el('div', { class: 'pf-decision__buttons' }, reject);
  if (!request.bypass) buttons.append(el('button', { type: 'button', class: 'pf-button pf-button--secondary', disabled: '' }, strings.approve));
  return el('div', { class: `pf-decision pf-decision--${request.kind}` }, buttons);
}

/** What the shell shows for the queue's head; the mark is the one the full review also sets (bench:interception). */
function draw(root: HTMLElement, request: ShellHead, total: number): void {
  const { kind } = request;
  const verdict = el('div', { class: `pf-verdict pf-verdict--${kind}`, role: 'status', 'data-testid': 'shell-verdict', 'data-verdict': kind }, el('div', { class: 'pf-verdict__head' }, el('h2', { class: 'pf-verdict__title' }, VERDICT_TITLES[kind])));
  const main = el('main', { 'data-testid': 'review-root', 'data-request-id': request.id, 'data-method': request.method, 'data-shell': 'yes' }, el('div', { class: 'pf-review' }, header(request, total), verdict, decisionBar(request)));
  root.replaceChildren(main);
  performance.mark(`preflight:review:${request.id}:${kind === 'scanning' ? 'scanning' : 'verdict'}`);
}

/**
 * How long the shell waits for the stored queue before it draws the request
 * in the window's address instead: one frame at 60 Hz. storage.session
 * usually answers within it, and then the first frame the user sees already
 * has the verdict (issue #11: for the local engine, in the same frame as the
 * buttons); when it is slow, the site and Reject are there a frame later.
 */
export const HINT_AFTER_MS = 16;

/**
 * Draws the queue's head from the feed, and when the feed has no list
 * HINT_AFTER_MS after the start, the request in the window's address (`hint`).
 */
export function paintShell(root: HTMLElement, feed: QueueFeed, hint?: ShellHint): Shell {
  let shown: string | undefined;
  let hintDue = false;
  const update = (): void => {
    const { queue, error, early } = feed.get();
    const pending = queue?.pending ?? early;
    const stored = pending?.[0];
    const fromHint = hint && hintDue && !pending && error === undefined ? { ...hint, kind: 'scanning' as const } : undefined;
    const head = stored ? headOf(stored) : fromHint;
    const total = pending?.length ?? 1;
    const key = head ? `${head.id}:${head.kind}:${total}` : `${error ?? ''}:${pending ? 'empty' : 'loading'}`;
    if (key === shown) return;
    shown = key;
    if (head) draw(root, head, total);
    else root.replaceChildren(el('main', { 'data-testid': 'review-root' }, error !== undefined && !pending ? strings.queueError(error) : pending ? strings.nothingToReview : strings.loading));
  };
  const timer = hint
    ? setTimeout(() => {
        hintDue = true;
        update();
      }, HINT_AFTER_MS)
    : undefined;
  const unsubscribe = feed.subscribe(update);
  update();
  return {
    stop: () => {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}

/**
 * The shell script's work (entrypoints/review-shell.ts): paint, start the
 * queue feed (so no write is missed before React's), and leave both for
 * ./main.tsx. A
 * history page (?history=) shows a settled request: React alone draws it.
 */
export function startReview(win: Window): void {
  // The page's first script starts here (bench:interception: how long a review page waits before any of its code runs).
  performance.mark('preflight:review:shell');
  const search = win.location.search;
  if (new URLSearchParams(search).get('history')) return;
  const feed = createQueueFeed();
  const root = win.document.getElementById('root');
  const shell = root ? paintShell(root, feed, readShellHint(search)) : { stop: () => undefined };
  feed.start();
  win.preflightReview = { feed, shell };
}
