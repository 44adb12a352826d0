import {
  formatLocalTime,
  type EpisodeInput,
  type LedgerFuelCode,
  type RecordInput,
  type SnapshotInput,
  type VoyageDataInput,
} from '../../../../domain/schemas/voyageData.js';
import { offsetMinutes, seaDistanceNm, type GeoPort } from './geo.js';
import { ICE_PORTS, tradesFor, type Stop, type Trade } from './trades.js';

/**
 * Deterministic demo voyages: from a ship's particulars, a seed and `now`, the
 * ledger payload (records, episodes, snapshots in the write contract's shape) of the ship from
 * the last days of 2023 up to `now`. Pure: no clock, no Math.random, no I/O — the same input
 * gives the same payload byte for byte, so a demo database looks the same on every machine.
 *
 * The ship is simulated: it sails a trade of its type at a speed near its service speed, burns
 * fuel by its consumption curve, waits at anchor, bunkers before its ROB gets short, lands
 * sludge, has soundings corrected, meets ice in winter if it has an ice class. Quantities are
 * kept in tenths of a tonne (integers), so every reported ROB is exact and no consumption can
 * turn negative by rounding.
 */

export interface DemoTfcRow {
  speed: number;
  /** Whole-ship daily consumption at that speed, t/day. */
  shipDaily: number;
  aeDaily: number;
  boilerDaily: number;
}

export interface DemoVoyageShip {
  /** IMO number: the `ship` of every item. */
  ref: string;
  nameEn: string;
  type: string;
  dwt: number;
  serviceSpeedKn: number;
  /** Fuel dictionary codes the ship burns (ship_fuels). */
  fuels: readonly string[];
  iceClass?: string | null;
  tfc: readonly DemoTfcRow[];
  /** Instants (UTC ms) of the ship's flag or DOC changes: each needs a snapshot. */
  changes: readonly number[];
}

export interface DemoVoyageOptions {
  /** Nothing is generated that ends after this instant (UTC ms). */
  now: number;
  /** First snapshot year; the ship starts sailing a few days before 1 January of it. */
  fromYear?: number;
  seed?: number;
  /** Scales every stay in port (default 1); the ledger bench packs ~400 calls into a year with it. */
  stayFactor?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Reported times are whole minutes, as a ship's log has them. */
const toMin = (ms: number) => Math.round(ms / 60_000) * 60_000;

/** mulberry32: small, fast, good enough for demo data, and the same on every platform. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Fuel = LedgerFuelCode;
/** Tenths of a tonne per fuel. */
type Rob = Map<Fuel, number>;

const toT = (dt: number) => dt / 10;
const dT = (t: number) => Math.max(0, Math.round(t * 10));

/** Bunker quality figures by fuel code, as a BDN would state them. */
function bunkerQuality(fuel: Fuel, rnd: () => number) {
  const pick = (lo: number, hi: number, digits: number) => +(lo + (hi - lo) * rnd()).toFixed(digits);
  switch (fuel) {
    case '1':
      return { sulphurPct: pick(2.1, 3.2, 2), viscosityCSt: 380, isoGrade: 'RMG 380' };
    case '11':
      return { sulphurPct: pick(0.41, 0.5, 2), viscosityCSt: pick(120, 380, 0), isoGrade: 'RMG 380' };
    case '12':
      return { sulphurPct: pick(0.06, 0.1, 3), viscosityCSt: pick(40, 80, 0), isoGrade: 'RMD 80' };
    case '3':
      return { sulphurPct: pick(0.03, 0.1, 3), viscosityCSt: pick(2.5, 5.5, 1), isoGrade: 'DMA' };
    case '4':
    case '5':
      return { lcvMJperKg: 46.3 };
    case '6':
      return { lcvMJperKg: 49.1 };
    default:
      return {};
  }
}

interface Plan {
  port: GeoPort;
  stop: Stop;
  /** The next stop of the trade is a discharge too: this one lands only part of the cargo. */
  partDischarge: boolean;
}

/**
 * Consumption split per fuel: at sea the main fuel with a little distillate (pilot, generators);
 * in port distillate only (EU at-berth 0.1 % S), LNG carriers burning boil-off. A ship with both
 * high- and low-sulphur HFO burns the low-sulphur one on legs touching an EEA or UK port.
 */
function split(ship: DemoVoyageShip, atSea: boolean, euLeg: boolean): Array<[Fuel, number]> {
  const f = ship.fuels as readonly Fuel[];
  const has = (c: Fuel) => f.includes(c);
  const mgo: Fuel = has('3') ? '3' : f[f.length - 1]!;
  let main: Fuel = f.find((c) => c !== '3') ?? mgo;
  if (main === '1' && euLeg && has('11')) main = '11';
  if (has('6'))
    return atSea
      ? [
          ['6', 0.93],
          [mgo, 0.07],
        ]
      : [
          ['6', 0.7],
          [mgo, 0.3],
        ];
  if (!atSea) return [[mgo, 1]];
  if (has('4'))
    return [
      [main, 0.8],
      ['4', 0.12],
      [mgo, 0.08],
    ];
  return main === mgo
    ? [[mgo, 1]]
    : [
        [main, 0.92],
        [mgo, 0.08],
      ];
}

export function generateDemoVoyages(
  ship: DemoVoyageShip,
  ports: ReadonlyMap<string, GeoPort>,
  opts: DemoVoyageOptions,
): Required<VoyageDataInput> {
  const rnd = prng(hash(ship.ref) ^ (opts.seed ?? 12));
  const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const chance = (p: number) => rnd() < p;
  const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const fromYear = opts.fromYear ?? 2024;
  const start = Date.UTC(fromYear, 0, 1);
  const fuels = ship.fuels as readonly Fuel[];
  const trades = tradesFor(ship.type, ship.dwt, ship.iceClass);
  const prefix = ship.nameEn
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3);

