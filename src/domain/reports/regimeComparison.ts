import { CHINA_MSA } from '../registry/regional';
import { ETS_PHASE_IN } from '../registry/euEts';
import { FUELEU_TARGETS } from '../registry/fuelEuTargets';
import { lookupYear, tableYears } from '../registry/yearTable';
import { REGIME_COMPARISON_THRESHOLDS } from '../registry/regimeComparison';
import { scopeSegments, type Segment } from '../euMrv/segments';
import type { Port } from '../euMrv/ports';
import type { Scope } from '../euMrv/scope';
import type { CalculationType } from '../registry/shipTypes';
import { ukVoyageScope } from '../ukMrv/scope';
import type { ReportReason } from './types';
import type { PortNamePair } from '../api';
import { portNameParams } from './reasonParams';

/** A port of call as the dictionary describes it (ISO alpha-2 country and the EU/UK flags). */
export interface CrossPort {
  readonly code: string | null;
  /** The dictionary's names [English, Chinese], for the screen (the scores never read them). */
  readonly names?: PortNamePair | null;
  readonly country: string;
  readonly northernIreland: boolean;
  readonly outermostRegion: boolean;
  readonly containerTranshipment: boolean;
}

/** A voyage (leg between consecutive ports of call) of the ship-year. */
export interface ComparedLeg {
  readonly id: number;
  readonly voyageNo: string;
  readonly from: CrossPort;
  readonly to: CrossPort;
  /** UTC ms. */
  readonly departure: number;
  readonly arrival: number;
  /** CO2 of the voyage at sea (t), so a user sees what each share applies to. */
  readonly co2T: number;
}

export interface ComparedShip {
  readonly gt: number;
  readonly shipType: CalculationType;
  readonly flag: string | null;
  readonly mainPropulsionKw: number;
}

export const COMPARED_REGIMES = ['imoDcs', 'euMrv', 'euEts', 'fuelEu', 'ukMrv', 'chinaMsa'] as const;
export type ComparedRegime = (typeof COMPARED_REGIMES)[number];

export interface RegimeScore {
  share: 0 | 0.5 | 1;
  reason: ReportReason;
  /** A remark on the share (EU ETS phase-in, the UK regime in force). */
  note?: ReportReason;
}

export interface CrossRow {
  legId: number;
  voyageNo: string;
  fromPort: string | null;
  fromPortNames: PortNamePair | null;
  fromCountry: string;
  toPort: string | null;
  toPortNames: PortNamePair | null;
  toCountry: string;
  departure: string;
  arrival: string;
  co2T: number;
  scores: Record<ComparedRegime, RegimeScore>;
}

export interface RegimeComparisonResult {
  year: number;
  rows: CrossRow[];
  /** Σ share × voyage CO2 per regime (the EU ETS before its phase-in). */
  co2InScopeT: Record<ComparedRegime, number>;
}

const iso = (t: number) => new Date(t).toISOString();
/** A leg's end as a reason names it: the dictionary's names, else its code, else its country. */
const reasonPort = (p: CrossPort) => ({ name: p.names?.[0] || p.code || p.country, nameZh: p.names?.[1] });
/** The ports a reason of every regime names, in both languages (reports/reasonParams). */
const portParams = (l: ComparedLeg) => portNameParams({ from: reasonPort(l.from), to: reasonPort(l.to) });
const euPort = (p: CrossPort): Port => ({
  country: p.country,
  outermostRegion: p.outermostRegion,
  containerTranshipment: p.containerTranshipment,
});

function imoScore(ship: ComparedShip): RegimeScore {
  const min = REGIME_COMPARISON_THRESHOLDS.imoDcsMinGt;
  return ship.gt >= min
    ? { share: 1, reason: { code: 'cross.imo.every', params: { gt: ship.gt } } }
    : { share: 0, reason: { code: 'cross.imo.belowGt', params: { gt: ship.gt, min } } };
}

function euScores(
  s: Scope,
  ship: ComparedShip,
  year: number,
  p: Record<string, string>,
): Pick<Record<ComparedRegime, RegimeScore>, 'euMrv' | 'euEts' | 'fuelEu'> {
  const min = REGIME_COMPARISON_THRESHOLDS.euMinGt;
  if (ship.gt < min) {
    const r = { share: 0 as const, reason: { code: 'cross.eu.belowGt', params: { gt: ship.gt, min } } };
    return { euMrv: r, euEts: r, fuelEu: r };
  }
  const bucket = { code: `cross.eu.${s.bucket}`, params: p };
  const etsFrom = tableYears(ETS_PHASE_IN).from;
  const fuelEuFrom = tableYears(FUELEU_TARGETS).from;
  const euEts: RegimeScore =
    year < etsFrom
      ? { share: 0, reason: { code: 'cross.ets.notYet', params: { from: etsFrom } } }
      : s.outermostDerogation
        ? { share: 0, reason: { code: 'cross.ets.outermost', params: p } }
        : {
            share: s.etsShare,
            reason: bucket,
            // The phase-in as a share (0.7): the screen writes it as a percent in its language.
            note: { code: 'cross.ets.phaseIn', params: { share: lookupYear(ETS_PHASE_IN, year) } },
          };
  const fuelEu: RegimeScore =
    year < fuelEuFrom
      ? { share: 0, reason: { code: 'cross.fuelEu.notYet', params: { from: fuelEuFrom } } }
      : {
          share: s.fuelEuShare,
          reason:
            s.fuelEuShare === 0.5 && s.bucket === 'between'
              ? { code: 'cross.fuelEu.outermost', params: p }
              : bucket,
        };
  return { euMrv: { share: s.mrvShare, reason: bucket }, euEts, fuelEu };
}

