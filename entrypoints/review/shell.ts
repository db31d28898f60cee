/**
 * The review's first paint, before React has loaded: the site, what is asked,
 * the verdict's headline once the scan has one, and a working Reject, drawn
 * with plain DOM from the queue feed's first answer. React (./App) replaces
 * it when it mounts; until then every write of the queue redraws it. Approve
 * is never enabled here: it waits for the full review (the approve gate, the
 * "I understand the risk" step, what moves and what is granted).
 */
import { siteParts } from '../../lib/format/site';
import { VERDICT_TITLES, verdictKindOf, type VerdictKind } from '../../lib/format/verdict-kind';
import { shellStrings as strings } from '../../lib/i18n/shell-strings';
import type { PendingRequest } from '../../lib/messaging/extension';
import { sendMessage } from '../../lib/messaging/review-channel';
import type { QueueFeed } from './queue-feed';

export interface Shell {
  /** React is about to mount: stop redrawing (React clears the root when it commits). */
  stop(): void;
}

type Child = Node | string;

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function header(request: PendingRequest, total: number): HTMLElement {
  const origin = request.sandbox?.top ?? request.origin;
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
  // Worded by the background (a queue stored by an older build has no title: the method's name stands in).
  head.append(el('h1', { class: 'pf-header__method' }, request.title ?? request.method));
  return head;
}

function decisionBar(request: PendingRequest, kind: VerdictKind): HTMLElement {
  const reject = el('button', { type: 'button', class: 'pf-button pf-button--secondary', 'data-testid': 'shell-reject' }, request.bypass ? strings.dismissBypass : strings.reject);
  reject.addEventListener('click', () => {
    reject.setAttribute('disabled', '');
    void sendMessage('decide', { id: request.id, decision: 'reject' }).catch(() => reject.removeAttribute('disabled'));
  });
  const buttons = el('div', { class: 'pf-decision__buttons' }, reject);
  if (!request.bypass) buttons.append(el('button', { type: 'button', class: 'pf-button pf-button--secondary', disabled: '' }, strings.approve));
  return el('div', { class: `pf-decision pf-decision--${kind}` }, buttons);
}

/** What the shell shows for the queue's head; the mark is the one the full review also sets (bench:interception). */
function draw(root: HTMLElement, pending: readonly PendingRequest[]): void {
  const request = pending[0];
  if (!request) return;
  const kind = verdictKindOf(request.scan);
  const verdict = el('div', { class: `pf-verdict pf-verdict--${kind}`, role: 'status', 'data-testid': 'shell-verdict', 'data-verdict': kind }, el('div', { class: 'pf-verdict__head' }, el('h2', { class: 'pf-verdict__title' }, VERDICT_TITLES[kind])));
  const main = el('main', { 'data-testid': 'review-root', 'data-request-id': request.id, 'data-method': request.method, 'data-shell': 'yes' }, el('div', { class: 'pf-review' }, header(request, pending.length), verdict, decisionBar(request, kind)));
  root.replaceChildren(main);
  performance.mark(`preflight:review:${request.id}:${kind === 'scanning' ? 'scanning' : 'verdict'}`);
}

export function paintShell(root: HTMLElement, feed: QueueFeed): Shell {
  let shown: string | undefined;
  const update = (): void => {
    const { queue, error, early } = feed.get();
    const pending = queue?.pending ?? early;
    const head = pending?.[0];
    const key = head ? `${head.id}:${head.scan.state}:${pending.length}` : `${error ?? ''}:${pending ? 'empty' : 'loading'}`;
    if (key === shown) return;
    shown = key;
    if (head) draw(root, pending);
    else root.replaceChildren(el('main', { 'data-testid': 'review-root' }, error !== undefined && !pending ? strings.queueError(error) : pending ? strings.nothingToReview : strings.loading));
  };
  const unsubscribe = feed.subscribe(update);
  update();
  return { stop: unsubscribe };
}

/** Resolves once the background has answered (the queue with the user's policy, or an error): the full review starts from there. */
export function answered(feed: QueueFeed): Promise<void> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const { queue, error } = feed.get();
      return queue !== undefined || error !== undefined;
    };
    if (check()) return resolve();
    const unsubscribe = feed.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
}
