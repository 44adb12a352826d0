import { emissionsOf, type EmissionFuel } from '../euMrv/emissions';
import { byClass } from '../ledger/fuels';
import { FUEL_CLASSES, type ByClass, type ByCode } from '../ledger/types';
import { DEFAULT_GWP, GWP_SETS } from '../registry/gwp';
import { UK_REGIMES } from '../registry/regional';
import { PARAMETER_SET } from '../registry/source';
import type { LngConsumer } from '../registry/fuelEuFactors';
import { ukBerthScope, ukVoyageScope, type UkPort, type UkReason, type UkRegime } from './scope';

/** A port as the report prints it: the UK rules read `country` and `northernIreland`. */
export interface UkReportPort extends UkPort {
  readonly code: string | null;
}

/** A voyage between two ports of call (the ledger's `uk` legs) with the stay at its end port. */
export interface UkLeg {
  readonly id: number;
  readonly voyageNo: string;
  readonly from: UkReportPort;
  readonly to: UkReportPort;
  /** UTC ms. */
  readonly departure: number;
  readonly arrival: number;
  readonly fuelAtSeaT: ByCode;
  /** Fuel of the stay at the end port of call (its port emissions). */
  readonly fuelInPortT: ByCode;
  /** The end port's stay (UTC ms); null when the ship has not left it yet. */
  readonly endStay: { readonly arrival: number; readonly departure: number } | null;
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  readonly cargoT: number;
  readonly transportWorkTnm: number;
}

export interface UkReportInput {
  /** Period [start, end), UTC ms. */
  readonly start: number;
  readonly end: number;
  readonly legs: readonly UkLeg[];
  /** LNG engine class for methane slip (the ship's equipment); the registry default when absent. */
  readonly lngConsumer?: LngConsumer;
}

/** Tonnes CO2, CH4 and N2O as CO2e (GWP of the UK ETS, registry gwp.ts), and their sum. */
export interface UkGhg {
  co2: number;
  ch4: number;
  n2o: number;
  total: number;
}

interface UkRowBase {
  legId: number;
  regime: UkRegime | null;
  share: 0 | 0.5 | 1;
  reason: UkReason;
  fuelT: ByClass;
  emissions: UkGhg;
  /** What this row adds to the emissions reported (100 % of an in-scope row). */
  reported: UkGhg;
  /** What it adds to the UK ETS surrender (share × emissions; 0 under UK MRV, which prices nothing). */
  surrender: UkGhg;
}

export interface UkVoyageRow extends UkRowBase {
  voyageNo: string;
  fromPort: string | null;
  fromCountry: string;
  toPort: string | null;
  toCountry: string;
  departure: string;
  arrival: string;
  distanceNm: number;
  hoursUnderway: number;
  cargoT: number;
  transportWorkTnm: number;
}

export interface UkPortRow extends UkRowBase {
  port: string | null;
  country: string;
  arrival: string;
  departure: string | null;
}

export interface UkAggregates {
  fuelT: ByClass;
  /** Port emissions in UK ports (in scope). */
  withinUkPorts: UkGhg;
  /** Voyages UK port → UK port, GB↔NI excluded. */
  betweenUkPorts: UkGhg;
  /** GB ↔ Northern Ireland voyages (reported whole, surrendered at 50 % under the UK ETS). */
  betweenUkAndNi: UkGhg;
  /** UK MRV: voyages between a UK port and a non-EEA port. */
  ukAndNonEea: UkGhg;
  totalFromVoyagesAndPorts: UkGhg;
  /** The half of GB↔NI voyage emissions not surrendered. */
  lessNiDeduction: UkGhg;
  totalShipEmissions: UkGhg;
  surrenderEmissions: UkGhg;
}

export interface UkFigures {
  voyages: UkVoyageRow[];
  ports: UkPortRow[];
  aggregates: UkAggregates;
  /** The dates the rows were judged by (registry regional.ts, with its source). */
  regimes: { ukMrv: { from: string; to: string }; ukEts: { from: string } };
  gwp: { ch4: number; n2o: number };
}

export interface UkFigureTotal {
  key: string;
  value: number;
  unit: string;
  sources: { legIds: number[]; recordRefCodes: string[] };
}

