import fc from 'fast-check';
import {
  byClass,
  deriveLegs,
  periodTotals,
  consumptionIssues,
  type ByClass,
  type DerivedLeg,
  type LedgerEpisode,
  type LedgerRecord,
  type LedgerSnapshot,
} from '../../../src/domain/ledger';
import type { LedgerFuelCode } from '../../../src/domain/schemas/voyageData';
import { FUEL_CLASSES } from '../../../src/domain/ledger';
import { boxship, bulker, portFacts } from '../../support/ledger/records';

const H = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);
const CODES: LedgerFuelCode[] = ['1', '11', '3', '6'];
const PORTS = ['CNSHA', 'NLRTM', 'MAPTM', 'GBFXT', 'USNYC', 'ESALG'];

/** Tonnes on a 0.25 t grid: sums stay exact enough that only float ordering noise remains. */
const tonnes = fc.integer({ min: 0, max: 8000 }).map((n) => n / 4);

const recordShape = fc.record({
  kind: fc.constantFrom('port', 'port', 'port-outside', 'anchoring', 'drifting'),
  port: fc.constantFrom(...PORTS),
  purposes: fc.subarray([0, 1, 4]),
  seaHours: fc.integer({ min: 1, max: 400 }),
  stayHours: fc.integer({ min: 1, max: 72 }),
  distanceNm: fc.integer({ min: 0, max: 6000 }),
  cargoT: fc.constantFrom(0, 5000, 30_000),
  fuels: fc.uniqueArray(
    fc.record({
      fuel: fc.constantFrom(...CODES),
      arr: tonnes,
      dep: tonnes,
      corr: fc.integer({ min: -8, max: 8 }),
    }),
    { minLength: 1, maxLength: 3, selector: (f) => f.fuel },
  ),
  bunkers: fc.array(
    fc.record({ fuel: fc.constantFrom(...CODES), tonnes, kind: fc.constantFrom('b', 't', 's') }),
    {
      maxLength: 2,
    },
  ),
  voyageBreak: fc.boolean(),
});

/**
 * A ship's ledger: a chain of records in time order, the first and last a port call inside port
 * limits (so every record lies in a leg). ROBs are arbitrary: the identities hold for any data,
 * plausible or not. Bunkers, transfers and sludge are timed strictly inside their stay.
 */
const ledger = fc.array(recordShape, { minLength: 2, maxLength: 14 }).map((shapes) => {
  let t = T0;
  let voyage = 1;
  return shapes.map((s, i): LedgerRecord => {
    const first = i === 0;
    const last = i === shapes.length - 1;
    const kind = first || last ? 'port' : s.kind === 'port-outside' ? 'port' : s.kind;
    const arrival = first ? t : (t += s.seaHours * H);
    const departure = (t += s.stayHours * H);
    const mid = arrival + Math.floor((s.stayHours * H) / 2);
    const timed = (k: string) =>
      s.bunkers.filter((b) => b.kind === k).map((b) => ({ fuel: b.fuel, tonnes: b.tonnes, time: mid }));
    const handover = s.voyageBreak && kind === 'port';
    const r: LedgerRecord = {
      refCode: `R${String(i).padStart(3, '0')}`,
      voyageNo: `V${voyage}`,
      nextVoyageNo: handover ? `V${voyage + 1}` : null,
      kind: kind as LedgerRecord['kind'],
      port: kind === 'port' ? s.port : null,
      inPortLimits: kind === 'port' && (first || last || s.kind === 'port'),
      arrival,
      departure,
      arrivalOffsetMin: 0,
      departureOffsetMin: 0,
      distanceNm: first ? 0 : s.distanceNm,
      purposes: s.purposes,
      shorePowerKWh: null,
      cargo: { arrival: { cargoT: s.cargoT }, departure: { cargoT: s.cargoT } },
      fuels: s.fuels.map((f) => ({
        fuel: f.fuel,
        robArrivalT: f.arr,
        robDepartureT: f.dep,
        correctionT: f.corr,
      })),
      bunkers: timed('b'),
      transfers: timed('t'),
      sludge: timed('s'),
    };
    if (handover) voyage += 1;
    return r;
  });
});

