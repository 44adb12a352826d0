import { randomBytes } from 'node:crypto';

/** The channel instances talk on: greetings, farewells, barriers and their acknowledgements. */
export const SYNC_CHANNEL = 'eeoi_sync';

/** How often an instance greets the others, so they know it is still there. */
export const GREET_EVERY_MS = 5_000;
/** A peer not heard of for this long is taken for gone. */
export const PEER_GONE_MS = 4 * GREET_EVERY_MS;
/** The longest a write's answer waits for the others to acknowledge; a peer that missed it is dropped. */
export const BARRIER_TIMEOUT_MS = 1_000;

interface Wait {
  acks: Set<string>;
  /** The peers that must acknowledge, fixed when this instance hears its own barrier back. */
  expected?: Set<string>;
  done: () => void;
}

/**
 * Read-your-writes across instances on PostgreSQL for what each instance keeps in memory (the
 * signed-in sessions, and through their revisions the read cache; docs/architecture.md §7a).
 *
 * Every instance listens on one connection to the revision channel and to `SYNC_CHANNEL`.
 * PostgreSQL hands a listening connection its notifications in commit order, whatever channel, so
 * when an instance hears a message it has already heard (and acted on) every revision
 * notification committed before it. A write's answer therefore waits for a barrier: the writer
 * sends `w <id> <n>` after its transaction committed; each other instance, on hearing it, has
 * dropped its kept sessions for every earlier write and answers `a <peer> <id> <n>`; the writer,
 * on hearing its own barrier back, knows every peer that had greeted before it and waits for their
 * answers. A new instance keeps nothing until it hears its own greeting back, so a write it has
 * not heard of cannot be behind anything it keeps; and a peer that does not answer within
 * `BARRIER_TIMEOUT_MS` is dropped from the list (its kept sessions still expire within seconds).
 *
 * Messages: `h <id>` greeting (answered with a greeting when the sender is new), `b <id>` farewell,
 * `w <id> <n>` barrier, `a <from> <to> <n>` acknowledgement.
 */
export class WriteBarrier {
  readonly id = randomBytes(6).toString('hex');
  private peers = new Map<string, number>();
  private seq = 0;
  private waits = new Map<number, Wait>();
  private greeted?: () => void;

  constructor(
    private readonly send: (payload: string) => Promise<void>,
    private readonly now: () => number = Date.now,
    private readonly onPeerDropped: (peer: string) => void = () => {},
  ) {}

  /** Greets the others; resolves when this instance hears its own greeting back, else fails. */
  async greet(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      this.greeted = resolve;
      timer = setTimeout(
        () => reject(new Error('no answer on the notification channel')),
        5 * BARRIER_TIMEOUT_MS,
      );
      timer.unref();
    });
    try {
      await this.send(`h ${this.id}`);
      await heard;
    } finally {
      clearTimeout(timer);
      this.greeted = undefined;
    }
  }

  /** The periodic greeting, and forgetting peers not heard of for a while. */
  async heartbeat(): Promise<void> {
    const cutoff = this.now() - PEER_GONE_MS;
    for (const [peer, heard] of this.peers) if (heard < cutoff) this.peers.delete(peer);
    await this.send(`h ${this.id}`);
  }

  async farewell(): Promise<void> {
    await this.send(`b ${this.id}`);
  }

  /** The number of other instances this one knows of (for tests and logs). */
  get peerCount(): number {
    return this.peers.size;
  }

  /**
   * Resolves once every other live instance has heard of every write this instance committed
   * before the call (or the wait timed out and the silent peers were dropped).
   */
  async pass(): Promise<void> {
    const n = ++this.seq;
    let timer: NodeJS.Timeout | undefined;
    const done = new Promise<void>((resolve) => {
      this.waits.set(n, { acks: new Set(), done: resolve });
    });
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
      timer.unref();
    });
    try {
      await this.send(`w ${this.id} ${n}`);
      await Promise.race([done, timeout]);
    } finally {
      clearTimeout(timer);
      const wait = this.waits.get(n);
      this.waits.delete(n);
      if (wait?.expected)
        for (const peer of wait.expected)
          if (!wait.acks.has(peer)) {
            this.peers.delete(peer);
            this.onPeerDropped(peer);
          }
    }
  }

  /** Handles one message heard on `SYNC_CHANNEL`. */
  hear(payload: string): void {
    const [kind, from, to, nText] = payload.split(' ');
    if (!from) return;
    const mine = from === this.id;
    if (kind === 'h') {
      if (mine) {
        this.greeted?.();
        this.greeted = undefined;
        return;
      }
      const known = this.peers.has(from);
      this.peers.set(from, this.now());
      // The newcomer learns of this instance at once, not at the next periodic greeting.
      if (!known) void this.send(`h ${this.id}`).catch(() => {});
    } else if (kind === 'b') {
      this.peers.delete(from);
    } else if (kind === 'w') {
      const n = Number(to);
      if (mine) {
        const wait = this.waits.get(n);
        if (!wait) return;
        wait.expected = new Set(this.peers.keys());
        this.settle(wait);
        return;
      }
      this.peers.set(from, this.now());
      void this.send(`a ${this.id} ${from} ${n}`).catch(() => {});
    } else if (kind === 'a' && to === this.id) {
      this.peers.set(from, this.now());
      const wait = this.waits.get(Number(nText));
      if (!wait) return;
      wait.acks.add(from);
      this.settle(wait);
    }
  }

  private settle(wait: Wait): void {
    if (wait.expected && [...wait.expected].every((p) => wait.acks.has(p))) wait.done();
  }
}
