import { sortRecords } from '../ledger/consumption';
import { addAll, byClass, co2OfClasses, fuelClassOf } from '../ledger/fuels';
import {
  legShareInPeriod,
  legTotalsInPeriod,
  periodFuel,
  snapshotAt,
  timedFuelInPeriod,
  type Stay,
} from '../ledger/periods';
import {
  FUEL_CLASSES,
  type ByClass,
  type ByCode,
  type FuelClass,
  type LedgerRecord,
  type LedgerSnapshot,
} from '../ledger/types';
import type { LedgerFuelCode } from '../schemas/voyageData';
import { PARAMETER_SET } from '../registry/source';
import type { FigureTotal } from '../reports/types';
import type { DcsConsumer } from './periods';

/**
 * One reported figure with where it came from (report contract `FigureTotal`): `key` is the i18n
 * key of its line, `value` null = "not collected", `sources` the legs and ledger items (records and
 * ROB snapshots, by refCode) behind it: the auditor's "why this number".
 */
export type ReportTotal = FigureTotal;

/** A stored IMO leg as a report reads it (voyage_legs + its fuel lines, times UTC ms). */
export interface ReportLeg {
  id: number;
  voyageNo: string;
  fromRefCode: string;
  toRefCode: string;
  fromPort: string | null;
  toPort: string | null;
  departure: number;
  arrival: number;
  distanceNm: number;
  hoursUnderway: number;
  transportWorkTnm: number;
  /** Sea + port fuel of the leg, by dictionary code. */
  fuelT: ByCode;
  cargoT: number;
  teu: number;
  passengers: number;
  ballastDistanceNm: number;
}

/** The GISIS FUEL/2018 collection methods (docs/reports-dcs-cmsa.md). */
export type DcsMethod = 'BDN' | 'FlowMeter' | 'BunkerTankMonitoring';

/** Ship particulars the standard format prints (docs/regulatory-sources.md §4.2). */
export interface DcsShip {
  imo: string | null;
  nameEn: string;
  nameZh: string | null;
  /** GISIS ShipType enumeration value (gisisShipTypeOf). */
  imoShipType: string;
  shipTypeOther: string | null;
  /** The ship-type dictionary's names, printed by the standardized format in its language. */
  typeNameEn?: string;
  typeNameZh?: string;
  gt: number;
  nt: number;
  dwt: number;
  eedi: number | null;
  iceClass: string | null;
  mainEnginesKw: number[];
  auxEnginesKw: number[];
}

/** A metered consumer line of a record (docs/api-ledger.md `consumers`). */
export interface ConsumerLine {
  refCode: string;
  /** The record's arrival, UTC ms: the line counts in the period holding it. */
  arrival: number;
  fuel: LedgerFuelCode;
  consumer: DcsConsumer;
  atSeaT: number;
  inPortT: number;
}

export interface DcsInput {
  start: number;
  end: number;
  ship: DcsShip;
  flag: string;
  companyName: string | null;
  companyNameZh?: string | null;
  /** Every record of a leg a bound cuts and every record with a bunker, transfer or sludge in the period. */
  records: readonly LedgerRecord[];
  snapshots: readonly LedgerSnapshot[];
  /** The ship's IMO legs that overlap the period. */
  legs: readonly ReportLeg[];
  consumers: readonly ConsumerLine[];
  /** Shore power by record (records whose arrival is in the period and that report it). */
  shorePower: readonly { refCode: string; arrival: number; kWh: number }[];
  methods: Partial<Record<FuelClass, DcsMethod>>;
  /** BDN numbers by record refCode, in the order of the record's bunkers. */
  bdnNos?: Readonly<Record<string, readonly (string | null)[]>>;
}

export interface CollectedRow {
  legId: number | null;
  voyageNo: string | null;
  from: string;
  to: string;
  distanceNm: number;
  hoursUnderway: number;
  fuelT: ByClass;
}

export interface BdnRow {
  date: string;
  refCode: string;
  kind: 'bunker' | 'transfer' | 'sludge' | 'opening' | 'closing';
  fuelT: ByClass;
  bdnNo: string | null;
}

