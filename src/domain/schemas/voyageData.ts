import { z } from 'zod';

/**
 * The ledger write contract (docs/ledger.md §1; docs/api-ledger.md), one schema for
 * the ship-side API, the upload pipeline and the web forms. The server parses every body with it;
 * the browser validates with it before sending. Messages are i18n keys (`ledger.*`, `msg.*`) that
 * each side translates. Times are kept as written (local time with its offset): the domain turns
 * them into UTC instants with `parseLocalTime`, so the offset the ship reported is never lost.
 */

/** At most this many records + episodes + snapshots in one call; more is a 422 like any other error. */
export const MAX_ITEMS = 5000;

/** Fuel dictionary codes a ledger line may carry (docs/ledger.md §2, the fuel dictionary). */
export const LEDGER_FUEL_CODES = ['1', '11', '12', '2', '21', '22', '3', '4', '5', '6', '7', '8'] as const;
export type LedgerFuelCode = (typeof LEDGER_FUEL_CODES)[number];

export const RECORD_KINDS = ['port', 'anchoring', 'drifting'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const EPISODE_KINDS = ['ice', 'rescue'] as const;
export type EpisodeKind = (typeof EPISODE_KINDS)[number];
export const CONSUMERS = ['main', 'auxiliary', 'boiler', 'other'] as const;

/** Purposes of a call: 0 load/embark … 9 other (docs/ledger.md §1 Record.purposes). */
export const PURPOSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

// `2025-03-02T14:30+08:00`, seconds optional, `Z` for +00:00. Offsets −12:00 … +14:00 in whole
// quarter hours (every offset in use is one: +05:45, +08:45, +12:45 are the odd ones).
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

export interface LocalTime {
  /** The UTC instant, epoch milliseconds. */
  utc: number;
  /** The offset the time was written with, minutes east of UTC (+08:00 → 480, −03:30 → −210). */
  offsetMin: number;
}

/** Parses an ISO 8601 local time with offset; undefined when it is not one (or not a real date). */
export function parseLocalTime(text: string): LocalTime | undefined {
  const m = LOCAL_TIME.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  const sign = m[7] ? 1 : m[8] === '-' ? -1 : 1;
  const offsetMin = m[7] ? 0 : sign * (Number(m[9]) * 60 + Number(m[10]));
  if (Number(m[10] ?? 0) % 15 !== 0 || offsetMin < -12 * 60 || offsetMin > 14 * 60) return undefined;
  const local = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const back = new Date(local);
  // Date.UTC rolls 2025-02-30 over to March: a date that does not round-trip does not exist.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d)
    return undefined;
  if (h! > 23 || mi! > 59 || s! > 59) return undefined;
  return { utc: local - offsetMin * 60_000, offsetMin };
}

/** Writes an instant back as local time with the given offset (`2025-03-02T14:30+08:00`). */
export function formatLocalTime(utc: number, offsetMin: number): string {
  const d = new Date(utc + offsetMin * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  const secs = d.getUTCSeconds() ? `:${p(d.getUTCSeconds())}` : '';
  return (
    `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:` +
    `${p(d.getUTCMinutes())}${secs}${sign}${p(Math.floor(abs / 60))}:${p(abs % 60)}`
  );
}

export const LocalTimeText = z
  .string({ error: 'ledger.time_format' })
  .refine((s) => parseLocalTime(s) !== undefined, 'ledger.time_format');

const tonnes = z
  .number({ error: 'msg.number' })
  .finite('msg.number')
  .min(0, 'ledger.not_negative')
  .max(1e6, 'msg.out_of_range');
const nonNeg = (max = 1e9) =>
  z
    .number({ error: 'msg.number' })
    .finite('msg.number')
    .min(0, 'ledger.not_negative')
    .max(max, 'msg.out_of_range');
const count = z
  .number({ error: 'msg.number' })
  .int('msg.integer')
  .min(0, 'ledger.not_negative')
  .max(1e7, 'msg.out_of_range');
const fuel = z.enum(LEDGER_FUEL_CODES, { error: 'ledger.fuel_unknown' });
const refCode = z
  .string({ error: 'msg.required' })
  .trim()
  .min(1, 'msg.required')
  .max(64, 'ledger.ref_code_length');
/** IMO number or registration number; the server resolves it to a ship in the caller's scope. */
const shipRef = z.string({ error: 'msg.required' }).trim().min(1, 'msg.required').max(32, 'msg.too_long');
/** Company voyage numbers are compared trimmed and upper-cased (as in the legacy system). */
export const VoyageNo = z
  .string({ error: 'msg.required' })
  .trim()
  .min(1, 'msg.required')
  .max(32, 'ledger.voyage_no_length')
  .transform((s) => s.toUpperCase());

export const CargoSchema = z.strictObject({
  cargoT: nonNeg(1e7),
  ballastT: nonNeg(1e7).optional(),
  teu: count.optional(),
  teuLaden: count.optional(),
  passengers: count.optional(),
  vehicles: count.optional(),
  reefers: count.optional(),
});
export type Cargo = z.infer<typeof CargoSchema>;

const timedFuel = { fuel, tonnes, time: LocalTimeText };

export const RecordFuelSchema = z.strictObject({
  fuel,
  robArrivalT: tonnes,
  robDepartureT: tonnes,
  /** A sounding correction of the arrival ROB, either sign. */
  correctionT: z.number({ error: 'msg.number' }).finite('msg.number').min(-1e6).max(1e6).optional(),
});

export const BunkerSchema = z.strictObject({
  ...timedFuel,
  sulphurPct: z
    .number({ error: 'msg.number' })
    .min(0, 'ledger.not_negative')
    .max(5, 'msg.out_of_range')
    .optional(),
  viscosityCSt: nonNeg(10_000).optional(),
  isoGrade: z.string().trim().max(32, 'msg.too_long').optional(),
  bdnNo: z.string().trim().max(64, 'msg.too_long').optional(),
  lcvMJperKg: z
    .number({ error: 'msg.number' })
    .min(1, 'msg.out_of_range')
    .max(150, 'msg.out_of_range')
    .optional(),
});
export const TransferSchema = z.strictObject(timedFuel);
export const SludgeSchema = z.strictObject(timedFuel);
export const ConsumerSchema = z.strictObject({
  fuel,
  consumer: z.enum(CONSUMERS, { error: 'ledger.consumer_unknown' }),
  atSeaT: tonnes,
  inPortT: tonnes,
});

const list = <T extends z.ZodType>(item: T, max = 200) => z.array(item).max(max, 'ledger.too_many');

/** Field rules of one record; cross-field rules (times, port, duplicates) are in `recordIssues`. */
export const RecordSchema = z.strictObject({
  refCode,
  ship: shipRef,
  voyageNo: VoyageNo,
  nextVoyageNo: VoyageNo.optional(),
  kind: z.enum(RECORD_KINDS, { error: 'ledger.kind_unknown' }),
  port: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'ledger.port_format')
    .optional(),
  inPortLimits: z.boolean({ error: 'msg.required' }),
  arrival: LocalTimeText,
  departure: LocalTimeText,
  distanceNm: nonNeg(50_000),
  purposes: z
    .array(
      z.union(
        PURPOSES.map((p) => z.literal(p)),
        { error: 'ledger.purpose_unknown' },
      ),
    )
    .max(10),
  shorePowerKWh: nonNeg(1e9).optional(),
  cargo: z.strictObject({ arrival: CargoSchema, departure: CargoSchema }),
  fuels: list(RecordFuelSchema, 12).min(1, 'ledger.fuels_required'),
  bunkers: list(BunkerSchema).optional(),
  transfers: list(TransferSchema).optional(),
  sludge: list(SludgeSchema).optional(),
  consumers: list(ConsumerSchema, 48).optional(),
});
export type RecordInput = z.infer<typeof RecordSchema>;

export const EpisodeSchema = z.strictObject({
  refCode,
  ship: shipRef,
  voyageNo: VoyageNo,
  kind: z.enum(EPISODE_KINDS, { error: 'ledger.kind_unknown' }),
  begin: LocalTimeText,
  end: LocalTimeText,
  distanceNm: nonNeg(50_000),
  fuels: list(z.strictObject({ fuel, consumedT: tonnes }), 12),
});
export type EpisodeInput = z.infer<typeof EpisodeSchema>;

export const SnapshotSchema = z.strictObject({
  refCode,
  ship: shipRef,
  time: LocalTimeText,
  fuels: list(z.strictObject({ fuel, robT: tonnes }), 12),
});
export type SnapshotInput = z.infer<typeof SnapshotSchema>;

/** The item arrays of a write, in the order the errors name them. */
export const ITEM_ARRAYS = ['records', 'episodes', 'snapshots'] as const;

/**
 * The arrays a write over the item limit is refused at: every non-empty one, since the limit is on
 * their sum. Empty when the call is within the limit.
 */
export function overfullArrays(body: Partial<Record<(typeof ITEM_ARRAYS)[number], unknown[]>>) {
  const total = ITEM_ARRAYS.reduce((n, k) => n + (body[k]?.length ?? 0), 0);
  return total > MAX_ITEMS ? ITEM_ARRAYS.filter((k) => (body[k]?.length ?? 0) > 0) : [];
}

export const VoyageDataSchema = z
  .strictObject({
    records: z.array(RecordSchema).optional(),
    episodes: z.array(EpisodeSchema).optional(),
    snapshots: z.array(SnapshotSchema).optional(),
  })
  .superRefine((b, ctx) => {
    for (const name of overfullArrays(b))
      ctx.addIssue({ code: 'custom', message: 'ledger.too_many_items', path: [name] });
  });
export type VoyageDataInput = z.infer<typeof VoyageDataSchema>;

export const VoyageDataDeleteSchema = z.strictObject({
  ship: shipRef,
  refCodes: z.array(refCode).min(1, 'msg.required').max(MAX_ITEMS, 'ledger.too_many_items'),
});
export type VoyageDataDelete = z.infer<typeof VoyageDataDeleteSchema>;

/** One error of a write, with the JSON path of the offending value (`records[3].fuels[1].robArrivalT`). */
export interface LedgerIssue {
  path: string;
  /** Stable code the client can key on (`ledger.negative_consumption`, `ledger.unknown_ship`, …). */
  code: string;
  /** Values for the message template (fuel, ROBs, voyage…). */
  params?: Record<string, string | number>;
}

/** Turns zod's path array into the contract's dotted/bracketed path. */
export const issuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)),
    '',
  );

