import type { ForecastLeg } from '../../../src/domain/cii/forecast';

const at = (iso: string) => Date.parse(iso);

/**
 * Worked example (docs/cii-forecast-what-if.md §5): two legs of 4 days at sea (1 200 nm, 80 t HFO)
 * each followed by 2 days in port (6 t MDO). Data end 13 Jan 2025, 353 days left.
 * Profile: 8 sea days, 4 port days → sea share 2/3, 300 nm and 20 t HFO per sea day, 3 t MDO per
 * port day. Remainder: 235.33 sea days → 70 600 nm, 4 706.67 t HFO; 117.67 port days → 353 t MDO.
 * Year: 73 000 nm, 4 866.67 t HFO, 365 t MDO → CO2 = 4 866.67 × 3.114 + 365 × 3.206 = 16 324.99 t;
 * attained = 16 324.99e6 / (50 000 × 73 000) = 4.4726 g/t·nm. Required (bulk, 50 000 DWT, 2025):
 * 4 745 × 50 000^−0.622 × (1 − 0.09) = 5.6686 × 0.91 = 5.1584 → ratio 0.8670 → B (0.86 ≤ ratio < 0.94).
 */
export const WORKED: ForecastLeg[] = [
  {
    departureAt: at('2025-01-01T00:00:00Z'),
    arrivalAt: at('2025-01-05T00:00:00Z'),
    hoursInPort: 48,
    distanceNm: 1200,
    fuelAtSea: { HFO: 80 },
    fuelInPort: { MDO_MGO: 6 },
  },
  {
    departureAt: at('2025-01-07T00:00:00Z'),
    arrivalAt: at('2025-01-11T00:00:00Z'),
    hoursInPort: 48,
    distanceNm: 1200,
    fuelAtSea: { HFO: 80 },
    fuelInPort: { MDO_MGO: 6 },
  },
];
