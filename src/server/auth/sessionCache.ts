import type { AppConfig } from '../config.js';
import type { Clock } from '../clock.js';
import type { Database, Db } from '../db/client.js';
import { resolveSession, TOUCH_EVERY_MS, type Resolved } from './sessions.js';
import { hashToken } from './token.js';
import { GREET_EVERY_MS, SYNC_CHANNEL, WriteBarrier } from './writeBarrier.js';

/** The longest a resolved session is answered from memory before the query runs again. */
export const SESSION_CACHE_MS = 3_000;

/** The channel the revision triggers announce on (migration 0026). */
export const REVISIONS_CHANNEL = 'eeoi_revs';

interface Entry {
  resolved: Resolved;
  /** Clock time (ms) after which the entry no longer answers. */
  until: number;
}

/**
 * Signed-in sessions kept in memory for a few seconds, keyed by the token's hash, so a burst of
 * calls from one browser pays the session query once (docs/architecture.md §7a).
 *
 * What the query reads can change only by a write, and every write that matters announces itself:
 * the triggers that bump a data revision (reference data and scope links, the function tree and
 * grants, ledger and statistics) send a NOTIFY with it, and so do sign-out, revocation and token
 * rotation on `sessions` and a change of an account's state or names (migration 0026). Each
 * instance listens and drops every entry on a notification, so another instance's write reaches
 * this one as soon as it commits. A write through any instance answers only after this drop has
 * happened on every instance (`afterWrite`, the barrier on PostgreSQL). Until the listening
 * connection is up, and whenever it is lost, nothing is kept: every call runs the query again.
 *
 * An entry answers only while nothing the query would do differs: before the session's expiry,
 * before its token is due to rotate (or its previous token's grace ends), and before the last
 * touch is old enough that the query would write `last_seen_at` again; and never for longer than
 * `SESSION_CACHE_MS`. The caller's own checks (frozen account, disabled role, permission) run on
 * the kept principal as on a fresh one.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  /**
   * The query of each token being answered now, with the generation it started in: the calls that
   * arrive meanwhile wait for it instead of running their own (after a drop, a browser's or a
   * load balancer's parallel calls all missed at once and each ran the query and its touch).
   */
  private inFlight = new Map<string, { generation: number; query: Promise<Resolved> }>();
  /**
   * Each recent token's hash, so a kept session costs no SHA-256 per call. Forgotten with the
   * entries: it holds the tokens themselves, so no longer than they answer from memory.
   */
  private hashes = new Map<string, string>();
  /** Rises at every drop: a query that started before a drop does not store what it read. */
  private generation = 0;
  private listening = false;
  private stop?: () => Promise<void>;
  private retry?: NodeJS.Timeout;
  private barrier?: WriteBarrier;
  private greeting?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly onError: (err: Error) => void = () => {},
    /** The session query (a test counts and releases its calls). */
    private readonly query: typeof resolveSession = resolveSession,
  ) {}

  /**
   * Starts listening; the cache keeps nothing until the listener is up. On PostgreSQL another
   * instance's write reaches this one by a notification that may arrive after that write has
   * answered, so instances also run the write barrier (writeBarrier.ts): a write through any
   * instance answers only after every live instance has dropped its kept sessions, and this one
   * keeps nothing until it has heard its own greeting back. PGlite is one process that hears its
   * own notifications with the writing statement's answer: no barrier.
   */
  async start(): Promise<void> {
    if (this.closed) return;
    const postgres = this.database.kind === 'postgres';
    try {
      const listening = await this.database.listen(
        postgres ? [REVISIONS_CHANNEL, SYNC_CHANNEL] : [REVISIONS_CHANNEL],
        (channel, payload) => {
          if (channel === REVISIONS_CHANNEL) this.clear();
          else this.barrier?.hear(payload);
        },
        (err) => this.lost(err),
      );
      this.stop = () => listening.stop();
      if (postgres) {
        const barrier = new WriteBarrier(
          (payload) => listening.notify(SYNC_CHANNEL, payload),
          Date.now,
          (peer) => this.onError(new Error(`instance ${peer} did not acknowledge a write in time`)),
        );
        this.barrier = barrier;
        await barrier.greet();
        this.greeting = setInterval(() => void barrier.heartbeat().catch(() => {}), GREET_EVERY_MS);
        this.greeting.unref();
      }
      if (this.closed) return;
      // Whatever a query read before this point may predate a write this instance never heard of.
      this.clear();
      this.listening = true;
    } catch (err) {
      this.lost(err as Error);
    }
  }

  /**
   * After a write through this instance committed: its own kept sessions go now, and on
   * PostgreSQL the answer waits until every other instance has dropped theirs.
   */
  async afterWrite(): Promise<void> {
    this.clear();
    if (this.listening && this.barrier) await this.barrier.pass().catch(() => {});
  }

  private lost(err: Error): void {
    this.listening = false;
    this.clear();
    this.onError(err);
    this.endBarrier();
    const stop = this.stop;
    this.stop = undefined;
    void stop?.().catch(() => {});
    if (!this.closed && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.start();
      }, 5_000);
      this.retry.unref();
    }
  }

  async close(): Promise<void> {
    const wasListening = this.listening;
    this.closed = true;
    this.listening = false;
    this.clear();
    if (this.retry) clearTimeout(this.retry);
    // Others stop waiting for this instance's acknowledgements at once, not after a timeout.
    if (wasListening) await this.barrier?.farewell().catch(() => {});
    this.endBarrier();
    await this.stop?.().catch(() => {});
  }

  private endBarrier(): void {
    if (this.greeting) clearInterval(this.greeting);
    this.greeting = undefined;
    this.barrier = undefined;
  }

  /** Drops every entry (a write committed somewhere). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inFlight.clear();
    this.hashes.clear();
  }

  private hashOf(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      if (this.hashes.size >= 10_000) this.hashes.clear();
      this.hashes.set(token, (hash = hashToken(token)));
    }
    return hash;
  }

  /** The session of `token`: from memory when an entry still answers, else from the query. */
  async resolve(db: Db, clock: Clock, cfg: AppConfig['session'], token: string): Promise<Resolved> {
    // Not listening, nothing is kept or shared: every call runs the query, as documented above.
    const hash = this.listening ? this.hashOf(token) : hashToken(token);
    const now = clock.now().getTime();
    const hit = this.entries.get(hash);
    if (hit && now < hit.until && now >= hit.resolved.session.lastSeenAt.getTime()) return hit.resolved;
    if (hit) this.entries.delete(hash);
    const generation = this.generation;
    const running = this.inFlight.get(hash);
    // Only a query that started after the last drop may answer: one from before it may have read
    // a session that a write committed since has revoked. Its answer holds for this call on the
    // terms of a kept entry (not past expiry, rotation or the idle limit at this call's time);
    // else, as when the query rotated the token, this call runs its own, which then finds the
    // previous token within its grace, as concurrent calls always did.
    if (running && running.generation === generation) {
      const shared = await running.query;
      if (!shared.rotatedToken && answersAt(shared, hash, now, cfg)) return shared;
    }
    const query = this.query(db, clock, cfg, token, hash);
    if (this.listening) {
      const flight = { generation, query };
      this.inFlight.set(hash, flight);
      const done = () => {
        if (this.inFlight.get(hash) === flight) this.inFlight.delete(hash);
      };
      query.then(done, done);
    }
    const resolved = await query;
    if (this.listening && generation === this.generation && !resolved.rotatedToken) {
      const until = validUntil(resolved, hash, now, cfg);
      if (until > now) {
        // Bounded: a flood of distinct tokens must not grow the map without end.
        if (this.entries.size >= 10_000) this.entries.clear();
        this.entries.set(hash, { resolved, until });
      }
    }
    return resolved;
  }
}

function answersAt(r: Resolved, hash: string, now: number, cfg: AppConfig['session']): boolean {
  return now >= r.session.lastSeenAt.getTime() && validUntil(r, hash, now, cfg) > now;
}

function validUntil(r: Resolved, hash: string, now: number, cfg: AppConfig['session']): number {
  const s = r.session;
  const ends = [
    now + SESSION_CACHE_MS,
    s.expiresAt.getTime(),
    // Past this the query would write last_seen_at again, which keeps the idle limit honest.
    s.lastSeenAt.getTime() + TOUCH_EVERY_MS,
    s.lastSeenAt.getTime() + cfg.idleMs,
  ];
  if (s.tokenHash === hash) ends.push(s.issuedAt.getTime() + cfg.rotateMs);
  else if (s.prevValidUntil) ends.push(s.prevValidUntil.getTime());
  return Math.min(...ends);
}
