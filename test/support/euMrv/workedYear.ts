import type { ByClass } from '../../../src/domain/ledger/types';
import type { EuLegInput, EuMrvInput, EuPortInfo, EuStop } from '../../../src/domain/euMrv/index';

/** Ports of the worked ship-year (docs/reports-eu.md §6). */
export const P: Record<string, EuPortInfo> = {
  DEHAM: { code: 'DEHAM', name: 'Hamburg', country: 'DE', eea: true, outermost: false },
  NLRTM: { code: 'NLRTM', name: 'Rotterdam', country: 'NL', eea: true, outermost: false },
  USNYC: { code: 'USNYC', name: 'New York', country: 'US', eea: false, outermost: false },
  ESALG: { code: 'ESALG', name: 'Algeciras', country: 'ES', eea: true, outermost: false },
  ESLPA: { code: 'ESLPA', name: 'Las Palmas', country: 'ES', eea: true, outermost: true },
  SGSIN: { code: 'SGSIN', name: 'Singapore', country: 'SG', eea: false, outermost: false },
  CNSHA: { code: 'CNSHA', name: 'Shanghai', country: 'CN', eea: false, outermost: false },
  GIGIB: { code: 'GIGIB', name: 'Gibraltar', country: 'GI', eea: false, outermost: false },
  MAPTM: { code: 'MAPTM', name: 'Tanger Med', country: 'MA', eea: false, outermost: false },
};

const H = 3_600_000;
let clock = Date.UTC(2025, 0, 2);

export function leg(
  id: number,
  from: string,
  to: string,
  distanceNm: number,
  seaFuelT: ByClass,
  berthFuelT: ByClass,
  stops: EuStop[] = [],
): EuLegInput {
  const departure = clock;
  const hours = distanceNm / 12;
  const arrival = departure + hours * H;
  clock = arrival + 24 * H;
  return {
    id,
    voyageNo: `V${id}`,
    fromRefCode: `R${id - 1}`,
    toRefCode: `R${id}`,
    from: P[from],
    to: P[to],
    departure,
    arrival,
    berthEnd: arrival + 24 * H,
    distanceNm,
    iceDistanceNm: 0,
    hoursUnderway: hours,
    cargoT: 20_000,
    transportWorkTnm: 20_000 * distanceNm,
    seaFuelT,
    berthFuelT,
    stops,
  };
}

export const stop = (refCode: string, port: string, purposes: number[], transhipment = false): EuStop => ({
  refCode,
  port: P[port],
  kind: 'port',
  purposes,
  transhipment,
});

/**
 * The worked ship-year 2025 of a container ship: intra, outbound (with a bunkering stop at
 * Gibraltar), inbound, mainland → outermost region of the same state, outermost → third country
 * (through Tanger Med), out of scope; berth stays in and outside the EEA; LNG on one voyage.
 */
export function workedYear(year = 2025): EuMrvInput {
  clock = Date.UTC(year, 0, 2);
  return {
    year,
    start: Date.UTC(year, 0, 1),
    end: Date.UTC(year + 1, 0, 1),
    ship: {
      imo: '9300001',
      nameEn: 'EU DEMO',
      nameZh: '欧盟示例',
      shipType: 'container_ship',
      category: 'Container ship',
      flag: 'MT',
      portOfRegistry: 'Valletta',
      iceClass: null,
      iceClassIA: false,
      eedi: null,
      companyName: 'Demo Shipping',
      companyNameZh: '示例航运',
      companyImo: '1234567',
    },
    legs: [
      leg(1, 'DEHAM', 'NLRTM', 300, { HFO: 10 }, { MDO_MGO: 2 }),
      leg(2, 'NLRTM', 'USNYC', 3500, { HFO: 300, LNG: 50 }, { MDO_MGO: 5 }, [stop('S2', 'GIGIB', [4])]),
      leg(3, 'USNYC', 'ESALG', 3300, { HFO: 280 }, { MDO_MGO: 3 }),
      leg(4, 'ESALG', 'ESLPA', 700, { HFO: 40 }, { MDO_MGO: 1 }),
      leg(5, 'ESLPA', 'SGSIN', 8000, { HFO: 500 }, { MDO_MGO: 4 }, [stop('S5', 'MAPTM', [0, 1], true)]),
      leg(6, 'SGSIN', 'CNSHA', 2000, { HFO: 100 }, { MDO_MGO: 2 }),
    ],
  };
}
