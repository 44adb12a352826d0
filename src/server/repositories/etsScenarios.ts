import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { EtsPriceScenario } from '../../domain/euMrv/company.js';
import type { Db } from '../db/client.js';
import { etsPriceScenarios } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { guardWrite } from './kit/errors.js';
import { missOrStale, updateVersioned } from './kit/versioned.js';

/** EU ETS price scenarios (docs/reports-eu.md §4.1); the rules (scope, unique name) live in the service. */

type Row = typeof etsPriceScenarios.$inferSelect;
const toDto = (r: Row): EtsPriceScenario => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  priceEur: r.priceEur,
  note: r.note,
  version: r.version,
});

export async function scenariosOf(db: Db, companyId: number): Promise<EtsPriceScenario[]> {
  const rows = await db
    .select()
    .from(etsPriceScenarios)
    .where(eq(etsPriceScenarios.companyId, companyId))
    .orderBy(asc(etsPriceScenarios.priceEur), asc(etsPriceScenarios.id));
  return rows.map(toDto);
}

export async function findScenario(db: Db, id: number): Promise<EtsPriceScenario> {
  const [row] = await db.select().from(etsPriceScenarios).where(eq(etsPriceScenarios.id, id));
  if (!row) throw notFound();
  return toDto(row);
}

/** Whether another scenario of the company already has this name (case ignored). */
export async function nameTaken(db: Db, companyId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: etsPriceScenarios.id })
    .from(etsPriceScenarios)
    .where(
      and(
        eq(etsPriceScenarios.companyId, companyId),
        sql`lower(${etsPriceScenarios.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(etsPriceScenarios.id, exceptId),
      ),
    );
  return !!row;
}

export async function insertScenario(
  db: Db,
  v: { companyId: number; name: string; priceEur: number; note: string | null; createdBy: number | null },
  now: Date,
  taken: () => Error,
): Promise<EtsPriceScenario> {
  const [row] = await guardWrite(
    () =>
      db
        .insert(etsPriceScenarios)
        .values({ ...v, createdAt: now, updatedAt: now })
        .returning(),
    { unique: taken },
  );
  return toDto(row!);
}

/** Updates while the client's `version` is current (409 when stale, 404 when gone). */
export async function updateScenario(
  db: Db,
  id: number,
  version: number,
  v: { name: string; priceEur: number; note: string | null },
  now: Date,
  taken: () => Error,
): Promise<EtsPriceScenario> {
  const row = await guardWrite(() => updateVersioned<Row>(db, etsPriceScenarios, id, version, v, now), {
    unique: taken,
  });
  return toDto(row);
}

/** Deletes while the client's `version` is current (409 when stale, 404 when gone). */
export async function deleteScenario(db: Db, id: number, version: number): Promise<void> {
  const gone = await db
    .delete(etsPriceScenarios)
    .where(and(eq(etsPriceScenarios.id, id), eq(etsPriceScenarios.version, version)))
    .returning({ id: etsPriceScenarios.id });
  if (gone.length === 0) await missOrStale(db, etsPriceScenarios, id);
}
