import type { VoyageDataInput } from '../../../../domain/schemas/voyageData.js';
import { PORTS } from '../data/index.js';
import { DEMO_FLAG_CHANGES, DEMO_SHIPS, demoTfcCurve, imo, type DemoShip } from '../demoFleetData.js';
import { generateDemoVoyages, type DemoVoyageShip } from './generate.js';
import type { GeoPort } from './geo.js';

export { generateDemoVoyages, prng, type DemoVoyageShip, type DemoVoyageOptions } from './generate.js';
export { seaDistanceNm, offsetMinutes, haversineNm, type GeoPort } from './geo.js';
export { ALL_TRADES, tradesFor, ICE_PORTS } from './trades.js';

let portMap: Map<string, GeoPort> | undefined;

/** The port dictionary seed as the generator needs it (ports without coordinates left out). */
export function demoPorts(): ReadonlyMap<string, GeoPort> {
  portMap ??= new Map(
    PORTS.filter((p) => p.latitude !== null && p.longitude !== null && p.timeZone).map((p) => [
      p.code,
      {
        code: p.code,
        latitude: p.latitude!,
        longitude: p.longitude!,
        timeZone: p.timeZone,
        isEea: p.isEea,
        isUk: p.isUk,
      },
    ]),
  );
  return portMap;
}

/** A demo ship's particulars as the generator takes them. */
export function demoVoyageShip(s: DemoShip): DemoVoyageShip {
  return {
    ref: imo(s.six),
    nameEn: s.nameEn,
    type: s.type,
    dwt: s.dwt,
    serviceSpeedKn: s.speed[1],
    fuels: s.fuels,
    iceClass: s.iceClass ?? null,
    tfc: demoTfcCurve(s),
    changes: DEMO_FLAG_CHANGES.filter((c) => c.nameEn === s.nameEn).map((c) => Date.parse(c.effectiveDate)),
  };
}

/** The ledger payload of every demo ship from the last days of 2023 up to `now`, one per ship. */
export function demoVoyagePayloads(
  now: number,
  seed?: number,
): Array<{ ship: string } & Required<VoyageDataInput>> {
  const ports = demoPorts();
  return DEMO_SHIPS.map((s) => {
    const ship = demoVoyageShip(s);
    return { ship: ship.ref, ...generateDemoVoyages(ship, ports, { now, seed }) };
  });
}
