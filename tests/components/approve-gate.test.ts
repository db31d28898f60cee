import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVE_ARM_DELAY_MS, clickCounts, createApproveGate } from '../../components/review/approve-gate';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function gateWith(env: { visible: boolean; focused: boolean }) {
  const changes: boolean[] = [];
  const gate = createApproveGate({ visible: () => env.visible, focused: () => env.focused }, (armed) => changes.push(armed));
  return { gate, changes };
}

describe('approve gate (a stray keystroke never approves)', () => {
  it('arms only after the window has been visible and focused for the whole delay', () => {
    const env = { visible: true, focused: true };
    const { gate, changes } = gateWith(env);
    gate.update();
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 1);
    expect(gate.armed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.armed()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('does not arm while the window is hidden or unfocused, and starts the wait again after a blur', () => {
    const env = { visible: true, focused: false };
    const { gate, changes } = gateWith(env);
    gate.update();
    vi.advanceTimersByTime(5 * APPROVE_ARM_DELAY_MS);
    expect(gate.armed()).toBe(false);
    env.focused = true;
    gate.update();
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 100);
    env.focused = false; // the page takes focus back just before the delay ends
    gate.update();
    env.focused = true;
    gate.update();
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 1);
    expect(gate.armed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.armed()).toBe(true);
    env.visible = false;
    gate.update();
    expect(gate.armed()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('a pointer click counts only when its press came after arming; keyboard clicks only once armed', () => {
    expect(clickCounts(1, 500, undefined)).toBe(false);
    // The second click of a double click begun before the window armed.
    expect(clickCounts(2, 900, 1000)).toBe(false);
    expect(clickCounts(1, undefined, 1000)).toBe(false);
    expect(clickCounts(1, 1200, 1000)).toBe(true);
    expect(clickCounts(0, undefined, 1000)).toBe(true);
    expect(clickCounts(0, undefined, undefined)).toBe(false);
  });
});