const episodesFor = (recs: LedgerRecord[]) =>
  fc
    .array(
      fc.record({
        kind: fc.constantFrom('ice' as const, 'rescue' as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        hours: fc.integer({ min: 1, max: 48 }),
        fuel: fc.constantFrom(...CODES),
        t: tonnes,
        d: fc.integer({ min: 0, max: 200 }),
      }),
      { maxLength: 4 },
    )
    .map((list) =>
      list.map((e, i): LedgerEpisode => {
        const a = recs[0]!.departure;
        const b = recs[recs.length - 1]!.arrival;
        const begin = Math.round(a + (b - a) * e.at);
        return {
          refCode: `E${i}`,
          voyageNo: 'V1',
          kind: e.kind,
          begin,
          end: begin + e.hours * H,
          distanceNm: e.d,
          fuels: [{ fuel: e.fuel, consumedT: e.t }],
        };
      }),
    );

const robsAt = (r: LedgerRecord): LedgerSnapshot['fuels'] =>
  r.fuels.map((f) => ({ fuel: f.fuel, robT: f.robDepartureT }));

const sumClasses = (legs: readonly DerivedLeg[]): ByClass => {
  const out: ByClass = {};
  for (const l of legs)
    for (const part of [byClass(l.fuelAtSeaT), byClass(l.fuelInPortT)])
      for (const c of FUEL_CLASSES) if (part[c] !== undefined) out[c] = (out[c] ?? 0) + part[c];
  return out;
};

const expectClassesClose = (a: ByClass, b: ByClass) => {
  for (const c of FUEL_CLASSES) expect(a[c] ?? 0).toBeCloseTo(b[c] ?? 0, 6);
};

function shuffle<T>(xs: readonly T[], keys: readonly number[]): T[] {
  return xs
    .map((x, i) => [x, keys[i % keys.length]! + i / 1000] as const)
    .sort((p, q) => p[1] - q[1])
    .map((p) => p[0]);
}

describe('ledger derivation invariants', () => {
  it('the fuel of all legs and their stays equals the period ROB balance', () => {
    fc.assert(
      fc.property(ledger, (recs) => {
        const legs = deriveLegs(recs, [], portFacts, bulker).filter((l) => l.kind === 'imo');
        const first = recs[0]!;
        const last = recs[recs.length - 1]!;
        // Period = first departure .. last departure, with snapshots at both taken from the
        // records' own departure ROBs: consistent by construction.
        const snapshots = [
          { refCode: 'S0', time: first.departure, fuels: robsAt(first) },
          { refCode: 'S1', time: last.departure, fuels: robsAt(last) },
        ];
        const p = periodTotals({ records: recs, snapshots, legs }, first.departure, last.departure);
        if (!p.ok) throw new Error('snapshots are there');
        expectClassesClose(sumClasses(legs), p.totals.fuelT);
        const dist = legs.reduce((s, l) => s + l.distanceNm, 0);
        expect(p.totals.distanceNm).toBeCloseTo(dist, 6);
        expect(p.totals.hoursUnderway).toBeCloseTo(
          legs.reduce((s, l) => s + l.hoursUnderway, 0),
          6,
        );
        // every leg departs inside [first departure, last departure)
        expect(p.totals.legs).toBe(legs.length);
      }),
    );
  });

  it('EU voyages and the IMO legs over the same span carry the same fuel and distance', () => {
    fc.assert(
      fc.property(ledger, fc.boolean(), (recs, container) => {
        const legs = deriveLegs(recs, [], portFacts, container ? boxship : bulker);
        const eu = legs.filter((l) => l.kind === 'eu');
        if (eu.length === 0) return;
        // A port of call outside port limits is no IMO leg end: compare only when both ends are.
        const byRef = new Map(recs.map((r) => [r.refCode, r]));
        if (!byRef.get(eu[0]!.fromRefCode)!.inPortLimits) return;
        if (!byRef.get(eu[eu.length - 1]!.toRefCode)!.inPortLimits) return;
        const start = eu[0]!.departure;
        const end = eu[eu.length - 1]!.arrival;
        const imo = legs.filter((l) => l.kind === 'imo' && l.departure >= start && l.arrival <= end);
        // EU port fuel of the last voyage = the stay at its end; the IMO legs hold the same
        // stay as port fuel of their last leg, so compare sea + port overall.
        expectClassesClose(sumClasses(eu), sumClasses(imo));
        const d = (xs: DerivedLeg[]) => xs.reduce((s, l) => s + l.distanceNm, 0);
        expect(d(eu)).toBeCloseTo(d(imo), 6);
      }),
    );
  });

  it('shuffling the input changes nothing', () => {
    fc.assert(
      fc.property(
        ledger.chain((recs) => fc.tuple(fc.constant(recs), episodesFor(recs))),
        fc.array(fc.integer(), { minLength: 1, maxLength: 20 }),
        ([recs, eps], keys) => {
          const a = deriveLegs(recs, eps, portFacts, bulker);
          const b = deriveLegs(shuffle(recs, keys), shuffle(eps, [...keys].reverse()), portFacts, bulker);
          expect(b).toEqual(a);
          expect(consumptionIssues(shuffle(recs, keys))).toEqual(consumptionIssues(recs));
        },
      ),
    );
  });

  it('episode fuel is reported inside the legs, never beyond what the episodes hold', () => {
    fc.assert(
      fc.property(
        ledger.chain((recs) => fc.tuple(fc.constant(recs), episodesFor(recs))),
        ([recs, eps]) => {
          const legs = deriveLegs(recs, eps, portFacts, bulker).filter((l) => l.kind === 'imo');
          const ice = (xs: readonly { fuelIceT: DerivedLeg['fuelIceT'] }[]) =>
            xs.reduce((s, l) => s + Object.values(l.fuelIceT).reduce((a, b) => a + b, 0), 0);
          const held = eps.filter((e) => e.kind === 'ice').reduce((s, e) => s + e.fuels[0]!.consumedT, 0);
          expect(ice(legs)).toBeLessThanOrEqual(held + 1e-9);
        },
      ),
    );
  });

  it('splitting a period at any instant conserves fuel, distance and hours', () => {
    fc.assert(
      fc.property(
        ledger,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.record({ fuel: fc.constantFrom(...CODES), robT: tonnes }), { maxLength: 3 }),
        (recs, at, midRobs) => {
          const legs = deriveLegs(recs, [], portFacts, bulker).filter((l) => l.kind === 'imo');
          const a = recs[0]!.arrival - 5 * H;
          const b = recs[recs.length - 1]!.departure + 5 * H;
          const m = Math.round(a + (b - a) * at);
          const dedup = [...new Map(midRobs.map((f) => [f.fuel, f])).values()];
          const snapshots: LedgerSnapshot[] = [
            { refCode: 'A', time: a, fuels: [{ fuel: '1', robT: 100 }] },
            { refCode: 'M', time: m, fuels: dedup },
            { refCode: 'B', time: b, fuels: [{ fuel: '3', robT: 7 }] },
          ];
          const data = { records: recs, snapshots, legs };
          const whole = periodTotals(data, a, b);
          const left = periodTotals(data, a, m);
          const right = periodTotals(data, m, b);
          if (!whole.ok || !left.ok || !right.ok) throw new Error('snapshots are there');
          const sum: ByClass = {};
          for (const part of [left.totals.fuelT, right.totals.fuelT])
            for (const c of FUEL_CLASSES) if (part[c] !== undefined) sum[c] = (sum[c] ?? 0) + part[c];
          expectClassesClose(sum, whole.totals.fuelT);
          const add = (k: 'distanceNm' | 'hoursUnderway' | 'transportWorkTnm' | 'co2T') =>
            left.totals[k] + right.totals[k];
          expect(add('distanceNm')).toBeCloseTo(whole.totals.distanceNm, 6);
          expect(add('hoursUnderway')).toBeCloseTo(whole.totals.hoursUnderway, 6);
          expect(add('transportWorkTnm') / 1e6).toBeCloseTo(whole.totals.transportWorkTnm / 1e6, 6);
          expect(add('co2T')).toBeCloseTo(whole.totals.co2T, 6);
          // the whole period holds every leg; a cut leg counts in both halves
          expect(whole.totals.legs).toBe(legs.length);
          expect(left.totals.legs + right.totals.legs).toBeGreaterThanOrEqual(whole.totals.legs);
        },
      ),
    );
  });
});

