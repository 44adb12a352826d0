import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPARED_REGIMES,
  regimeComparison,
  type ComparedLeg,
  type CrossPort,
  type ComparedShip,
} from '../../../src/domain/reports/regimeComparison';
import { CALCULATION_TYPES } from '../../../src/domain/registry/shipTypes';
import { reasonParamsIn } from '../../../src/domain/reports/reasonParams';

const port = (code: string, country: string, extra: Partial<CrossPort> = {}): CrossPort => ({
  code,
  country,
  northernIreland: false,
  outermostRegion: false,
  containerTranshipment: false,
  ...extra,
});
const SHA = port('CNSHA', 'CN');
const NGB = port('CNNGB', 'CN');
const RTM = port('NLRTM', 'NL');
const HAM = port('DEHAM', 'DE');
const FXT = port('GBFXT', 'GB');
const SOU = port('GBSOU', 'GB');
const NYC = port('USNYC', 'US');
const SSZ = port('BRSSZ', 'BR');
const FNC = port('PTFNC', 'PT', { outermostRegion: true });
const LIS = port('PTLIS', 'PT');

const SHIP: ComparedShip = { gt: 40_000, shipType: 'bulk_carrier', flag: 'PA', mainPropulsionKw: 9000 };
let day = 0;
const leg = (id: number, from: CrossPort, to: CrossPort, start = '2025-01-01'): ComparedLeg => {
  const dep = Date.parse(`${start}T00:00Z`) + day++ * 20 * 86_400_000;
  return { id, voyageNo: `V${id}`, from, to, departure: dep, arrival: dep + 5 * 86_400_000, co2T: 100 };
};

// The worked 2025 ship-year of docs/reports-uk-and-cross-regime.md §5.
const YEAR_2025: ComparedLeg[] = [
  leg(1, SHA, NGB),
  leg(2, NGB, RTM),
  leg(3, RTM, HAM),
  leg(4, HAM, FXT),
  leg(5, FXT, SOU),
  leg(6, SOU, NYC),
  leg(7, NYC, SSZ),
  leg(8, SSZ, FNC),
  leg(9, FNC, LIS),
];
const result = regimeComparison(SHIP, 2025, YEAR_2025);