const ZERO = (): UkGhg => ({ co2: 0, ch4: 0, n2o: 0, total: 0 });
const iso = (t: number) => new Date(t).toISOString();
const add = (into: UkGhg, g: UkGhg, k = 1) => {
  into.co2 += g.co2 * k;
  into.ch4 += g.ch4 * k;
  into.n2o += g.n2o * k;
  into.total += g.total * k;
};
const scaled = (g: UkGhg, k: number): UkGhg => {
  const out = ZERO();
  add(out, g, k);
  return out;
};

function ghg(fuelT: ByClass, regime: UkRegime | null, consumer?: LngConsumer): UkGhg {
  const lines: EmissionFuel[] = FUEL_CLASSES.filter((c) => (fuelT[c] ?? 0) !== 0).map((c) => ({
    fuel: c,
    tonnes: fuelT[c]!,
    ...(c === 'LNG' && consumer ? { consumer } : {}),
  }));
  const e = emissionsOf(lines);
  const gwp = GWP_SETS[DEFAULT_GWP.ukEts];
  // UK MRV monitors CO2 only (docs/regulatory-sources.md §6.3); the UK ETS counts CH4 and N2O from its start.
  if (regime === 'ukMrv') return { co2: e.co2, ch4: 0, n2o: 0, total: e.co2 };
  const ch4 = e.ch4 * gwp.ch4;
  const n2o = e.n2o * gwp.n2o;
  return { co2: e.co2, ch4, n2o, total: e.co2 + ch4 + n2o };
}

const mergeFuel = (into: ByClass, f: ByClass) => {
  for (const c of FUEL_CLASSES) if (f[c]) into[c] = (into[c] ?? 0) + f[c]!;
};

/**
 * The UK annual emissions report of one ship-period (docs/reports-uk-and-cross-regime.md `aggregatedData`, docs/regulatory-sources.md
 * §6; docs/reports-uk-and-cross-regime.md §3). A voyage belongs to the period holding its departure,
 * a port stay to the one holding its arrival. In-scope rows are reported whole; the UK ETS surrender
 * takes each row's share (GB↔NI 50 %); UK MRV rows are reported with no surrender.
 */
