import type { CandidatePeriod } from '../reports/types';
import type { FuelEuFinal } from './balance';
import type { FuelEuFigures } from './report';

/** The API's answers for the FuelEU balance and pool screens (docs/reports-fueleu.md §7). */
export interface FuelEuShipYearDto {
  shipId: number;
  year: number;
  figures: FuelEuFigures & { ship: { imo: string | null; nameEn: string; nameZh: string | null } };
  report: { id: number; status: string } | null;
  flexibility: { bankedT: number; borrowedT: number; version: number } | null;
  pool: { id: number; name: string; beforeT: number; afterT: number } | null;
  final: FuelEuFinal;
}

export interface FuelEuPoolDto {
  id: number;
  name: string;
  year: number;
  companyId: number;
  members: {
    shipId: number;
    imo: string | null;
    nameEn: string;
    nameZh: string | null;
    beforeT: number;
    afterT: number;
  }[];
  sumBeforeT: number;
  sumAfterT: number;
  violations: string[];
}

export type FuelEuPeriodDto = CandidatePeriod;
