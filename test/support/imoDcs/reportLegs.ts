import { deriveLegs, type DerivedLeg, type LedgerRecord } from '../../../src/domain/ledger';
import type { CmsaLeg, CmsaShip } from '../../../src/domain/chinaMsa';
import type { DcsShip, FlagDocChange, ReportLeg } from '../../../src/domain/imoDcs';
import { bulker, portFacts, rec, snapshot, utc } from '../ledger/records';

/** A derived IMO leg as the report reads a stored one: ids by order, sea + port fuel summed. */
export function reportLegs(legs: readonly DerivedLeg[]): ReportLeg[] {
  return legs
    .filter((l) => l.kind === 'imo')
    .map((l, i) => {
      const fuelT = { ...l.fuelAtSeaT };
      for (const [c, v] of Object.entries(l.fuelInPortT))
        fuelT[c as keyof typeof fuelT] = (fuelT[c as keyof typeof fuelT] ?? 0) + (v ?? 0);
      return {
        id: i + 1,
        voyageNo: l.voyageNo,
        fromRefCode: l.fromRefCode,
        toRefCode: l.toRefCode,
        fromPort: l.fromPort,
        toPort: l.toPort,
        departure: l.departure,
        arrival: l.arrival,
        distanceNm: l.distanceNm,
        hoursUnderway: l.hoursUnderway,
        transportWorkTnm: l.transportWorkTnm,
        fuelT,
        cargoT: l.cargoT,
        teu: l.teu,
        passengers: l.passengers,
        ballastDistanceNm: l.ballastDistanceNm,
      };
    });
}

/** CMSA legs: the arrival record's stay and shore power from the records. */
export function cmsaLegs(legs: readonly DerivedLeg[], records: readonly LedgerRecord[]): CmsaLeg[] {
  return reportLegs(legs).map((l) => {
    const end = records.find((r) => r.refCode === l.toRefCode);
    return {
      ...l,
      endStay: end ? { arrival: end.arrival, departure: end.departure, purposes: end.purposes } : null,
      startBerthing: records.find((r) => r.refCode === l.fromRefCode)?.arrival ?? null,
      shorePowerKWh: end?.shorePowerKWh ?? null,
    };
  });
}

export const dcsShip: DcsShip = {
  imo: '9074729',
  nameEn: 'EXAMPLE STAR',
  nameZh: '示例之星',
  imoShipType: 'BulkCarrier',
  shipTypeOther: null,
  gt: 40_000,
  nt: 25_000,
  dwt: 60_000,
  eedi: null,
  iceClass: null,
  mainEnginesKw: [9800],
  auxEnginesKw: [600, 600],
};

export const cmsaShip: CmsaShip = {
  nameEn: 'EXAMPLE STAR',
  nameZh: '示例之星',
  imo: '9074729',
  shipCategory: 'international',
  shipType: 'BulkCarrier',
  yearBuilt: 2015,
  gt: 40_000,
  nt: 25_000,
  dwt: 60_000,
  teu: null,
  eedi: null,
  iceClass: null,
  designSpeedKn: 14,
  mainPropulsionKw: 9800,
  auxiliaryKw: 1200,
  boilerKw: 0,
  scrubber: false,
};

/**
 * The worked example of docs/reports-dcs-cmsa.md §6.1: one leg CNSHA → SGSIN, 28 Jun – 4 Jul 2025,
 * 144 h and 1 440 nm under way, cut in half by a flag change (PAN → LBR) on 1 Jul 00:00Z; a change of
 * DOC company on 1 Oct. HFO (code 1): 1 000 t on 1 Jan; 900 t on arrival at CNSHA on 20 Jun, 300 t
 * bunkered there on 21 Jun, 1 150 t on departure; 1 078 t at the flag change; 1 006 t on arrival at
 * SGSIN, 990 t on departure; 990 t on 1 Jan 2026. SGSIN: discharge, metered consumers, 1 200 kWh
 * shore power.
 */
export function flagChangeYear() {
  const r1 = rec({
    refCode: 'R1',
    port: 'CNSHA',
    arrival: '2025-06-20T00:00Z',
    departure: '2025-06-28T00:00Z',
    purposes: [0],
    fuels: { '1': [900, 1150] },
    bunkers: [{ fuel: '1', tonnes: 300, time: '2025-06-21T00:00Z' }],
    cargoDep: 50_000,
  });
  const r2 = rec({
    refCode: 'R2',
    port: 'SGSIN',
    arrival: '2025-07-04T00:00Z',
    departure: '2025-07-05T00:00Z',
    distanceNm: 1440,
    purposes: [1],
    shorePowerKWh: 1200,
    fuels: { '1': [1006, 990] },
    cargoArr: 50_000,
  });
  const records = [r1, r2];
  const snapshots = [
    snapshot({ refCode: 'S0', time: '2025-01-01T00:00Z', fuels: [{ fuel: '1', robT: 1000 }] }),
    snapshot({ refCode: 'S1', time: '2025-07-01T00:00Z', fuels: [{ fuel: '1', robT: 1078 }] }),
    snapshot({ refCode: 'S2', time: '2026-01-01T00:00Z', fuels: [{ fuel: '1', robT: 990 }] }),
  ];
  const legs = deriveLegs(records, [], portFacts, bulker);
  const consumers = [
    {
      refCode: 'R2',
      arrival: r2.arrival,
      fuel: '1' as const,
      consumer: 'main' as const,
      atSeaT: 120,
      inPortT: 0,
    },
    {
      refCode: 'R2',
      arrival: r2.arrival,
      fuel: '1' as const,
      consumer: 'auxiliary' as const,
      atSeaT: 24,
      inPortT: 10,
    },
    {
      refCode: 'R2',
      arrival: r2.arrival,
      fuel: '1' as const,
      consumer: 'boiler' as const,
      atSeaT: 0,
      inPortT: 6,
    },
  ];
  const changes: FlagDocChange[] = [
    { at: utc('2025-07-01T00:00Z'), kind: 'flag', oldFlag: 'PAN', newFlag: 'LBR' },
    { at: utc('2025-10-01T00:00Z'), kind: 'doc', oldCompanyId: 1, newCompanyId: 2 },
  ];
  return { records, snapshots, legs, consumers, changes };
}
