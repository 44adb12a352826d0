import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { descendantsOf } from './kit/companyTree.js';
import { guardWrite } from './kit/errors.js';
import { containsAny, exportOf, pageOf } from './kit/list.js';
import { findById, type Values } from './kit/rows.js';
import { updateVersioned } from './kit/versioned.js';

export type CompanyRow = typeof companies.$inferSelect;
type CompanyValues = Values<typeof companies>;

export interface CompanyFilter {
  keyword?: string;
  address?: string;
  type?: string;
  /** Only these companies (the caller's writable tree, for the parent-company picker). */
  within?: Set<number> | null;
}

function companyWhere(f: CompanyFilter): SQL | undefined {
  return and(
    f.keyword
      ? containsAny(
          [companies.nameZh, companies.nameEn, companies.code, companies.imoNumber, companies.customerNo],
          f.keyword,
        )
      : undefined,
    f.address
      ? containsAny(
          [
            companies.officeAddressZh,
            companies.officeAddressEn,
            companies.registeredAddressZh,
            companies.registeredAddressEn,
          ],
          f.address,
        )
      : undefined,
    f.type ? sql`${f.type} = any(${companies.types})` : undefined,
    f.within ? inArray(companies.id, [...f.within, -1]) : undefined,
  );
}

export const findCompany = (db: Db, id: number) => findById<CompanyRow>(db, companies, id);

export function listCompanies(db: Db, q: CompanyFilter & { page: number; size: number }) {
  const where = companyWhere(q);
  return pageOf(db, companies, where, q, (limit, offset) =>
    db.select().from(companies).where(where).orderBy(asc(companies.nameEn)).limit(limit).offset(offset),
  );
}

export const exportCompanies = (db: Db, q: CompanyFilter) =>
  exportOf((limit) =>
    db.select().from(companies).where(companyWhere(q)).orderBy(asc(companies.nameEn)).limit(limit),
  );

/** Company pickers: at most 500 matches, with what a picker shows. */
export const companyOptions = (db: Db, q: CompanyFilter) =>
  db
    .select({
      id: companies.id,
      code: companies.code,
      nameZh: companies.nameZh,
      nameEn: companies.nameEn,
      types: companies.types,
      registeredAddressEn: companies.registeredAddressEn,
    })
    .from(companies)
    .where(companyWhere(q))
    .orderBy(asc(companies.nameEn))
    .limit(500);

const brief = { id: companies.id, nameZh: companies.nameZh, nameEn: companies.nameEn };

/** A company with its parent and children (ids and names). */
export async function companyDetail(db: Db, id: number) {
  const row = await findCompany(db, id);
  const [children, parent] = await Promise.all([
    db.select(brief).from(companies).where(eq(companies.parentId, id)).orderBy(asc(companies.nameEn)),
    row.parentId ? db.select(brief).from(companies).where(eq(companies.id, row.parentId)) : [],
  ]);
  return { ...row, parent: parent[0] ?? null, children };
}

/** Companies that may become children of `id` without a cycle: all but `id` and its ancestors. */
export async function subsidiaryCandidates(db: Db, id: number) {
  const ancestors = await db.execute<{ id: number }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from companies where id = ${id}
      union
      select c.id, c.parent_id from companies c join up on c.id = up.parent_id
    ) select id from up`);
  const banned = (ancestors.rows as Array<{ id: number }>).map((r) => Number(r.id));
  return db
    .select({ ...brief, parentId: companies.parentId })
    .from(companies)
    .where(notInArray(companies.id, banned))
    .orderBy(asc(companies.nameEn));
}

/** Refuses a parent link that would make a company its own ancestor (409 company_cycle). */
export async function assertNoCycle(db: Db, id: number, parentId: number | null | undefined) {
  if (parentId == null) return;
  if ((await descendantsOf(db, id)).has(parentId))
    throw new AppError(409, 'company_cycle', undefined, { parentId: '' });
}

export async function createCompany(db: Db, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await guardWrite(() => db.insert(companies).values(values).returning());
  return row;
}

export const updateCompany = (db: Db, id: number, version: number, values: CompanyValues, now: Date) =>
  guardWrite(() => updateVersioned<CompanyRow>(db, companies, id, version, values, now));

/**
 * setParentGcClient: the listed companies become the children of `id`; children no longer
 * listed are detached. Refuses a child that is an ancestor of `id`.
 */
export async function setChildren(db: Db, id: number, childIds: number[], now: Date) {
  const below = await descendantsOf(db, id);
  for (const c of childIds) await assertNoCycle(db, c, id);
  await db.transaction(async (tx) => {
    const drop = [...below].filter((c) => c !== id && !childIds.includes(c));
    if (drop.length)
      await tx
        .update(companies)
        .set({ parentId: null, updatedAt: now })
        .where(and(eq(companies.parentId, id), inArray(companies.id, drop)));
    if (childIds.length)
      await tx
        .update(companies)
        .set({ parentId: id, updatedAt: now, version: sql`${companies.version} + 1` })
        .where(inArray(companies.id, childIds));
  });
}

/** Ships, subsidiaries, users and changes hold restricting foreign keys: a 409, never an orphan. */
export async function deleteCompany(db: Db, id: number): Promise<void> {
  await guardWrite(() => db.delete(companies).where(eq(companies.id, id)));
}

/** True when every code names a company (ship authorities are companies by code). */
export async function companyCodesExist(db: Db, codes: string[]): Promise<boolean> {
  if (!codes.length) return true;
  const found = await db
    .select({ code: companies.code })
    .from(companies)
    .where(inArray(companies.code, codes));
  return found.length === codes.length;
}

export async function companyNames(db: Db, ids: number[]): Promise<Map<number, { en: string; zh: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, en: companies.nameEn, zh: companies.nameZh })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})`);
  return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
}
