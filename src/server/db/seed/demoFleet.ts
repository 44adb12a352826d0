import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  companies,
  flagDocChanges,
  shipAuthorities,
  shipEquipment,
  shipFuels,
  ships,
  shipTfc,
  users,
} from '../schema/index.js';
import { DEMO_COMPANIES, DEMO_SHIPS, imo, type DemoCompanyKey, type DemoShip } from './demoFleetData.js';

/** Demo users and the company or authority each one works for. */
const DEMO_LINKS: Array<{ username: string; company?: DemoCompanyKey; authority?: string }> = [
  { username: 'demo_company', company: 'group' },
  { username: 'demo_manager', company: 'manager' },
  { username: 'demo_authority', authority: 'MSA-SH' },
];

/** A plausible curve for the ship's service speed: daily fuel grows with the cube of speed. */
function tfcRows(s: DemoShip, shipId: number) {
  const mePower = s.units
    .filter((u) => u.kind === 'main_engine')
    .reduce((a, u) => a + Number(u.attrs.ratedPowerKw), 0);
  const service = s.speed[1];
  return [-2, -1, 0, 1].map((d) => {
    const speed = Math.round(service) + d;
    const load = Math.min(1, 0.75 * (speed / service) ** 3);
    const meDaily = +((mePower * load * 24 * 170) / 1e6).toFixed(2);
    return { shipId, speed, meDaily, aeDaily: 3, boilerDaily: 0.8, shipDaily: +(meDaily + 3.8).toFixed(2) };
  });
}

/**
 * Seeds the demo fleet inside the first-start transaction (EEOI_DEMO): companies, ships with their
 * fuels, equipment and consumption curves, one flag change, and the demo users' company links.
 */
export async function seedDemoFleet(tx: Db): Promise<void> {
  const ids = {} as Record<DemoCompanyKey, number>;
  for (const [key, c] of Object.entries(DEMO_COMPANIES) as Array<
    [DemoCompanyKey, (typeof DEMO_COMPANIES)['group']]
  >) {
    const parentId = key === 'manager' ? ids.group : null;
    const [row] = await tx
      .insert(companies)
      .values({ ...c, parentId })
      .returning({ id: companies.id });
    ids[key] = row.id;
  }
  for (const s of DEMO_SHIPS) {
    const [row] = await tx
      .insert(ships)
      .values({
        imo: imo(s.six),
        nameEn: s.nameEn,
        nameZh: s.nameZh,
        shipTypeCode: s.type,
        subTypeCode: s.sub ?? null,
        flagCode: s.flag,
        homePortCode: s.port,
        classCode: s.cls,
        ownerCompanyId: ids[s.owner],
        operatorCompanyId: ids[s.owner],
        docCompanyId: ids[s.doc],
        builderCompanyId: null,
        gt: s.gt,
        nt: s.nt,
        dwt: s.dwt,
        designSpeed: s.speed[0],
        serviceSpeed: s.speed[1],
        deliveryDate: s.built,
        registrationNo: s.registrationNo,
        iceClass: s.iceClass ?? null,
        mrvMethod: 'C',
        mrvContactName: 'Fleet Energy Desk',
        mrvContactEmail: 'energy@example.com',
        ...s.extra,
      })
      .returning({ id: ships.id });
    await tx.insert(shipFuels).values(s.fuels.map((fuelCode) => ({ shipId: row.id, fuelCode, method: '2' })));
    await tx.insert(shipEquipment).values(s.units.map((u) => ({ shipId: row.id, ...u })));
    await tx.insert(shipTfc).values(tfcRows(s, row.id));
    if (s.authority) await tx.insert(shipAuthorities).values({ shipId: row.id, authorityCode: 'MSA-SH' });
    // One re-flagging in the history so the change screens and period split have data.
    if (s.nameEn === 'BLUE OCEAN VENTURE') {
      await tx.insert(flagDocChanges).values({
        shipId: row.id,
        changeType: 'flag',
        oldFlagCode: 'MHL',
        newFlagCode: 'LBR',
        effectiveDate: new Date('2025-07-01T00:00:00Z'),
        applied: true,
        createdBy: 'admin',
      });
    }
  }
  for (const l of DEMO_LINKS)
    await tx
      .update(users)
      .set({ companyId: l.company ? ids[l.company] : null, authorityCode: l.authority ?? null })
      .where(eq(users.username, l.username));
}
