import { describe, expect, it } from 'vitest';
import {
  byClass,
  consumptionIssues,
  deriveLegs,
  fuelClassOf,
  periodTotals,
  sortRecords,
  stayConsumption,
  voyageIndicators,
  type DerivedLeg,
} from '../../../src/domain/ledger';
import { boxship, bulker, episode, portFacts, rec, snapshot, utc } from '../../support/ledger/records';

const close = (a: number | null, b: number, digits = 9) => expect(a).toBeCloseTo(b, digits);

/*
 * Worked example A (docs/ledger.md §4.1): Shanghai → anchorage → Singapore (handover V1 → V2) →
 * Rotterdam. HFO = code 1, MDO = code 3. CF HFO 3.114, MDO 3.206 (registry fuels.ts).
 *
 * R1 CNSHA dep 03-02 08:00+08 (00:00Z)    HFO dep 990, MDO dep 98
 * R2 anchoring arr 03-05 08:00+08, dep 20:00+08 (12 h)   1000 nm, cargo 50 000
 *    HFO 900 → 895, MDO 95 → 94                    sea R1→R2: HFO 990−900 = 90, MDO 98−95 = 3
 *                                                  stay R2:   HFO 5, MDO 1
 * R3 SGSIN arr 03-08 08:00+08 (00:00Z), dep 03-09 08:00+08   800 nm, cargo 50 000 on arrival
 *    HFO arr 830 with correction −5 (→ 825), bunker 500, dep 1320; MDO 92 → 90
 *                                                  sea R2→R3: HFO 895−825 = 70, MDO 94−92 = 2
 *                                                  stay R3:   HFO 825−1320+500 = 5, MDO 2
 * R4 NLRTM arr 03-28 06:00+01 (05:00Z), dep 03-29 06:00+01   8000 nm, cargo 30 000 on arrival
 *    HFO 600 → 595, MDO 80 → 79                    sea R3→R4: HFO 1320−600 = 720, MDO 90−80 = 10
 *                                                  stay R4:   HFO 5, MDO 1
 */
const exampleA = [
  rec({
    refCode: 'R1',
    port: 'CNSHA',
    arrival: '2025-03-01T08:00+08:00',
    departure: '2025-03-02T08:00+08:00',
    purposes: [0],
    cargoDep: 50_000,
    fuels: { '1': [1000, 990], '3': [100, 98] },
  }),
  rec({
    refCode: 'R2',
    kind: 'anchoring',
    arrival: '2025-03-05T08:00+08:00',
    departure: '2025-03-05T20:00+08:00',
    distanceNm: 1000,
    cargoArr: 50_000,
    cargoDep: 50_000,
    fuels: { '1': [900, 895], '3': [95, 94] },
  }),
  rec({
    refCode: 'R3',
    port: 'SGSIN',
    nextVoyageNo: 'V2',
    arrival: '2025-03-08T08:00+08:00',
    departure: '2025-03-09T08:00+08:00',
    distanceNm: 800,
    purposes: [1, 0],
    cargoArr: 50_000,
    cargoDep: 30_000,
    fuels: { '1': [830, 1320, -5], '3': [92, 90] },
    bunkers: [{ fuel: '1', tonnes: 500, time: '2025-03-08T12:00+08:00' }],
  }),
  rec({
    refCode: 'R4',
    voyageNo: 'V2',
    port: 'NLRTM',
    arrival: '2025-03-28T06:00+01:00',
    departure: '2025-03-29T06:00+01:00',
    distanceNm: 8000,
    purposes: [1],
    cargoArr: 30_000,
    fuels: { '1': [600, 595], '3': [80, 79] },
  }),
];

const of = (legs: DerivedLeg[], kind: DerivedLeg['kind']) => legs.filter((l) => l.kind === kind);

describe('fuel classes', () => {
  it.each([
    ['1', 'HFO'],
    ['11', 'HFO'],
    ['12', 'HFO'],
    ['2', 'LFO'],
    ['21', 'LFO'],
    ['22', 'LFO'],
    ['3', 'MDO_MGO'],
    ['4', 'LPG_PROPANE'],
    ['5', 'LPG_BUTANE'],
    ['6', 'LNG'],
    ['7', 'METHANOL'],
    ['8', 'ETHANOL'],
  ] as const)('code %s is %s', (code, cls) => expect(fuelClassOf(code)).toBe(cls));

  it('sums the sulphur grades into their class', () => {
    expect(byClass({ '1': 1, '11': 2, '12': 3, '21': 4, '3': 5 })).toEqual({ HFO: 6, LFO: 4, MDO_MGO: 5 });
  });
});

