import { z } from 'zod';
import { EQUIPMENT_SCHEMAS } from './fleetEquipment.js';
import { ImoSchema, ShipFields, shipRules } from './fleet.js';
import { anyInt, JsonId, TextId } from './ids.js';
import { MAX_ITEMS, VoyageDataSchema, type LedgerIssue } from './voyageData.js';

/**
 * The upload pipeline's contract (docs/api-uploads.md): what the browser sends after its
 * worker has read and checked a file, and what the server answers. The payload of a voyage or
 * snapshots upload is exactly the ledger write contract (voyageData.ts); a ships upload carries
 * register rows keyed by IMO number with their main equipment, built from the fleet schemas.
 */

export const UPLOAD_KINDS = ['voyage', 'snapshots', 'ships'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_RESULTS = ['accepted', 'refused'] as const;
export type UploadResult = (typeof UPLOAD_RESULTS)[number];

/** Spreadsheet size limits (docs/product-rules.md §5: Excel at most 2 MB; CSV at most 10 MB). Checked in the browser. */
export const XLSX_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many legs in a check's preview. */
export const LEGS_PREVIEW_MAX = 200;

/** The equipment kinds a ships upload carries: the main lines of the energy survey. */
export const UPLOAD_EQUIPMENT_KINDS = ['main_engine', 'aux_engine', 'boiler'] as const;
export type UploadEquipmentKind = (typeof UPLOAD_EQUIPMENT_KINDS)[number];

/**
 * One unit of main equipment: the register's schema of its kind plus the kind. A ship with two
 * main engines has two lines (each unit has its own board serial number `boardSn`, unique within
 * the ship and kind; that is the key an upload updates a stored unit by).
 */
export const EquipmentLineSchema = z.discriminatedUnion(
  'kind',
  [
    EQUIPMENT_SCHEMAS.main_engine.extend({ kind: z.literal('main_engine') }),
    EQUIPMENT_SCHEMAS.aux_engine.extend({ kind: z.literal('aux_engine') }),
    EQUIPMENT_SCHEMAS.boiler.extend({ kind: z.literal('boiler') }),
  ],
  { error: 'msg.choice' },
);
export type EquipmentLine = z.infer<typeof EquipmentLineSchema>;

/**
 * One row of a ships upload: the register's fields (fleet.ts, same rules as the ship form) with
 * the IMO number required, as it is the key a row creates or updates a ship by.
 */
export const ShipUploadRowSchema = ShipFields.extend({
  imo: ImoSchema,
  equipment: z.array(EquipmentLineSchema).max(60, 'msg.max_items?max=60').default([]),
}).superRefine((s, ctx) => {
  shipRules(s, ctx);
  const seen = new Set<string>();
  s.equipment.forEach((e, i) => {
    const key = `${e.kind}|${e.boardSn}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['equipment', i, 'boardSn'], message: 'upload.board_sn_twice' });
    seen.add(key);
  });
});
export type ShipUploadRow = z.infer<typeof ShipUploadRowSchema>;

export const ShipsPayloadSchema = z.strictObject({
  ships: z.array(ShipUploadRowSchema).min(1, 'msg.required').max(MAX_ITEMS, 'ledger.too_many_items'),
});
export type ShipsPayload = z.infer<typeof ShipsPayloadSchema>;

/** A snapshots upload is the ledger contract with snapshots only. */
export const SnapshotsPayloadSchema = VoyageDataSchema.refine(
  (b) => !b.records?.length && !b.episodes?.length,
  { message: 'upload.snapshots_only', path: [] },
);

/** The ship a voyage or snapshots file is for: required, an id (the ship form's pattern for ids). */
const uploadShip = z.number({ error: 'upload.ship_required' }).pipe(JsonId);

const meta = {
  fileName: z.string({ error: 'msg.required' }).trim().min(1, 'msg.required').max(255, 'msg.too_long'),
  sha256: z
    .string({ error: 'msg.required' })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'upload.sha256_format')
    .transform((s) => s.toLowerCase()),
};

/**
 * The body without its payload. The server reads the payload item by item (each item's errors
 * with its path, `records[3].fuels[1].robArrivalT`), the same way the ledger write does.
 */
export const UploadMetaSchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: 'upload.kind_unknown' }),
  ...meta,
  shipId: JsonId.optional(),
  payload: z.unknown(),
});
export type UploadMeta = z.infer<typeof UploadMetaSchema>;

/**
 * The body of `POST /api/uploads/check` and `POST /api/uploads`. The ship of a voyage or snapshots
 * upload is required: every item must name that ship (by IMO or registration number).
 */
export const UploadBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('voyage'), ...meta, shipId: uploadShip, payload: VoyageDataSchema }),
    z.strictObject({
      kind: z.literal('snapshots'),
      ...meta,
      shipId: uploadShip,
      payload: SnapshotsPayloadSchema,
    }),
    z.strictObject({ kind: z.literal('ships'), ...meta, payload: ShipsPayloadSchema }),
  ],
  { error: 'upload.kind_unknown' },
);
export type UploadBody = z.infer<typeof UploadBodySchema>;

/** `GET /api/uploads` filters. */
export const UploadHistoryQuerySchema = z.object({
  page: anyInt(1).default(1),
  size: anyInt(1, 500).default(20),
  kind: z.enum(UPLOAD_KINDS, { error: 'msg.choice' }).optional(),
  shipId: TextId.optional(),
});
export type UploadHistoryQuery = z.infer<typeof UploadHistoryQuerySchema>;

// ─── Answers ────────────────────────────────────────────────────────────────────────────────

export interface UploadCounts {
  records: number;
  episodes: number;
  snapshots: number;
  ships: number;
  /** Distinct voyage numbers the records and episodes name. */
  voyages: number;
}

/** Items (by refCode, ships by IMO) against what is stored: new, changed, identical. */
export interface UploadDiff {
  new: number;
  changed: number;
  unchanged: number;
}

/** One IMO leg the upload makes (or changes), times as ISO 8601 UTC instants. */
export interface LegPreview {
  from: string | null;
  to: string | null;
  /** The ports' dictionary names [English, Chinese], null for a code the dictionary lacks. */
  fromNames?: [en: string, zh: string | null, sameAs?: string | null] | null;
  toNames?: [en: string, zh: string | null, sameAs?: string | null] | null;
  fromRefCode: string;
  toRefCode: string;
  voyageNo: string;
  departure: string;
  arrival: string;
  distanceNm: number;
  /** Fuel consumed at sea and in port, tonnes by fuel code. */
  fuelT: Record<string, number>;
}

/** An earlier accepted upload of the same file (sha256) for the same ship and kind. */
export interface DuplicateOf {
  uploadId: number;
  /** ISO 8601 instant. */
  at: string;
  userName: string;
  fileName: string;
}

/** `POST /api/uploads/check`: nothing written. `issues` empty means the write would be accepted. */
export interface UploadCheckResult {
  counts: UploadCounts;
  diff: UploadDiff;
  /** At most LEGS_PREVIEW_MAX legs, in time order. */
  legsPreview: LegPreview[];
  duplicateOf: DuplicateOf | null;
  issues: Array<LedgerIssue & { message: string }>;
}

/** `POST /api/uploads`: what was written. */
export interface UploadWriteResult {
  uploadId: number;
  /** The file's name, which also names the upload in the system log. */
  fileName: string;
  counts: UploadCounts;
  diff: UploadDiff;
}

/** One row of `GET /api/uploads`. */
export interface UploadHistoryRow {
  id: number;
  /** ISO 8601 instant. */
  at: string;
  userId: number | null;
  userName: string;
  kind: UploadKind;
  shipId: number | null;
  shipName: string | null;
  fileName: string;
  sha256: string;
  counts: UploadCounts;
  diff: UploadDiff | null;
  result: UploadResult;
  issueCount: number;
}
