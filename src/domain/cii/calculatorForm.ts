import type { Query } from '../api';
import type { CiiRequest } from '../calcSchemas';
import { FUEL_CODES } from '../registry/fuels';
import { isShipType, SHIP_TYPE_INFO } from '../registry/shipTypes';

/**
 * The plain CII calculator's form (docs/cii-forecast-what-if.md §6): flat text fields as the form
 * holds them, turned into the body of POST /api/calc/cii. Fuel fields are `fuel.<code>` in tonnes.
 */
export const fuelField = (code: string) => `fuel.${code}`;

const num = (v: unknown) => (v === undefined || v === '' ? NaN : Number(v));

/** Complete when the type, the capacity it uses, the year, a distance and one fuel are given. */
export function calculatorComplete(q: Query): boolean {
  if (!isShipType(q.shipType)) return false;
  const cap = SHIP_TYPE_INFO[q.shipType].capacity;
  return (
    num(q[cap]) > 0 &&
    Number.isInteger(num(q.year)) &&
    num(q.distanceNm) > 0 &&
    FUEL_CODES.some((f) => num(q[fuelField(f)]) > 0)
  );
}

export function calculatorBody(q: Query): CiiRequest {
  const shipType = isShipType(q.shipType) ? q.shipType : 'bulk_carrier';
  const cap = SHIP_TYPE_INFO[shipType].capacity;
  return {
    shipType,
    ...(cap === 'dwt' ? { dwt: num(q.dwt) } : { gt: num(q.gt) }),
    year: num(q.year),
    distanceNm: num(q.distanceNm),
    fuels: FUEL_CODES.filter((f) => num(q[fuelField(f)]) > 0).map((fuel) => ({
      fuel,
      tonnes: num(q[fuelField(fuel)]),
    })),
  } as CiiRequest;
}