describe('worked example A: handover, anchoring en route, a correction', () => {
  const legs = deriveLegs(exampleA, [], portFacts, bulker);
  const [l1, l2] = of(legs, 'imo');

  it('cuts two IMO legs at the calls inside port limits', () => {
    expect(of(legs, 'imo').map((l) => [l.seq, l.fromRefCode, l.toRefCode])).toEqual([
      [1, 'R1', 'R3'],
      [2, 'R3', 'R4'],
    ]);
  });

  it('puts the anchorage stay in sea fuel and out of the hours under way', () => {
    // sea HFO 90 + 5 + 70 = 165, MDO 3 + 1 + 2 = 6; port = stay at SGSIN: HFO 5, MDO 2
    expect(l1!.fuelAtSeaT).toEqual({ '1': 165, '3': 6 });
    expect(l1!.fuelInPortT).toEqual({ '1': 5, '3': 2 });
    // 03-02 00:00Z → 03-08 00:00Z = 144 h, minus the 12 h at anchor
    expect(l1!.hoursUnderway).toBe(132);
    expect(l1!.hoursStopped).toBe(12);
    expect(l1!.distanceNm).toBe(1800);
  });

  it('computes cargo as distance-weighted, transport work per record, CO2 and EEOI', () => {
    // (50 000 × 1000 + 50 000 × 800) / 1800 = 50 000; TW = 90 000 000 t·nm
    expect(l1!.cargoT).toBe(50_000);
    expect(l1!.transportWorkTnm).toBe(90_000_000);
    // CO2 = 170 × 3.114 + 8 × 3.206 = 529.38 + 25.648 = 555.028 t; EEOI = 555.028e6 / 9e7
    close(l1!.co2T, 555.028);
    close(l1!.eeoi, 555.028e6 / 9e7);
    expect(l1!.ballastDistanceNm).toBe(0);
  });

  it('assigns each leg to the voyage its departure record starts (handover)', () => {
    expect(l1!.voyageNo).toBe('V1');
    // R3 belongs to V1 but hands over to V2: the leg it starts is V2's
    expect(l2!.voyageNo).toBe('V2');
  });

  it('second leg: fuel after the bunkering, hours across time zones', () => {
    // sea HFO 1320 − 600 = 720, MDO 90 − 80 = 10; port HFO 5, MDO 1
    expect(l2!.fuelAtSeaT).toEqual({ '1': 720, '3': 10 });
    expect(l2!.fuelInPortT).toEqual({ '1': 5, '3': 1 });
    // 03-09 00:00Z → 03-28 05:00Z = 19 d 5 h = 461 h
    expect(l2!.hoursUnderway).toBe(461);
    expect(l2!.transportWorkTnm).toBe(30_000 * 8000);
  });

  it('lists the EU voyages between ports of call with their category', () => {
    // Ports of call: R1 (load), R3 (discharge/load), R4 (discharge). CNSHA and SGSIN are not EEA.
    expect(of(legs, 'eu').map((l) => [l.fromPort, l.toPort, l.euCategory])).toEqual([
      ['CNSHA', 'SGSIN', null],
      ['SGSIN', 'NLRTM', 'inbound'],
    ]);
    expect(of(legs, 'uk').map((l) => l.euCategory)).toEqual([null, null]);
  });

  it('gives the same legs whatever the input order', () => {
    expect(deriveLegs([...exampleA].reverse(), [], portFacts, bulker)).toEqual(legs);
  });

  it('voyage indicators of V1 with the kg/nm fix', () => {
    const v = voyageIndicators([l1!], bulker);
    close(v.co2PerNmKg, (555.028 * 1000) / 1800); // 308.349 kg/nm, not 555 t
    // average speed 1800 / 132 = 13.636 kn against 14 kn reference → 97.40 %
    close(v.speedReductionPct, ((1800 / 132) * 100) / 14);
    // 9e7 × 100 / (60 000 × 1800) = 83.33 %
    close(v.loadUtilisationPct, 9e9 / (60_000 * 1800));
    expect(v.ballastDistanceRatio).toBe(0);
    expect(v.eeoiPerTeu).toBeNull();
    expect(v.eeoiPerPassenger).toBeNull();
  });
});

