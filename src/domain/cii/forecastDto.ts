import type { Scenario, WhatIfResult } from '../scenarios/index';
import type { ShipType } from '../registry/shipTypes';
import type { CiiForecast } from './forecast';

/** The answers of /api/cii/forecast and /api/cii/what-if (docs/cii-forecast-what-if.md §4). */
export interface ForecastShipDto {
  readonly id: number;
  readonly name: string;
  readonly shipType: ShipType | null;
}

export interface CiiForecastDto {
  readonly ship: ForecastShipDto;
  readonly forecast: CiiForecast;
}

export type CiiWhatIfDto = WhatIfResult & { readonly ship: ForecastShipDto };

export interface CiiWhatIfRequest {
  readonly shipId: number;
  readonly year: number;
  readonly euaPriceEur: number;
  readonly scenario: Scenario;
}