export function ukReport(input: UkReportInput): {
  figures: UkFigures;
  totals: UkFigureTotal[];
  paramVersion: string;
} {
  const legs = [...input.legs].sort((a, b) => a.departure - b.departure || a.id - b.id);
  const voyages: UkVoyageRow[] = [];
  const ports: UkPortRow[] = [];
  const agg: UkAggregates = {
    fuelT: {},
    withinUkPorts: ZERO(),
    betweenUkPorts: ZERO(),
    betweenUkAndNi: ZERO(),
    ukAndNonEea: ZERO(),
    totalFromVoyagesAndPorts: ZERO(),
    lessNiDeduction: ZERO(),
    totalShipEmissions: ZERO(),
    surrenderEmissions: ZERO(),
  };
  const srcOf: Record<string, number[]> = {};
  const note = (key: string, legId: number) => (srcOf[key] ??= []).push(legId);

  for (const l of legs) {
    if (l.departure >= input.start && l.departure < input.end) {
      const s = ukVoyageScope(iso(l.departure), l.from, l.to);
      const fuelT = byClass(l.fuelAtSeaT);
      const emissions = ghg(fuelT, s.regime, input.lngConsumer);
      const inScope = s.share > 0;
      const reported = inScope ? emissions : ZERO();
      const surrender = s.regime === 'ukEts' ? scaled(emissions, s.share) : ZERO();
      voyages.push({
        legId: l.id,
        voyageNo: l.voyageNo,
        fromPort: l.from.code,
        fromCountry: l.from.country,
        toPort: l.to.code,
        toCountry: l.to.country,
        departure: iso(l.departure),
        arrival: iso(l.arrival),
        distanceNm: l.distanceNm,
        hoursUnderway: l.hoursUnderway,
        cargoT: l.cargoT,
        transportWorkTnm: l.transportWorkTnm,
        regime: s.regime,
        share: s.share,
        reason: s.reason,
        fuelT,
        emissions,
        reported,
        surrender,
      });
      if (inScope) {
        mergeFuel(agg.fuelT, fuelT);
        const code = s.reason.code;
        const bucket =
          code === 'ukScope.etsGbNi'
            ? 'betweenUkAndNi'
            : code === 'ukScope.mrvDomestic' || code === 'ukScope.etsDomestic'
              ? 'betweenUkPorts'
              : 'ukAndNonEea';
        add(agg[bucket], emissions);
        note(bucket, l.id);
        if (code === 'ukScope.etsGbNi') add(agg.lessNiDeduction, emissions, 1 - s.share);
        add(agg.surrenderEmissions, surrender);
        if (surrender.total > 0) note('surrender', l.id);
      }
    }
    const stay = l.endStay;
    if (stay && stay.arrival >= input.start && stay.arrival < input.end) {
      const s = ukBerthScope(iso(stay.arrival), l.to);
      const fuelT = byClass(l.fuelInPortT);
      const emissions = ghg(fuelT, s.regime, input.lngConsumer);
      const inScope = s.share > 0;
      const surrender = s.regime === 'ukEts' ? scaled(emissions, s.share) : ZERO();
      ports.push({
        legId: l.id,
        port: l.to.code,
        country: l.to.country,
        arrival: iso(stay.arrival),
        departure: stay.departure > stay.arrival ? iso(stay.departure) : null,
        regime: s.regime,
        share: s.share,
        reason: s.reason,
        fuelT,
        emissions,
        reported: inScope ? emissions : ZERO(),
        surrender,
      });
      if (inScope) {
        mergeFuel(agg.fuelT, fuelT);
        add(agg.withinUkPorts, emissions);
        note('withinUkPorts', l.id);
        add(agg.surrenderEmissions, surrender);
        if (surrender.total > 0) note('surrender', l.id);
      }
    }
  }
  for (const k of ['withinUkPorts', 'betweenUkPorts', 'betweenUkAndNi', 'ukAndNonEea'] as const)
    add(agg.totalFromVoyagesAndPorts, agg[k]);
  add(agg.totalShipEmissions, agg.totalFromVoyagesAndPorts);
  add(agg.totalShipEmissions, agg.lessNiDeduction, -1);

  const all = [...new Set(Object.values(srcOf).flat())];
  const line = (key: string, value: number, unit: string, legIds: number[] = []): UkFigureTotal => ({
    key: `reports.uk.${key}`,
    value,
    unit,
    sources: { legIds: [...new Set(legIds)], recordRefCodes: [] },
  });
  const totals: UkFigureTotal[] = [
    ...FUEL_CLASSES.filter((c) => agg.fuelT[c]).map((c) => line(`fuel.${c}`, agg.fuelT[c]!, 't', all)),
    line('withinUkPorts', agg.withinUkPorts.total, 'tCO2e', srcOf.withinUkPorts),
    line('betweenUkPorts', agg.betweenUkPorts.total, 'tCO2e', srcOf.betweenUkPorts),
    line('betweenUkAndNi', agg.betweenUkAndNi.total, 'tCO2e', srcOf.betweenUkAndNi),
    line('ukAndNonEea', agg.ukAndNonEea.total, 'tCO2e', srcOf.ukAndNonEea),
    line('totalFromVoyagesAndPorts', agg.totalFromVoyagesAndPorts.total, 'tCO2e', all),
    line('lessNiDeduction', agg.lessNiDeduction.total, 'tCO2e', srcOf.betweenUkAndNi),
    line('totalShipEmissions', agg.totalShipEmissions.total, 'tCO2e', all),
    line('co2', agg.totalFromVoyagesAndPorts.co2, 't', all),
    line('surrenderEmissions', agg.surrenderEmissions.total, 'tCO2e', srcOf.surrender),
  ];
  const gwp = GWP_SETS[DEFAULT_GWP.ukEts];
  return {
    figures: {
      voyages,
      ports,
      aggregates: agg,
      regimes: {
        ukMrv: { from: UK_REGIMES.ukMrv.from, to: UK_REGIMES.ukMrv.to },
        ukEts: { from: UK_REGIMES.ukEts.from },
      },
      gwp: { ch4: gwp.ch4, n2o: gwp.n2o },
    },
    totals,
    paramVersion: PARAMETER_SET,
  };
}