export interface DcsFigures {
  regime: 'imoDcs';
  period: { start: string; end: string };
  /** GISIS dates: the end date is the last day inside the period (inclusive), docs/reports-dcs-cmsa.md */
  reportingStartDate: string;
  reportingEndDate: string;
  ship: DcsShip;
  flag: string;
  companyName: string | null;
  companyNameZh: string | null;
  fuelT: ByClass;
  methods: Partial<Record<FuelClass, DcsMethod>>;
  co2T: number;
  distanceNm: number;
  hoursUnderway: number;
  legs: number;
  /** MEPC.385(81) items (docs/regulatory-sources.md §4.3); null = not collected in the ledger. */
  revised: {
    fuelByConsumerT: Partial<Record<DcsConsumer, ByClass>> | null;
    fuelNotUnderwayT: Partial<Record<DcsConsumer, ByClass>> | null;
    shorePowerKWh: number | null;
    ladenDistanceNm: number | null;
    transportWorkTnm: number | null;
    teuNm: number | null;
    passengerNm: number | null;
  };
  collected: CollectedRow[];
  bdn: {
    bunkers: BdnRow[];
    opening: BdnRow;
    closing: BdnRow;
    others: BdnRow[];
    supplyT: ByClass;
    tankCorrectionT: ByClass;
    otherCorrectionT: ByClass;
    consumptionT: ByClass;
  };
}

export type DcsResult =
  | { ok: true; figures: DcsFigures; totals: ReportTotal[]; paramVersion: string }
  | { ok: false; missing: 'start' | 'end'; at: number };

export const DCS_CONSUMERS: readonly DcsConsumer[] = ['main', 'auxiliary', 'boiler', 'other'];

const iso = (t: number) => new Date(t).toISOString();
const day = (t: number) => iso(t).slice(0, 10);
const sumClasses = (c: ByClass) => FUEL_CLASSES.reduce((s, k) => s + (c[k] ?? 0), 0);
const scale = (c: ByClass, k: number): ByClass =>
  Object.fromEntries(Object.entries(c).map(([f, v]) => [f, (v ?? 0) * k])) as ByClass;
const minus = (a: ByClass, b: ByClass): ByClass => {
  const out: ByClass = { ...a };
  for (const k of FUEL_CLASSES) if (b[k] !== undefined) out[k] = (out[k] ?? 0) - b[k]!;
  return out;
};
const one = (fuel: LedgerFuelCode, t: number): ByClass => ({ [fuelClassOf(fuel)]: t });
const sumRows = (rows: readonly BdnRow[]) => rows.reduce<ByClass>((s, r) => minus(s, scale(r.fuelT, -1)), {});
const uniq = <T>(xs: readonly T[]) => [...new Set(xs)];

/**
 * The IMO DCS report of one period (docs/regulatory-sources.md §4.2–4.4; docs/reports-dcs-cmsa.md): fuel per class by
 * the snapshot rule (`periodFuel`), distance and hours from the IMO legs (`legTotalsInPeriod`, a
 * leg cut by a bound pro rata by its time under way), the MEPC.385(81) items where the ledger holds
 * them, the collected-data rows (one per leg part, plus one balancing row so the rows add up to the
 * period's fuel: stays before the first and after the last leg, and the share of a cut leg's fuel
 * that the snapshots put on the other side) and the BDN summary (supply + tank correction + other
 * corrections = consumption). Answers which bound lacks a snapshot instead of guessing.
 */
