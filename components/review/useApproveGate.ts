/** React binding of the approve gate: armed after the window was visible and focused for a moment. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { APPROVE_ARM_DELAY_MS, createApproveGate, type ApproveGate } from './approve-gate';

export function useApproveGate(delayMs = APPROVE_ARM_DELAY_MS): { armed: boolean; gate: RefObject<ApproveGate | null> } {
  const [armed, setArmed] = useState(false);
  const gate = useRef<ApproveGate | null>(null);
  useEffect(() => {
    // Tracked from the events: during a blur handler document.hasFocus() may still read true.
    let focused = document.hasFocus();
    const g = createApproveGate({ visible: () => document.visibilityState === 'visible', focused: () => focused }, setArmed, delayMs);
    gate.current = g;
    const update = () => g.update();
    const onFocus = () => {
      focused = true;
      g.update();
    };
    const onBlur = () => {
      focused = false;
      g.update();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', update);
      g.dispose();
      gate.current = null;
    };
  }, [delayMs]);
  return { armed, gate };
}