describe('half-hour offsets', () => {
  it('counts hours under way in UTC: Mumbai +05:30 to St. John’s −03:30', () => {
    const legs = deriveLegs(
      [
        rec({
          refCode: 'A',
          port: 'INBOM',
          arrival: '2025-01-09T18:00+05:30',
          departure: '2025-01-10T18:00+05:30', // 12:30Z
          fuels: { '1': [500, 500] },
        }),
        rec({
          refCode: 'B',
          port: 'CASJF',
          arrival: '2025-01-25T09:00-03:30', // 12:30Z
          departure: '2025-01-25T19:00-03:30',
          distanceNm: 8000,
          fuels: { '1': [200, 200] },
        }),
      ],
      [],
      portFacts,
      bulker,
    );
    // 01-10 12:30Z → 01-25 12:30Z = 15 days = 360 h (local clocks would say 375 h)
    expect(legs[0]!.hoursUnderway).toBe(360);
  });
});

describe('container ship at a transhipment port (Tanger Med)', () => {
  // DEHAM → ESALG → MAPTM → USNYC → NLRTM, cargo worked at each; 1 t HFO a stay, 10 t a passage.
  const calls = (['DEHAM', 'ESALG', 'MAPTM', 'USNYC', 'NLRTM'] as const).map((port, i) =>
    rec({
      refCode: `C${i}`,
      port,
      arrival: `2025-05-${String(1 + 4 * i).padStart(2, '0')}T00:00Z`,
      departure: `2025-05-${String(2 + 4 * i).padStart(2, '0')}T00:00Z`,
      distanceNm: i === 0 ? 0 : 1000,
      purposes: [0, 1],
      cargoArr: 10_000,
      cargoDep: 10_000,
      fuels: { '1': [1000 - 11 * i, 999 - 11 * i] },
    }),
  );

  it('skips Tanger Med as a port of call for a container ship', () => {
    const eu = of(deriveLegs(calls, [], portFacts, boxship), 'eu');
    expect(eu.map((l) => [l.fromPort, l.toPort, l.euCategory])).toEqual([
      ['DEHAM', 'ESALG', 'intra'],
      ['ESALG', 'USNYC', 'outbound'],
      ['USNYC', 'NLRTM', 'inbound'],
    ]);
    const out = eu[1]!;
    // sea: two passages of 10 t + the Tanger Med stay of 1 t; port: the New York stay, 1 t
    expect(out.fuelAtSeaT).toEqual({ '1': 21 });
    expect(out.fuelInPortT).toEqual({ '1': 1 });
    // 05-06 00:00Z → 05-13 00:00Z = 168 h − 24 h at Tanger Med
    expect(out.hoursUnderway).toBe(144);
    expect(out.distanceNm).toBe(2000);
    // IMO legs still stop at Tanger Med
    expect(of(deriveLegs(calls, [], portFacts, boxship), 'imo')).toHaveLength(4);
  });

  it('keeps Tanger Med as a port of call for other ships, with a null category after it', () => {
    const eu = of(deriveLegs(calls, [], portFacts, bulker), 'eu');
    expect(eu.map((l) => [l.fromPort, l.toPort, l.euCategory])).toEqual([
      ['DEHAM', 'ESALG', 'intra'],
      ['ESALG', 'MAPTM', 'outbound'],
      ['MAPTM', 'USNYC', null],
      ['USNYC', 'NLRTM', 'inbound'],
    ]);
  });

  it('a call without cargo operations is not a port of call; UK voyages use the UK flag', () => {
    const withBunkerCall = [
      calls[0]!,
      rec({
        refCode: 'X',
        port: 'GBFXT',
        arrival: '2025-05-03T00:00Z',
        departure: '2025-05-03T12:00Z',
        distanceNm: 300,
        purposes: [4],
        fuels: { '1': [995, 994] },
      }),
      calls[1]!,
    ];
    const legs = deriveLegs(withBunkerCall, [], portFacts, bulker);
    expect(of(legs, 'imo')).toHaveLength(2);
    const eu = of(legs, 'eu');
    expect(eu).toHaveLength(1);
    // sea: 999 − 995 to Felixstowe, its 1 t stay (not a port of call), 994 − 989 on: 4 + 1 + 5
    expect(eu[0]!.fuelAtSeaT).toEqual({ '1': 10 });
    // 05-02 00:00Z → 05-05 00:00Z = 72 h − 12 h at Felixstowe
    expect(eu[0]!.hoursUnderway).toBe(60);
    expect(of(legs, 'uk').map((l) => l.euCategory)).toEqual([null]);
  });
});

