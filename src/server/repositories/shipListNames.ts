import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, flagStates, shipTypes } from '../db/schema/index.js';

/** English and Chinese names (the Chinese may be absent for a company). */
export type NamePair = readonly [en: string, zh: string | null];

/** What the ship list names beside a ship's codes, as of reference-data revision `rev` or later. */
export interface ShipListNames {
  rev: number;
  /** Flag state by its three-letter code: the short names. */
  flags: ReadonlyMap<string, NamePair>;
  shipTypes: ReadonlyMap<string, NamePair>;
  companies: ReadonlyMap<number, NamePair>;
}

/** The names for a revision a statement read (`referenceRevSql`): cache/shipListNames.ts. */
export type ShipListNamesAt = (rev: number) => Promise<ShipListNames>;

type Triple = [string | number, string, string | null];

/** Every flag state's, ship type's and company's names and the revision they are of, in one statement (one snapshot). */
export async function shipListNamesWithRevision(db: Db): Promise<ShipListNames> {
  const res = await db.execute(sql`select
    (select rev from cache_revs where name = 'reference') as rev,
    (select json_agg(json_build_array(f.${sql.identifier(flagStates.alpha3.name)}, f.${sql.identifier(flagStates.enBrief.name)}, f.${sql.identifier(flagStates.cnBrief.name)})) from ${flagStates} f) as flags,
    (select json_agg(json_build_array(t.${sql.identifier(shipTypes.code.name)}, t.${sql.identifier(shipTypes.enName.name)}, t.${sql.identifier(shipTypes.cnName.name)})) from ${shipTypes} t) as types,
    (select json_agg(json_build_array(c.${sql.identifier(companies.id.name)}, c.${sql.identifier(companies.nameEn.name)}, c.${sql.identifier(companies.nameZh.name)})) from ${companies} c) as companies`);
  const row = ((res as { rows?: unknown[] }).rows ?? (res as unknown as unknown[]))[0] as Record<
    string,
    unknown
  >;
  const list = (v: unknown): Triple[] =>
    ((typeof v === 'string' ? JSON.parse(v) : v) as Triple[] | null) ?? [];
  const map = <K>(v: unknown) => new Map(list(v).map(([k, en, zh]) => [k as K, [en, zh] as NamePair]));
  return {
    rev: Number(row.rev ?? 0),
    flags: map<string>(row.flags),
    shipTypes: map<string>(row.types),
    companies: map<number>(row.companies),
  };
}
