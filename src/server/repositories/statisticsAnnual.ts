import { and, eq, inArray, sql } from 'drizzle-orm';
import { annualStatistics } from '../../domain/statistics/annual.js';
import type { AnnualStatistics } from '../../domain/statistics/types.js';
import type { CompanyAnnualQuery, ShipAnnualQuery } from '../../domain/schemas/statistics.js';
import type { Db } from '../db/client.js';
import { companies, ships } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { requireShip, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { companySubtreeSql } from './kit/companyTree.js';
import { runPrepared } from './kit/prepared.js';
import { aggregateLegs } from './statistics.js';

type Lang = 'zh' | 'en';
const yearsOf = (q: { fromYear: number; toYear: number }) => ({
  from: new Date(Date.UTC(q.fromYear, 0, 1)),
  to: new Date(Date.UTC(q.toYear + 1, 0, 1)),
});
const nameIn = (lang: Lang, r: { nameEn: string | null; nameZh: string | null }) =>
  (lang === 'zh' ? r.nameZh || r.nameEn : r.nameEn || r.nameZh) ?? '';

/**
 * A company the caller may take statistics of: it exists and at least one of its ships (owner,
 * operator or DOC holder in its tree) is in the caller's scope; otherwise 404, revealing nothing.
 */
export async function requireStatCompany(db: Db, user: ShipScopeUser, id: number) {
  const tree = sql`any(array${companySubtreeSql(sql`c.id = ${id}`)})`;
  // Prepared: its three walks of the tree cost more to plan than to run (kit/prepared.ts).
  const [row] = await runPrepared(
    db
      .select({ id: companies.id, nameEn: companies.nameEn, nameZh: companies.nameZh })
      .from(companies)
      .where(
        and(
          eq(companies.id, id),
          sql`exists (select 1 from ships where (ships.owner_company_id = ${tree} or ships.operator_company_id = ${tree} or ships.doc_company_id = ${tree}) and ${shipScope(user)})`,
        ),
      ),
  );
  if (!row) throw notFound();
  return row;
}

/** Per ship and year: the ship's annual data and indicators (the ship screens). */
export async function shipAnnual(
  db: Db,
  user: ShipScopeUser,
  q: ShipAnnualQuery,
  lang: Lang,
): Promise<AnnualStatistics[]> {
  // A named ship must be in scope (404 otherwise); a company must be one the caller may see.
  if (q.shipId !== undefined) await requireShip(db, user, q.shipId);
  else await requireStatCompany(db, user, q.companyId!);
  const subject = q.shipId !== undefined ? { shipIds: [q.shipId] } : { companyId: q.companyId! };
  const rows = await aggregateLegs(db, user, {
    ...subject,
    ...yearsOf(q),
    bucket: 'year',
    perShip: true,
    filters: { shipTypeCode: q.shipTypeCode, subTypeCode: q.subTypeCode },
  });
  const ids = [...new Set(rows.map((r) => r.shipId!))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: ships.id, nameEn: ships.nameEn, nameZh: ships.nameZh })
            .from(ships)
            .where(inArray(ships.id, ids))
        ).map((s) => [s.id, nameIn(lang, s)])
      : [],
  );
  return rows
    .map((r) => annualStatistics(Number(r.bucket), r.shipId, names.get(r.shipId!) ?? '', r))
    .sort((a, b) => a.name.localeCompare(b.name) || a.shipId! - b.shipId! || a.year - b.year);
}

/** Per year: the company's ships together (the company screens). */
export async function companyAnnual(
  db: Db,
  user: ShipScopeUser,
  q: CompanyAnnualQuery,
  lang: Lang,
): Promise<AnnualStatistics[]> {
  const company = await requireStatCompany(db, user, q.companyId);
  const rows = await aggregateLegs(db, user, {
    companyId: q.companyId,
    ...yearsOf(q),
    bucket: 'year',
    perShip: false,
    filters: { shipTypeCode: q.shipTypeCode, subTypeCode: q.subTypeCode },
  });
  return rows.map((r) => annualStatistics(Number(r.bucket), null, nameIn(lang, company), r));
}
