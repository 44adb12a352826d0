import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers of hot read routes (dictionary pages and pickers, ship-list pages) kept in this process,
 * keyed by the database revision of the data they read. The revision comes with the session on
 * every request (auth/sessions.ts) and statement triggers bump it inside any writing transaction
 * (migration 0001), so a request that starts after a write has committed, on any instance, never
 * gets an answer older than that write. A cached answer may only read tables with such a trigger:
 * test/server/readCacheTables.test.ts finds the tables the cached loads read and fails otherwise. Nothing here is needed by another instance (docs/architecture.md
 * §4); a restart only costs the first reads.
 *
 * Why: on this stack a PostgreSQL round trip costs about as much CPU in Node (pg protocol, writev)
 * as in the server; a picker call did three of them. Measured with `npm run bench:api`.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  /** Counters for tests and the benchmark: answers served from memory and loads run. */
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 500) {}

  /** The cached answer for `key`, or `load()`'s; concurrent misses share one load, failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.maxEntries === 0) {
      this.misses++;
      return load();
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    this.misses++;
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }
}

/** A cached answer: its JSON text, and the gzip of it made on the first request that accepts one. */
class JsonAnswer {
  private gz?: Buffer;
  constructor(readonly text: string) {}
  gzipped(): Buffer {
    return (this.gz ??= gzipSync(this.text));
  }
}

/** Smaller answers are not worth a content-encoding header (about one network packet). */
const GZIP_MIN_CHARS = 1400;

/** Whether the client takes gzip (browsers always do); `gzip;q=0` refuses it. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A value through the cache: the key is the revision read with this request's session, the
 * caller's `scope` (whose data it is: '' for data every caller sees alike) and `what` was read.
 * Outside a session it just loads.
 */
export function cachedValue<T>(
  req: FastifyRequest,
  scope: string,
  what: string,
  load: () => Promise<T>,
): Promise<T> {
  const rev = req.user?.cacheRev;
  if (rev === undefined) return load();
  return req.server.deps.readCache.get(`${rev}|${scope}|${what}`, load);
}

/**
 * A read route's answer through the cache, keyed by the request URL with its query, kept as the
 * JSON text sent (serialising a page of rows was the largest cost left on a cached answer) and,
 * for clients that take it, as gzip made once per entry: the 300-row flag-state picker is ~60 KB
 * of JSON, and writing that to the socket dominated its cost.
 */
export async function cachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  load: () => Promise<unknown>,
): Promise<string | Buffer> {
  const answer = await cachedValue(
    req,
    scope,
    `${req.method} ${req.url}`,
    async () => new JsonAnswer(JSON.stringify(await load())),
  );
  reply.type('application/json; charset=utf-8');
  // Only kept answers are compressed: with the cache off the gzip would be paid on every call.
  if (answer.text.length < GZIP_MIN_CHARS || !req.server.deps.readCache.enabled) return answer.text;
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(req.headers['accept-encoding'])) return answer.text;
  reply.header('content-encoding', 'gzip');
  return answer.gzipped();
}
