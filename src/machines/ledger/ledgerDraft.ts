import {
  EpisodeSchema,
  episodeIssues,
  LEDGER_FUEL_CODES,
  RecordSchema,
  recordIssues,
  issuePath,
  type EpisodeInput,
  type LedgerFuelCode,
  type RecordInput,
} from '../../domain/schemas/voyageData';
import { EPSILON_T, stayConsumption } from '../../domain/ledger';

/**
 * The entry dialogs' working copy of one record or episode. It has the write contract's shape
 * (docs/ledger.md §1) so a server error path maps straight back to its field, but every number is the text
 * the user typed: a half-typed "12." or a wrong "1,5" stays in the box until it is fixed, and the
 * shared zod schema judges it only when the draft is turned into a payload (`draftToInput`).
 */
export type Draft = Record<string, unknown>;
/** The three dialogs: port call, stop en route (anchoring/drifting), ice/rescue episode. */
export type LedgerFormKind = 'port' | 'stop' | 'episode';

/** Fields typed as numbers; every other leaf is text, a boolean or a list. */
const NUMERIC = new Set([
  'distanceNm',
  'shorePowerKWh',
  'cargoT',
  'ballastT',
  'teu',
  'teuLaden',
  'passengers',
  'vehicles',
  'reefers',
  'robArrivalT',
  'robDepartureT',
  'correctionT',
  'tonnes',
  'sulphurPct',
  'viscosityCSt',
  'lcvMJperKg',
  'atSeaT',
  'inPortT',
  'consumedT',
]);
/** Optional texts: an empty box means "not given". */
const OPTIONAL_TEXT = new Set(['port', 'isoGrade', 'bdnNo', 'nextVoyageNo']);

/** The list fields the dialogs add rows to and delete rows from. */
export const ROW_LISTS = ['fuels', 'bunkers', 'transfers', 'sludge', 'consumers'] as const;
export type RowList = (typeof ROW_LISTS)[number];

/** Offsets the dialogs offer: −12:00 … +14:00 in quarter hours (+05:30, +05:45 and +12:45 included). */
export const OFFSETS_MIN: readonly number[] = Array.from(
  { length: (26 * 60) / 15 + 1 },
  (_, i) => -720 + i * 15,
);