export function dcsReport(input: DcsInput): DcsResult {
  const { start, end } = input;
  const open = snapshotAt(input.snapshots, start);
  if (!open) return { ok: false, missing: 'start', at: start };
  const close = snapshotAt(input.snapshots, end);
  if (!close) return { ok: false, missing: 'end', at: end };

  const timed = timedFuelInPeriod(input.records, start, end);
  const fuelT = periodFuel(open, close, timed);

  // The stays of the records strictly between a cut leg's ends, as periodTotals takes them.
  const recs = sortRecords(input.records);
  const index = new Map(recs.map((r, k) => [r.refCode, k]));
  const staysOf = (l: ReportLeg): Stay[] => {
    const s = index.get(l.fromRefCode);
    const e = index.get(l.toRefCode);
    return s === undefined || e === undefined ? [] : recs.slice(s + 1, e);
  };
  const legSums = legTotalsInPeriod(input.legs, staysOf, start, end);

  const parts = input.legs.flatMap((l) => {
    const cut = l.departure < start || l.arrival > end;
    const share = legShareInPeriod(l, cut ? staysOf(l) : [], start, end);
    return share ? [{ leg: l, ...share }] : [];
  });
  const legIds = parts.map((p) => p.leg.id);
  const legRefs = uniq(parts.flatMap((p) => [p.leg.fromRefCode, p.leg.toRefCode]));

  const collected: CollectedRow[] = parts.map((p) => ({
    legId: p.leg.id,
    voyageNo: p.leg.voyageNo,
    from: iso(Math.max(p.leg.departure, start)),
    to: iso(Math.min(p.leg.arrival, end)),
    distanceNm: p.leg.distanceNm * p.share,
    hoursUnderway: p.hoursUnderway,
    fuelT: scale(byClass(p.leg.fuelT), p.share),
  }));
  const rest = minus(
    fuelT,
    collected.reduce<ByClass>((s, r) => minus(s, scale(r.fuelT, -1)), {}),
  );
  if (FUEL_CLASSES.some((k) => Math.abs(rest[k] ?? 0) > 1e-9))
    collected.push({
      legId: null,
      voyageNo: null,
      from: iso(start),
      to: iso(end),
      distanceNm: 0,
      hoursUnderway: 0,
      fuelT: rest,
    });

  // BDN summary (the legacy system's IMO_BDN_TEMPLATE), every row by its own time.
  const inside = (t: number) => t >= start && t < end;
  const bunkers: BdnRow[] = [];
  const others: BdnRow[] = [];
  for (const r of recs) {
    r.bunkers.forEach((b, i) => {
      if (inside(b.time))
        bunkers.push({
          date: iso(b.time),
          refCode: r.refCode,
          kind: 'bunker',
          fuelT: one(b.fuel, b.tonnes),
          bdnNo: input.bdnNos?.[r.refCode]?.[i] ?? null,
        });
    });
    for (const [kind, list] of [
      ['transfer', r.transfers],
      ['sludge', r.sludge],
    ] as const)
      for (const x of list)
        if (inside(x.time))
          others.push({
            date: iso(x.time),
            refCode: r.refCode,
            kind,
            fuelT: one(x.fuel, -x.tonnes),
            bdnNo: null,
          });
  }
  const snapRow = (s: LedgerSnapshot, kind: 'opening' | 'closing'): BdnRow => {
    const codes: ByCode = {};
    addAll(codes, Object.fromEntries(s.fuels.map((f) => [f.fuel, f.robT])) as ByCode);
    return { date: iso(s.time), refCode: s.refCode, kind, fuelT: byClass(codes), bdnNo: null };
  };
  const opening = snapRow(open, 'opening');
  const closing = snapRow(close, 'closing');
  const supplyT = sumRows(bunkers);
  const tankCorrectionT = minus(opening.fuelT, closing.fuelT);
  const otherCorrectionT = sumRows(others);
  const consumptionT = minus(minus(supplyT, scale(tankCorrectionT, -1)), scale(otherCorrectionT, -1));

  // MEPC.385(81) items.
  const consumerLines = input.consumers.filter((c) => inside(c.arrival));
  const perConsumer = (pick: (c: ConsumerLine) => number) => {
    if (consumerLines.length === 0) return null;
    const out: Partial<Record<DcsConsumer, ByClass>> = {};
    for (const c of consumerLines) {
      const m = (out[c.consumer] ??= {});
      const k = fuelClassOf(c.fuel);
      m[k] = (m[k] ?? 0) + pick(c);
    }
    return out;
  };
  const fuelByConsumerT = perConsumer((c) => c.atSeaT + c.inPortT);
  const fuelNotUnderwayT = perConsumer((c) => c.inPortT);
  const shore = input.shorePower.filter((s) => inside(s.arrival));
  const byShare = (f: (l: ReportLeg) => number) => parts.reduce((s, p) => s + f(p.leg) * p.share, 0);
  // A leg without TEU or passengers reads 0: the ledger cannot tell "none" from "not recorded",
  // so a period where no leg carries any is reported as not collected.
  const teuNm = parts.some((p) => p.leg.teu > 0) ? byShare((l) => l.teu * l.distanceNm) : null;
  const passengerNm = parts.some((p) => p.leg.passengers > 0)
    ? byShare((l) => l.passengers * l.distanceNm)
    : null;

  const co2T = co2OfClasses(fuelT);
  const figures: DcsFigures = {
    regime: 'imoDcs',
    period: { start: iso(start), end: iso(end) },
    reportingStartDate: day(start),
    reportingEndDate: day(end - 1),
    ship: input.ship,
    flag: input.flag,
    companyName: input.companyName,
    companyNameZh: input.companyNameZh ?? input.companyName,
    fuelT,
    methods: Object.fromEntries(
      FUEL_CLASSES.filter((k) => fuelT[k] !== undefined).map((k) => [k, input.methods[k] ?? 'BDN']),
    ),
    co2T,
    distanceNm: legSums.distanceNm,
    hoursUnderway: legSums.hoursUnderway,
    legs: legSums.legs,
    revised: {
      fuelByConsumerT,
      fuelNotUnderwayT,
      shorePowerKWh: shore.length ? shore.reduce((s, x) => s + x.kWh, 0) : null,
      ladenDistanceNm: parts.length ? byShare((l) => l.distanceNm - l.ballastDistanceNm) : 0,
      transportWorkTnm: legSums.transportWorkTnm,
      teuNm,
      passengerNm,
    },
    collected,
    bdn: { bunkers, opening, closing, others, supplyT, tankCorrectionT, otherCorrectionT, consumptionT },
  };

  const fuelRefs = (cls?: FuelClass) =>
    uniq([
      open.refCode,
      close.refCode,
      ...[...bunkers, ...others].filter((r) => !cls || r.fuelT[cls] !== undefined).map((r) => r.refCode),
    ]);
  const consumerRefs = uniq(consumerLines.map((c) => c.refCode));
  const t = (
    key: string,
    value: number | null,
    unit: string,
    ids: number[],
    refs: string[],
  ): ReportTotal => ({
    key,
    value,
    unit,
    sources: { legIds: ids, recordRefCodes: refs },
  });
  const totals: ReportTotal[] = [
    ...FUEL_CLASSES.filter((k) => fuelT[k] !== undefined).map((k) =>
      t(`reports.dcs.fuel.${k}`, fuelT[k]!, 't', [], fuelRefs(k)),
    ),
    t('reports.dcs.co2', co2T, 't', [], fuelRefs()),
    t('reports.dcs.distance', legSums.distanceNm, 'nm', legIds, legRefs),
    t('reports.dcs.hoursUnderway', legSums.hoursUnderway, 'h', legIds, legRefs),
    ...DCS_CONSUMERS.map((c) =>
      t(
        `reports.dcs.consumer.${c}`,
        fuelByConsumerT ? sumClasses(fuelByConsumerT[c] ?? {}) : null,
        't',
        [],
        consumerRefs,
      ),
    ),
    ...DCS_CONSUMERS.map((c) =>
      t(
        `reports.dcs.notUnderway.${c}`,
        fuelNotUnderwayT ? sumClasses(fuelNotUnderwayT[c] ?? {}) : null,
        't',
        [],
        consumerRefs,
      ),
    ),
    t(
      'reports.dcs.shorePower',
      figures.revised.shorePowerKWh,
      'kWh',
      [],
      shore.map((s) => s.refCode),
    ),
    t('reports.dcs.ladenDistance', figures.revised.ladenDistanceNm, 'nm', legIds, legRefs),
    t('reports.dcs.transportWork', legSums.transportWorkTnm, 't·nm', legIds, legRefs),
    t('reports.dcs.teuNm', teuNm, 'TEU·nm', legIds, legRefs),
    t('reports.dcs.passengerNm', passengerNm, 'pax·nm', legIds, legRefs),
  ];
  return { ok: true, figures, totals, paramVersion: PARAMETER_SET };
}
