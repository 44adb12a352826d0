import type { UkLeg, UkReportPort } from '../../../src/domain/ukMrv';

/**
 * A worked UK ship-year (2026, HFO only) built by hand for docs/reports-uk-and-cross-regime.md §5:
 * UK MRV to 2 Apr, no regime in the gap, UK ETS from 1 Jul. HFO per tonne: CO2 3.114 t, CH4
 * 0.00005 t × 28 = 0.0014 tCO2e, N2O 0.00018 t × 265 = 0.0477 tCO2e, so 3.1631 tCO2e under the UK ETS.
 */
export const P = {
  rotterdam: { code: 'NLRTM', country: 'NL' },
  felixstowe: { code: 'GBFXT', country: 'GB' },
  southampton: { code: 'GBSOU', country: 'GB' },
  newYork: { code: 'USNYC', country: 'US' },
  belfast: { code: 'GBBEL', country: 'GB', northernIreland: true },
  dublin: { code: 'IEDUB', country: 'IE' },
  aberdeen: { code: 'GBABD', country: 'GB' },
  stHelier: { code: 'JESTH', country: 'JE' },
} satisfies Record<string, UkReportPort>;

const t = (s: string) => Date.parse(s);
const H = 3_600_000;

export function leg(
  id: number,
  from: UkReportPort,
  to: UkReportPort,
  dep: string,
  arr: string,
  seaT: number,
  portT: number,
  stayH = 24,
): UkLeg {
  return {
    id,
    voyageNo: `V${id}`,
    from,
    to,
    departure: t(dep),
    arrival: t(arr),
    fuelAtSeaT: { '1': seaT },
    fuelInPortT: portT ? { '1': portT } : {},
    endStay: { arrival: t(arr), departure: t(arr) + stayH * H },
    distanceNm: 100 * id,
    hoursUnderway: 10,
    cargoT: 1000,
    transportWorkTnm: 100_000 * id,
  };
}

export const UK_YEAR: UkLeg[] = [
  leg(1, P.rotterdam, P.felixstowe, '2026-02-10T08:00Z', '2026-02-11T06:00Z', 10, 2),
  leg(2, P.felixstowe, P.southampton, '2026-03-01T08:00Z', '2026-03-02T06:00Z', 5, 1),
  leg(3, P.southampton, P.newYork, '2026-03-20T08:00Z', '2026-03-29T06:00Z', 100, 3),
  leg(4, P.newYork, P.southampton, '2026-06-20T08:00Z', '2026-07-02T08:00Z', 100, 2),
  leg(5, P.southampton, P.belfast, '2026-07-10T08:00Z', '2026-07-11T06:00Z', 10, 1),
  leg(6, P.belfast, P.dublin, '2026-08-01T08:00Z', '2026-08-01T20:00Z', 4, 1),
  leg(7, P.dublin, P.aberdeen, '2026-09-01T08:00Z', '2026-09-02T06:00Z', 6, 1, 48),
  leg(8, P.aberdeen, P.aberdeen, '2026-09-05T08:00Z', '2026-09-06T06:00Z', 2, 1),
  leg(9, P.aberdeen, P.stHelier, '2026-10-01T08:00Z', '2026-10-03T06:00Z', 3, 0),
];
