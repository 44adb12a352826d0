import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz, version } from './columns.js';
import { users } from './core.js';
import { companies, ships } from './fleet.js';

/**
 * The voyage ledger (docs/ledger.md): what ships report, one row per fact, fuels as lines (never a
 * column per fuel). Times are UTC `timestamptz` plus the offset the ship wrote, in minutes, so the
 * local time is shown back exactly. Quantities in tonnes, nm, hours, kWh. Items are idempotent by
 * (ship, ref_code); `payload_hash` is the hash of the canonical item, so the same item sent twice is
 * recognised as unchanged without comparing every line.
 */

const shipId = () =>
  integer('ship_id')
    .notNull()
    .references(() => ships.id, { onDelete: 'restrict' });
const fuelCode = () => text('fuel_code').notNull();
const tonnes = (name: string) => doublePrecision(name).notNull().default(0);
const offset = (name: string) => smallint(name).notNull().default(0);

/** A company voyage (voyageNo per ship); `status` is the voyage-lock chart's state. */
export const voyages = pgTable(
  'voyages',
  {
    id: serial('id').primaryKey(),
    shipId: shipId(),
    voyageNo: text('voyage_no').notNull(),
    /** 'unlocked' | 'locked' (src/machines/workflow/voyageLockMachine.ts). */
    status: text('status').notNull().default('unlocked'),
    /** First departure and last arrival of its records (null while it has none). */
    startAt: tstz('start_at'),
    endAt: tstz('end_at'),
    /** Indicators from its IMO legs, recomputed with them (src/domain/ledger). */
    distanceNm: doublePrecision('distance_nm'),
    hoursUnderway: doublePrecision('hours_underway'),
    co2T: doublePrecision('co2_t'),
    transportWorkTnm: doublePrecision('transport_work_tnm'),
    eeoi: doublePrecision('eeoi'),
    co2PerNmKg: doublePrecision('co2_per_nm_kg'),
    speedReductionPct: doublePrecision('speed_reduction_pct'),
    loadUtilisationPct: doublePrecision('load_utilisation_pct'),
    ballastDistanceRatio: doublePrecision('ballast_distance_ratio'),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('voyages_ship_no_idx').on(t.shipId, t.voyageNo),
    index('voyages_ship_start_idx').on(t.shipId, t.startAt),
  ],
);

const voyageRef = (name: string, notNull = true) => {
  const c = integer(name).references(() => voyages.id, { onDelete: 'restrict' });
  return notNull ? c.notNull() : c;
};

/** A port call or a stop en route (anchoring, drifting). */
export const voyageRecords = pgTable(
  'voyage_records',
  {
    id: serial('id').primaryKey(),
    shipId: shipId(),
    voyageId: voyageRef('voyage_id'),
    /** Handover call: the departure starts this voyage. */
    nextVoyageId: voyageRef('next_voyage_id', false),
    refCode: text('ref_code').notNull(),
    kind: text('kind').notNull(),
    portCode: text('port_code'),
    inPortLimits: boolean('in_port_limits').notNull(),
    arrivalAt: tstz('arrival_at').notNull(),
    arrivalOffsetMin: offset('arrival_offset_min'),
    departureAt: tstz('departure_at').notNull(),
    departureOffsetMin: offset('departure_offset_min'),
    distanceNm: doublePrecision('distance_nm').notNull().default(0),
    purposes: smallint('purposes')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    shorePowerKWh: doublePrecision('shore_power_kwh'),
    payloadHash: text('payload_hash').notNull(),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('voyage_records_ship_ref_idx').on(t.shipId, t.refCode),
    index('voyage_records_ship_arrival_idx').on(t.shipId, t.arrivalAt),
    index('voyage_records_voyage_idx').on(t.voyageId),
    index('voyage_records_next_voyage_idx').on(t.nextVoyageId),
  ],
);

const recordRef = () =>
  integer('record_id')
    .notNull()
    .references(() => voyageRecords.id, { onDelete: 'cascade' });

/** Per-fuel ROB of a record: arrival, departure, and a sounding correction of the arrival ROB. */
export const recordFuels = pgTable(
  'voyage_record_fuels',
  {
    recordId: recordRef(),
    fuelCode: fuelCode(),
    robArrivalT: tonnes('rob_arrival_t'),
    robDepartureT: tonnes('rob_departure_t'),
    correctionT: tonnes('correction_t'),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.fuelCode] })],
);

