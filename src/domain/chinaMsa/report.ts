import { byClass } from '../ledger/fuels';
import { FUEL_CLASSES, type FuelClass } from '../ledger/types';
import { PARAMETER_SET } from '../registry/source';
import { changesAround, type FlagDocChange } from '../imoDcs/candidates';
import type { DcsMethod, ReportLeg, ReportTotal } from '../imoDcs/report';
import { chinaMsaAggregate, chinaMsaVoyage, type CmsaRecord, type CmsaTotals } from './calculate';

/** Purposes of a call that work cargo or passengers (docs/ledger.md §1: 0 load/embark, 1 discharge/disembark). */
const CARGO_PURPOSES = new Set([0, 1]);
const HOUR_MS = 3_600_000;

/** An IMO leg with what the CMSA form adds: the stay at its arrival port and the shore power there. */
export interface CmsaLeg extends ReportLeg {
  /** The arrival record's stay (UTC ms) and purposes: cargo time in port counts in operating hours. */
  endStay: { arrival: number; departure: number; purposes: readonly number[] } | null;
  /**
   * When the ship berthed at the leg's departure port (the arrival of that call, UTC ms): the form's
   * "last port of call + berthing time" is this instant, not the departure from it.
   */
  startBerthing: number | null;
  shorePowerKWh: number | null;
}

/** Ship particulars block of the 2022 data report format (docs/regulatory-sources.md §8.3). */
export interface CmsaShip {
  nameEn: string;
  nameZh: string | null;
  imo: string | null;
  shipCategory: string;
  shipType: string;
  /** The Chinese names the zh form prints (absent in reports stored before they were kept). */
  shipCategoryZh?: string;
  shipTypeZh?: string;
  yearBuilt: number | null;
  gt: number;
  nt: number;
  dwt: number;
  teu: number | null;
  eedi: number | null;
  iceClass: string | null;
  designSpeedKn: number;
  mainPropulsionKw: number;
  auxiliaryKw: number;
  boilerKw: number;
  /** Exhaust gas cleaning system fitted (the official form's "scrubber used" item, docs/reports-dcs-cmsa.md). */
  scrubber: boolean;
}

export type CmsaKind = 'voyage' | 'annual' | 'monthly';

export interface CmsaInput {
  kind: CmsaKind;
  start: number;
  end: number;
  ship: CmsaShip;
  flag: string;
  companyName: string | null;
  companyNameZh?: string | null;
  /** The ship's IMO legs near the period; those arriving in (start, end] are its voyages. */
  legs: readonly CmsaLeg[];
  changes: readonly FlagDocChange[];
  methods: Partial<Record<FuelClass, DcsMethod>>;
}

export interface CmsaVoyageRow extends CmsaTotals {
  legId: number;
  voyageNo: string;
  fromPort: string | null;
  toPort: string | null;
  departure: string;
  arrival: string;
  inPortCargoHours: number;
}

export interface CmsaFigures {
  regime: 'chinaMsa';
  kind: CmsaKind;
  period: { start: string; end: string };
  ship: CmsaShip;
  flag: string;
  companyName: string | null;
  companyNameZh: string | null;
  /** Voyage report: last port of call and this one with their berthing times. */
  lastPort: { port: string | null; berthing: string | null } | null;
  thisPort: { port: string | null; berthing: string | null } | null;
  /** The form's change boxes, prefilled from the change log. */
  changeOfFlag: boolean;
  changeOfCompany: boolean;
  changes: { at: string; kind: 'flag' | 'doc'; from: string | number | null; to: string | number | null }[];
  totals: CmsaTotals;
  methods: Partial<Record<FuelClass, DcsMethod>>;
  voyages: CmsaVoyageRow[];
}

/** Hours of the arrival stay when cargo or passengers were worked there. */
const cargoHours = (l: CmsaLeg) =>
  l.endStay && l.endStay.purposes.some((p) => CARGO_PURPOSES.has(p))
    ? Math.max(0, l.endStay.departure - l.endStay.arrival) / HOUR_MS
    : 0;

/** One leg as the CMSA engine's record: every fuel class the ledger holds (LNG and butane too). */
function legRecord(l: CmsaLeg): CmsaRecord {
  const fuels = byClass(l.fuelT);
  return {
    fuels: FUEL_CLASSES.filter((k) => fuels[k] !== undefined).map((k) => ({ fuel: k, tonnes: fuels[k]! })),
    distanceNm: l.distanceNm,
    hoursUnderway: l.hoursUnderway,
    operatingHours: l.hoursUnderway + cargoHours(l),
    cargoTonnes: l.cargoT,
    teu: l.teu,
    passengers: l.passengers,
    shorePowerKWh: l.shorePowerKWh ?? 0,
  };
}

