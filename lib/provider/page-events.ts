/**
 * The window's own event machinery, read at install (document_start, before
 * any page script): how the wrapper stops and reads the events of its private
 * channel and fires its own. A page may later replace
 * Event.prototype.stopImmediatePropagation, the CustomEvent `detail` getter,
 * CustomEvent or dispatchEvent; a keyed command's detail carries the frame's
 * key, so it is only ever read through what is kept here.
 */
import type { PageWindow } from './page-window';

import { apply, construct, getOwnPropertyDescriptor, isRec, own, read, reflectGet } from './pristine';

export interface PageEvents {
  /** stopImmediatePropagation, as the window had it. */
  stop(event: unknown): void;
  /** The event's `detail`: an own value (a test's event), else the CustomEvent getter as the window had it. */
  detail(event: unknown): unknown;
  /** Dispatches a new Event (no init) or CustomEvent (with init) on the window. */
  fire(type: string, init?: { detail: unknown }): void;
}

export function pageEvents(win: Pick<PageWindow, 'addEventListener'>): PageEvents {
  const EventCtor = read(win, 'Event');
  const CustomEventCtor = read(win, 'CustomEvent');
  const dispatch = read(win, 'dispatchEvent');
  const stopFn = read(read(EventCtor, 'prototype'), 'stopImmediatePropagation');
  const proto = read(CustomEventCtor, 'prototype');
  const detailGet = isRec(proto) ? getOwnPropertyDescriptor(proto, 'detail')?.get : undefined;
  return {
    stop(event) {
      try {
        // Stryker disable next-line ConditionalExpression: a window always has Event.prototype.stopImmediatePropagation
        if (typeof stopFn === 'function') apply(stopFn, event, []);
      } catch {
        // not an Event of this window
      }
    },
    detail(event) {
      if (!isRec(event)) return undefined;
      const value = own(event, 'detail');
      if (value !== undefined) return value;
      try {
        return detailGet ? apply(detailGet, event, []) : reflectGet(event, 'detail');
      } catch {
        return undefined;
      }
    },
    fire(type, init) {
      const Ctor = init ? CustomEventCtor : EventCtor;
      // Stryker disable next-line ConditionalExpression,LogicalOperator: read at document_start, before any page script, they are always the window's own functions
      if (typeof Ctor === 'function' && typeof dispatch === 'function') apply(dispatch, win, [construct(Ctor, init ? [type, init] : [type])]);
    },
  };
}