describe('ice episode', () => {
  const recs = [
    rec({
      refCode: 'I1',
      port: 'DEHAM',
      arrival: '2025-02-01T00:00Z',
      departure: '2025-02-02T00:00Z',
      fuels: { '1': [500, 500] },
    }),
    rec({
      refCode: 'I2',
      port: 'NLRTM',
      arrival: '2025-02-04T00:00Z',
      departure: '2025-02-05T00:00Z',
      distanceNm: 600,
      fuels: { '1': [440, 430] },
    }),
  ];
  it('reports the ice fuel inside the sea fuel, pro rata when the episode straddles the arrival', () => {
    const ice = episode({
      refCode: 'E1',
      kind: 'ice',
      // 12 h, of which 6 h before the arrival at NLRTM: half inside the leg
      begin: '2025-02-03T18:00Z',
      end: '2025-02-04T06:00Z',
      distanceNm: 40,
      fuels: [{ fuel: '1', consumedT: 8 }],
    });
    const rescue = episode({
      refCode: 'E2',
      kind: 'rescue',
      begin: '2025-02-02T06:00Z',
      end: '2025-02-02T08:00Z',
      distanceNm: 10,
      fuels: [{ fuel: '1', consumedT: 1.5 }],
    });
    const [leg] = deriveLegs(recs, [ice, rescue], portFacts, bulker);
    expect(leg!.fuelAtSeaT).toEqual({ '1': 60 }); // 500 − 440: never more because of the episode
    expect(leg!.fuelIceT).toEqual({ '1': 4 });
    expect(leg!.iceDistanceNm).toBe(20);
    expect(leg!.fuelRescueT).toEqual({ '1': 1.5 });
  });
});

describe('consumptionIssues', () => {
  it('flags a negative at-sea and a negative stay consumption on the later record', () => {
    const recs = [
      rec({
        refCode: 'N1',
        port: 'DEHAM',
        arrival: '2025-02-01T00:00Z',
        departure: '2025-02-02T00:00Z',
        fuels: { '1': [500, 490], '3': [50, 50] },
      }),
      // HFO: 490 at departure, 495 on arrival without a bunker: −5 t at sea
      // MDO: missing here, so 0 t: 50 t at sea (fine); stay 0 → 0
      rec({
        refCode: 'N2',
        port: 'NLRTM',
        arrival: '2025-02-04T00:00Z',
        departure: '2025-02-05T00:00Z',
        fuels: { '1': [495, 490] },
      }),
      // stay: 480 − 485 + 2 bunkered = −3 t
      rec({
        refCode: 'N3',
        port: 'ESALG',
        arrival: '2025-02-07T00:00Z',
        departure: '2025-02-08T00:00Z',
        fuels: { '1': [480, 485] },
        bunkers: [{ fuel: '1', tonnes: 2, time: '2025-02-07T06:00Z' }],
      }),
    ];
    expect(consumptionIssues([...recs].reverse())).toEqual([
      { refCode: 'N2', fuel: '1', where: 'sea', consumedT: -5, fromRobT: 490, toRobT: 495 },
      { refCode: 'N3', fuel: '1', where: 'stay', consumedT: -3, fromRobT: 480, toRobT: 485 },
    ]);
  });

  it('tolerates float noise and a correction that explains the difference', () => {
    const recs = [
      rec({
        refCode: 'F1',
        port: 'DEHAM',
        arrival: '2025-02-01T00:00Z',
        departure: '2025-02-02T00:00Z',
        fuels: { '1': [0.3, 0.1 + 0.2] }, // 0.3 − 0.30000000000000004 = −5.5e-17
      }),
      rec({
        refCode: 'F2',
        port: 'NLRTM',
        arrival: '2025-02-04T00:00Z',
        departure: '2025-02-05T00:00Z',
        fuels: { '1': [0.5, 0.2, -0.3] }, // corrected arrival 0.2 < 0.3 departed: fine
      }),
    ];
    expect(consumptionIssues(recs)).toEqual([]);
  });
});

