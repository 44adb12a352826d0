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
import {
  DEMO_COMPANIES,
  DEMO_FLAG_CHANGES,
  DEMO_SHIPS,
  demoTfcCurve,
  imo,
  type DemoCompanyKey,
} from './demoFleetData.js';

/** Demo users and the company or authority each one works for. */
const DEMO_LINKS: Array<{ username: string; company?: DemoCompanyKey; authority?: string }> = [
  { username: 'demo_company', company: 'group' },
  { username: 'demo_manager', company: 'manager' },
  { username: 'demo_authority', authority: 'MSA-SH' },
];

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
    await tx.insert(shipTfc).values(demoTfcCurve(s).map((r) => ({ shipId: row.id, ...r })));
    if (s.authority) await tx.insert(shipAuthorities).values({ shipId: row.id, authorityCode: 'MSA-SH' });
    // One re-flagging in the history so the change screens and period split have data.
    for (const c of DEMO_FLAG_CHANGES.filter((x) => x.nameEn === s.nameEn))
      await tx.insert(flagDocChanges).values({
        shipId: row.id,
        changeType: c.changeType,
        oldFlagCode: c.oldFlagCode,
        newFlagCode: c.newFlagCode,
        effectiveDate: new Date(c.effectiveDate),
        applied: true,
        createdBy: 'admin',
      });
  }
  for (const l of DEMO_LINKS)
    await tx
      .update(users)
      .set({ companyId: l.company ? ids[l.company] : null, authorityCode: l.authority ?? null })
      .where(eq(users.username, l.username));
}
