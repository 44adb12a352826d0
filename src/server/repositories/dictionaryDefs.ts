import { count, eq } from 'drizzle-orm';
import { FUELS } from '../../domain/registry/fuels.js';
import {
  cities,
  classSocieties,
  energyForms,
  evaluationParams,
  flagStates,
  fuelTypes,
  grossTonRanges,
  ports,
  shipAgeRanges,
  shipSubTypes,
  shipTypes,
  systemDictionary,
  testParams,
} from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { msg } from '../i18n/lookup.js';
import type { DictDef } from './dictionaries.js';
import { addInUseCheck } from './inUse.js';

const like = (...columns: any[]) => ({ kind: 'like' as const, columns });
const exact = (...columns: any[]) => ({ kind: 'eq' as const, columns });
const bool = (column: any) => ({ kind: 'bool' as const, columns: [column] });

/**
 * Every dictionary: its page in the function tree, list filters (the original screens' filters,
 * docs/legacy-system.md §7, plus status and keyword), sort keys and business keys.
 */
export const DICTIONARIES: DictDef[] = [
  {
    name: 'fuel',
    page: 'dictionary:fuel',
    table: fuelTypes,
    list: {
      filters: { code: exact(fuelTypes.code), name: like(fuelTypes.cnName, fuelTypes.enName) },
      keyword: [fuelTypes.code, fuelTypes.cnName, fuelTypes.enName],
      sort: { sortNo: fuelTypes.sortNo, code: fuelTypes.code, enName: fuelTypes.enName },
    },
    unique: [{ field: 'code', column: fuelTypes.code }],
    // Factors left blank come from the registry class, never retyped.
    prepare: async (_db, b) => ({
      ...b,
      carbonContent: b.carbonContent ?? FUELS[b.registryCode as keyof typeof FUELS].carbonContent,
      cf: b.cf ?? FUELS[b.registryCode as keyof typeof FUELS].cf,
    }),
  },
  {
    name: 'energyForm',
    page: 'dictionary:energyForm',
    table: energyForms,
    list: {
      filters: { code: exact(energyForms.code), name: like(energyForms.cnName, energyForms.enName) },
      keyword: [energyForms.code, energyForms.cnName, energyForms.enName],
      sort: { code: energyForms.code, enName: energyForms.enName },
    },
    unique: [{ field: 'code', column: energyForms.code }],
  },
  {
    name: 'gcState',
    page: 'dictionary:gcState',
    table: flagStates,
    list: {
      filters: {
        cnName: like(flagStates.cnBrief, flagStates.cnName),
        enName: like(flagStates.enBrief, flagStates.enName),
        code: exact(flagStates.alpha2, flagStates.alpha3, flagStates.numeric),
        isEea: bool(flagStates.isEea),
        authorised: bool(flagStates.authorised),
      },
      keyword: [
        flagStates.alpha2,
        flagStates.alpha3,
        flagStates.cnBrief,
        flagStates.enBrief,
        flagStates.enName,
      ],
      sort: {
        sortNo: flagStates.sortNo,
        enBrief: flagStates.enBrief,
        alpha2: flagStates.alpha2,
        alpha3: flagStates.alpha3,
      },
    },
    unique: [
      { field: 'alpha2', column: flagStates.alpha2 },
      { field: 'alpha3', column: flagStates.alpha3 },
      { field: 'numeric', column: flagStates.numeric },
    ],
  },
  {
    name: 'port',
    page: 'dictionary:port',
    table: ports,
    list: {
      filters: {
        code: like(ports.code),
        enName: like(ports.enName),
        cnName: like(ports.cnName),
        country: exact(ports.countryAlpha3, ports.countryAlpha2),
        isEea: bool(ports.isEea),
        isUk: bool(ports.isUk),
        isOutermostRegion: bool(ports.isOutermostRegion),
      },
      keyword: [ports.code, ports.enName, ports.cnName, ports.countryEn],
      sort: { code: ports.code, enName: ports.enName, countryAlpha3: ports.countryAlpha3 },
    },
    unique: [{ field: 'code', column: ports.code }],
  },
  {
    name: 'city',
    page: 'dictionary:city',
    table: cities,
    list: {
      filters: {
        code: like(cities.code),
        name: like(cities.cnName, cities.enName),
        country: exact(cities.countryAlpha2),
      },
      keyword: [cities.code, cities.cnName, cities.enName, cities.provinceCn, cities.provinceEn],
      sort: { code: cities.code, enName: cities.enName },
    },
    unique: [{ field: 'code', column: cities.code }],
  },
  {
    name: 'classificat',
    page: 'dictionary:classificat',
    table: classSocieties,
    list: {
      filters: {
        code: like(classSocieties.code),
        abbreviation: like(classSocieties.abbreviation),
        isIacsMember: bool(classSocieties.isIacsMember),
      },
      keyword: [classSocieties.code, classSocieties.fullName, classSocieties.cnFullName],
      sort: { code: classSocieties.code, fullName: classSocieties.fullName },
    },
    unique: [{ field: 'code', column: classSocieties.code }],
  },
  {
    name: 'shipType',
    page: 'dictionary:shipType',
    table: shipTypes,
    list: {
      filters: {
        cnName: like(shipTypes.cnName),
        euType: like(shipTypes.euType),
        calcType: exact(shipTypes.calcType),
      },
      keyword: [shipTypes.code, shipTypes.cnName, shipTypes.enName, shipTypes.imoType],
      // Seed order (the IMO DCS list order) first; codes are text, so '10' sorts before '2'.
      sort: { id: shipTypes.id, code: shipTypes.code, enName: shipTypes.enName },
    },
    unique: [{ field: 'code', column: shipTypes.code }],
  },
  {
    name: 'shipSub',
    page: 'dictionary:shipSub',
    table: shipSubTypes,
    list: {
      filters: {
        typeCode: exact(shipSubTypes.typeCode),
        subCode: like(shipSubTypes.subCode),
        subName: like(shipSubTypes.cnName, shipSubTypes.enName),
      },
      keyword: [shipSubTypes.subCode, shipSubTypes.cnName, shipSubTypes.enName],
      sort: { subCode: shipSubTypes.subCode, typeCode: shipSubTypes.typeCode },
    },
    unique: [{ field: 'subCode', column: shipSubTypes.subCode }],
    prepare: async (db, b, lang) => {
      const [parent] = await db
        .select({ id: shipTypes.id })
        .from(shipTypes)
        .where(eq(shipTypes.code, b.typeCode));
      if (!parent)
        throw new AppError(400, 'validation_failed', undefined, { typeCode: msg('msg.unknown_ref', lang)! });
      return b;
    },
  },
  {
    name: 'grossTon',
    page: 'dictionary:grossTon',
    table: grossTonRanges,
    list: {
      filters: { code: like(grossTonRanges.code), name: like(grossTonRanges.cnName, grossTonRanges.enName) },
      keyword: [grossTonRanges.code, grossTonRanges.cnName, grossTonRanges.enName],
      sort: { min: grossTonRanges.min, code: grossTonRanges.code },
    },
    unique: [{ field: 'code', column: grossTonRanges.code }],
  },
  {
    name: 'shipAge',
    page: 'dictionary:shipAge',
    table: shipAgeRanges,
    list: { filters: {}, keyword: [shipAgeRanges.remark], sort: { min: shipAgeRanges.min } },
    unique: [{ field: 'min', column: shipAgeRanges.min }],
  },
  {
    name: 'evaluation',
    page: 'dictionary:evaluation',
    table: evaluationParams,
    list: {
      filters: { name: like(evaluationParams.name, evaluationParams.enName) },
      keyword: [evaluationParams.name, evaluationParams.enName],
      sort: { id: evaluationParams.id, name: evaluationParams.name },
    },
    unique: [{ field: 'name', column: evaluationParams.name }],
  },
  {
    name: 'sysDic',
    page: 'system:dic',
    table: systemDictionary,
    list: {
      filters: {
        code: like(systemDictionary.code),
        title: like(systemDictionary.title),
        type: exact(systemDictionary.type),
      },
      keyword: [systemDictionary.code, systemDictionary.title, systemDictionary.value],
      sort: { code: systemDictionary.code, type: systemDictionary.type },
    },
    unique: [{ field: 'code', column: systemDictionary.code }],
  },
  {
    name: 'testParam',
    page: 'system:testParam',
    table: testParams,
    list: {
      filters: { name: like(testParams.name) },
      keyword: [testParams.name, testParams.value],
      sort: { name: testParams.name },
    },
    unique: [{ field: 'name', column: testParams.name }],
  },
];

// A ship type with sub-types cannot go: the sub-types would lose their parent.
addInUseCheck('shipType', async (db, row) => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(shipSubTypes)
    .where(eq(shipSubTypes.typeCode, row.code));
  return Number(n) > 0
    ? {
        zh: `该船型下有 ${n} 个船型细分，请先删除船型细分`,
        en: `${n} ship sub-types belong to this ship type; delete them first.`,
      }
    : null;
});
