import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  classSocieties,
  companies,
  energyForms,
  flagStates,
  fuelTypes,
  ports,
  shipSubTypes,
  shipTypes,
} from '../db/schema/index.js';
import { type Lang } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { AppError } from '../http/errors.js';

export interface CodeRefs {
  flagCode?: string | null;
  homePortCode?: string | null;
  shipTypeCode?: string | null;
  subTypeCode?: string | null;
  classCode?: string | null;
  fuelCodes?: string[];
  energyFormCodes?: string[];
  companyIds?: Record<string, number | null | undefined>;
}

const exists = async (q: Promise<unknown[]>) => (await q).length > 0;

/**
 * Checks that the business codes a ship or unit refers to exist in the dictionaries (frozen
 * entries included: they stay valid on records) and that referenced companies exist; answers 400
 * with a message per offending field.
 */
export async function checkRefs(db: Db, lang: Lang, r: CodeRefs): Promise<void> {
  const bad: Record<string, string> = {};
  const unknown = msg('fleet.unknown_code', lang)!;
  const one = async (key: string, v: string | null | undefined, q: (v: string) => Promise<unknown[]>) => {
    if (v && !(await exists(q(v)))) bad[key] = unknown;
  };
  const pick = { id: flagStates.id };
  await one('flagCode', r.flagCode, (v) => db.select(pick).from(flagStates).where(eq(flagStates.alpha3, v)));
  await one('homePortCode', r.homePortCode, (v) =>
    db.select({ id: ports.id }).from(ports).where(eq(ports.code, v)),
  );
  await one('shipTypeCode', r.shipTypeCode, (v) =>
    db.select({ id: shipTypes.id }).from(shipTypes).where(eq(shipTypes.code, v)),
  );
  await one('classCode', r.classCode, (v) =>
    db.select({ id: classSocieties.id }).from(classSocieties).where(eq(classSocieties.code, v)),
  );
  if (r.subTypeCode) {
    const [sub] = await db.select().from(shipSubTypes).where(eq(shipSubTypes.subCode, r.subTypeCode));
    if (!sub) bad.subTypeCode = unknown;
    else if (r.shipTypeCode && sub.typeCode !== r.shipTypeCode)
      bad.subTypeCode = msg('fleet.sub_type_mismatch', lang)!;
  }
  const many = async (
    key: string,
    codes: string[] | undefined,
    table: typeof fuelTypes | typeof energyForms,
  ) => {
    const want = [...new Set(codes ?? [])];
    if (!want.length) return;
    const found = await db.select({ code: table.code }).from(table).where(inArray(table.code, want));
    if (found.length !== want.length) bad[key] = unknown;
  };
  await many('fuels', r.fuelCodes, fuelTypes);
  await many('energyForms', r.energyFormCodes, energyForms);
  for (const [key, id] of Object.entries(r.companyIds ?? {})) {
    if (id == null) continue;
    const hit = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
    if (!hit.length) bad[key] = msg('fleet.unknown_company', lang)!;
  }
  if (Object.keys(bad).length) throw new AppError(400, 'validation_failed', undefined, bad);
}
