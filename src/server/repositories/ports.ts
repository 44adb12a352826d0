import { inArray } from 'drizzle-orm';
import type { PortFacts } from '../../domain/ledger/index.js';
import { NEIGHBOURING_TRANSHIPMENT_PORTS } from '../../domain/registry/euGeography.js';
import type { Db } from '../db/client.js';
import { ports } from '../db/schema/index.js';

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
