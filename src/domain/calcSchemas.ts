import { z } from 'zod';
import { ICE_CLASSES } from './registry/ciiG5';
import { LNG_CONSUMERS } from './registry/fuelEuFactors';
import { FUEL_CODES } from './registry/fuels';
import { SHIP_TYPES, SHIP_TYPE_INFO, type ShipType } from './registry/shipTypes';

/**
 * Calculator API payloads, shared by the client forms and the server routes. Shape checks
 * only: whether a year is inside a parameter table is the domain's answer (OutOfTableError), so the
 * message names the table.
 */
const fuel = z.enum(FUEL_CODES);
const tonnes = z.number().nonnegative();
const fuelAmount = z.object({ fuel, tonnes });
const fuelList = z.array(fuelAmount).max(50);
const year = z.number().int().min(1900).max(2200);

export const ciiCorrectionsSchema = z.object({
  voyageFuels: fuelList.optional(),
  voyageDistanceNm: z.number().nonnegative().optional(),
  tanker: z.object({ operation: z.enum(['sts', 'shuttle']), fuels: fuelList }).optional(),
  electricalFuels: fuelList.optional(),
  boilerFuels: fuelList.optional(),
  otherFuels: fuelList.optional(),
  iceClass: z.enum(ICE_CLASSES).optional(),
  fc: z.number().positive().optional(),
  fiVse: z.number().positive().optional(),
});

export const ciiRequestSchema = z
  .object({
    shipType: z.enum(SHIP_TYPES),
    dwt: z.number().positive().optional(),
    gt: z.number().positive().optional(),
    year,
    distanceNm: z.number().positive(),
    fuels: fuelList.min(1),
    corrections: ciiCorrectionsSchema.optional(),
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when other fields failed (see `when`), so the raw value may be partial.
      const raw = v as { shipType?: unknown; dwt?: unknown; gt?: unknown };
      const info = typeof raw.shipType === 'string' ? SHIP_TYPE_INFO[raw.shipType as ShipType] : undefined;
      if (info && raw[info.capacity] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [info.capacity],
          message: `${info.capacity} is required for ${raw.shipType as string}`,
        });
      }
    },
    { when: () => true }, // every field error comes back at once
  );
export type CiiRequest = z.infer<typeof ciiRequestSchema>;

export const eeoiRequestSchema = z.object({
  voyages: z
    .array(
      z.object({
        fuels: fuelList,
        cargoTonnes: z.number().nonnegative(),
        distanceNm: z.number().nonnegative(),
      }),
    )
    .min(1)
    .max(20_000),
});
export type EeoiRequest = z.infer<typeof eeoiRequestSchema>;

export const portSchema = z.object({
  locode: z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'UN/LOCODE: 2 letters + 3 letters/digits'),
  country: z.string().regex(/^[A-Za-z]{2}$/, 'ISO 3166-1 alpha-2 code'),
  outermostRegion: z.boolean().optional(),
  containerTranshipment: z.boolean().optional(),
});
const emissionFuel = z.object({ fuel, tonnes, consumer: z.enum(LNG_CONSUMERS).optional() });
const gwp = z.enum(['AR4', 'AR5']);

export const euEtsRequestSchema = z.object({
  year,
  shipType: z.enum(SHIP_TYPES),
  gwp: gwp.optional(),
  iceClassIA: z.boolean().optional(),
  segments: z
    .array(
      z.discriminatedUnion('type', [
        z.object({
          type: z.literal('voyage'),
          from: portSchema,
          to: portSchema,
          fuels: z.array(emissionFuel).max(50),
        }),
        z.object({ type: z.literal('berth'), port: portSchema, fuels: z.array(emissionFuel).max(50) }),
      ]),
    )
    .min(1)
    .max(20_000),
});
export type EuEtsRequest = z.infer<typeof euEtsRequestSchema>;

export const fuelEuRequestSchema = z.object({
  year,
  gwp: gwp.optional(),
  fuels: z
    .array(
      z.object({
        fuel,
        consumer: z.enum(LNG_CONSUMERS).optional(),
        tonnesIntraEu: tonnes,
        tonnesExtraEu: tonnes,
        tonnesAtBerth: tonnes,
        rfnbo: z.boolean().optional(),
        certifiedWtw: z.number().min(-500).max(500).optional(),
      }),
    )
    .min(1)
    .max(50),
  opsMJ: z.number().nonnegative().optional(),
  windRewardFactor: z.number().min(0.95).max(1).optional(),
  consecutiveDeficitPeriods: z.number().int().min(1).max(100).optional(),
});
export type FuelEuRequest = z.infer<typeof fuelEuRequestSchema>;
