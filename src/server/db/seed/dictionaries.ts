import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FUELS } from '../../../domain/registry/fuels.js';
import type { Db } from '../client.js';
import {
  cities,
  classSocieties,
  energyForms,
  evaluationParams,
  flagStates,
  fuelTypes,
  grossTonRanges,
  ports,
  shipAgeRanges,
  shipSubTypes,
  shipTypes,
  systemDictionary,
  testParams,
} from '../schema/index.js';
import {
  CITIES,
  CLASS_SOCIETIES,
  ENERGY_FORMS,
  EVALUATION_PARAMS,
  FLAG_STATES,
  FUEL_TYPES,
  GROSS_TON_RANGES,
  PORTS,
  SHIP_AGE_RANGES,
  SHIP_SUB_TYPES,
  SHIP_TYPES,
  SYSTEM_DICTIONARY,
  TEST_PARAMS,
} from './data/index.js';

/**
 * One statement per table: the rows travel as a single JSON parameter expanded by
 * json_populate_recordset, which PGlite and PostgreSQL parse far faster than thousands of bind
 * parameters (1,634 ports in ~0.2 s instead of ~0.4 s). The seed runs once per test file.
 */
async function bulk<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const cols = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k in cols);
  const json = rows.map((r) => Object.fromEntries(keys.map((k) => [cols[k].name, (r as any)[k] ?? null])));
  const names = sql.raw(keys.map((k) => `"${cols[k].name}"`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`,
  );
}

const statusOf = (enabled: boolean) => (enabled ? 1 : 0);

/** Loads every reference dictionary on an empty database (inside seedIfEmpty's transaction). */
export async function seedDictionaries(db: Db): Promise<void> {
  await bulk(
    db,
    fuelTypes,
    // Carbon content and Cf come from the registry, so the dictionary cannot drift from the calculations.
    FUEL_TYPES.map(({ registryCode, ...f }) => ({
      ...f,
      registryCode,
      carbonContent: FUELS[registryCode].carbonContent,
      cf: FUELS[registryCode].cf,
    })),
  );
  await bulk(db, energyForms, [...ENERGY_FORMS]);
  await bulk(
    db,
    flagStates,
    FLAG_STATES.map(({ version, ...f }) => ({ ...f, dataVersion: version })),
  );
  await bulk(
    db,
    ports,
    PORTS.map(({ version, ...p }) => ({ ...p, dataVersion: version })),
  );
  await bulk(
    db,
    cities,
    CITIES.map((c) => ({ ...c })),
  );
  await bulk(db, classSocieties, [...CLASS_SOCIETIES]);
  await bulk(db, shipTypes, [...SHIP_TYPES]);
  await bulk(
    db,
    shipSubTypes,
    SHIP_SUB_TYPES.map((s) => ({ ...s, calcType: s.calcType ?? null, euType: s.euType ?? null })),
  );
  await bulk(
    db,
    grossTonRanges,
    GROSS_TON_RANGES.map(({ enabled, ...g }) => ({ ...g, status: statusOf(enabled) })),
  );
  await bulk(
    db,
    shipAgeRanges,
    SHIP_AGE_RANGES.map(({ enabled, ...a }) => ({ ...a, status: statusOf(enabled) })),
  );
  await bulk(db, evaluationParams, [...EVALUATION_PARAMS]);
  await bulk(
    db,
    systemDictionary,
    SYSTEM_DICTIONARY.map(({ enabled, memo, memoEn, ...d }) => ({
      ...d,
      remark: memo,
      remarkEn: memoEn,
      status: statusOf(enabled),
    })),
  );
  await bulk(db, testParams, [...TEST_PARAMS]);
}