  const tfc = [...ship.tfc].sort((a, b) => a.speed - b.speed);
  /** Whole-ship t/day at a speed: the curve, interpolated, extrapolated by the cube law. */
  const seaDaily = (kn: number) => {
    const lo = tfc[0]!;
    const hi = tfc[tfc.length - 1]!;
    if (kn <= lo.speed) return lo.shipDaily * (kn / lo.speed) ** 3;
    if (kn >= hi.speed) return hi.shipDaily * (kn / hi.speed) ** 3;
    const i = tfc.findIndex((r) => r.speed >= kn);
    const a = tfc[i - 1]!;
    const b = tfc[i]!;
    return a.shipDaily + ((b.shipDaily - a.shipDaily) * (kn - a.speed)) / (b.speed - a.speed);
  };
  const portDaily = (tfc[0]?.aeDaily ?? 3) + (tfc[0]?.boilerDaily ?? 0.8);
  const serviceDaily = seaDaily(ship.serviceSpeedKn);
  // Tanks for ~50 days at service speed (main fuel), a fifth of that for distillate.
  const capacity = (f: Fuel) => {
    const main = Math.max(serviceDaily * 50, 300);
    return dT(f === '3' && fuels.length > 1 ? main * 0.25 : f === '4' ? main * 0.2 : main);
  };

  // ---- itinerary: trades in weighted random order, stops in order ----
  let trade: Trade = trades[0]!;
  let stopIx = -1;
  const chooseTrade = () => {
    const total = trades.reduce((a, t) => a + t.weight, 0);
    let x = rnd() * total;
    for (const t of trades) if ((x -= t.weight) < 0) return t;
    return trades[trades.length - 1]!;
  };
  const nextPlan = (): Plan => {
    stopIx++;
    if (stopIx >= trade.stops.length) {
      trade = chooseTrade();
      stopIx = 0;
    }
    const stop = trade.stops[stopIx]!;
    const code = pickOne(stop.ports);
    const port = ports.get(code);
    if (!port) throw new Error(`demo voyages: port ${code} is not in the port dictionary`);
    const after = trade.stops[stopIx + 1];
    return { port, stop, partDischarge: stop.op === 'D' && after?.op === 'D' };
  };