describe('stayConsumption and sortRecords', () => {
  it('is arrival + correction − departure + bunkered − transferred − sludge', () => {
    expect(
      stayConsumption(
        [{ fuel: '1', robArrivalT: 100, robDepartureT: 300, correctionT: -2 }],
        [{ fuel: '1', tonnes: 250 }],
        [{ fuel: '1', tonnes: 30 }],
        [{ fuel: '1', tonnes: 3 }],
      ),
    ).toEqual({ '1': 100 - 2 - 300 + 250 - 30 - 3 });
  });
  it('orders by arrival, then departure, then refCode', () => {
    const base = { arrival: 1, departure: 5 };
    const s = sortRecords([
      { ...base, refCode: 'b' },
      { ...base, refCode: 'a' },
      { arrival: 1, departure: 2, refCode: 'z' },
      { arrival: 0, departure: 9, refCode: 'y' },
    ]);
    expect(s.map((r) => r.refCode)).toEqual(['y', 'z', 'a', 'b']);
  });
});

describe('periodTotals: a leg cut by the year bound', () => {
  // P1 dep 2024-12-30 00:00Z; anchoring 2025-01-01 12:00Z–01-02 00:00Z; P2 arr 01-04 00:00Z.
  // Under way: 120 h − 12 h = 108 h; 48 h in 2024, 60 h in 2025 (12 h to the anchorage + 48 h).
  const recs = [
    rec({
      refCode: 'P1',
      port: 'DEHAM',
      arrival: '2024-12-29T00:00Z',
      departure: '2024-12-30T00:00Z',
      cargoDep: 20_000,
      fuels: { '1': [1000, 1000] },
    }),
    rec({
      refCode: 'PA',
      kind: 'anchoring',
      arrival: '2025-01-01T12:00Z',
      departure: '2025-01-02T00:00Z',
      distanceNm: 600,
      cargoArr: 20_000,
      cargoDep: 20_000,
      fuels: { '1': [950, 945] },
    }),
    rec({
      refCode: 'P2',
      port: 'NLRTM',
      arrival: '2025-01-04T00:00Z',
      departure: '2025-01-05T00:00Z',
      distanceNm: 480,
      cargoArr: 20_000,
      fuels: { '1': [900, 1090] },
      bunkers: [{ fuel: '1', tonnes: 200, time: '2025-01-04T06:00Z' }],
    }),
  ];
  const legs = deriveLegs(recs, [], portFacts, bulker).filter((l) => l.kind === 'imo');
  const y2024 = utc('2024-01-01T00:00Z');
  const y2025 = utc('2025-01-01T00:00Z');
  const y2026 = utc('2026-01-01T00:00Z');
  const snaps = [
    snapshot({ refCode: 'S24', time: '2024-01-01T00:00Z', fuels: [{ fuel: '1', robT: 1500 }] }),
    // 30 s late: inside the ± 1 minute tolerance
    snapshot({ refCode: 'S25', time: '2025-01-01T00:00:30Z', fuels: [{ fuel: '1', robT: 975 }] }),
    snapshot({ refCode: 'S26', time: '2026-01-01T00:00Z', fuels: [{ fuel: '1', robT: 100 }] }),
  ];
  const data = { records: recs, snapshots: snaps, legs };

  it('splits distance, hours and transport work pro rata by time under way', () => {
    const a = periodTotals(data, y2024, y2025);
    const b = periodTotals(data, y2025, y2026);
    if (!a.ok || !b.ok) throw new Error('snapshots present');
    // 1080 nm × 48/108 = 480; × 60/108 = 600
    close(a.totals.distanceNm, 480);
    close(b.totals.distanceNm, 600);
    close(a.totals.hoursUnderway, 48);
    close(b.totals.hoursUnderway, 60);
    // TW = 20 000 × 600 + 20 000 × 480 = 21 600 000; split 48/108 and 60/108
    close(a.totals.transportWorkTnm, (21_600_000 * 48) / 108, 4);
    close(b.totals.transportWorkTnm, (21_600_000 * 60) / 108, 4);
    expect([a.totals.legs, b.totals.legs]).toEqual([1, 1]);
    // fuel from the snapshots: 2024: 1500 − 975 = 525; 2025: 975 − 100 + 200 bunkered = 1075
    expect(a.totals.fuelT).toEqual({ HFO: 525 });
    expect(b.totals.fuelT).toEqual({ HFO: 1075 });
    close(b.totals.co2T, 1075 * 3.114);
  });

  it('names the bound without a snapshot', () => {
    expect(periodTotals(data, utc('2024-06-01T00:00Z'), y2025)).toEqual({
      ok: false,
      missing: 'start',
      at: utc('2024-06-01T00:00Z'),
    });
    // 2 minutes off is outside the tolerance
    expect(periodTotals(data, y2025, y2026 + 120_000)).toEqual({
      ok: false,
      missing: 'end',
      at: y2026 + 120_000,
    });
  });
});

