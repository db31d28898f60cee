/** The worker's copy of a value it stores: read once, written through, never put back stale. */
import { describe, expect, it } from 'vitest';
import { forgetWorkerMemory, workerMemory } from '../../../lib/broker/worker-memory';

describe('workerMemory', () => {
  it('reads storage once, then answers from the copy; a write replaces the copy', async () => {
    const memory = workerMemory<number>();
    let loads = 0;
    const load = async (): Promise<number> => (loads++, 1);
    expect(await memory.read(load)).toBe(1);
    expect(await memory.read(load)).toBe(1);
    expect(loads).toBe(1);
    memory.wrote(2);
    expect(await memory.read(load)).toBe(2);
    expect(loads).toBe(1);
  });

  it('a read that began before a write does not put back the value the write replaced', async () => {
    const memory = workerMemory<string>();
    let finish: (value: string) => void = () => undefined;
    const slow = memory.read(() => new Promise<string>((resolve) => (finish = resolve)));
    memory.wrote('new');
    finish('old');
    expect(await slow).toBe('old');
    expect(await memory.read(async () => 'storage')).toBe('new');
  });

  it('forgetWorkerMemory: the next read goes to storage, as in a restarted worker', async () => {
    const memory = workerMemory<string>();
    memory.wrote('before');
    forgetWorkerMemory();
    expect(await memory.read(async () => 'stored')).toBe('stored');
  });
});