export const offsetText = (min: number) => {
  const abs = Math.abs(min);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${min < 0 ? '-' : '+'}${p(Math.floor(abs / 60))}:${p(abs % 60)}`;
};

/** `2025-03-02T14:30+05:30` → local part and offset minutes; `Z` is +00:00. */
export function splitLocalTime(text: string, fallbackOffset: number): { local: string; offsetMin: number } {
  const m = /^(.*?)(Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!m) return { local: text, offsetMin: fallbackOffset };
  const offsetMin = m[2] === 'Z' ? 0 : (m[3] === '-' ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5]));
  return { local: m[1]!.slice(0, 16), offsetMin };
}
export const joinLocalTime = (local: string, offsetMin: number) => `${local}${offsetText(offsetMin)}`;

/** The browser's own offset, rounded to a quarter hour: the default for a new time. */
export const browserOffset = () => Math.round(-new Date().getTimezoneOffset() / 15) * 15;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** Turns every number of a payload into the text its box shows. */
function toText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toText);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        NUMERIC.has(k) ? text(v) : OPTIONAL_TEXT.has(k) ? text(v) : toText(v),
      ]),
    );
  return value;
}

const emptyCargo = () => ({
  cargoT: '',
  ballastT: '',
  teu: '',
  teuLaden: '',
  passengers: '',
  vehicles: '',
  reefers: '',
});

export function newFuelRow(form: LedgerFormKind, fuel: string): Draft {
  return form === 'episode'
    ? { fuel, consumedT: '' }
    : { fuel, robArrivalT: '', robDepartureT: '', correctionT: '' };
}
export function newRow(list: RowList, form: LedgerFormKind, fuel: string, time: string): Draft {
  if (list === 'fuels') return newFuelRow(form, fuel);
  if (list === 'consumers') return { fuel, consumer: 'main', atSeaT: '', inPortT: '' };
  if (list === 'bunkers')
    return {
      fuel,
      tonnes: '',
      time,
      sulphurPct: '',
      viscosityCSt: '',
      isoGrade: '',
      bdnNo: '',
      lcvMJperKg: '',
    };
  return { fuel, tonnes: '', time };
}

export interface DraftInput {
  form: LedgerFormKind;
  ship: { id: number; ref: string };
  voyageNo?: string;
  initial?: RecordInput | EpisodeInput;
  /** Makes the refCode of a new item; the browser's crypto.randomUUID() by default. */
  refCode?: string;
}

/** The draft a dialog opens with: the record being edited, or a new one for the ship's fuels. */
export function initialDraft(input: DraftInput, fuels: readonly string[]): Draft {
  if (input.initial) {
    const d = toText(input.initial) as Draft;
    if (input.form !== 'episode') {
      const r = input.initial as RecordInput;
      d.handover = r.nextVoyageNo !== undefined;
      d.cargo = {
        arrival: { ...emptyCargo(), ...(d.cargo as { arrival: object }).arrival },
        departure: { ...emptyCargo(), ...(d.cargo as { departure: object }).departure },
      };
      d.fuels = (d.fuels as Draft[]).map((f) => ({ correctionT: '', ...f }));
      for (const l of ['bunkers', 'transfers', 'sludge', 'consumers'] as const) d[l] ??= [];
      d.shorePowerKWh ??= '';
      d.port ??= '';
      d.nextVoyageNo ??= '';
    }
    return d;
  }
  const common = {
    refCode: input.refCode ?? globalThis.crypto.randomUUID(),
    ship: input.ship.ref,
    voyageNo: input.voyageNo ?? '',
    distanceNm: '',
  };
  const offset = offsetText(browserOffset());
  if (input.form === 'episode')
    return {
      ...common,
      kind: 'ice',
      begin: offset,
      end: offset,
      fuels: fuels.map((f) => newFuelRow('episode', f)),
    };
  return {
    ...common,
    kind: input.form === 'port' ? 'port' : 'anchoring',
    port: '',
    handover: false,
    nextVoyageNo: '',
    inPortLimits: input.form === 'port',
    arrival: offset,
    departure: offset,
    purposes: [],
    shorePowerKWh: '',
    cargo: { arrival: emptyCargo(), departure: emptyCargo() },
    fuels: fuels.map((f) => newFuelRow(input.form, f)),
    bunkers: [],
    transfers: [],
    sludge: [],
    consumers: [],
  };
}

/** `fuels[1].robArrivalT` → ['fuels', 1, 'robArrivalT']. */
export const pathKeys = (path: string): (string | number)[] =>
  path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k));

export function getIn(draft: unknown, path: string): unknown {
  return pathKeys(path).reduce<unknown>(
    (v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]),
    draft,
  );
}

/** A copy of the draft with one value replaced; the parents on the way are copied, the rest shared. */
export function setIn(draft: Draft, path: string, value: unknown): Draft {
  const keys = pathKeys(path);
  const put = (node: unknown, i: number): unknown => {
    if (i === keys.length) return value;
    const k = keys[i]!;
    const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<
      string | number,
      unknown
    >;
    copy[k] = put((node as Record<string | number, unknown> | undefined)?.[k], i + 1);
    return copy;
  };
  return put(draft, 0) as Draft;
}

function toPayload(value: unknown, key?: string): unknown {
  if (key && NUMERIC.has(key)) {
    const s = text(value).trim().replace(/\s/g, '');
    // An empty box is "not given" (undefined); the schema says whether that is allowed.
    return s === '' ? undefined : Number(s);
  }
  if (key && OPTIONAL_TEXT.has(key)) return text(value).trim() === '' ? undefined : text(value).trim();
  if (Array.isArray(value)) return value.map((v) => toPayload(v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = toPayload(v, k);
      if (p !== undefined) out[k] = p;
    }
    return out;
  }
  return value;
}

/** The draft as a write-contract item (numbers parsed, empty optional fields left out). */
export function draftToInput(form: LedgerFormKind, draft: Draft): Record<string, unknown> {
  const out = toPayload(draft) as Record<string, unknown>;
  if (form === 'episode') return out;
  if (!draft.handover) delete out.nextVoyageNo;
  delete out.handover;
  // A stop en route is never within port limits; a port it was stored with (an upload may name
  // the nearest one) is kept, though the dialog does not ask for one.
  if (form === 'stop') out.inPortLimits = false;
  // A cargo side left wholly empty is no cargo (0 t), which is what the contract needs for a
  // ship in ballast; a side with any figure keeps its empty cargo box as an error to fix.
  const cargo = out.cargo as Record<string, Record<string, unknown>> | undefined;
  if (cargo)
    for (const side of ['arrival', 'departure'])
      if (cargo[side] && Object.keys(cargo[side]).length === 0) cargo[side] = { cargoT: 0 };
  return out;
}

const num = (v: unknown) => {
  const s = text(v).trim();
  const n = Number(s);
  return s === '' || !Number.isFinite(n) ? 0 : n;
};

export interface StayRow {
  fuel: string;
  /** Tonnes used during the stay; null while a ROB box holds no number. */
  consumedT: number | null;
}

/**
 * The in-port consumption of each fuel row of a record draft as the user types, by the domain's
 * own rule (docs/ledger.md §2, `stayConsumption`): a row shows nothing until both its ROBs are numbers, and
 * unparsable tonnes of a bunker, transfer or sludge line count as 0 until they are fixed.
 */
export function stayRows(draft: Draft): StayRow[] {
  const fuels = (draft.fuels as Draft[] | undefined) ?? [];
  const lines = (name: string) =>
    ((draft[name] as Draft[] | undefined) ?? []).map((l) => ({
      fuel: String(l.fuel) as LedgerFuelCode,
      tonnes: num(l.tonnes),
    }));
  const typed = (v: unknown) => text(v).trim() !== '' && Number.isFinite(Number(v));
  const complete = fuels.filter((f) => typed(f.robArrivalT) && typed(f.robDepartureT));
  const byCode = stayConsumption(
    complete.map((f) => ({
      fuel: String(f.fuel) as LedgerFuelCode,
      robArrivalT: num(f.robArrivalT),
      robDepartureT: num(f.robDepartureT),
      correctionT: num(f.correctionT),
    })),
    lines('bunkers'),
    lines('transfers'),
    lines('sludge'),
  );
  return fuels.map((f) => {
    const fuel = String(f.fuel);
    return { fuel, consumedT: complete.includes(f) ? (byCode[fuel as LedgerFuelCode] ?? 0) : null };
  });
}

/** Where the mass-balance error of fuel row j shows: its in-port consumption cell. */
export const stayPath = (j: number) => `fuels[${j}].stay`;

/** Path → message code (`ledger.*`, `msg.*`), with params as a query (`ledger.fuel_twice?fuel=11`). */
export type FieldErrors = Record<string, string>;

const withParams = (code: string, params?: Record<string, string | number>) =>
  params && Object.keys(params).length
    ? `${code}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`
    : code;

/**
 * Every error of the draft, by path, from the shared schema and cross-field rules (the server
 * checks the same ones) plus the negative in-port consumption, which the server would refuse too.
 */
export function validateDraft(form: LedgerFormKind, draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, code: string) => {
    errors[path] ??= code;
  };
  const input = draftToInput(form, draft);
  if (form === 'episode') {
    const parsed = EpisodeSchema.safeParse(input);
    if (!parsed.success) for (const i of parsed.error.issues) add(issuePath(i.path), i.message);
    else for (const i of episodeIssues(parsed.data)) add(i.path, withParams(i.code, i.params));
    return errors;
  }
  const parsed = RecordSchema.safeParse(input);
  if (!parsed.success) for (const i of parsed.error.issues) add(issuePath(i.path), i.message);
  else for (const i of recordIssues(parsed.data)) add(i.path, withParams(i.code, i.params));
  stayRows(draft).forEach((row, j) => {
    if (row.consumedT !== null && row.consumedT < -EPSILON_T)
      add(stayPath(j), withParams('ledger.negative_consumption', { fuel: row.fuel }));
  });
  return errors;
}

/**
 * A server error path (`records[0].fuels[1].robArrivalT`) as a path of the dialog's draft
 * (`fuels[1].robArrivalT`). A path that names a whole fuel line (`fuels[1]`: the server's mass
 * balance) lands on that line's in-port consumption.
 */
export function draftPath(serverPath: string): string {
  const p = serverPath.replace(/^(records|episodes)\[\d+\]\.?/, '');
  const line = /^fuels\[(\d+)\]$/.exec(p);
  if (line) return stayPath(Number(line[1]));
  // One purpose of the list: the purposes group shows it.
  return p.replace(/^purposes\[\d+\]$/, 'purposes');
}

const FIELD_PATHS = [
  /^(voyageNo|nextVoyageNo|handover|port|kind|arrival|departure|begin|end|distanceNm|inPortLimits|shorePowerKWh|purposes)$/,
  /^cargo\.(arrival|departure)\.(cargoT|ballastT|teu|teuLaden|passengers|vehicles|reefers)$/,
  /^fuels\[\d+\]\.(fuel|robArrivalT|robDepartureT|correctionT|stay|consumedT)$/,
  /^bunkers\[\d+\]\.(fuel|tonnes|time|sulphurPct|viscosityCSt|isoGrade|bdnNo|lcvMJperKg)$/,
  /^(transfers|sludge)\[\d+\]\.(fuel|tonnes|time)$/,
  /^consumers\[\d+\]\.(fuel|consumer|atSeaT|inPortT)$/,
  /^(fuels|bunkers|transfers|sludge|consumers)$/,
];
/**
 * Whether a dialog has a field for the path. An error elsewhere (the ship, the refCode, a whole
 * item) is listed above the tabs, so no refusal is ever hidden.
 */
export const isFieldPath = (path: string) => FIELD_PATHS.some((r) => r.test(path));

/** The codes every new dialog offers when the ship's own fuel list cannot be read. */
export const ALL_FUELS: readonly string[] = LEDGER_FUEL_CODES;
