import { FUEL_CLASSES, type ByClass, type FuelClass } from '../ledger/types';
import { DEFAULT_LNG_CONSUMER } from '../registry/fuelEuFactors';
import { ETS_NON_CO2_FROM } from '../registry/euEts';
import type { FigureTotal } from '../reports/types';
import { mrvAnnual, type MrvAnnual } from './annual';
import type { EmissionFuel } from './emissions';
import { factorsPerTonne } from './emissions';
import { calculateEuEts, type SegmentResult } from './ets';
import type { Port } from './ports';
import { berthReason, stopReason, voyageReason } from './reasons';
import { scopeSegments, type Segment } from './segments';
import type {
  BerthPortRow,
  EuIndicators,
  EuLegInput,
  EuMrvFigures,
  EuMrvInput,
  EuPortInfo,
  EuSegmentFigures,
  EuVoyageRow,
  Gases,
} from './reportTypes';

export * from './reportTypes';

const iso = (t: number) => new Date(t).toISOString();

/** A port the engine reads: unknown ports (not in the dictionary) are outside the EEA. */
const enginePort = (p: EuPortInfo | null): Port => ({
  locode: p?.code,
  country: p?.country ?? '',
  outermostRegion: p?.outermost ?? false,
});

const fuelLines = (fuel: ByClass, input: EuMrvInput): EmissionFuel[] =>
  FUEL_CLASSES.filter((c) => (fuel[c] ?? 0) !== 0).map((c) => ({
    fuel: c,
    tonnes: fuel[c]!,
    ...(c === 'LNG' ? { consumer: input.lngConsumer ?? DEFAULT_LNG_CONSUMER } : {}),
  }));

/** The segments the engine scores: per EU voyage, the voyage and then the stay at its end port of call. */
export function euSegments(input: EuMrvInput, legs: readonly EuLegInput[]): Segment[] {
  return legs.flatMap((l): Segment[] => [
    { type: 'voyage', from: enginePort(l.from), to: enginePort(l.to), fuels: fuelLines(l.seaFuelT, input) },
    { type: 'berth', port: enginePort(l.to), fuels: fuelLines(l.berthFuelT, input) },
  ]);
}

/** Chronological order with a stable tie-break: the report does not depend on the rows' order. */
export const orderLegs = (legs: readonly EuLegInput[]) =>
  [...legs].sort((a, b) => a.arrival - b.arrival || a.departure - b.departure || a.id - b.id);

const addInto = (into: ByClass, from: ByClass, share = 1) => {
  for (const c of FUEL_CLASSES) if (from[c]) into[c] = (into[c] ?? 0) + share * from[c]!;
};
const sumClass = (f: ByClass) => FUEL_CLASSES.reduce((s, c) => s + (f[c] ?? 0), 0);
const div = (a: number, b: number, scale = 1) => (b > 0 ? (a * scale) / b : null);

/**
 * The EU MRV emissions report of one ship and period (Reg. 2015/757 Art. 9–10 as amended by
 * 2023/957; docs/reports-eu.md §3): every figure comes from the one engine
 * (`calculateEuEts`, the same `/api/calc/eu-ets` answers), fed with the ledger's EU voyages.
 */
