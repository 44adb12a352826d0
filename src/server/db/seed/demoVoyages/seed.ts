import { eq } from 'drizzle-orm';
import { writeVoyageData } from '../../../services/ledger/write/index.js';
import type { LedgerPrincipal } from '../../../scope/principal.js';
import type { Db } from '../../client.js';
import { users } from '../../schema/index.js';
import { demoVoyagePayloads } from './index.js';

export interface DemoVoyageSeedResult {
  ships: number;
  items: number;
  ms: number;
}

/**
 * Writes the demo fleet's voyages (EEOI_DEMO, first start) through the ledger's write service, as
 * the administrator: the same validation, mass balance and leg derivation as any upload, so the
 * demo shows what the system computes, not a second copy of the rules. One call (one transaction)
 * per ship, each well under the 5,000-item limit; a failure names the ship and stops the seed.
 */
export async function seedDemoVoyages(db: Db, now: number): Promise<DemoVoyageSeedResult> {
  const t0 = performance.now();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const principal: LedgerPrincipal = {
    kind: 'user',
    user: { userId: admin?.id ?? 0, isAdmin: true, dataScope: 'all', companyId: null, authorityCode: null },
  };
  let items = 0;
  const payloads = demoVoyagePayloads(now);
  for (const { ship, records, episodes, snapshots } of payloads) {
    try {
      await writeVoyageData(db, principal, { records, episodes, snapshots }, 'en', new Date(now));
    } catch (e) {
      const detail = (e as { errors?: unknown }).errors;
      throw new Error(
        `demo voyages of ship ${ship} refused: ${(e as Error).message} ${JSON.stringify(detail ?? '').slice(0, 800)}`,
        { cause: e },
      );
    }
    items += records.length + episodes.length + snapshots.length;
  }
  return { ships: payloads.length, items, ms: performance.now() - t0 };
}
