/**
 * Decisions on the open items of docs/regulatory-sources.md §10 (and the [U] items the code depends on).
 * Each names the choice, why, and where the code applies it. Revisit when a primary text is read.
 */
export interface Decision {
  readonly id: string;
  /** §10 item number, or the section of a [U] tag. */
  readonly item: string;
  readonly decision: string;
  readonly source: string;
  readonly appliedIn: string;
}

export const DECISIONS: readonly Decision[] = [
  {
    id: 'G5_YI',
    item: '§10.1',
    decision:
      'y_i = 1 for 2023: share = 0.75 − 0.03·(year − 2022), 0.72 in 2023 … 0.51 in 2030; refused outside 2023–2030.',
    source:
      'docs/regulatory-sources.md §1.7 reading of MEPC.355(78) (src:S20); S4 (y = year − 2023) rejected',
    appliedIn: 'registry/ciiG5.ts',
  },
  {
    id: 'G5_TF_SCOPE',
    item: '§10.1',
    decision:
      'TF_j applies only to the fuel the caller attributes to STS / DP-shuttle operations (the whole STS voyage incl. transit, transfer, waiting, discharge), not to the whole year.',
    source: 'docs/regulatory-sources.md §1.7 (appliedai doc scope)',
    appliedIn: 'cii/corrections.ts',
  },
  {
    id: 'G5_FI_FC',
    item: '§10.2',
    decision:
      'f_i from the four-row ice table without the f_i,Cb term; f_c for chemical tanker, gas carrier and ro-pax only; the bulk light-cargo variant is not offered. f_c and f_iVSE are inputs.',
    source: 'docs/regulatory-sources.md §1.7 (src:S4)',
    appliedIn: 'cii/corrections.ts, cii/cubicCapacity.ts',
  },
  {
    id: 'CII_BOUNDARY',
    item: '§10.3',
    decision:
      'A ratio exactly equal to exp(d_i) takes the worse grade (A < d1 ≤ B < d2 ≤ C < d3 ≤ D < d4 ≤ E); compared on attained/required against the printed exp(d_i). 26_HP043 (better grade) and S2 (≤) differ deliberately.',
    source: 'docs/regulatory-sources.md §1.5 rating rule (G4 §4 as read there)',
    appliedIn: 'cii/rating.ts',
  },
  {
    id: 'DCS_REVISED',
    item: '§10.4',
    decision:
      'MEPC.385(81) items (fuel per consumer, not under way, OPS kWh, transport work) and laden distance are optional inputs, aggregated when given; nothing is required beyond the original Appendix IX set.',
    source: 'docs/regulatory-sources.md §4.2–4.3',
    appliedIn: 'imoDcs/aggregate.ts',
  },
  {
    id: 'GWP',
    item: '§10.5',
    decision:
      'MRV/ETS and UK ETS default to AR5 (28/265); FuelEU defaults to AR4 (25/298, its Annex I). Both are selectable per call; FEU-2 shows industry tools using AR5 for FuelEU.',
    source: 'docs/regulatory-sources.md §5.6, §7.5; docs/regulatory-sources.md §11 FEU-1/2',
    appliedIn: 'registry/gwp.ts',
  },
  {
    id: 'MRV_EF',
    item: '§10.5',
    decision:
      'MRV CH4/N2O factors = FuelEU Annex II values (oil 0.00005/0.00018, LNG N2O 0.00011) with Annex II slip per LNG class; fuels without a row (ethane, ethanol) use the TBM fallback 0.00005/0.00018. Reg. 2024/3214 not applied.',
    source: 'docs/regulatory-sources.md §5.3, §7.4',
    appliedIn: 'euMrv/emissions.ts',
  },
  {
    id: 'LNG_DEFAULT_CONSUMER',
    item: '§7.4',
    decision:
      'LNG without a consumer class is treated as LNG Otto medium speed (highest slip, 3.1 %): never understates.',
    source: 'docs/regulatory-sources.md §7.4',
    appliedIn: 'registry/fuelEuFactors.ts',
  },
  {
    id: 'ETS_NON_CO2',
    item: '§5.6',
    decision:
      'etsCo2e counts CO2 only for 2024–2025 and CO2 + CH4 + N2O (GWP) from 2026; MRV CO2e is reported for all years.',
    source: 'docs/regulatory-sources.md §5.6 (Dir. Art. 9)',
    appliedIn: 'euMrv/ets.ts',
  },
  {
    id: 'ETS_OR_BERTH',
    item: '§5.6',
    decision:
      'A berth in an outermost region is derogated (Art. 12(3-b)) only when every adjacent voyage in the sequence is derogated; a lone berth is not.',
    source: 'docs/regulatory-sources.md §5.6 ("in-port emissions of those voyages")',
    appliedIn: 'euMrv/segments.ts',
  },
  {
    id: 'MRV_BUCKETS',
    item: '§5.4',
    decision:
      'Art. 10 aggregates are disjoint: between EEA ports; departed from an EEA port to a third country; arrived from a third country; at berth. They sum to the total.',
    source: 'docs/regulatory-sources.md §5.4',
    appliedIn: 'euMrv/annual.ts',
  },
  {
    id: 'MRV_PER_VOYAGE',
    item: '§10.6',
    decision:
      'No Art. 9(2) per-voyage exemption logic and no 31 January verifier date in the domain; deadlines belong to the reminders feature.',
    source: 'docs/regulatory-sources.md §5.4–5.5 [U]',
    appliedIn: '—',
  },
  {
    id: 'FUELEU_RFNBO_PENALTY',
    item: '§10.7',
    decision:
      'RFNBO sub-target penalty P_d not implemented (value unconfirmed; the sub-target starts 2034 at the earliest).',
    source: 'docs/regulatory-sources.md §7.7',
    appliedIn: '—',
  },
  {
    id: 'FUELEU_OPS_PENALTY',
    item: '§10.7',
    decision:
      'OPS penalty (EUR 1.5 × kW × hours) not implemented until the text is confirmed; OPS energy enters the intensity with a zero factor.',
    source: 'docs/regulatory-sources.md §7.3, §7.8',
    appliedIn: 'fuelEu/intensity.ts',
  },
  {
    id: 'FUELEU_WIND',
    item: '§10.7',
    decision:
      'f_wind is stepped, not interpolated: 0.99 from 0.05, 0.97 from 0.10, 0.95 from 0.15, else 1 (never over-rewards). The API takes f_wind itself (0.95–1).',
    source: 'docs/regulatory-sources.md §7.3',
    appliedIn: 'fuelEu/compliance.ts',
  },
  {
    id: 'FUELEU_CERTIFIED',
    item: '§10.7',
    decision:
      "Bio and RFNBO: WtT = E − Cf_CO2/LCV with the fuel row's Cf_CO2 (e_u read as the TtW CO2 for RFNBO); an RFNBO without a certified E is refused.",
    source: 'docs/regulatory-sources.md §7.4 biofuels paragraph',
    appliedIn: 'fuelEu/factors.ts',
  },
  {
    id: 'FUELEU_ETHANE_ETHANOL',
    item: '§7.4',
    decision:
      'Ethane has no Annex II row: refused. Ethanol accepted only with a certified WtW, LCV 0.0268 MJ/g and CF 1.913 from MEPC.364(79), CH4/N2O by the TBM rule. H2/NH3 are not fuel codes of the app.',
    source: 'docs/regulatory-sources.md §2, §7.4',
    appliedIn: 'registry/fuelEuFactors.ts',
  },
  {
    id: 'FUELEU_METHANOL_TBM',
    item: '§10.7',
    decision: 'Methanol CH4/N2O (TBM) take the fossil class maxima 0.00005/0.00018 (Annex II preamble rule).',
    source: 'docs/regulatory-sources.md §7.4',
    appliedIn: 'registry/fuelEuFactors.ts',
  },
  {
    id: 'FUELEU_BORROW_CAP',
    item: '§10.7',
    decision:
      'A deficit above the 2 % cap may be part-borrowed; the remainder stays a deficit and is penalised.',
    source: 'docs/regulatory-sources.md §7.9 [U]',
    appliedIn: 'fuelEu/flexibility.ts',
  },
  {
    id: 'FUELEU_POOL_BORROW',
    item: '§10.7',
    decision: 'Pooling and borrowing in the same period exclude each other.',
    source: 'docs/regulatory-sources.md §7.9 (src:S14)',
    appliedIn: 'fuelEu/flexibility.ts',
  },
  {
    id: 'FUELEU_ROUNDING',
    item: '§10.7',
    decision:
      'No intermediate rounding in the domain; the penalty is rounded to whole EUR only in display and report formats.',
    source: 'docs/architecture.md §8; docs/regulatory-sources.md §7.6 [U]',
    appliedIn: 'fuelEu/compliance.ts',
  },
  {
    id: 'FUELEU_OR_DEROGATION',
    item: '§7.1',
    decision:
      'The MS-requested FuelEU derogations (islands, OR↔OR, PSO, to 2029) are not applied automatically; OR voyages count 50 %.',
    source: 'docs/regulatory-sources.md §7.1',
    appliedIn: 'euMrv/scope.ts',
  },
  {
    id: 'CMSA_FOREIGN',
    item: '§10.8',
    decision:
      'Per-voyage CMSA aggregation is kept for all flags (the 2022 text is unconfirmed for foreign ships); monthly option uses 24 h (Chinese text), not 12 h.',
    source: 'docs/regulatory-sources.md §8.1–8.2',
    appliedIn: 'chinaMsa/calculate.ts',
  },
  {
    id: 'BIOFUEL_CII',
    item: '§10.9',
    decision:
      'No biofuel CF under CII/DCS (MEPC.1/Circ.905 thresholds unverified): CII uses the nine MEPC.364(79) fossil CFs only.',
    source: 'docs/regulatory-sources.md §2',
    appliedIn: 'registry/fuels.ts',
  },
  {
    id: 'MEPC_RECHECK',
    item: '§10.10',
    decision:
      'Parameter set 2025-04.1 reflects MEPC 83 (Z to 2030). Years after 2030 are refused until a new MEPC resolution is entered and the set version bumped.',
    source: 'docs/regulatory-sources.md §1.4',
    appliedIn: 'registry/source.ts',
  },
];
