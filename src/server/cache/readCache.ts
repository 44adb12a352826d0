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
  private readonly entries = new Map<string, Entry>();
  /** Counts insertions and moves to the young end: an entry's age in the order. */
  private tick = 0;
  /** Counters for tests and the benchmark: answers served from memory and loads run. */
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 500) {}

  /**
   * The cached answer for `key`, or `load()`'s; concurrent misses share one load, failures are not
   * kept. A `load` that throws before it returns a promise (a refused query) throws here and
   * leaves nothing behind.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.maxEntries === 0) {
      this.misses++;
      return load();
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      // Least recently used goes first: re-inserting moves the key to the young end of the Map's
      // order. Only an entry that has aged past a quarter of the bound moves (a hit on a hot
      // entry was a delete and an insert every time); one used since cannot be the oldest yet.
      if (this.tick - hit.tick >= this.moveAfter) {
        this.entries.delete(key);
        hit.tick = ++this.tick;
        this.entries.set(key, hit);
      }
      return hit.value as Promise<T>;
    }
    this.misses++;
    const value = load();
    const entry: Entry = { value, tick: ++this.tick };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  private get moveAfter(): number {
    return Math.max(1, this.maxEntries >> 2);
  }

  get size(): number {
    return this.entries.size;
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }
}

interface Entry {
  value: Promise<unknown>;
  /** `ReadCache.tick` when it was inserted or last moved. */
  tick: number;
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
  // One client sends the same header on every call: the last answer is kept, not parsed again.
  if (header === lastAccept.header) return lastAccept.gzip;
  const gzip = parseAcceptsGzip(header);
  lastAccept = { header, gzip };
  return gzip;
}

let lastAccept: { header: string | undefined; gzip: boolean } = { header: undefined, gzip: false };

function parseAcceptsGzip(header: string | undefined): boolean {
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
 *
 * `load` runs on a miss only, so a route parses its query inside it: an answer is kept only for a
 * URL whose query passed, and the same URL passes again, so a hit skips the parse (a tenth of a
 * cached answer's CPU). `load` should throw a refused query synchronously, before its first
 * `await`: then nothing is kept and no concurrent caller shares the refusal (its message is in
 * the caller's language).
 */
export async function cachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  load: () => Promise<unknown>,
): Promise<string | Buffer> {
  const answer = await cachedValue(req, scope, `${req.method} ${req.url}`, () =>
    load().then((v) => new JsonAnswer(JSON.stringify(v))),
  );
  reply.type('application/json; charset=utf-8');
  // A kept answer is compressed once per entry; with the cache off the text is left to the
  // answers' own gzip (plugins/compressAnswers.ts), which pays it on each call and so only for
  // large answers.
  if (answer.text.length < GZIP_MIN_CHARS || !req.server.deps.readCache.enabled) return answer.text;
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(req.headers['accept-encoding'])) return answer.text;
  reply.header('content-encoding', 'gzip');
  return answer.gzipped();
}
