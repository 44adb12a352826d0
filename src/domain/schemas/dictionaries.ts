import { z } from 'zod';
import { rangeMessage } from './issues';
import { FUEL_CODES } from '../registry/fuels';
import { SHIP_TYPES as CALC_SHIP_TYPES } from '../registry/shipTypes';
import { TextId, Version } from './ids';

/**
 * Payloads of the dictionary dialogs, shared by the browser and the server (`/api/dict/<name>`).
 * Custom messages are codes (`msg.*`) that each side translates. Field names are the API's and the
 * database's. Create bodies are the `create` schema; updates add `version` (optimistic lock).
 */
export const DICTIONARY_NAMES = [
  'fuel',
  'energyForm',
  'gcState',
  'port',
  'city',
  'classificat',
  'shipType',
  'shipSub',
  'grossTon',
  'shipAge',
  'evaluation',
  'sysDic',
  'testParam',
] as const;
export type DictionaryName = (typeof DICTIONARY_NAMES)[number];

const req = (max = 100) => z.string().trim().min(1, 'msg.required').max(max);
const opt = (max = 200) => z.string().trim().max(max).default('');
const code = (re: RegExp, message: string) => req(16).toUpperCase().regex(re, message);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Form inputs may send "0.87": a numeric string is a number, a blank one is absent. */
const toNumber = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? Number(v) : isBlank(v) ? undefined : v;
const num = () => z.preprocess(toNumber, z.number().finite('msg.number'));
const optNum = () => z.preprocess((v) => toNumber(v) ?? null, z.number().finite('msg.number').nullable());
const flag = () => z.boolean().default(false);
const status = () => z.union([z.literal(0), z.literal(1)], { error: 'msg.status' }).default(1);
const calcType = z.enum([...CALC_SHIP_TYPES, 'other'], { error: 'msg.choice' });

/** [min, max) bands: max, when given, must be above min. */
const ordered = <T extends { min: number; max: number | null }>(v: T) => v.max === null || v.max > v.min;
const range = { path: ['max'], message: 'msg.range_order' };

const shapes = {
  fuel: {
    code: req(8),
    cnName: req(),
    enName: req(),
    registryCode: z.enum(FUEL_CODES, { error: 'msg.choice' }),
    // Omitted factors are taken from the registry fuel class on the server.
    carbonContent: optNum().pipe(z.number().gt(0, rangeMessage(0, 1)).lte(1, rangeMessage(0, 1)).nullable()),
    cf: optNum().pipe(z.number().gt(0, rangeMessage(0, 10)).lt(10, rangeMessage(0, 10)).nullable()),
    sulphurClass: z.enum(['high', 'low', 'ultra_low'], { error: 'msg.choice' }).nullable().default(null),
    sortNo: optNum().transform((v) => Math.trunc(v ?? 0)),
  },
  energyForm: { code: req(8), cnName: req(), enName: req() },
  gcState: {
    alpha2: code(/^[A-Z]{2}$/, 'msg.alpha2'),
    alpha3: code(/^[A-Z]{3}$/, 'msg.alpha3'),
    numeric: req(3).regex(/^\d{3}$/, 'msg.numeric3'),
    cnBrief: req(),
    enBrief: req(),
    cnName: req(200),
    enName: req(200),
    dataVersion: opt(64),
    authorised: flag(),
    isEu: flag(),
    isEea: flag(),
    isUk: flag(),
    sortNo: optNum().transform((v) => Math.trunc(v ?? 0)),
  },
  port: {
    code: code(/^[A-Z]{2}[A-Z0-9]{3}$/, 'msg.locode'),
    enName: req(),
    // Chinese names are known for Chinese ports only (seed data), so they stay optional.
    cnName: opt(100),
    city: opt(100),
    countryAlpha2: opt(2).transform((v) => v.toUpperCase()),
    countryAlpha3: code(/^[A-Z]{3}$/, 'msg.alpha3'),
    countryEn: req(),
    countryCn: opt(100),
    province: opt(100),
    branch: opt(100),
    longitude: optNum().pipe(
      z.number().min(-180, rangeMessage(-180, 180)).max(180, rangeMessage(-180, 180)).nullable(),
    ),
    latitude: optNum().pipe(
      z.number().min(-90, rangeMessage(-90, 90)).max(90, rangeMessage(-90, 90)).nullable(),
    ),
    timeZone: opt(64),
    isEea: flag(),
    isUk: flag(),
    isNorthernIreland: flag(),
    isOutermostRegion: flag(),
    dataVersion: opt(64),
  },
  city: {
    code: code(/^[A-Z]{2}[A-Z0-9]{3}$/, 'msg.locode'),
    cnName: req(),
    enName: req(),
    provinceCn: opt(100),
    provinceEn: opt(100),
    countryAlpha2: code(/^[A-Z]{2}$/, 'msg.alpha2'),
  },
  classificat: {
    code: req(16),
    iacsCode: opt(2),
    isIacsMember: flag(),
    abbreviation: req(32),
    fullName: req(200),
    cnFullName: opt(200),
    country: code(/^[A-Z]{3}$/, 'msg.alpha3'),
    address: opt(300),
    cnAddress: opt(300),
    phone: opt(64),
    fax: opt(64),
    telex: opt(64),
    telegraph: opt(64),
    email: z.union([z.literal(''), z.email('msg.email').max(200)]).default(''),
    postcode: opt(32),
    website: opt(200),
    dataVersion: opt(64),
  },
  shipType: { code: req(8), enName: req(), cnName: req(), imoType: req(), euType: req(), calcType },
  shipSub: {
    typeCode: req(8),
    subCode: req(8),
    cnName: req(),
    enName: opt(100),
    calcType: calcType.nullable().default(null),
    euType: opt(100).transform((v) => v || null),
  },
  grossTon: { code: req(8), cnName: req(), enName: req(), min: num(), max: optNum() },
  shipAge: {
    min: num().pipe(z.number().int('msg.integer').min(0)),
    max: optNum().pipe(z.number().int('msg.integer').nullable()),
  },
  evaluation: { name: req(), enName: opt(200), value: optNum() },
  sysDic: { code: req(64), title: req(200), type: opt(64), value: opt(2000) },
  testParam: { name: req(), value: opt(2000) },
};

/** A remark in each UI language: `remark` Chinese, `remarkEn` English. */
const withRemark = <S extends z.ZodRawShape>(s: S) => ({
  ...s,
  status: status(),
  remark: opt(500),
  remarkEn: opt(500),
});

function build<S extends z.ZodRawShape>(shape: S, refine?: (v: any) => boolean) {
  const create = z.object(withRemark(shape));
  const update = create.extend({ version: Version });
  return refine
    ? { create: create.refine(refine, range), update: update.refine(refine, range) }
    : { create, update };
}

export const DictionarySchemas = {
  fuel: build(shapes.fuel),
  energyForm: build(shapes.energyForm),
  gcState: build(shapes.gcState),
  port: build(shapes.port),
  city: build(shapes.city),
  classificat: build(shapes.classificat),
  shipType: build(shapes.shipType),
  shipSub: build(shapes.shipSub),
  grossTon: build(shapes.grossTon, ordered),
  shipAge: build(shapes.shipAge, ordered),
  evaluation: build(shapes.evaluation),
  sysDic: build(shapes.sysDic),
  testParam: build(shapes.testParam),
} satisfies Record<DictionaryName, { create: z.ZodType; update: z.ZodType }>;

export const StatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'msg.status' }),
  version: Version,
});
export const VersionQuery = z.object({ version: TextId.optional() });
