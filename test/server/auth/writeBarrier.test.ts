import { describe, expect, it, vi } from 'vitest';
import { BARRIER_TIMEOUT_MS, PEER_GONE_MS, WriteBarrier } from '../../../src/server/auth/writeBarrier.js';

/**
 * A notification channel as PostgreSQL runs one: every message reaches every listener, in one
 * order, and only when the test lets it through (`deliver`), so the test decides what each
 * instance has heard when.
 */
function channel() {
  const queue: string[] = [];
  const listeners = new Map<WriteBarrier, (payload: string) => void>();
  const deliver = async () => {
    while (queue.length) {
      const payload = queue.shift()!;
      for (const hear of listeners.values()) hear(payload);
      await Promise.resolve();
    }
  };
  let clock = 0;
  const join = () => {
    const b: WriteBarrier = new WriteBarrier(
      async (payload) => {
        queue.push(payload);
      },
      () => clock,
    );
    listeners.set(b, (p) => b.hear(p));
    return b;
  };
  const leave = (b: WriteBarrier) => listeners.delete(b);
  return { join, leave, deliver, queue, tick: (ms: number) => (clock += ms) };
}

/** Lets every pending promise callback run (well inside the barrier's timeout). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

async function greeted(c: ReturnType<typeof channel>, b: WriteBarrier) {
  const g = b.greet();
  await Promise.resolve();
  await c.deliver();
  await g;
  await c.deliver(); // the others' greetings back
}

describe('the write barrier', () => {
  it('answers at once when no other instance is there, after hearing its own barrier back', async () => {
    const c = channel();
    const a = c.join();
    await greeted(c, a);
    let passed = false;
    const p = a.pass().then(() => (passed = true));
    await settled();
    expect(passed).toBe(false);
    await c.deliver();
    await p;
    expect(passed).toBe(true);
  });

  it('waits until every peer has heard of the write, then answers', async () => {
    const c = channel();
    const a = c.join();
    const b = c.join();
    await greeted(c, a);
    await greeted(c, b);
    expect(a.peerCount).toBe(1);
    expect(b.peerCount).toBe(1);
    const heardByB = vi.spyOn(b, 'hear');
    let passed = false;
    const p = a.pass().then(() => (passed = true));
    await Promise.resolve();
    // The barrier is out, B has not answered: the write's answer waits.
    const barrier = c.queue.shift()!;
    expect(barrier).toMatch(/^w /);
    a.hear(barrier);
    await settled();
    expect(passed).toBe(false);
    b.hear(barrier);
    expect(heardByB).toHaveBeenCalledWith(barrier);
    await c.deliver(); // B's acknowledgement
    await p;
    expect(passed).toBe(true);
  });

  it('a newcomer learns of the others from their answer to its greeting', async () => {
    const c = channel();
    const a = c.join();
    await greeted(c, a);
    const b = c.join();
    await greeted(c, b);
    expect(b.peerCount).toBe(1);
  });

  it('drops a peer that does not answer in time, and no longer waits for it', async () => {
    vi.useFakeTimers();
    try {
      const c = channel();
      const a = c.join();
      const b = c.join();
      await greeted(c, a);
      await greeted(c, b);
      c.leave(b); // B dies without a word
      const p = a.pass();
      await c.deliver();
      await vi.advanceTimersByTimeAsync(BARRIER_TIMEOUT_MS);
      await p;
      expect(a.peerCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a peer that said farewell, or that has not greeted for a while', async () => {
    const c = channel();
    const a = c.join();
    const b = c.join();
    const d = c.join();
    await greeted(c, a);
    await greeted(c, b);
    await greeted(c, d);
    expect(a.peerCount).toBe(2);
    await b.farewell();
    c.leave(b);
    await c.deliver();
    expect(a.peerCount).toBe(1);
    c.leave(d);
    c.tick(PEER_GONE_MS + 1);
    await a.heartbeat();
    expect(a.peerCount).toBe(0);
  });
});