describe('cross-regime scores of the worked 2025 ship-year', () => {
  // [legId, imoDcs, euMrv, euEts, fuelEu, ukMrv, chinaMsa, eu reason, uk reason, cmsa reason]
  it.each([
    [1, 1, 0, 0, 0, 0, 1, 'cross.eu.none', 'cross.ukScope.noUkPort', 'cross.cmsa.domestic'],
    [2, 1, 1, 0.5, 0.5, 0, 1, 'cross.eu.arriving', 'cross.ukScope.noUkPort', 'cross.cmsa.international'],
    [3, 1, 1, 1, 1, 0, 0, 'cross.eu.between', 'cross.ukScope.noUkPort', 'cross.cmsa.noChinesePort'],
    [4, 1, 1, 0.5, 0.5, 0, 0, 'cross.eu.departing', 'cross.ukScope.mrvEea', 'cross.cmsa.noChinesePort'],
    [5, 1, 0, 0, 0, 1, 0, 'cross.eu.none', 'cross.ukScope.mrvDomestic', 'cross.cmsa.noChinesePort'],
    [6, 1, 0, 0, 0, 1, 0, 'cross.eu.none', 'cross.ukScope.mrvDeparts', 'cross.cmsa.noChinesePort'],
    [7, 1, 0, 0, 0, 0, 0, 'cross.eu.none', 'cross.ukScope.noUkPort', 'cross.cmsa.noChinesePort'],
    [8, 1, 1, 0.5, 0.5, 0, 0, 'cross.eu.arriving', 'cross.ukScope.noUkPort', 'cross.cmsa.noChinesePort'],
    [9, 1, 1, 0, 0.5, 0, 0, 'cross.eu.between', 'cross.ukScope.noUkPort', 'cross.cmsa.noChinesePort'],
  ] as const)('leg %i', (id, imo, mrv, ets, fuelEu, uk, cmsa, euReason, ukReason, cmsaReason) => {
    const row = result.rows.find((r) => r.legId === id)!;
    const s = row.scores;
    expect([
      s.imoDcs.share,
      s.euMrv.share,
      s.euEts.share,
      s.fuelEu.share,
      s.ukMrv.share,
      s.chinaMsa.share,
    ]).toEqual([imo, mrv, ets, fuelEu, uk, cmsa]);
    expect(s.euMrv.reason.code).toBe(euReason);
    expect(s.ukMrv.reason.code).toBe(ukReason);
    expect(s.chinaMsa.reason.code).toBe(cmsaReason);
  });

  it('EU ETS carries the phase-in of the year; the outermost derogation says so', () => {
    const r3 = result.rows.find((r) => r.legId === 3)!;
    expect(r3.scores.euEts.note).toEqual({ code: 'cross.ets.phaseIn', params: { share: 0.7 } });
    expect(result.rows.find((r) => r.legId === 9)!.scores.euEts.reason.code).toBe('cross.ets.outermost');
    expect(result.rows.find((r) => r.legId === 9)!.scores.fuelEu.reason.code).toBe('cross.fuelEu.outermost');
  });

  it('every regime names the ports of its reason in either language, through the one reasonParamsIn', () => {
    const named = (p: CrossPort, en: string, zh: string | null): CrossPort => ({ ...p, names: [en, zh] });
    const [row] = regimeComparison(SHIP, 2025, [
      leg(1, named(RTM, 'Rotterdam', '鹿特丹'), named(FXT, 'Felixstowe', '费利克斯托')),
    ]).rows;
    const s = row!.scores;
    for (const score of [s.euMrv, s.euEts, s.fuelEu, s.ukMrv, s.chinaMsa]) {
      expect(reasonParamsIn(score.reason.params, 'en')).toMatchObject({
        from: 'Rotterdam',
        to: 'Felixstowe',
      });
      expect(reasonParamsIn(score.reason.params, 'zh')).toMatchObject({ from: '鹿特丹', to: '费利克斯托' });
    }
    expect(s.ukMrv.reason.code).toBe('cross.ukScope.mrvEea');
    // IMO DCS names no port: its reason is the ship's tonnage.
    expect(s.imoDcs.reason.params).toEqual({ gt: SHIP.gt });
    // A port without a Chinese name reads in English in Chinese; one without names by its code.
    const [bare] = regimeComparison(SHIP, 2025, [leg(2, named(RTM, 'Rotterdam', null), FXT)]).rows;
    expect(bare!.scores.ukMrv.reason.params).not.toHaveProperty('fromZh');
    expect(reasonParamsIn(bare!.scores.ukMrv.reason.params, 'zh')).toMatchObject({
      from: 'Rotterdam',
      to: 'GBFXT',
    });
  });

  it('CO2 in scope per regime is Σ share × voyage CO2', () => {
    expect(result.co2InScopeT).toEqual({
      imoDcs: 900,
      euMrv: 500,
      euEts: 250,
      fuelEu: 300,
      ukMrv: 200,
      chinaMsa: 200,
    });
  });

  it('before and after the UK ETS start: the same UK voyages change regime and share', () => {
    day = 0;
    const legs = [leg(1, FXT, SOU, '2026-03-01'), leg(2, SOU, NYC, '2026-03-01')];
    day = 0;
    const later = [leg(3, FXT, SOU, '2026-08-01'), leg(4, SOU, NYC, '2026-08-01')];
    const r = regimeComparison(SHIP, 2026, [...legs, ...later]).rows;
    expect(r.map((x) => [x.legId, x.scores.ukMrv.share, x.scores.ukMrv.note?.code])).toEqual([
      [1, 1, 'cross.uk.regime.ukMrv'],
      [2, 1, 'cross.uk.regime.ukMrv'],
      [3, 1, 'cross.uk.regime.ukEts'],
      [4, 0, 'cross.uk.regime.ukEts'],
    ]);
  });

  it('before the EU ETS and FuelEU start years nothing is priced', () => {
    const r = regimeComparison(SHIP, 2023, [leg(1, RTM, HAM, '2023-02-01')]).rows[0]!.scores;
    expect([r.euMrv.share, r.euEts.share, r.fuelEu.share]).toEqual([1, 0, 0]);
    expect(r.euEts.reason.code).toBe('cross.ets.notYet');
  });

  it('a ship below 5 000 GT: IMO, EU and UK do not count; China MSA does (≥ 400 GT)', () => {
    const small = regimeComparison({ ...SHIP, gt: 3000 }, 2025, YEAR_2025).rows[0]!.scores;
    expect([small.imoDcs.share, small.euMrv.share, small.ukMrv.share, small.chinaMsa.share]).toEqual([
      0, 0, 0, 1,
    ]);
  });

  it('a Chinese-flag ship ≥ 5 000 GT reports every voyage to China MSA', () => {
    const cn = regimeComparison({ ...SHIP, flag: 'CN' }, 2025, YEAR_2025).rows;
    expect(cn.every((r) => r.scores.chinaMsa.share === 1)).toBe(true);
  });
});

describe('cross-regime properties', () => {
  const ports = [
    SHA,
    NGB,
    RTM,
    HAM,
    FXT,
    SOU,
    NYC,
    SSZ,
    FNC,
    LIS,
    port('GBBEL', 'GB', { northernIreland: true }),
  ];
  const legsArb = fc
    .array(
      fc.record({
        from: fc.constantFrom(...ports),
        to: fc.constantFrom(...ports),
        dep: fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2027-12-01') }),
        co2T: fc.double({ min: 0, max: 1000, noNaN: true }),
      }),
      { maxLength: 12 },
    )
    .map((xs) =>
      xs.map((x, i): ComparedLeg => ({
        id: i + 1,
        voyageNo: `V${i}`,
        from: x.from,
        to: x.to,
        departure: x.dep,
        arrival: x.dep + 3_600_000,
        co2T: x.co2T,
      })),
    );
  const shipArb = fc.record({
    gt: fc.integer({ min: 100, max: 100_000 }),
    shipType: fc.constantFrom(...CALCULATION_TYPES),
    flag: fc.constantFrom('CN', 'PA', null),
    mainPropulsionKw: fc.integer({ min: 0, max: 20_000 }),
  });

  it('every share is 0, 0.5 or 1', () => {
    fc.assert(
      fc.property(shipArb, fc.integer({ min: 2019, max: 2031 }), legsArb, (ship, year, legs) => {
        for (const row of regimeComparison(ship, year, legs).rows)
          for (const k of COMPARED_REGIMES) expect([0, 0.5, 1]).toContain(row.scores[k].share);
      }),
    );
  });

  it('the result does not depend on the order of the legs', () => {
    fc.assert(
      fc.property(
        shipArb,
        fc.integer({ min: 2024, max: 2027 }),
        legsArb.chain((legs) =>
          fc.tuple(fc.constant(legs), fc.shuffledSubarray(legs, { minLength: legs.length })),
        ),
        (ship, year, [legs, shuffled]) => {
          expect(regimeComparison(ship, year, shuffled)).toEqual(regimeComparison(ship, year, legs));
        },
      ),
    );
  });
});
