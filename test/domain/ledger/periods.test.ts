import { describe, expect, it } from 'vitest';
import { legShareInPeriod, legTotalsInPeriod, periodFuel } from '../../../src/domain/ledger';
import { utc } from '../../support/ledger/records';

// Leg 1–11 Jan 2025 (240 h), a stay 5 Jan 00:00 – 6 Jan 00:00 in between: 216 h under way.
const leg = {
  departure: utc('2025-01-01T00:00Z'),
  arrival: utc('2025-01-11T00:00Z'),
  hoursUnderway: 216,
  distanceNm: 2160,
  transportWorkTnm: 21_600,
};
const stays = [{ arrival: utc('2025-01-05T00:00Z'), departure: utc('2025-01-06T00:00Z') }];

describe('legShareInPeriod', () => {
  it('a bound after the stay: time under way inside over the leg hours, the stay excluded', () => {
    const p = legShareInPeriod(leg, stays, utc('2024-12-01T00:00Z'), utc('2025-01-07T00:00Z'));
    expect(p).toEqual({ share: 120 / 216, hoursUnderway: 120 });
  });

  it('a period wholly inside the stay holds nothing of the leg: it does not count', () => {
    expect(legShareInPeriod(leg, stays, utc('2025-01-05T06:00Z'), utc('2025-01-05T18:00Z'))).toBeUndefined();
  });

  it('a leg without time under way counts whole in the period of its departure only', () => {
    const still = { ...leg, hoursUnderway: 0 };
    expect(legShareInPeriod(still, [], leg.departure, leg.departure + 1)).toEqual({
      share: 1,
      hoursUnderway: 0,
    });
    expect(legShareInPeriod(still, [], leg.departure + 1, leg.arrival)).toBeUndefined();
  });

  it('legTotalsInPeriod splits the leg at a bound inside the stay without losing any of it', () => {
    const m = utc('2025-01-05T12:00Z');
    const a = legTotalsInPeriod([leg], () => stays, leg.departure - 1, m);
    const b = legTotalsInPeriod([leg], () => stays, m, leg.arrival + 1);
    expect([a.hoursUnderway, b.hoursUnderway, a.legs, b.legs]).toEqual([96, 120, 1, 1]);
    expect(a.distanceNm + b.distanceNm).toBeCloseTo(2160, 9);
  });
});

describe('periodFuel', () => {
  it('ROB start − ROB end + bunkered − transferred − sludge, by class', () => {
    const s = (robT: number) => ({ refCode: 'S', time: 0, fuels: [{ fuel: '1' as const, robT }] });
    expect(
      periodFuel(s(500), s(300), {
        bunkeredT: { '11': 100 },
        transferredT: { '1': 10 },
        sludgeT: { '12': 5 },
      }),
    ).toEqual({ HFO: 285 });
  });
});
