/**
 * Enter approves and Escape rejects, only while this window has focus and
 * only by clicking the real buttons, so every rule the buttons follow
 * (disabled until the risk is accepted, disabled after a decision) holds for
 * the keyboard too. Keys typed into a form field, a button or a link keep their
 * usual meaning. The Approve button can opt out of Enter with
 * `data-enter-key="off"` (while scanning, and on a Malicious verdict, where
 * approving takes a deliberate click).
 */
import { useEffect } from 'react';

const KEEP_NATIVE = 'input, textarea, select, button, a[href], [contenteditable=""], [contenteditable="true"], [data-decision-keys="off"]';

export function handleDecisionKey(event: KeyboardEvent, doc: Document = document): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.key !== 'Enter' && event.key !== 'Escape') return false;
  if (!doc.hasFocus()) return false;
  const target = event.target;
  if (target instanceof Element && target.closest(KEEP_NATIVE)) {
    // Escape still rejects from a plain control, but not from inside the report form.
    if (event.key === 'Enter' || target.closest('[data-decision-keys="off"]')) return false;
  }
  const button = doc.querySelector(event.key === 'Enter' ? '[data-testid="approve"]' : '[data-testid="reject"]');
  if (!(button instanceof HTMLButtonElement) || button.disabled) return false;
  if (event.key === 'Enter' && button.dataset.enterKey === 'off') return false;
  event.preventDefault();
  button.click();
  return true;
}

export function useDecisionKeys(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      handleDecisionKey(e);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