describe('UK voyages', () => {
  it('categorise by the UK flag, EU voyages by the EEA flag', () => {
    const mk = (i: number, port: string) =>
      rec({
        refCode: `U${i}`,
        port,
        arrival: `2025-06-0${1 + 3 * i}T00:00Z`,
        departure: `2025-06-0${2 + 3 * i}T00:00Z`,
        distanceNm: i === 0 ? 0 : 500,
        purposes: [1],
        fuels: { '3': [100 - 10 * i, 99 - 10 * i] },
      });
    // Hamburg → Felixstowe → New York
    const legs = deriveLegs([mk(0, 'DEHAM'), mk(1, 'GBFXT'), mk(2, 'USNYC')], [], portFacts, bulker);
    expect(of(legs, 'uk').map((l) => l.euCategory)).toEqual(['inbound', 'outbound']);
    expect(of(legs, 'eu').map((l) => l.euCategory)).toEqual(['outbound', null]);
  });
});

describe('voyage indicators: per-unit EEOI and empty denominators', () => {
  const leg = (p: Partial<DerivedLeg>): DerivedLeg => ({
    ...of(deriveLegs(exampleA, [], portFacts, bulker), 'imo')[0]!,
    ...p,
  });

  it('gives g CO2 per TEU·nm and passenger·nm, weighting the leg means by distance', () => {
    // leg a: 10 t CO2, 100 nm, 1000 TEU, 0 passengers; leg b: 20 t, 300 nm, 500 TEU, 10 passengers
    // TEU·nm = 100 000 + 150 000 = 250 000 → 30e6 g / 250 000 = 120 g/TEU·nm
    // passenger·nm = 3000 → 30e6 / 3000 = 10 000 g/passenger·nm
    const v = voyageIndicators(
      [
        leg({ co2T: 10, distanceNm: 100, hoursUnderway: 10, teu: 1000, passengers: 0, vehicles: 0 }),
        leg({ co2T: 20, distanceNm: 300, hoursUnderway: 20, teu: 500, passengers: 10, vehicles: 0 }),
      ],
      bulker,
    );
    close(v.eeoiPerTeu, 120);
    close(v.eeoiPerPassenger, 10_000);
    expect(v.eeoiPerVehicle).toBeNull();
    // speed: (10 kn × 100 + 15 kn × 300) × 100 / (14 × 400) = 5500 / 56 = 98.214 %
    close(v.speedReductionPct, 550_000 / 5600);
  });

  it('is null where a denominator is 0', () => {
    const v = voyageIndicators([], bulker);
    expect(v).toMatchObject({
      distanceNm: 0,
      eeoi: null,
      co2PerNmKg: null,
      speedReductionPct: null,
      loadUtilisationPct: null,
      ballastDistanceRatio: null,
    });
    const ballast = voyageIndicators(
      [leg({ transportWorkTnm: 0, ballastDistanceNm: 1800, hoursUnderway: 0 })],
      bulker,
    );
    expect(ballast.eeoi).toBeNull();
    expect(ballast.ballastDistanceRatio).toBe(1);
    // no time under way: no average speed to compare
    expect(ballast.speedReductionPct).toBeNull();
  });
});
