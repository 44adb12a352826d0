import {
  ciiRequestSchema,
  euEtsRequestSchema,
  fuelEuRequestSchema,
  eeoiRequestSchema,
} from '../../src/domain/calcSchemas';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('calculator payload schemas', () => {
  it('CII: GT type without gt names the gt field', () => {
    const r = ciiRequestSchema.safeParse({
      shipType: 'cruise_passenger_ship',
      dwt: 5,
      year: 2025,
      distanceNm: 1,
      fuels: [{ fuel: 'HFO', tonnes: 1 }],
    });
    expect(paths(r)).toEqual(['gt']);
  });
  it('CII: unknown fuel and negative distance', () => {
    const r = ciiRequestSchema.safeParse({
      shipType: 'tanker',
      dwt: 5,
      year: 2025,
      distanceNm: -1,
      fuels: [{ fuel: 'COAL', tonnes: 1 }],
    });
    expect(paths(r).sort()).toEqual(['distanceNm', 'fuels.0.fuel']);
  });
  it('EEOI accepts a ballast voyage', () => {
    expect(
      eeoiRequestSchema.safeParse({ voyages: [{ fuels: [], cargoTonnes: 0, distanceNm: 10 }] }).success,
    ).toBe(true);
  });
  it('EU ETS: bad country and unknown segment type', () => {
    const port = { locode: 'NLRTM', country: 'NLD' };
    const r = euEtsRequestSchema.safeParse({
      year: 2025,
      shipType: 'tanker',
      segments: [{ type: 'berth', port, fuels: [] }, { type: 'x' }],
    });
    expect(paths(r)).toContain('segments.0.port.country');
    expect(paths(r).some((p) => p.startsWith('segments.1'))).toBe(true);
  });
  it('FuelEU: wind factor range and consumer class', () => {
    const fuel = {
      fuel: 'LNG',
      consumer: 'LNG_TURBINE',
      tonnesIntraEu: 1,
      tonnesExtraEu: 0,
      tonnesAtBerth: 0,
    };
    const r = fuelEuRequestSchema.safeParse({ year: 2025, fuels: [fuel], windRewardFactor: 0.5 });
    expect(paths(r).sort()).toEqual(['fuels.0.consumer', 'windRewardFactor']);
  });
});
