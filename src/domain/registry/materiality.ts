import type { Regime } from '../reports/types';
import { src, type Source } from './source';

/**
 * Materiality per regime: the share of a reported figure above which the uncorrected misstatements
 * on it are material, and a satisfactory opinion is refused (docs/verification.md).
 *
 * None of the maritime texts we read gives a number: the EU maritime verification act (Delegated
 * Regulation (EU) 2023/2917, which replaced 2016/2072) was found but its materiality article was
 * not read; MRTM lets the verifier type the level into the verification report; the IMO, FuelEU
 * and MSA texts we have are silent. Every row therefore states `givenByRule: false` and the
 * product's default, 5 %, with its reason: it is the level the EU ETS verification rules set for
 * category A/B installations and for aircraft operators up to 500 kt (Regulation (EU) 2012/600
 * Art. 23(1)), the nearest rule that gives a number. Replace a row's level and source when its
 * regime's text is read.
 */
export interface MaterialityLevel {
  /** Fraction of the reported figure (0.05 = 5 %). */
  readonly level: number;
  /** The report line (totals key) shown first: the regime's emissions, the figure materiality is about. */
  readonly headline: string;
  /** Whether the regime's own rules give this number; false = the product's default below. */
  readonly givenByRule: boolean;
  readonly reason: string;
  readonly source: Source;
}

const DEFAULT_REASON =
  'The rules read give no materiality level for this regime; product default 5 %, the level of the EU ETS verification rules for category A/B installations and aircraft operators ≤ 500 kt.';
const AVR = src('Regulation (EU) 2012/600', 'Art. 23(1)', 'docs/verification.md §3', 'U');

const row = (headline: string, reason: string = DEFAULT_REASON, source: Source = AVR): MaterialityLevel => ({
  level: 0.05,
  headline,
  givenByRule: false,
  reason,
  source,
});

export const MATERIALITY: Readonly<Record<Regime, MaterialityLevel>> = {
  euMrv: row(
    'reports.euMrv.co2e.total',
    `${DEFAULT_REASON} The maritime verification act, Delegated Regulation (EU) 2023/2917, was not read for its level.`,
  ),
  euEts: row(
    'reports.euMrv.etsSubject',
    `${DEFAULT_REASON} EU ETS maritime surrenders on the verified EU MRV figures (Delegated Regulation (EU) 2023/2917).`,
  ),
  ukMrv: row(
    'reports.uk.totalShipEmissions',
    `${DEFAULT_REASON} MRTM records the level the verifier states ("materiality level + accreditation references") and fixes none.`,
  ),
  imoDcs: row('reports.dcs.co2'),
  // FuelEU's compliance figure is the GHG intensity; the balance itself can be near zero.
  fuelEu: row('reports.fuelEu.ghgIntensity'),
  chinaMsa: row('reports.cmsa.co2'),
};