  // ---- state ----
  const rob: Rob = new Map(fuels.map((f) => [f, Math.round(capacity(f) * between(0.55, 0.75))]));
  let cargo = { cargoT: 0, ballastT: Math.round(ship.dwt * 0.35) } as RecordInput['cargo']['arrival'];
  const records: RecordInput[] = [];
  const episodes: EpisodeInput[] = [];
  /** ROB (true, tenths) at each record's arrival/departure and the events in between, for snapshots. */
  const timeline: Array<{ t: number; rob: Rob }> = [];
  const mark = (t: number) => timeline.push({ t, rob: new Map(rob) });
  let voyageNo = '';
  const voyageCount = new Map<number, number>();
  const newVoyageNo = (at: number) => {
    const y = new Date(at).getUTCFullYear();
    const n = (voyageCount.get(y) ?? 0) + 1;
    voyageCount.set(y, n);
    return `${prefix}${String(y).slice(2)}${String(n).padStart(2, '0')}`;
  };
  let seq = 0;
  const ref = (kind: string, at: number) =>
    `${kind}-${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}-${String(++seq).padStart(4, '0')}`;
  const local = (port: GeoPort, t: number) => formatLocalTime(t, offsetMinutes(port.timeZone, t));
  const transfersYears = new Set<number>();
  let portCalls = 0;
  /** The call (counted) at which the one handover of this ship happens. */
  const handoverAt = 8 + Math.floor(rnd() * 6);

  const burn = (parts: Array<[Fuel, number]>, tonnes: number): Map<Fuel, number> => {
    const out = new Map<Fuel, number>();
    for (const [f, share] of parts) {
      const x = Math.min(dT(tonnes * share), rob.get(f) ?? 0);
      out.set(f, x);
      rob.set(f, (rob.get(f) ?? 0) - x);
    }
    return out;
  };
  const robLines = () => fuels.map((f) => rob.get(f) ?? 0);
  // A stop en route as the contract shapes it: cargo unchanged, ROB as it stood on arrival
  // (`arrRob`) and as it stands on leaving (now).
  const stopRecord = (s: {
    kind: 'anchoring' | 'drifting';
    refCode: string;
    port?: string;
    arrival: string;
    departure: string;
    distanceNm: number;
    purpose: RecordInput['purposes'][number];
    arrRob: readonly number[];
  }): RecordInput => ({
    refCode: s.refCode,
    ship: ship.ref,
    voyageNo,
    kind: s.kind,
    ...(s.port ? { port: s.port } : {}),
    inPortLimits: false,
    arrival: s.arrival,
    departure: s.departure,
    distanceNm: s.distanceNm,
    purposes: [s.purpose],
    cargo: { arrival: cargo, departure: cargo },
    fuels: fuels.map((f, j) => ({
      fuel: f,
      robArrivalT: toT(s.arrRob[j]!),
      robDepartureT: toT(rob.get(f) ?? 0),
    })),
  });

  // ---- first call: a few days before 1 January, so the first snapshot falls inside the ledger ----
  let plan = nextPlan();
  while (!plan.stop.startsVoyage) plan = nextPlan();
  let arrival = start - toMin(between(4, 9) * DAY);
  let distance = 0;