describe('deriveLegs speed', () => {
  it('derives one ship-year (about 400 records) in well under 20 ms', () => {
    // ~200 port calls and ~200 stops en route over 365 days, two fuels, a bunker every tenth call.
    const recs: LedgerRecord[] = [];
    let t = T0;
    for (let i = 0; i < 400; i++) {
      const port = i % 2 === 0;
      const arrival = (t += 20 * H);
      const departure = (t += 2 * H);
      recs.push({
        refCode: `Y${i}`,
        voyageNo: `V${Math.floor(i / 20)}`,
        nextVoyageNo: null,
        kind: port ? 'port' : 'anchoring',
        port: port ? PORTS[i % PORTS.length]! : null,
        inPortLimits: port,
        arrival,
        departure,
        arrivalOffsetMin: 0,
        departureOffsetMin: 0,
        distanceNm: 250,
        purposes: port ? [0, 1] : [],
        shorePowerKWh: null,
        cargo: { arrival: { cargoT: 20_000 }, departure: { cargoT: 20_000 } },
        fuels: [
          { fuel: '1', robArrivalT: 2000 - i, robDepartureT: 1999 - i, correctionT: 0 },
          { fuel: '3', robArrivalT: 200, robDepartureT: 199.9, correctionT: 0 },
        ],
        bunkers: i % 10 === 0 ? [{ fuel: '1', tonnes: 1, time: arrival + H }] : [],
        transfers: [],
        sludge: [],
      });
    }
    const eps: LedgerEpisode[] = Array.from({ length: 20 }, (_, i) => ({
      refCode: `E${i}`,
      voyageNo: 'V0',
      kind: 'ice',
      begin: T0 + i * 400 * H,
      end: T0 + i * 400 * H + 30 * H,
      distanceNm: 100,
      fuels: [{ fuel: '1', consumedT: 5 }],
    }));
    let best = Infinity;
    let legs: DerivedLeg[] = [];
    for (let run = 0; run < 7; run++) {
      const t0 = performance.now();
      legs = deriveLegs(recs, eps, portFacts, bulker);
      best = Math.min(best, performance.now() - t0);
    }
    expect(legs.filter((l) => l.kind === 'imo')).toHaveLength(199);
    expect(best).toBeLessThan(20);
  });
});
