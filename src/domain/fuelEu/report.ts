import { berthScope, voyageScope, type MrvBucket } from '../euMrv/scope';
import type { PortClass } from '../euMrv/ports';
import { fuelClassOf } from '../ledger/fuels';
import { FUEL_CLASSES, type ByCode, type FuelClass } from '../ledger/types';
import { FUELEU_FLEXIBILITY } from '../registry/fuelEuPenalty';
import { ANNEX_II, type LngConsumer } from '../registry/fuelEuFactors';
import { PARAMETER_SET } from '../registry/source';
import type { LedgerFuelCode } from '../schemas/voyageData';
import { calculateFuelEu, type FuelEuInput } from './calculate';
import { fuelEuPenalty } from './compliance';
import { adjustedBalanceT, borrowingCapT } from './flexibility';
import type { FuelEuFuel } from './intensity';
import { lngConsumerShares, type FuelEuEngine, type LngConsumerShare } from './lngEngines';

/** A port of call as the report reads it from the port dictionary. */
export interface FuelEuPort {
  readonly code: string | null;
  readonly eea: boolean;
  readonly outermost: boolean;
  /** ISO alpha-2 of the state (the outermost-region derogation compares states). */
  readonly country: string | null;
}

/** One EU voyage (ledger `kind = 'eu'`): between two ports of call, fuel at sea and at the end port's stay. */
export interface FuelEuLegInput {
  readonly id: number;
  readonly fromRefCode: string;
  readonly toRefCode: string;
  readonly from: FuelEuPort;
  readonly to: FuelEuPort;
  readonly departure: number;
  readonly arrival: number;
  readonly atSeaT: ByCode;
  readonly inPortT: ByCode;
}

/** Shore power taken during a stay (record `shorePowerKWh`). */
export interface FuelEuOpsInput {
  readonly refCode: string;
  readonly port: FuelEuPort;
  readonly arrival: number;
  readonly kWh: number;
}

/** What the previous reporting period left to this one (the ship's flexibility record). */
export interface FuelEuCarryOver {
  /** Surplus banked from the previous period, t CO2e. */
  readonly bankedT: number;
  /** Advance surplus borrowed in the previous period (repaid × 1.1 now), t CO2e. */
  readonly borrowedT: number;
  /** Consecutive periods before this one that ended with a penalty. */
  readonly penaltyPeriodsInARow: number;
}

export interface FuelEuReportInput {
  readonly year: number;
  readonly start: number;
  readonly end: number;
  readonly legs: readonly FuelEuLegInput[];
  readonly ops: readonly FuelEuOpsInput[];
  readonly engines: readonly FuelEuEngine[];
  readonly previous?: FuelEuCarryOver;
  readonly windRewardFactor?: number;
}

export interface FuelEuVoyageRow {
  readonly legId: number;
  readonly fromRefCode: string;
  readonly toRefCode: string;
  readonly fromPort: string | null;
  readonly toPort: string | null;
  readonly departure: string;
  readonly arrival: string;
  readonly bucket: MrvBucket;
  /** Share of the sea fuel in scope: 1, 0.5 or 0 (Art. 2(1)(b)–(d)). */
  readonly seaShare: number;
  /** Share of the end port's stay in scope: 1 in an EEA port of call, else 0 (Art. 2(1)(a)). */
  readonly berthShare: number;
  /** Part of the leg's sea time inside the period (a leg cut by the year bound). */
  readonly periodShare: number;
  readonly seaT: number;
  readonly berthT: number;
}

export interface FuelEuFuelRow {
  readonly fuel: FuelClass;
  readonly consumer: LngConsumer | null;
  readonly tonnesIntraEu: number;
  readonly tonnesExtraEu: number;
  readonly tonnesAtBerth: number;
  /** Mass counted: intra and at berth 100 %, extra-EU 50 %. */
  readonly tonnesInScope: number;
  readonly energyMJ: number;
}

export interface FuelEuFigures {
  readonly year: number;
  readonly voyages: FuelEuVoyageRow[];
  readonly fuels: FuelEuFuelRow[];
  readonly lngConsumers: LngConsumerShare[];
  /** Fuels burnt in scope that have no Annex II default (ethanol without a certified value). */
  readonly excludedFuels: { fuel: FuelClass; tonnes: number }[];
  readonly opsKWh: number;
  readonly opsMJ: number;
  /** Exactly what `/api/calc/fueleu` takes: the report and the calculator are one engine. */
  readonly calcInput: FuelEuInput | null;
  readonly energyMJ: number;
  readonly wtt: number | null;
  readonly ttw: number | null;
  readonly ghgIntensity: number | null;
  readonly target: number | null;
  readonly complianceBalanceT: number;
  readonly bankedInT: number;
  readonly repaymentT: number;
  readonly adjustedBalanceT: number;
  readonly borrowingCapT: number;
  /** A deficit that may be borrowed against (not borrowed in the previous period). */
  readonly borrowAllowed: boolean;
  /** Consecutive penalty periods if this one ends in deficit (Art. 23(2)). */
  readonly consecutivePeriods: number;
  /** Penalty before this period's flexibility decisions, EUR (not rounded). */
  readonly penaltyEur: number;
  readonly paramVersion: string;
}