  for (;;) {
    const port = plan.port;
    const stop = plan.stop;
    portCalls++;
    const peek = nextPlan();
    const handover = portCalls === handoverAt;
    if (stop.startsVoyage && !handover) voyageNo = newVoyageNo(arrival);
    if (!voyageNo) voyageNo = newVoyageNo(arrival);

    // -- the stay --
    const liner = stop.op === 'LD';
    const stayH =
      (stop.op === 'B'
        ? between(8, 16)
        : liner
          ? ship.type === '13'
            ? between(9, 12)
            : ship.type === '11'
              ? between(30, 56)
              : between(16, 34)
          : between(36, 96)) * (opts.stayFactor ?? 1);
    const departure = arrival + toMin(stayH * HOUR);
    const nextDistance = seaDistanceNm(port, peek.port);
    const euLeg = port.isEea || port.isUk || peek.port.isEea || peek.port.isUk;
    const speed = ship.serviceSpeedKn * between(0.82, 1.0);
    const nextHours = nextDistance / speed;
    const nextNeed = seaDaily(speed) * (nextHours / 24) * 1.25 + portDaily * 6;

    const corrections = new Map<Fuel, number>();
    const [mainFuel] = split(ship, true, euLeg)[0]!;
    const before = timeline[timeline.length - 1]?.rob;
    if (before && chance(0.12)) {
      // A sounding on arrival finds the tanks off by a few tonnes, either way: on the fuel burnt
      // most since the previous record, and never more than a third of that burn, so the
      // corrected sea consumption stays positive.
      let fuel: Fuel | undefined;
      let burnt = 0;
      for (const f of fuels) {
        const b = (before.get(f) ?? 0) - (rob.get(f) ?? 0);
        if (b > burnt) [fuel, burnt] = [f, b];
      }
      const c = Math.round(burnt * between(0.05, 0.3)) * (chance(0.5) ? 1 : -1);
      if (fuel && c !== 0 && (rob.get(fuel) ?? 0) + c > 100) corrections.set(fuel, c);
    }
    const arrivalRob = robLines();
    mark(arrival);
    // The corrected ROB is what is really on board from here on.
    for (const [f, c] of corrections) rob.set(f, (rob.get(f) ?? 0) + c);

    const bunkerTime = arrival + toMin(stayH * HOUR * between(0.2, 0.6));
    const stayCons = portDaily * (stayH / 24);
    const bunkers: NonNullable<RecordInput['bunkers']> = [];
    const transfers: NonNullable<RecordInput['transfers']> = [];
    const sludge: NonNullable<RecordInput['sludge']> = [];
    // Burn the first part of the stay before bunkering, the rest after: the ROB never dips below 0.
    const stayParts = split(ship, false, euLeg);
    burn(stayParts, stayCons * 0.3);
    mark(bunkerTime - 1);
    const seaParts = split(ship, true, euLeg);
    // What the ship needs before the next call, per fuel: the passage with a margin, the rest of
    // this stay and up to three days waiting at anchor or adrift.
    const need = new Map<Fuel, number>();
    for (const [f, share] of seaParts) need.set(f, (need.get(f) ?? 0) + nextNeed * share);
    for (const [f, share] of stayParts) need.set(f, (need.get(f) ?? 0) + (stayCons + portDaily * 3) * share);
    for (const [f, tonnes] of need) {
      const want = dT(tonnes);
      const have = rob.get(f) ?? 0;
      const cap = Math.max(capacity(f), want);
      if (have >= want && have >= cap * 0.3) continue;
      const amount = Math.max(want, Math.round(cap * between(0.85, 0.95))) - have;
      if (amount <= 0) continue;
      const t = Math.min(bunkerTime + bunkers.length * 2 * HOUR, departure);
      rob.set(f, have + amount);
      bunkers.push({
        fuel: f,
        tonnes: toT(amount),
        time: local(port, t),
        bdnNo: `BDN-${port.code}-${new Date(t).toISOString().slice(0, 10).replace(/-/g, '')}-${bunkers.length + 1}`,
        ...bunkerQuality(f, rnd),
      });
    }
    const sludgeFuel = fuels.find((f) => f === '1' || f === '11') ?? fuels[0]!;
    if (stop.op !== 'B' && chance(0.18) && (rob.get(sludgeFuel) ?? 0) > 300) {
      const x = dT(between(1.5, 8));
      rob.set(sludgeFuel, (rob.get(sludgeFuel) ?? 0) - x);
      sludge.push({
        fuel: sludgeFuel,
        tonnes: toT(x),
        time: local(port, departure - Math.min(2 * HOUR, toMin((stayH * HOUR) / 4))),
      });
    }
    const year = new Date(arrival).getUTCFullYear();
    if (
      year >= fromYear &&
      !transfersYears.has(year) &&
      new Date(arrival).getUTCMonth() >= 4 &&
      chance(0.3)
    ) {
      // Once a year: an off-spec parcel debunkered (transferred out) before sailing.
      const f = mainFuel;
      if ((rob.get(f) ?? 0) > dT(nextNeed * 0.95) + 400) {
        const x = dT(between(15, 40));
        rob.set(f, (rob.get(f) ?? 0) - x);
        transfers.push({
          fuel: f,
          tonnes: toT(x),
          time: local(port, departure - Math.min(4 * HOUR, toMin((stayH * HOUR) / 3))),
        });
        transfersYears.add(year);
      }
    }
    burn(stayParts, stayCons * 0.7);
    const departureRob = robLines();
    mark(departure);

    // -- cargo --
    const cargoArrival = cargo;
    const dwtFree = ship.dwt * between(0.86, 0.97);
    if (stop.op === 'L') cargo = { cargoT: Math.round(dwtFree), ballastT: Math.round(ship.dwt * 0.06) };
    else if (stop.op === 'D')
      cargo = plan.partDischarge
        ? { cargoT: Math.round(cargo.cargoT * between(0.4, 0.6)), ballastT: Math.round(ship.dwt * 0.15) }
        : { cargoT: 0, ballastT: Math.round(ship.dwt * 0.35) };
    else if (liner) cargo = linerCargo(ship, between);

    const purposes = new Set<number>();
    if (stop.op === 'L' || stop.op === 'LD') purposes.add(0);
    if (stop.op === 'D' || stop.op === 'LD') purposes.add(1);
    if (stop.op === 'X') purposes.add(7);
    if (bunkers.length) purposes.add(4);
    if (chance(0.12)) purposes.add(7);
    if (chance(0.15)) purposes.add(5);
    const nextVoyageNo = handover ? newVoyageNo(departure) : undefined;

    const offA = offsetMinutes(port.timeZone, arrival);
    const offD = offsetMinutes(port.timeZone, departure);
    const rec: RecordInput = {
      refCode: ref(port.code, arrival),
      ship: ship.ref,
      voyageNo,
      ...(nextVoyageNo ? { nextVoyageNo } : {}),
      kind: 'port',
      port: port.code,
      inPortLimits: true,
      arrival: formatLocalTime(arrival, offA),
      departure: formatLocalTime(departure, offD),
      distanceNm: distance,
      purposes: [...purposes].sort((a, b) => a - b) as RecordInput['purposes'],
      ...(ship.type === '4' && (port.code === 'DEHAM' || port.code === 'NLRTM')
        ? { shorePowerKWh: Math.round(stayH * 1_400) }
        : {}),
      cargo: { arrival: cargoArrival, departure: cargo },
      fuels: fuels.map((f, j) => ({
        fuel: f,
        robArrivalT: toT(arrivalRob[j]!),
        robDepartureT: toT(departureRob[j]!),
        ...(corrections.has(f) ? { correctionT: toT(corrections.get(f)!) } : {}),
      })),
      ...(bunkers.length ? { bunkers } : {}),
      ...(transfers.length ? { transfers } : {}),
      ...(sludge.length ? { sludge } : {}),
    };
    if (departure > opts.now) break;
    records.push(rec);
    if (nextVoyageNo) voyageNo = nextVoyageNo;

    // -- the passage to the next port, with its stops en route --
    plan = peek;
    const seaPartsNext = split(ship, true, euLeg);
    const seaDay = seaDaily(speed);
    let t = departure;
    let remaining = nextDistance;
    // Ice: an ice-class ship calling at, or leaving, an ice-bound port in its season.
    const iceMonths = ship.iceClass ? (ICE_PORTS[plan.port.code] ?? ICE_PORTS[port.code]) : undefined;
    const month = new Date(departure).getUTCMonth();
    if (iceMonths?.includes(month)) {
      // Ice on the approach: slower, 40 % more fuel per hour for up to a day and a half.
      const iceNm = Math.min(remaining * 0.5, Math.round(between(40, 160)));
      const iceH = iceNm / (speed * 0.55);
      const beginT = t + toMin(((remaining - iceNm) / speed) * HOUR);
      burn(seaPartsNext, seaDay * ((remaining - iceNm) / speed / 24));
      const iceCons = burn(seaPartsNext, seaDay * 1.4 * (iceH / 24) * 0.55);
      const endT = beginT + toMin(iceH * HOUR);
      episodes.push({
        refCode: ref('ICE', beginT),
        ship: ship.ref,
        voyageNo,
        kind: 'ice',
        begin: formatLocalTime(beginT, offsetMinutes(plan.port.timeZone, beginT)),
        end: formatLocalTime(endT, offsetMinutes(plan.port.timeZone, endT)),
        distanceNm: iceNm,
        fuels: [...iceCons].filter(([, x]) => x > 0).map(([fuel, x]) => ({ fuel, consumedT: toT(x) })),
      });
      t = endT;
      distance = nextDistance;
      arrival = t;
    } else {
      // Waiting: adrift for orders mid-ocean now and then, at anchor for a berth more often.
      const drift = remaining > 1500 && chance(0.05);
      const anchor =
        stop.op !== 'B' && plan.stop.op !== 'B' && ship.type !== '11' && ship.type !== '13' && chance(0.25);
      if (drift) {
        const legNm = Math.round(remaining * between(0.3, 0.7));
        t += toMin((legNm / speed) * HOUR);
        burn(seaPartsNext, seaDay * (legNm / speed / 24));
        const arr = t;
        const arrRob = robLines();
        mark(arr);
        const stayDrift = toMin(between(12, 48) * HOUR);
        burn(split(ship, false, euLeg), portDaily * (stayDrift / DAY));
        t += stayDrift;
        const off = offsetMinutes(port.timeZone, arr);
        if (t > opts.now) break;
        records.push(
          stopRecord({
            kind: 'drifting',
            refCode: ref('DRIFT', arr),
            arrival: formatLocalTime(arr, off),
            departure: formatLocalTime(t, off),
            distanceNm: legNm,
            purpose: 9,
            arrRob,
          }),
        );
        mark(t);
        remaining -= legNm;
      }
      if (anchor) {
        const legNm = Math.max(1, Math.round(remaining - between(8, 20)));
        t += toMin((legNm / speed) * HOUR);
        burn(seaPartsNext, seaDay * (legNm / speed / 24));
        const arr = t;
        const arrRob = robLines();
        mark(arr);
        const wait = toMin(between(10, 72) * HOUR);
        burn(split(ship, false, euLeg), portDaily * (wait / DAY));
        t += wait;
        const off = offsetMinutes(plan.port.timeZone, arr);
        if (t > opts.now) break;
        records.push(
          stopRecord({
            kind: 'anchoring',
            refCode: ref('ANCH', arr),
            port: plan.port.code,
            arrival: formatLocalTime(arr, off),
            departure: formatLocalTime(t, offsetMinutes(plan.port.timeZone, t)),
            distanceNm: legNm,
            purpose: 3,
            arrRob,
          }),
        );
        mark(t);
        remaining -= legNm;
      }
      const hours = remaining / (anchor ? 8 : speed);
      burn(seaPartsNext, seaDay * (hours / 24) * (anchor ? 0.3 : 1));
      t += toMin(hours * HOUR);
      distance = Math.round(remaining);
      arrival = t;
    }
    if (arrival > opts.now) break;
  }

