import { describe, expect, it } from 'vitest';
import { scanQueue } from './scanQueue.ts';

/** A handler whose calls finish only when the test says, in any order it likes. */
function controlledHandler() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const handle = (code: string) =>
    new Promise<void>((resolve) => {
      started.push(code);
      finish.set(code, resolve);
    });
  return { started, finish, handle };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scanQueue', () => {
  it('handles codes one at a time, in the order they came', async () => {
    const { started, finish, handle } = controlledHandler();
    const queue = scanQueue(handle);
    queue.push('111');
    queue.push('222');
    queue.push('333');
    await settle();
    expect(started).toEqual(['111']);
    expect(queue.waiting).toBe(3);
    finish.get('111')?.();
    await settle();
    expect(started).toEqual(['111', '222']);
    finish.get('222')?.();
    await settle();
    finish.get('333')?.();
    await settle();
    expect(started).toEqual(['111', '222', '333']);
    expect(queue.waiting).toBe(0);
  });

  it('keeps every one of a burst, repeats included, and never merges two', async () => {
    const handled: string[] = [];
    const queue = scanQueue(async (code) => {
      await settle();
      handled.push(code);
    });
    const burst = Array.from({ length: 200 }, (_, i) => `69${String(i % 7).padStart(11, '0')}`);
    for (const code of burst) queue.push(code);
    while (queue.waiting > 0) await settle();
    expect(handled).toEqual(burst);
  });

  it('trims codes, ignores blank ones and goes on after a failing code', async () => {
    const handled: string[] = [];
    const waiting: number[] = [];
    const queue = scanQueue(
      async (code) => {
        if (code === 'bad') throw new Error('unknown');
        handled.push(code);
      },
      (n) => waiting.push(n),
    );
    queue.push('  ');
    queue.push(' bad ');
    queue.push('good\n');
    while (queue.waiting > 0) await settle();
    expect(handled).toEqual(['good']);
    expect(waiting.at(-1)).toBe(0);
  });
});
