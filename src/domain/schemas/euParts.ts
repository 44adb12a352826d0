import { z } from 'zod';

/**
 * Parts B and C of the EU MRV emissions report (docs/reports-eu.md §3.1):
 * entered by the user on a draft EU MRV report, not derived from the ledger.
 */

/** The emission sources of Part C, in the template's order. */
export const EU_EMISSION_SOURCES = [
  'mainEngines',
  'auxEngines',
  'boilers',
  'gasTurbines',
  'inertGasGenerators',
] as const;
export type EuEmissionSource = (typeof EU_EMISSION_SOURCES)[number];

/** The fleet's equipment kinds (src/domain/schemas/fleetEquipment.ts) that are Part C emission sources. */
export const EQUIPMENT_SOURCE: Record<string, EuEmissionSource> = {
  main_engine: 'mainEngines',
  aux_engine: 'auxEngines',
  boiler: 'boilers',
  gas_turbine: 'gasTurbines',
  inert_gas: 'inertGasGenerators',
};

/** The Part C sources a ship's equipment implies, in the template's order, each once. */
export const sourcesOfEquipment = (kinds: readonly string[]): EuEmissionSource[] =>
  EU_EMISSION_SOURCES.filter((src) => kinds.some((k) => EQUIPMENT_SOURCE[k] === src));

/** Monitoring methods (Reg. 2015/757 Annex I): A BDN, B bunker tank sounding, C flow meters, D direct measurement. */
export const EU_MONITORING_METHODS = ['A', 'B', 'C', 'D'] as const;
export type EuMonitoringMethod = (typeof EU_MONITORING_METHODS)[number];

const text = (max: number) =>
  z.string({ error: 'msg.required' }).trim().max(max, `msg.max_length?max=${max}`);

export const EuVerifier = z.object({
  name: text(200).min(1, 'msg.required'),
  address: text(500).default(''),
  /** e.g. "DANAK 7508"; required with the verifier's name. */
  accreditationNumber: text(100).min(1, 'msg.required'),
  /** The national accreditation body, e.g. "DANAK". */
  accreditationBody: text(200).default(''),
});
export type EuVerifier = z.infer<typeof EuVerifier>;

export const EuSourceLine = z.object({
  source: z.enum(EU_EMISSION_SOURCES, { error: 'msg.choice' }),
  methods: z
    .array(z.enum(EU_MONITORING_METHODS, { error: 'msg.choice' }))
    .min(1, 'msg.min_items?min=1')
    .max(4, 'msg.max_items?max=4')
    .refine((m) => new Set(m).size === m.length, 'msg.duplicate'),
  /** Level of uncertainty, % (0–100). */
  uncertaintyPct: z
    .number({ error: 'msg.number' })
    .finite()
    .min(0, 'msg.min?min=0')
    .max(100, 'msg.max?max=100'),
});
export type EuSourceLine = z.infer<typeof EuSourceLine>;

export const EuPartsBody = z.object({
  /** null: the verifier is not known yet (often completed at verification). */
  verifier: EuVerifier.nullable(),
  sources: z
    .array(EuSourceLine)
    .max(EU_EMISSION_SOURCES.length, `msg.max_items?max=${EU_EMISSION_SOURCES.length}`)
    .refine((l) => new Set(l.map((x) => x.source)).size === l.length, 'msg.duplicate'),
  /** The parts' version as read (null: none saved yet); a newer save answers 409. */
  version: z.number().int().min(1).nullable().optional(),
});
export type EuPartsBody = z.infer<typeof EuPartsBody>;

/** Parts B and C as the API answers them. */
export interface EuPartsDto {
  reportId: number;
  verifier: EuVerifier | null;
  sources: EuSourceLine[];
  /** null: never saved. */
  version: number | null;
  updatedAt: string | null;
  /** Whether both parts are filled in (a verifier and at least one source). */
  complete: boolean;
  /** Before the first save: the sources the ship's equipment implies (the form's default rows). */
  suggestedSources: EuEmissionSource[];
}

export const euPartsComplete = (p: { verifier: EuVerifier | null; sources: EuSourceLine[] }) =>
  p.verifier !== null && p.sources.length > 0;
