/**
 * npm run bench:calc — a fleet of 5 000 ships × 365 daily records; time to compute every ship's CII,
 * EU MRV/ETS and FuelEU figures in one process (target < 1 s). Prints figures, asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import {
  calculateCii,
  calculateEuEts,
  calculateFuelEu,
  SHIP_TYPES,
  type CiiRating,
  type FuelEuFuel,
  type Port,
  type Segment,
  type ShipType,
} from '../../src/domain';

const SHIPS = 5_000;
const DAYS = 365;
const YEAR = 2026;

// Deterministic PRNG (mulberry32) so runs are comparable.
let seed = 0x2026;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const PORTS: Port[] = [
  { locode: 'NLRTM', country: 'NL' },
  { locode: 'DEHAM', country: 'DE' },
  { locode: 'FRLEH', country: 'FR' },
  { locode: 'ESALG', country: 'ES' },
  { locode: 'USNYC', country: 'US' },
  { locode: 'CNSHA', country: 'CN' },
  { locode: 'SGSIN', country: 'SG' },
  { locode: 'REPDG', country: 'RE' },
  { locode: 'MAPTM', country: 'MA', containerTranshipment: true },
];

interface Ship {
  shipType: ShipType;
  dwt: number;
  gt: number;
  lng: boolean;
  days: Segment[];
  distanceNm: number;
}

function makeShip(): Ship {
  const shipType = SHIP_TYPES[Math.floor(rand() * SHIP_TYPES.length)];
  const dwt = 5_000 + Math.floor(rand() * 300_000);
  const lng = rand() < 0.15;
  const days: Segment[] = [];
  let here = PORTS[Math.floor(rand() * PORTS.length)];
  let distanceNm = 0;
  for (let d = 0; d < DAYS; d++) {
    const main = 20 + rand() * 40;
    const fuels = lng
      ? [
          { fuel: 'LNG' as const, tonnes: main, consumer: 'LNG_OTTO_SS' as const },
          { fuel: 'MDO_MGO' as const, tonnes: 1 },
        ]
      : [
          { fuel: 'HFO' as const, tonnes: main },
          { fuel: 'MDO_MGO' as const, tonnes: 2 + rand() * 2 },
        ];
    if (rand() < 0.3) {
      days.push({ type: 'berth', port: here, fuels: [{ fuel: 'MDO_MGO', tonnes: 3 + rand() * 3 }] });
    } else {
      const to = PORTS[Math.floor(rand() * PORTS.length)];
      days.push({ type: 'voyage', from: here, to, fuels });
      distanceNm += 300 + rand() * 150;
      here = to;
    }
  }
  return { shipType, dwt, gt: Math.round(dwt * 0.6), lng, days, distanceNm };
}

function fuelEuFuels(ship: Ship, segs: readonly { fuelEuShare: number }[]): FuelEuFuel[] {
  // Energy in scope by segment: FuelEU share 1 → "intra"/berth, 0.5 → "extra" (counted at 50 % by the engine).
  const acc = new Map<string, { intra: number; extra: number; berth: number; fuel: FuelEuFuel['fuel'] }>();
  ship.days.forEach((s, i) => {
    const share = segs[i].fuelEuShare;
    if (share === 0) return;
    for (const f of s.fuels) {
      const a = acc.get(f.fuel) ?? { intra: 0, extra: 0, berth: 0, fuel: f.fuel };
      if (s.type === 'berth') a.berth += f.tonnes;
      else if (share === 1) a.intra += f.tonnes;
      else a.extra += f.tonnes;
      acc.set(f.fuel, a);
    }
  });
  return [...acc.values()].map((a) => ({
    fuel: a.fuel,
    consumer: a.fuel === 'LNG' ? 'LNG_OTTO_SS' : undefined,
    tonnesIntraEu: a.intra,
    tonnesExtraEu: a.extra,
    tonnesAtBerth: a.berth,
  }));
}

const g0 = performance.now();
const fleet = Array.from({ length: SHIPS }, makeShip);
const g1 = performance.now();

const ratings: Record<CiiRating, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
let mrvCo2 = 0;
let surrender = 0;
let penalty = 0;
let deficitShips = 0;
const c0 = process.cpuUsage();
const t0 = performance.now();
for (const ship of fleet) {
  const totals = new Map<string, number>();
  for (const s of ship.days)
    for (const f of s.fuels) totals.set(f.fuel, (totals.get(f.fuel) ?? 0) + f.tonnes);
  const cii = calculateCii({
    shipType: ship.shipType,
    dwt: ship.dwt,
    gt: ship.gt,
    year: YEAR,
    distanceNm: ship.distanceNm,
    fuels: [...totals].map(([fuel, tonnes]) => ({ fuel: fuel as 'HFO', tonnes })),
  });
  ratings[cii.rating]++;
  const ets = calculateEuEts({ year: YEAR, shipType: ship.shipType, segments: ship.days });
  mrvCo2 += ets.mrvCo2;
  surrender += ets.surrender;
  const fuels = fuelEuFuels(ship, ets.segments);
  if (fuels.length) {
    const feu = calculateFuelEu({ year: YEAR, fuels });
    penalty += feu.penaltyEur;
    if (feu.complianceBalanceT < 0) deficitShips++;
  }
}
const t1 = performance.now();
const cpu = process.cpuUsage(c0);

const fmt = (n: number) => Math.round(n).toLocaleString('en');
console.log(`fleet: ${SHIPS} ships × ${DAYS} daily records = ${fmt(SHIPS * DAYS)} records (year ${YEAR})`);
console.log(`generate: ${(g1 - g0).toFixed(0)} ms (not counted)`);
console.log(
  `CII ratings: ${Object.entries(ratings)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`EU MRV CO2: ${fmt(mrvCo2)} t; ETS surrender: ${fmt(surrender)} t CO2e`);
console.log(`FuelEU: ${deficitShips} ships in deficit, penalties EUR ${fmt(penalty)}`);
console.log(`compute CII + MRV/ETS + FuelEU for every ship: ${(t1 - t0).toFixed(0)} ms (target < 1000 ms)`);
// CPU time of this process (main thread + GC helpers): steadier than wall time on a shared machine.
console.log(`  process CPU during compute: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);

// Ratings for a 10,000-ship fleet from stored ledger totals (PostgreSQL when DATABASE_URL is set).
await (await import('./ciiFleet.js')).ciiFleetBench();