  // ---- snapshots: 1 January 00:00 UTC of each year, and at every flag/DOC change ----
  const snapshotTimes = new Set<number>();
  for (let y = fromYear; Date.UTC(y, 0, 1) <= opts.now; y++) snapshotTimes.add(Date.UTC(y, 0, 1));
  for (const c of ship.changes) if (c <= opts.now && c >= timeline[0]!.t) snapshotTimes.add(c);
  const snapshots: SnapshotInput[] = [...snapshotTimes]
    .sort((a, b) => a - b)
    .filter((t) => t <= timeline[timeline.length - 1]!.t)
    .map((t) => ({
      refCode: `SNAP-${new Date(t).toISOString().slice(0, 10)}`,
      ship: ship.ref,
      time: formatLocalTime(t, 0),
      fuels: fuels.map((f) => ({ fuel: f, robT: toT(robAt(timeline, t, f)) })),
    }));
  return { records, episodes, snapshots };
}

/** True ROB at an instant: linear between the two marks around it (burn is steady in between). */
function robAt(timeline: ReadonlyArray<{ t: number; rob: Rob }>, t: number, f: Fuel): number {
  let i = timeline.findIndex((m) => m.t > t);
  if (i <= 0) i = i === 0 ? 1 : timeline.length - 1;
  const a = timeline[i - 1]!;
  const b = timeline[i]!;
  const ra = a.rob.get(f) ?? 0;
  const rb = b.rob.get(f) ?? 0;
  if (b.t === a.t) return rb;
  return Math.round(ra + ((rb - ra) * (Math.min(t, b.t) - a.t)) / (b.t - a.t));
}

/** Cargo of a liner call: boxes for container ships, passengers and cars for ro-pax and cruise. */
function linerCargo(
  ship: DemoVoyageShip,
  between: (lo: number, hi: number) => number,
): RecordInput['cargo']['arrival'] {
  if (ship.type === '4') {
    const teuCap = Math.round(ship.dwt / 11.5);
    const teu = Math.round(teuCap * between(0.7, 0.95));
    const teuLaden = Math.round(teu * between(0.75, 0.9));
    return {
      cargoT: Math.round(teuLaden * 11 + (teu - teuLaden) * 2.2),
      teu,
      teuLaden,
      reefers: Math.round(teu * 0.06),
    };
  }
  if (ship.type === '11') {
    const passengers = Math.round(between(250, 1400));
    const vehicles = Math.round(between(60, 220));
    return { cargoT: Math.round(vehicles * 1.8 + passengers * 0.1), passengers, vehicles };
  }
  const passengers = Math.round(between(1200, 2400));
  return { cargoT: Math.round(passengers * 0.1), passengers };
}