export function euMrvReport(input: EuMrvInput): EuMrvFigures {
  const legs = orderLegs(input.legs);
  const segments = euSegments(input, legs);
  const ets = calculateEuEts({
    year: input.year,
    shipType: input.ship.shipType,
    iceClassIA: input.ship.iceClassIA,
    segments,
  });
  const scopes = scopeSegments(segments, input.ship.shipType, input.year);
  const nonCo2 = input.year >= ETS_NON_CO2_FROM.year;
  const seg = (i: number, fuelT: ByClass, reason: EuSegmentFigures['reason']): EuSegmentFigures => {
    const r: SegmentResult = ets.segments[i];
    return {
      fuelT,
      bucket: r.bucket,
      mrvShare: r.mrvShare,
      etsShare: r.share,
      co2: r.co2,
      ch4: r.ch4,
      n2o: r.n2o,
      co2e: r.co2e,
      etsT: r.share * (nonCo2 ? r.co2e : r.co2),
      reason,
    };
  };
  const voyages: EuVoyageRow[] = legs.map((l, k) => ({
    legId: l.id,
    voyageNo: l.voyageNo,
    fromRefCode: l.fromRefCode,
    toRefCode: l.toRefCode,
    from: l.from?.code ?? null,
    fromName: l.from?.name ?? null,
    fromNameZh: l.from?.nameZh ?? null,
    to: l.to?.code ?? null,
    toName: l.to?.name ?? null,
    toNameZh: l.to?.nameZh ?? null,
    departure: iso(l.departure),
    arrival: iso(l.arrival),
    distanceNm: l.distanceNm,
    hoursAtSea: l.hoursUnderway,
    cargoT: l.cargoT,
    transportWorkTnm: l.transportWorkTnm,
    voyage: seg(
      2 * k,
      l.seaFuelT,
      voyageReason(l.from, l.to, scopes[2 * k], { from: l.from?.code ?? null, to: l.to?.code ?? null }),
    ),
    berth: {
      ...seg(2 * k + 1, l.berthFuelT, berthReason(l.to, scopes[2 * k + 1], l.to?.code ?? null)),
      hours: Math.max(0, (l.berthEnd - l.arrival) / 3_600_000),
    },
    stops: l.stops.map((s) => ({ refCode: s.refCode, port: s.port?.code ?? null, reason: stopReason(s) })),
  }));

  const results = ets.segments;
  const gasOf = (g: keyof Gases): MrvAnnual => mrvAnnual(results, (i) => results[i][g]);
  const aggregates = { co2: gasOf('co2'), ch4: gasOf('ch4'), n2o: gasOf('n2o'), co2e: gasOf('co2e') };

  // Fuel in scope per class, and the factors actually multiplied (the legacy system: the old
  // report printed rounded factors different from the ones its totals used).
  const fuelT: ByClass = {};
  let distanceNm = 0;
  let iceDistanceNm = 0;
  let hoursAtSea = 0;
  let transportWorkTnm = 0;
  const berths = new Map<string, BerthPortRow>();
  voyages.forEach((v, k) => {
    const l = legs[k];
    if (v.voyage.mrvShare > 0) {
      addInto(fuelT, v.voyage.fuelT);
      distanceNm += l.distanceNm;
      iceDistanceNm += l.iceDistanceNm;
      hoursAtSea += l.hoursUnderway;
      transportWorkTnm += l.transportWorkTnm;
    }
    if (v.berth.mrvShare > 0 && l.to) {
      addInto(fuelT, v.berth.fuelT);
      const row = berths.get(l.to.code) ?? {
        port: l.to.code,
        name: l.to.name,
        country: l.to.country,
        fuelT: {},
        hours: 0,
        co2: 0,
        ch4: 0,
        n2o: 0,
        co2e: 0,
      };
      addInto(row.fuelT, v.berth.fuelT);
      row.hours += v.berth.hours;
      row.co2 += v.berth.co2;
      row.ch4 += v.berth.ch4;
      row.n2o += v.berth.n2o;
      row.co2e += v.berth.co2e;
      berths.set(l.to.code, row);
    }
  });
  const consumer = input.lngConsumer ?? DEFAULT_LNG_CONSUMER;
  const fuels = FUEL_CLASSES.filter((c) => (fuelT[c] ?? 0) !== 0).map((c: FuelClass) => {
    const f = factorsPerTonne(c, c === 'LNG' ? consumer : undefined);
    return { fuel: c, tonnes: fuelT[c]!, co2PerT: f.co2, ch4PerT: f.ch4, n2oPerT: f.n2o };
  });
  // Every fuel counts in fuel per distance, LNG included (the legacy system left it out).
  const allFuel = sumClass(fuelT);
  const total = aggregates;
  const indicators: EuIndicators = {
    fuelPerDistance: div(allFuel, distanceNm, 1000),
    co2PerDistance: div(total.co2.total, distanceNm, 1000),
    co2ePerDistance: div(total.co2e.total, distanceNm, 1000),
    fuelPerTransportWork: div(allFuel, transportWorkTnm, 1e6),
    co2PerTransportWork: div(total.co2.total, transportWorkTnm, 1e6),
    co2ePerTransportWork: div(total.co2e.total, transportWorkTnm, 1e6),
    co2PerTimeAtSea: div(total.co2.total, hoursAtSea),
  };
  const derogatedT = voyages.reduce(
    (s, v) =>
      s +
      (v.voyage.reason.code.endsWith('Derogated') ? v.voyage.co2e : 0) +
      (v.berth.reason.code.endsWith('Derogated') ? v.berth.co2e : 0),
    0,
  );
  const yearStart = Date.UTC(input.year, 0, 1);
  const yearEnd = Date.UTC(input.year + 1, 0, 1);
  return {
    kind: 'euMrv',
    year: input.year,
    period: { start: iso(input.start), end: iso(input.end) },
    partial: input.start > yearStart || input.end < yearEnd,
    ship: input.ship,
    lngConsumer: consumer,
    gwp: ets.gwp,
    voyages,
    fuels,
    aggregates,
    atBerthByPort: [...berths.values()].sort((a, b) => a.port.localeCompare(b.port)),
    distanceNm,
    iceDistanceNm,
    hoursAtSea,
    transportWorkTnm,
    indicators,
    ets: {
      year: input.year,
      phaseIn: ets.phaseIn,
      basis: nonCo2 ? 'co2e' : 'co2',
      subjectT: ets.etsCo2e,
      derogatedT,
      iceClassIA: input.ship.iceClassIA,
      surrender: ets.surrender,
      gwp: ets.gwp,
    },
    paramVersion: ets.parameterSet,
  };
}

