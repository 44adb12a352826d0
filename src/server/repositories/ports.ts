import { eq, inArray, sql } from 'drizzle-orm';
import type { PortNamePair } from '../../domain/api.js';
import type { PortFacts } from '../../domain/ledger/index.js';
import { NEIGHBOURING_TRANSHIPMENT_PORTS } from '../../domain/registry/euGeography.js';
import type { Db } from '../db/client.js';
import { cacheRevs, ports } from '../db/schema/index.js';

/** A port of the dictionary with the facts the ledger and the regimes read of it. */
export interface PortRow {
  code: string;
  enName: string;
  cnName: string | null;
  /**
   * ISO 3166 alpha-2, upper case: the dictionary's; without one, GB for a UK port, else the
   * UN/LOCODE's first two letters.
   */
  country: string;
  isEea: boolean;
  isUk: boolean;
  isNorthernIreland: boolean;
  isOutermostRegion: boolean;
  /** A listed neighbouring container transhipment port (registry euGeography.ts). */
  isTranshipment: boolean;
}

const TRANSHIPMENT = NEIGHBOURING_TRANSHIPMENT_PORTS.map((p) => ({
  name: p.name.toLowerCase(),
  country: p.country,
}));

/**
 * The dictionary's ports of the given UN/LOCODEs by code; empty and unknown codes are left out.
 * The registry lists the neighbouring container transhipment ports by name and country (they have
 * no flag column), so a port is one when its country and English name match a listed one.
 */
export async function portsByCode(db: Db, codes: readonly (string | null)[]): Promise<Map<string, PortRow>> {
  const unique = [...new Set(codes.filter((c): c is string => !!c))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      code: ports.code,
      enName: ports.enName,
      cnName: ports.cnName,
      countryAlpha2: ports.countryAlpha2,
      isEea: ports.isEea,
      isUk: ports.isUk,
      isNorthernIreland: ports.isNorthernIreland,
      isOutermostRegion: ports.isOutermostRegion,
    })
    .from(ports)
    .where(inArray(ports.code, unique));
  return new Map(
    rows.map(({ countryAlpha2, ...r }) => {
      const country = (countryAlpha2 || (r.isUk ? 'GB' : r.code.slice(0, 2))).toUpperCase();
      const name = r.enName.toLowerCase();
      const isTranshipment = TRANSHIPMENT.some((t) => t.country === country && name.includes(t.name));
      return [r.code, { ...r, country, isTranshipment }];
    }),
  );
}

/** The ledger's port facts (EEA, UK, outermost region, transhipment) of the given UN/LOCODEs. */
export async function portFacts(db: Db, codes: readonly (string | null)[]): Promise<Map<string, PortFacts>> {
  const rows = await portsByCode(db, codes);
  return new Map(
    [...rows].map(([code, r]) => [
      code,
      {
        code,
        isEea: r.isEea,
        isUk: r.isUk,
        isOutermostRegion: r.isOutermostRegion,
        isTranshipment: r.isTranshipment,
      },
    ]),
  );
}

/**
 * The reference-data revision as a column of a statement. A read that names ports selects it with
 * its rows and names them from the dictionary of that revision (`PortNamesAt`): the names are then
 * never older than the statement that found the codes, on any instance, without waiting for a
 * notification (the dictionary's writes bump this revision in their own transaction, migration 0001).
 */
export const referenceRevSql = sql<number>`(select rev from cache_revs where name = 'reference')`.mapWith(
  Number,
);

/** The port dictionary's names by code, as of reference-data revision `rev` or a later one. */
export interface PortNameMap {
  rev: number;
  /** English name, Chinese (null when the dictionary has none), the main code of a port listed under two. */
  names: ReadonlyMap<string, PortNamePair>;
}

/** The dictionary's names for a revision a statement read (`referenceRevSql`): cache/portNames.ts. */
export type PortNamesAt = (rev: number) => Promise<PortNameMap>;

/** A port's names from a map: null for no code or a code the dictionary does not know. */
export const portNamesOf = (map: PortNameMap, code: string | null): PortNamePair | null =>
  (code && map.names.get(code)) || null;

/** Every port's names and the revision they are of, in one statement (one snapshot). */
export async function portNamesWithRevision(db: Db): Promise<PortNameMap> {
  // From the revision row, so an empty dictionary still answers its revision.
  const rows = await db
    .select({
      rev: cacheRevs.rev,
      code: ports.code,
      en: ports.enName,
      zh: ports.cnName,
      sameAs: ports.sameAs,
    })
    .from(cacheRevs)
    .leftJoin(ports, sql`true`)
    .where(eq(cacheRevs.name, 'reference'));
  const names = new Map<string, PortNamePair>();
  for (const r of rows) if (r.code !== null) names.set(r.code, [r.en!, r.zh || null, r.sameAs || null]);
  return { rev: Number(rows[0]?.rev ?? 0), names };
}