/** Cargo on arrival and on departure ('arrival' | 'departure'). */
export const recordCargo = pgTable(
  'voyage_record_cargo',
  {
    recordId: recordRef(),
    phase: text('phase').notNull(),
    cargoT: tonnes('cargo_t'),
    ballastT: doublePrecision('ballast_t'),
    teu: integer('teu'),
    teuLaden: integer('teu_laden'),
    passengers: integer('passengers'),
    vehicles: integer('vehicles'),
    reefers: integer('reefers'),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.phase] })],
);

const timedFuel = () => ({
  id: serial('id').primaryKey(),
  recordId: recordRef(),
  /** Order of the line in the record as sent, so a record reads back as it was written. */
  lineNo: smallint('line_no').notNull(),
  fuelCode: fuelCode(),
  tonnes: tonnes('tonnes'),
  at: tstz('at').notNull(),
  offsetMin: offset('offset_min'),
});

/** Bunkers with their bunker delivery note (BDN) particulars. */
export const recordBunkers = pgTable(
  'voyage_bunkers',
  {
    ...timedFuel(),
    sulphurPct: doublePrecision('sulphur_pct'),
    viscosityCSt: doublePrecision('viscosity_cst'),
    isoGrade: text('iso_grade'),
    bdnNo: text('bdn_no'),
    lcvMJperKg: doublePrecision('lcv_mj_per_kg'),
  },
  (t) => [index('voyage_bunkers_record_idx').on(t.recordId), index('voyage_bunkers_at_idx').on(t.at)],
);

/** Fuel transferred out or debunkered. */
export const recordTransfers = pgTable('voyage_transfers', timedFuel(), (t) => [
  index('voyage_transfers_record_idx').on(t.recordId),
]);

/** Sludge discharged ashore. */
export const recordSludge = pgTable('voyage_sludge', timedFuel(), (t) => [
  index('voyage_sludge_record_idx').on(t.recordId),
]);

/** Metered split per consumer (main, auxiliary, boiler, other) for the revised IMO DCS. */
export const recordConsumers = pgTable(
  'voyage_consumers',
  {
    recordId: recordRef(),
    fuelCode: fuelCode(),
    consumer: text('consumer').notNull(),
    atSeaT: tonnes('at_sea_t'),
    inPortT: tonnes('in_port_t'),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.fuelCode, t.consumer] })],
);

/** Ice navigation and rescue episodes: inside the legs' figures, reported again on their own. */
export const voyageEpisodes = pgTable(
  'voyage_episodes',
  {
    id: serial('id').primaryKey(),
    shipId: shipId(),
    voyageId: voyageRef('voyage_id'),
    refCode: text('ref_code').notNull(),
    kind: text('kind').notNull(),
    beginAt: tstz('begin_at').notNull(),
    beginOffsetMin: offset('begin_offset_min'),
    endAt: tstz('end_at').notNull(),
    endOffsetMin: offset('end_offset_min'),
    distanceNm: doublePrecision('distance_nm').notNull().default(0),
    payloadHash: text('payload_hash').notNull(),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('voyage_episodes_ship_ref_idx').on(t.shipId, t.refCode),
    index('voyage_episodes_voyage_idx').on(t.voyageId),
  ],
);

export const episodeFuels = pgTable(
  'voyage_episode_fuels',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => voyageEpisodes.id, { onDelete: 'cascade' }),
    fuelCode: fuelCode(),
    consumedT: tonnes('consumed_t'),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.fuelCode] })],
);

/** Periodic ROB ("opening volume"); bounds the reporting periods. Lockable like a voyage. */
export const robSnapshots = pgTable(
  'rob_snapshots',
  {
    id: serial('id').primaryKey(),
    shipId: shipId(),
    refCode: text('ref_code').notNull(),
    at: tstz('at').notNull(),
    offsetMin: offset('offset_min'),
    /** 'unlocked' | 'locked' (the same lock chart as voyages). */
    status: text('status').notNull().default('unlocked'),
    payloadHash: text('payload_hash').notNull(),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rob_snapshots_ship_ref_idx').on(t.shipId, t.refCode),
    uniqueIndex('rob_snapshots_ship_at_idx').on(t.shipId, t.at),
  ],
);

