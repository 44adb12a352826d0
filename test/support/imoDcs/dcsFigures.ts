import type { BdnRow, DcsFigures } from '../../../src/domain/imoDcs';
import { dcsShip } from './reportLegs';

const bdn = (kind: BdnRow['kind'], date: string): BdnRow => ({
  date,
  refCode: kind,
  kind,
  fuelT: {},
  bdnNo: null,
});

/**
 * The figures of a DCS report with nothing in them: a calendar year 2025 of the example ship, no fuel,
 * no leg. A test states only the fields it reads.
 */
export function dcsFigures(over: Partial<DcsFigures> = {}): DcsFigures {
  return {
    regime: 'imoDcs',
    period: { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
    reportingStartDate: '2025-01-01',
    reportingEndDate: '2025-12-31',
    ship: dcsShip,
    flag: 'CN',
    companyName: null,
    companyNameZh: null,
    fuelT: {},
    methods: {},
    co2T: 0,
    distanceNm: 0,
    hoursUnderway: 0,
    legs: 0,
    revised: {
      fuelByConsumerT: null,
      fuelNotUnderwayT: null,
      shorePowerKWh: null,
      ladenDistanceNm: null,
      transportWorkTnm: null,
      teuNm: null,
      passengerNm: null,
    },
    collected: [],
    bdn: {
      bunkers: [],
      opening: bdn('opening', '2025-01-01'),
      closing: bdn('closing', '2025-12-31'),
      others: [],
      supplyT: {},
      tankCorrectionT: {},
      otherCorrectionT: {},
      consumptionT: {},
    },
    ...over,
  };
}
