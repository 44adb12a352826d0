/**
 * Sea distances and local offsets for the demo voyages: pure, no clock, no I/O. Distances follow
 * the great circle between waypoints (canals, straits, capes) that a ship actually rounds, so an
 * Asia–Europe leg measures ~10,500 nm via Suez instead of the ~5,000 nm straight over the land.
 */

export interface GeoPort {
  code: string;
  latitude: number;
  longitude: number;
  /** IANA time zone of the port (port dictionary). */
  timeZone: string;
  isEea: boolean;
  isUk: boolean;
}

type Point = readonly [lat: number, lon: number];

const R_NM = 3440.065;
const rad = (d: number) => (d * Math.PI) / 180;

export function haversineNm(a: Point, b: Point): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * R_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const GIBRALTAR: Point = [35.95, -5.6];
const PORT_SAID: Point = [31.3, 32.35];
const SUEZ: Point = [29.9, 32.55];
const BAB_EL_MANDEB: Point = [12.6, 43.4];
const DONDRA: Point = [5.8, 80.6];
const SINGAPORE_STRAIT: Point = [1.2, 103.9];
const HORMUZ: Point = [26.5, 56.4];
const CAPE: Point = [-35.2, 20.0];
const LOMBOK: Point = [-8.8, 115.7];
const PANAMA: Point = [9.1, -79.7];
const FLORIDA: Point = [24.3, -83.0];
const SKAGEN: Point = [57.9, 10.7];
const USHANT: Point = [48.5, -5.5];

type Region =
  'baltic' | 'northEurope' | 'med' | 'gulf' | 'india' | 'eastAsia' | 'usGulf' | 'usWest' | 'brazil' | 'other';

function region([lat, lon]: Point): Region {
  if (lat > 53.8 && lon > 10.5 && lon < 31) return 'baltic';
  if (lat > 43 && lon > -11 && lon < 31) return 'northEurope';
  if (lat > 30 && lat <= 46 && lon >= -6 && lon < 37) return 'med';
  if (lat > 20 && lat < 31 && lon > 47 && lon < 57) return 'gulf';
  if (lon >= 57 && lon < 95) return 'india';
  if (lon >= 95) return 'eastAsia';
  if (lat > 15 && lon > -100 && lon < -80) return 'usGulf';
  if (lon <= -110) return 'usWest';
  if (lat < 0 && lon > -60 && lon < -30) return 'brazil';
  return 'other';
}

/** Waypoints from the Atlantic side of Europe (north, Baltic) down to Gibraltar. */
const northToGib = (r: Region): Point[] =>
  r === 'baltic' ? [SKAGEN, USHANT, GIBRALTAR] : r === 'northEurope' ? [USHANT, GIBRALTAR] : [GIBRALTAR];

/** Waypoints from a European region out to the Red Sea, Suez-bound. */
const europeToRedSea = (r: Region): Point[] => [
  ...(r === 'med' ? [] : northToGib(r)),
  PORT_SAID,
  SUEZ,
  BAB_EL_MANDEB,
];

function viaPoints(a: Region, b: Region): Point[] {
  const europe = (r: Region) => r === 'baltic' || r === 'northEurope' || r === 'med';
  if (europe(a) && europe(b)) {
    if (a === b) return [];
    if (a === 'baltic' || b === 'baltic') {
      const other = a === 'baltic' ? b : a;
      const path = other === 'med' ? [SKAGEN, USHANT, GIBRALTAR] : [SKAGEN];
      return a === 'baltic' ? path : [...path].reverse();
    }
    return a === 'med' ? [GIBRALTAR, USHANT] : [USHANT, GIBRALTAR];
  }
  if (europe(b) && !europe(a)) return [...viaPoints(b, a)].reverse();
  if (europe(a)) {
    if (b === 'eastAsia') return [...europeToRedSea(a), DONDRA, SINGAPORE_STRAIT];
    if (b === 'india') return europeToRedSea(a);
    if (b === 'gulf') return [...europeToRedSea(a), HORMUZ];
    if (b === 'usGulf') return [...(a === 'med' ? [GIBRALTAR] : a === 'baltic' ? [SKAGEN] : []), FLORIDA];
    if (b === 'brazil') return a === 'med' ? [GIBRALTAR] : a === 'baltic' ? [SKAGEN, USHANT] : [USHANT];
    return [];
  }
  const pair = (x: Region, y: Region) => (a === x && b === y) || (a === y && b === x);
  const orient = (path: Point[], x: Region) => (a === x ? path : [...path].reverse());
  if (pair('gulf', 'eastAsia')) return orient([HORMUZ, DONDRA, SINGAPORE_STRAIT], 'gulf');
  if (pair('gulf', 'india')) return orient([HORMUZ], 'gulf');
  if (pair('india', 'eastAsia')) return orient([DONDRA, SINGAPORE_STRAIT], 'india');
  if (pair('brazil', 'eastAsia')) return orient([CAPE, LOMBOK], 'brazil');
  if (pair('usGulf', 'eastAsia')) return orient([FLORIDA, PANAMA], 'usGulf');
  if (pair('usGulf', 'brazil')) return orient([FLORIDA], 'usGulf');
  if (pair('gulf', 'usGulf'))
    return orient([HORMUZ, BAB_EL_MANDEB, SUEZ, PORT_SAID, GIBRALTAR, FLORIDA], 'gulf');
  if (pair('gulf', 'brazil')) return orient([HORMUZ, CAPE], 'gulf');
  return [];
}

/**
 * Distance over ground between two ports, nm: great circle through the waypoints of the route,
 * +5 % for the track; a direct hop (no waypoint) gets the ×1.15 routing factor for coastlines.
 */
export function seaDistanceNm(from: GeoPort, to: GeoPort): number {
  const a: Point = [from.latitude, from.longitude];
  const b: Point = [to.latitude, to.longitude];
  const via = viaPoints(region(a), region(b));
  const pts = [a, ...via, b];
  let d = 0;
  for (let i = 1; i < pts.length; i++) d += haversineNm(pts[i - 1]!, pts[i]!);
  return Math.max(5, Math.round(d * (via.length ? 1.05 : 1.15)));
}

/** The zone's offset from UTC at an instant, minutes east (summer time included): the domain's rule. */
export { offsetMinutesAt as offsetMinutes } from '../../../../domain/portTime.js';