const iso = (t: number) => new Date(t).toISOString();

/**
 * The China MSA energy-consumption data report (docs/regulatory-sources.md §8.2–8.3, docs/reports-dcs-cmsa.md): a voyage
 * runs from the last berthing to this berthing, so a voyage belongs to the period holding its
 * arrival, (start, end]; the ledger's IMO leg is that voyage (its sea fuel and the stay at its
 * arrival port, where the ledger books port fuel). Annual and monthly reports sum their voyages.
 * Operating hours = hours under way + the time cargo was worked in port.
 */
export function cmsaReport(input: CmsaInput): {
  figures: CmsaFigures;
  totals: ReportTotal[];
  paramVersion: string;
} {
  const legs = input.legs
    .filter((l) => l.arrival > input.start && l.arrival <= input.end)
    .sort((a, b) => a.arrival - b.arrival);
  const voyages: CmsaVoyageRow[] = legs.map((l) => ({
    legId: l.id,
    voyageNo: l.voyageNo,
    fromPort: l.fromPort,
    toPort: l.toPort,
    departure: iso(l.departure),
    arrival: iso(l.arrival),
    inPortCargoHours: cargoHours(l),
    ...chinaMsaVoyage([legRecord(l)]),
  }));
  const totals = chinaMsaAggregate(voyages);
  const around = changesAround(input.changes, input.start, input.end);
  const first = legs[0];
  const last = legs.at(-1);
  const voyage = input.kind === 'voyage';
  const figures: CmsaFigures = {
    regime: 'chinaMsa',
    kind: input.kind,
    period: { start: iso(input.start), end: iso(input.end) },
    ship: input.ship,
    flag: input.flag,
    companyName: input.companyName,
    companyNameZh: input.companyNameZh ?? input.companyName,
    lastPort:
      voyage && first
        ? { port: first.fromPort, berthing: first.startBerthing === null ? null : iso(first.startBerthing) }
        : null,
    thisPort: voyage && last ? { port: last.toPort, berthing: iso(last.arrival) } : null,
    changeOfFlag: around.some((c) => c.kind === 'flag'),
    changeOfCompany: around.some((c) => c.kind === 'doc'),
    changes: around.map((c) => ({
      at: iso(c.at),
      kind: c.kind,
      from: (c.kind === 'flag' ? c.oldFlag : c.oldCompanyId) ?? null,
      to: (c.kind === 'flag' ? c.newFlag : c.newCompanyId) ?? null,
    })),
    totals,
    methods: Object.fromEntries(
      FUEL_CLASSES.filter((k) => totals.fuelByType[k] !== undefined).map((k) => [
        k,
        input.methods[k] ?? 'BDN',
      ]),
    ),
    voyages,
  };
  const ids = legs.map((l) => l.id);
  const refs = [...new Set(legs.flatMap((l) => [l.fromRefCode, l.toRefCode]))];
  const t = (key: string, value: number, unit: string): ReportTotal => ({
    key,
    value,
    unit,
    sources: { legIds: ids, recordRefCodes: refs },
  });
  const out: ReportTotal[] = [
    ...FUEL_CLASSES.filter((k) => totals.fuelByType[k] !== undefined).map((k) =>
      t(`reports.cmsa.fuel.${k}`, totals.fuelByType[k]!, 't'),
    ),
    t('reports.cmsa.co2', totals.co2Tonnes, 't'),
    t('reports.cmsa.cargoWork', totals.cargoKtNm, 'kt·nm'),
    t('reports.cmsa.teuWork', totals.teuNm, 'TEU·nm'),
    t('reports.cmsa.passengerWork', totals.passengerNm, 'pax·nm'),
    t('reports.cmsa.distance', totals.distanceNm, 'nm'),
    t('reports.cmsa.hoursUnderway', totals.hoursUnderway, 'h'),
    t('reports.cmsa.operatingHours', totals.operatingHours, 'h'),
    t('reports.cmsa.shorePower', totals.shorePowerKWh, 'kWh'),
  ];
  return { figures, totals: out, paramVersion: PARAMETER_SET };
}
