import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  classSocieties,
  energyForms,
  flagStates,
  fuelTypes,
  shipSubTypes,
  shipTypes,
} from '../db/schema/index.js';

/**
 * The small dictionaries the ship form picks from, as code and names (frozen entries included:
 * they stay valid on records).
 */
export const LOOKUPS = {
  shipType: (db: Db) =>
    db
      .select({ code: shipTypes.code, cnName: shipTypes.cnName, enName: shipTypes.enName })
      .from(shipTypes)
      .orderBy(asc(shipTypes.id)),
  shipSub: (db: Db) =>
    db
      .select({
        code: shipSubTypes.subCode,
        typeCode: shipSubTypes.typeCode,
        cnName: shipSubTypes.cnName,
        enName: shipSubTypes.enName,
      })
      .from(shipSubTypes)
      .orderBy(asc(shipSubTypes.subCode)),
  classificat: (db: Db) =>
    db
      .select({
        code: classSocieties.code,
        cnName: classSocieties.cnFullName,
        enName: classSocieties.fullName,
      })
      .from(classSocieties)
      .orderBy(asc(classSocieties.code)),
  gcState: (db: Db) =>
    db
      .select({ code: flagStates.alpha3, cnName: flagStates.cnBrief, enName: flagStates.enBrief })
      .from(flagStates)
      .orderBy(asc(flagStates.enBrief)),
  fuel: (db: Db) =>
    db
      .select({ code: fuelTypes.code, cnName: fuelTypes.cnName, enName: fuelTypes.enName })
      .from(fuelTypes)
      .orderBy(asc(fuelTypes.sortNo)),
  energyForm: (db: Db) =>
    db
      .select({ code: energyForms.code, cnName: energyForms.cnName, enName: energyForms.enName })
      .from(energyForms)
      .orderBy(asc(energyForms.code)),
};

export type LookupName = keyof typeof LOOKUPS;

/** Every fuel of the dictionary with its status, for the ship's fuel picker (docs/product-rules.md §7 getFuelType). */
export const fuelPicker = (db: Db) =>
  db
    .select({
      code: fuelTypes.code,
      cnName: fuelTypes.cnName,
      enName: fuelTypes.enName,
      status: fuelTypes.status,
    })
    .from(fuelTypes)
    .orderBy(asc(fuelTypes.sortNo));
