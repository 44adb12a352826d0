import { isNotNull } from 'drizzle-orm';
import { allocatePool } from '../../../../domain/fuelEu/index.js';
import { fuelEuFiguresOf, fuelEuYear } from '../../../services/reports/generators/fuelEu.js';
import { insertPool } from '../../../repositories/fuelEuFlex.js';
import type { Db } from '../../client.js';
import { ships } from '../../schema/index.js';
import { FUELEU_FIRST_YEAR } from '../../../../domain/fuelEu/index.js';

export interface DemoPoolResult {
  year: number;
  poolId: number | null;
  ships: string[];
}

/**
 * A demo FuelEU pool (docs/reports-fueleu.md §8): after the demo voyages, the last complete
 * reporting year's balances of the demo ships are computed by the report engine, and the DOC
 * company with the most ships in FuelEU scope pools three of them: its largest surplus (the LNG
 * carrier) with the two ships closest to compliance, when their sum is not negative. The
 * allocation is the domain's; nothing here is a fixed figure.
 */
export async function seedDemoFuelEuPool(db: Db, now: number): Promise<DemoPoolResult> {
  const year = Math.max(FUELEU_FIRST_YEAR, new Date(now).getUTCFullYear() - 1);
  if (Date.UTC(year + 1, 0, 1) > now) return { year, poolId: null, ships: [] };
  const rows = await db
    .select({ id: ships.id, nameEn: ships.nameEn, doc: ships.docCompanyId })
    .from(ships)
    .where(isNotNull(ships.docCompanyId));
  const withBalance: { id: number; nameEn: string; doc: number; balance: number }[] = [];
  for (const s of rows) {
    const { figures } = await fuelEuFiguresOf(db, s.id, fuelEuYear(year));
    if (figures.ghgIntensity !== null)
      withBalance.push({ id: s.id, nameEn: s.nameEn, doc: s.doc!, balance: figures.adjustedBalanceT });
  }
  const byDoc = new Map<number, typeof withBalance>();
  for (const s of withBalance) byDoc.set(s.doc, [...(byDoc.get(s.doc) ?? []), s]);
  const group = [...byDoc.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const sorted = [...group].sort((a, b) => b.balance - a.balance);
  const chosen = sorted.slice(0, 3);
  if (chosen.length < 3 || chosen.reduce((s, m) => s + m.balance, 0) < 0)
    return { year, poolId: null, ships: [] };
  const allocation = allocatePool(chosen.map((m) => ({ shipId: String(m.id), before: m.balance })));
  const poolId = await insertPool(
    db,
    { companyId: chosen[0]!.doc, year, name: `Demo pool ${year}`, createdBy: null },
    allocation.map((a) => ({ shipId: Number(a.shipId), before: a.before, after: a.after })),
  );
  return { year, poolId, ships: chosen.map((c) => c.nameEn) };
}