function chinaScore(l: ComparedLeg, ship: ComparedShip): RegimeScore {
  const cnFrom = l.from.country.toUpperCase() === 'CN';
  const cnTo = l.to.country.toUpperCase() === 'CN';
  const p = portParams(l);
  const applies = ship.gt >= CHINA_MSA.minGt || ship.mainPropulsionKw >= CHINA_MSA.minMainPropulsionKw;
  if (!applies) return { share: 0, reason: { code: 'cross.cmsa.belowThreshold', params: { gt: ship.gt } } };
  if (cnFrom && cnTo) return { share: 1, reason: { code: 'cross.cmsa.domestic', params: p } };
  if (cnFrom || cnTo) return { share: 1, reason: { code: 'cross.cmsa.international', params: p } };
  // Chinese-flag international ships ≥ 5 000 GT report the whole year (docs/regulatory-sources.md §8.2).
  if (
    ['CN', 'CHN'].includes(ship.flag?.toUpperCase() ?? '') &&
    ship.gt >= REGIME_COMPARISON_THRESHOLDS.cmsaAnnualMinGt
  )
    return { share: 1, reason: { code: 'cross.cmsa.chineseFlag', params: p } };
  return { share: 0, reason: { code: 'cross.cmsa.noChinesePort', params: p } };
}

/**
 * Every voyage of a ship-year scored by every regime side by side (docs/reports-uk-and-cross-regime.md
 * §4). Only the regimes' own domain scope functions decide: EU MRV / ETS / FuelEU by
 * `scopeSegments` (transhipment rule for container ships, outermost derogation), UK by
 * `ukVoyageScope` on the departure day, IMO DCS and China MSA by their thresholds. The legs are put in
 * time order first, so the answer does not depend on the order they arrive in.
 */
export function regimeComparison(
  ship: ComparedShip,
  year: number,
  legsIn: readonly ComparedLeg[],
): RegimeComparisonResult {
  const legs = [...legsIn].sort((a, b) => a.departure - b.departure || a.arrival - b.arrival || a.id - b.id);
  const segments: Segment[] = legs.map((l) => ({
    type: 'voyage',
    from: euPort(l.from),
    to: euPort(l.to),
    fuels: [],
  }));
  const scopes = scopeSegments(segments, ship.shipType, year);
  const imo = imoScore(ship);
  const co2InScopeT = Object.fromEntries(COMPARED_REGIMES.map((r) => [r, 0])) as Record<
    ComparedRegime,
    number
  >;
  const rows = legs.map((l, i): CrossRow => {
    const p = portParams(l);
    const uk = ukVoyageScope(iso(l.departure), l.from, l.to);
    const scores: Record<ComparedRegime, RegimeScore> = {
      imoDcs: imo,
      ...euScores(scopes[i]!, ship, year, p),
      ukMrv: {
        share: ship.gt >= REGIME_COMPARISON_THRESHOLDS.ukMinGt ? uk.share : 0,
        reason:
          ship.gt >= REGIME_COMPARISON_THRESHOLDS.ukMinGt
            ? { code: `cross.${uk.reason.code}`, params: { ...uk.reason.params, ...p } }
            : {
                code: 'cross.uk.belowGt',
                params: { gt: ship.gt, min: REGIME_COMPARISON_THRESHOLDS.ukMinGt },
              },
        ...(uk.regime ? { note: { code: `cross.uk.regime.${uk.regime}` } } : {}),
      },
      chinaMsa: chinaScore(l, ship),
    };
    for (const r of COMPARED_REGIMES) co2InScopeT[r] += scores[r].share * l.co2T;
    return {
      legId: l.id,
      voyageNo: l.voyageNo,
      fromPort: l.from.code,
      fromPortNames: l.from.names ?? null,
      fromCountry: l.from.country,
      toPort: l.to.code,
      toPortNames: l.to.names ?? null,
      toCountry: l.to.country,
      departure: iso(l.departure),
      arrival: iso(l.arrival),
      co2T: l.co2T,
      scores,
    };
  });
  return { year, rows, co2InScopeT };
}