export const snapshotFuels = pgTable(
  'rob_snapshot_fuels',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => robSnapshots.id, { onDelete: 'cascade' }),
    fuelCode: fuelCode(),
    robT: tonnes('rob_t'),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.fuelCode] })],
);

/**
 * Derived legs: IMO legs ('imo'), EU MRV voyages ('eu'), UK MRV voyages ('uk'). Rebuilt in the
 * writing transaction from the records (never by a nightly job). Times in UTC.
 */
export const voyageLegs = pgTable(
  'voyage_legs',
  {
    id: serial('id').primaryKey(),
    shipId: shipId(),
    voyageId: voyageRef('voyage_id'),
    kind: text('kind').notNull(),
    seq: integer('seq').notNull(),
    fromRefCode: text('from_ref_code').notNull(),
    toRefCode: text('to_ref_code').notNull(),
    fromPort: text('from_port'),
    toPort: text('to_port'),
    departureAt: tstz('departure_at').notNull(),
    arrivalAt: tstz('arrival_at').notNull(),
    distanceNm: doublePrecision('distance_nm').notNull(),
    hoursUnderway: doublePrecision('hours_underway').notNull(),
    hoursStopped: doublePrecision('hours_stopped').notNull().default(0),
    co2T: doublePrecision('co2_t').notNull(),
    cargoT: doublePrecision('cargo_t').notNull(),
    ballastT: doublePrecision('ballast_t').notNull().default(0),
    teu: doublePrecision('teu').notNull().default(0),
    teuLaden: doublePrecision('teu_laden').notNull().default(0),
    passengers: doublePrecision('passengers').notNull().default(0),
    vehicles: doublePrecision('vehicles').notNull().default(0),
    transportWorkTnm: doublePrecision('transport_work_tnm').notNull(),
    ballastDistanceNm: doublePrecision('ballast_distance_nm').notNull().default(0),
    iceDistanceNm: doublePrecision('ice_distance_nm').notNull().default(0),
    eeoi: doublePrecision('eeoi'),
    /** 'intra' | 'outbound' | 'inbound' | null (EU and UK voyages only). */
    euCategory: text('eu_category'),
    /**
     * A copy of the leg's `voyage_leg_fuels` rows as `[code, at sea, in port, ice, rescue]` arrays
     * by code (null without lines), kept by triggers on that table (migration 0040) so the reads
     * that answer legs with their fuels take them from the leg row. Never written by the app.
     */
    fuelLines: json('fuel_lines'),
  },
  (t) => [
    index('voyage_legs_ship_kind_dep_idx').on(t.shipId, t.kind, t.departureAt),
    index('voyage_legs_voyage_idx').on(t.voyageId),
    // The ships with a leg arriving in a period (the consumption alerts of the last 90 days: only
    // they can have one), found without reading every ship's legs (migration 0027).
    index('voyage_legs_kind_arr_idx').on(t.kind, t.arrivalAt),
  ],
);

/** A leg's fuel per dictionary code: at sea, in port, and the ice and rescue part of it. */
export const legFuels = pgTable(
  'voyage_leg_fuels',
  {
    legId: integer('leg_id')
      .notNull()
      .references(() => voyageLegs.id, { onDelete: 'cascade' }),
    fuelCode: fuelCode(),
    atSeaT: tonnes('at_sea_t'),
    inPortT: tonnes('in_port_t'),
    iceT: tonnes('ice_t'),
    rescueT: tonnes('rescue_t'),
  },
  (t) => [primaryKey({ columns: [t.legId, t.fuelCode] })],
);

/**
 * Keys for ship-side software: one company (its ships, subsidiaries included) or one ship. Only the
 * SHA-256 of the key is stored; the key is shown once when issued. `prefix` (the first characters)
 * lets an administrator tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    shipId: integer('ship_id').references(() => ships.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    ...timestamps,
  },
  (t) => [index('api_keys_company_idx').on(t.companyId), index('api_keys_ship_idx').on(t.shipId)],
);