export interface FuelEuReportTotal {
  key: string;
  value: number | null;
  unit: string;
  sources: { legIds: number[]; recordRefCodes: string[] };
}

const iso = (ms: number) => new Date(ms).toISOString();
const portClass = (p: FuelEuPort): PortClass => ({
  eea: p.eea,
  state: p.eea ? p.country : null,
  outermost: p.outermost,
  transhipment: false,
});

/** Share of a leg's sea time inside [start, end); a leg without duration counts where it arrives. */
export function legPeriodShare(dep: number, arr: number, start: number, end: number): number {
  if (arr <= dep) return arr >= start && arr < end ? 1 : 0;
  const overlap = Math.min(arr, end) - Math.max(dep, start);
  return overlap <= 0 ? 0 : overlap / (arr - dep);
}

type Columns = { intra: number; extra: number; berth: number };

/**
 * FuelEU figures of one ship and reporting period from its EU voyages (docs/reports-fueleu.md §2):
 * every voyage scored by the one scope engine (euMrv/scope.ts, FuelEU shares from the registry),
 * fuel per class in the intra-EU (100 %), extra-EU / outermost (50 %) and at-berth (100 %)
 * columns, LNG split over the Annex II slip classes of the ship's LNG engines, OPS electricity at
 * EEA berths, then the calculator's GHG intensity and compliance balance, the carry-over from the
 * previous period (banked surplus, 1.1 × last borrowing), the borrowing cap and the penalty.
 */