const GAS_LINES = ['total', 'between', 'departing', 'arriving', 'atBerth'] as const;

/**
 * The report's lines (FigureTotal) with where each came from: the legs behind it and the port
 * calls that bound them, for the "why this number" drill-down and the stale diff.
 */
export function euMrvTotals(f: EuMrvFigures): FigureTotal[] {
  const legsOf = (pick: (v: EuVoyageRow) => boolean) => {
    const vs = f.voyages.filter(pick);
    return {
      legIds: vs.map((v) => v.legId),
      recordRefCodes: [...new Set(vs.flatMap((v) => [v.fromRefCode, v.toRefCode]))],
    };
  };
  const inScope = legsOf((v) => v.voyage.mrvShare > 0 || v.berth.mrvShare > 0);
  const bucketPick: Record<(typeof GAS_LINES)[number], (v: EuVoyageRow) => boolean> = {
    total: (v) => v.voyage.mrvShare > 0 || v.berth.mrvShare > 0,
    between: (v) => v.voyage.bucket === 'between',
    departing: (v) => v.voyage.bucket === 'departing',
    arriving: (v) => v.voyage.bucket === 'arriving',
    atBerth: (v) => v.berth.bucket === 'berth',
  };
  const out: FigureTotal[] = [];
  for (const l of f.fuels)
    out.push({ key: `reports.euMrv.fuel.${l.fuel}`, value: l.tonnes, unit: 't', sources: inScope });
  for (const gas of ['co2', 'ch4', 'n2o', 'co2e'] as const)
    for (const line of GAS_LINES)
      out.push({
        key: `reports.euMrv.${gas}.${line}`,
        value: f.aggregates[gas][line],
        unit: 't',
        sources: legsOf(bucketPick[line]),
      });
  out.push(
    { key: 'reports.euMrv.distance', value: f.distanceNm, unit: 'nm', sources: inScope },
    { key: 'reports.euMrv.hoursAtSea', value: f.hoursAtSea, unit: 'h', sources: inScope },
    { key: 'reports.euMrv.transportWork', value: f.transportWorkTnm, unit: 't·nm', sources: inScope },
    {
      key: 'reports.euMrv.etsSubject',
      value: f.ets.subjectT,
      unit: 't',
      sources: legsOf((v) => v.voyage.etsShare > 0 || v.berth.etsShare > 0),
    },
    {
      key: 'reports.euMrv.surrender',
      value: f.ets.surrender,
      unit: 't',
      sources: legsOf((v) => v.voyage.etsShare > 0 || v.berth.etsShare > 0),
    },
  );
  return out;
}
