import { z } from 'zod';
import { rangeMessage } from './issues';
import { FuelUsesSchema, optDate, optInt, optNum, optText, reqText } from './fleet.js';
import { Version } from './ids';

/**
 * Ship equipment, one schema per kind (docs/legacy-system.md §5 tabs 2-10). Every unit has a board
 * serial number (`boardSn`, the original's "xh") unique within its ship and kind; what else is
 * required follows the original's forms. The server stores the attributes as JSON beside the kind,
 * so these schemas are the only definition of each kind's fields.
 */
export const EQUIPMENT_KINDS = [
  'main_engine',
  'aux_engine',
  'generator',
  'propulsion',
  'propeller',
  'boiler',
  'inert_gas',
  'incinerator',
  'gas_turbine',
  'battery',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

const power = z.number().positive().max(200_000);
const year = z.preprocess(
  (v) => (v === '' ? null : v),
  z.number().int().min(1900, rangeMessage(1900, 2100)).max(2100, rangeMessage(1900, 2100)).nullish(),
);
const energyForms = z.array(z.string().trim().min(1).max(10)).min(1, 'msg.required').max(10);

const base = {
  boardSn: reqText(40),
  manufacturer: optText(200),
  remark: optText(500),
};

/** Main engines and auxiliary engines (generator prime movers) share the original's fields. */
const engine = {
  ...base,
  model: reqText(100),
  ratedPowerKw: power,
  ratedSpeedRpm: optNum(0, 20_000),
  sfocGPerKwh: z.number().positive().max(1000),
  energyForms,
  serialNo: reqText(60),
  installYear: year,
  fuels: FuelUsesSchema,
};

export const EQUIPMENT_SCHEMAS = {
  main_engine: z.object(engine),
  aux_engine: z.object({ ...engine, strokeType: optText(40) }),
  generator: z.object({
    ...base,
    model: reqText(100),
    shaftDriven: z.boolean().default(false),
    ratedPowerKw: power,
    ratedVoltageV: z.number().positive().max(100_000),
    installYear: year,
    fuels: FuelUsesSchema,
  }),
  // The CMSA inland variant's "main propulsion equipment" (electric motors, pods).
  propulsion: z.object({
    ...base,
    model: reqText(100),
    ratedPowerKw: power,
    ratedSpeedRpm: optNum(0, 20_000),
  }),
  propeller: z.object({
    ...base,
    form: z.enum(['1', '2', '3']),
    certificateNo: optText(60),
    count: optInt(10),
    weightKg: optNum(0, 1e6),
    material: optText(60),
    diameterMm: optNum(0, 20_000),
    pitchMm: optNum(0, 20_000),
    blades: optInt(12),
    rotation: optText(20),
    iceClass: optText(20),
  }),
  boiler: z.object({
    ...base,
    model: reqText(100),
    subType: optText(60),
    energyForms,
    installYear: year,
    fuels: FuelUsesSchema,
  }),
  inert_gas: z.object({
    ...base,
    model: reqText(100),
    ratedPowerKw: optNum(0, 200_000),
    energyForms,
    installYear: year,
    fuels: FuelUsesSchema,
  }),
  incinerator: z.object({
    ...base,
    model: reqText(100),
    energyForms,
    installYear: year,
    fuels: FuelUsesSchema,
  }),
  gas_turbine: z.object({
    ...base,
    model: reqText(100),
    ratedPowerKw: power,
    fuelKind: z.preprocess((v) => (v === '' ? null : v), z.enum(['diesel_gasoline', 'lfo', 'hfo']).nullish()),
    serialNo: reqText(60),
    fuels: FuelUsesSchema,
  }),
  battery: z.object({
    ...base,
    cellModel: reqText(100),
    cellParameters: optText(300),
    voltageV: optNum(0, 100_000),
    capacityKwh: z.number().positive().max(1e6),
    weightKg: optNum(0, 1e7),
    batteryModel: optText(100),
    serialNo: optText(60),
    unitCount: optInt(10_000),
    productionDate: optDate,
  }),
} satisfies Record<EquipmentKind, z.ZodObject>;

export type EquipmentInput<K extends EquipmentKind> = z.infer<(typeof EQUIPMENT_SCHEMAS)[K]>;

export const EquipmentKindSchema = z.enum(EQUIPMENT_KINDS);

/** An update carries the version it was read at; a stale one answers 409. */
export const equipmentUpdateSchema = (kind: EquipmentKind) =>
  EQUIPMENT_SCHEMAS[kind].extend({ version: Version });