export function fuelEuReport(input: FuelEuReportInput): {
  figures: FuelEuFigures;
  totals: FuelEuReportTotal[];
} {
  const { year, start, end } = input;
  const cols = new Map<FuelClass, Columns>();
  const add = (cls: FuelClass, c: keyof Columns, t: number) => {
    if (!(t > 0)) return;
    const row = cols.get(cls) ?? { intra: 0, extra: 0, berth: 0 };
    row[c] += t;
    cols.set(cls, row);
  };
  const voyages: FuelEuVoyageRow[] = [];
  const usedLegs: number[] = [];
  const usedRefs = new Set<string>();
  for (const l of input.legs) {
    const periodShare = legPeriodShare(l.departure, l.arrival, start, end);
    const berthIn = l.arrival >= start && l.arrival < end;
    if (periodShare === 0 && !berthIn) continue;
    const sea = voyageScope(portClass(l.from), portClass(l.to), year);
    const berth = berthIn ? berthScope(portClass(l.to)).fuelEuShare : 0;
    const column: keyof Columns = sea.fuelEuShare === 1 ? 'intra' : 'extra';
    let seaT = 0;
    let berthT = 0;
    for (const [code, t] of Object.entries(l.atSeaT) as [LedgerFuelCode, number][]) {
      const part = t * periodShare;
      seaT += part;
      if (sea.fuelEuShare > 0) add(fuelClassOf(code), column, part);
    }
    for (const [code, t] of Object.entries(l.inPortT) as [LedgerFuelCode, number][]) {
      if (!berthIn) continue;
      berthT += t;
      if (berth > 0) add(fuelClassOf(code), 'berth', t);
    }
    voyages.push({
      legId: l.id,
      fromRefCode: l.fromRefCode,
      toRefCode: l.toRefCode,
      fromPort: l.from.code,
      toPort: l.to.code,
      departure: iso(l.departure),
      arrival: iso(l.arrival),
      bucket: sea.bucket,
      seaShare: sea.fuelEuShare,
      berthShare: berth,
      periodShare,
      seaT,
      berthT,
    });
    if (sea.fuelEuShare > 0 || berth > 0) {
      usedLegs.push(l.id);
      usedRefs.add(l.fromRefCode).add(l.toRefCode);
    }
  }

  const ops = input.ops.filter((o) => o.arrival >= start && o.arrival < end && o.port.eea && o.kWh > 0);
  const opsKWh = ops.reduce((s, o) => s + o.kWh, 0);
  const opsMJ = opsKWh * 3.6;
  const lngConsumers = lngConsumerShares(input.engines);

  const fuels: FuelEuFuelRow[] = [];
  const calcFuels: FuelEuFuel[] = [];
  const excludedFuels: { fuel: FuelClass; tonnes: number }[] = [];
  for (const cls of FUEL_CLASSES) {
    const c = cols.get(cls);
    if (!c) continue;
    const annex = ANNEX_II[cls];
    if (!annex) {
      excludedFuels.push({ fuel: cls, tonnes: c.intra + c.extra + c.berth });
      continue;
    }
    const parts: { consumer: LngConsumer | null; share: number }[] =
      cls === 'LNG' ? lngConsumers : [{ consumer: null, share: 1 }];
    for (const p of parts) {
      const f: FuelEuFuel = {
        fuel: cls,
        ...(p.consumer ? { consumer: p.consumer } : {}),
        tonnesIntraEu: c.intra * p.share,
        tonnesExtraEu: c.extra * p.share,
        tonnesAtBerth: c.berth * p.share,
      };
      calcFuels.push(f);
      const inScope = f.tonnesIntraEu + f.tonnesExtraEu * 0.5 + f.tonnesAtBerth;
      fuels.push({
        fuel: cls,
        consumer: p.consumer,
        tonnesIntraEu: f.tonnesIntraEu,
        tonnesExtraEu: f.tonnesExtraEu,
        tonnesAtBerth: f.tonnesAtBerth,
        tonnesInScope: inScope,
        energyMJ: inScope * 1e6 * annex.lcv,
      });
    }
  }

  const prev = input.previous ?? { bankedT: 0, borrowedT: 0, penaltyPeriodsInARow: 0 };
  const hasEnergy = calcFuels.length > 0 || opsMJ > 0;
  const calcInput: FuelEuInput | null = hasEnergy
    ? {
        year,
        fuels: calcFuels,
        ...(opsMJ > 0 ? { opsMJ } : {}),
        ...(input.windRewardFactor !== undefined ? { windRewardFactor: input.windRewardFactor } : {}),
      }
    : null;
  const r = calcInput ? calculateFuelEu(calcInput) : null;
  const cb = r?.complianceBalanceT ?? 0;
  const repaymentT = prev.borrowedT * FUELEU_FLEXIBILITY.borrowingRepayment;
  const adjusted = adjustedBalanceT(cb, prev.bankedT, repaymentT);
  const cap = r ? borrowingCapT(r.target, r.energyMJ) : 0;
  const consecutivePeriods = prev.penaltyPeriodsInARow + 1;
  const penaltyEur = r && adjusted < 0 ? fuelEuPenalty(adjusted, r.ghgIntensity, consecutivePeriods) : 0;

  const figures: FuelEuFigures = {
    year,
    voyages,
    fuels,
    lngConsumers,
    excludedFuels,
    opsKWh,
    opsMJ,
    calcInput,
    energyMJ: r?.energyMJ ?? 0,
    wtt: r?.wtt ?? null,
    ttw: r?.ttw ?? null,
    ghgIntensity: r?.ghgIntensity ?? null,
    target: r?.target ?? null,
    complianceBalanceT: cb,
    bankedInT: prev.bankedT,
    repaymentT,
    adjustedBalanceT: adjusted,
    borrowingCapT: cap,
    borrowAllowed: adjusted < 0 && prev.borrowedT === 0,
    consecutivePeriods,
    penaltyEur,
    paramVersion: PARAMETER_SET,
  };

  const refs = [...usedRefs].sort();
  const opsRefs = ops.map((o) => o.refCode);
  const t = (key: string, value: number | null, unit: string, legIds = usedLegs, recordRefCodes = refs) => ({
    key: `reports.fuelEu.${key}`,
    value,
    unit,
    sources: { legIds: [...legIds], recordRefCodes: [...recordRefCodes] },
  });
  const byClass = new Map<FuelClass, number>();
  for (const f of fuels) byClass.set(f.fuel, (byClass.get(f.fuel) ?? 0) + f.tonnesInScope);
  const totals: FuelEuReportTotal[] = [
    ...[...byClass.entries()].map(([cls, tonnes]) => t(`fuel.${cls}`, tonnes, 't')),
    t('energyInScope', figures.energyMJ, 'MJ'),
    t('opsEnergy', opsMJ, 'MJ', [], opsRefs),
    t('ghgIntensity', figures.ghgIntensity, 'gCO2e/MJ'),
    t('target', figures.target, 'gCO2e/MJ', [], []),
    t('complianceBalance', cb, 'tCO2e'),
    t('adjustedBalance', adjusted, 'tCO2e'),
    t('borrowingCap', cap, 'tCO2e'),
    t('penalty', penaltyEur, 'EUR'),
  ];
  return { figures, totals };
}