/**
 * Cross-field rules of one record that need no database: arrival ≤ departure, a port for `port`
 * records, `inPortLimits` false at anchor or adrift, bunkers/transfers/sludge timed inside the
 * stay, one line per fuel. Paths are relative to the record (`fuels[1].fuel`).
 */
export function recordIssues(r: RecordInput): LedgerIssue[] {
  const out: LedgerIssue[] = [];
  const arr = parseLocalTime(r.arrival);
  const dep = parseLocalTime(r.departure);
  if (arr && dep && arr.utc > dep.utc)
    out.push({ path: 'departure', code: 'ledger.departure_before_arrival' });
  if (r.kind === 'port' && !r.port) out.push({ path: 'port', code: 'ledger.port_required' });
  if (r.kind !== 'port' && r.inPortLimits)
    out.push({ path: 'inPortLimits', code: 'ledger.stop_in_port_limits' });
  if (r.nextVoyageNo !== undefined && r.nextVoyageNo === r.voyageNo)
    out.push({ path: 'nextVoyageNo', code: 'ledger.next_voyage_same' });
  const seen = new Set<string>();
  r.fuels.forEach((f, j) => {
    if (seen.has(f.fuel))
      out.push({ path: `fuels[${j}].fuel`, code: 'ledger.fuel_twice', params: { fuel: f.fuel } });
    seen.add(f.fuel);
  });
  const within = (list: readonly { time: string }[] | undefined, name: string) =>
    list?.forEach((x, j) => {
      const t = parseLocalTime(x.time);
      if (t && arr && dep && (t.utc < arr.utc || t.utc > dep.utc))
        out.push({ path: `${name}[${j}].time`, code: 'ledger.time_outside_stay' });
    });
  within(r.bunkers, 'bunkers');
  within(r.transfers, 'transfers');
  within(r.sludge, 'sludge');
  return out;
}

/** Cross-field rules of an episode: begin before end, one line per fuel. */
export function episodeIssues(e: EpisodeInput): LedgerIssue[] {
  const out: LedgerIssue[] = [];
  const b = parseLocalTime(e.begin);
  const en = parseLocalTime(e.end);
  if (b && en && b.utc >= en.utc) out.push({ path: 'end', code: 'ledger.end_before_begin' });
  const seen = new Set<string>();
  e.fuels.forEach((f, j) => {
    if (seen.has(f.fuel))
      out.push({ path: `fuels[${j}].fuel`, code: 'ledger.fuel_twice', params: { fuel: f.fuel } });
    seen.add(f.fuel);
  });
  return out;
}
