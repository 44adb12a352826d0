import fc from 'fast-check';
import { isKnownTimeZone, offsetMinutesAt, offsetMinutesAtLocal } from '../../src/domain/portTime';

const at = (iso: string) => Date.parse(iso);
// Zones of ports the fleet calls, with summer time and without, and the odd quarter hours.
const ZONES = [
  'Asia/Shanghai',
  'Europe/Amsterdam',
  'Europe/London',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
];

describe('offsetMinutesAt (a port zone at an instant)', () => {
  it.each([
    ['Asia/Shanghai', '2025-01-15T00:00Z', 480],
    ['Asia/Shanghai', '2025-07-15T00:00Z', 480],
    ['Europe/Amsterdam', '2025-01-15T00:00Z', 60],
    ['Europe/Amsterdam', '2025-07-15T00:00Z', 120],
    // The switch itself: 01:00 UTC on the last Sunday of March and of October.
    ['Europe/Amsterdam', '2025-03-30T00:59Z', 60],
    ['Europe/Amsterdam', '2025-03-30T01:00Z', 120],
    ['Europe/Amsterdam', '2025-10-26T00:59Z', 120],
    ['Europe/Amsterdam', '2025-10-26T01:00Z', 60],
    ['America/New_York', '2025-07-04T12:00Z', -240],
    ['America/New_York', '2025-12-25T12:00Z', -300],
    ['Asia/Kolkata', '2025-06-01T00:00Z', 330],
    ['Asia/Kathmandu', '2025-06-01T00:00Z', 345],
    ['Pacific/Chatham', '2025-01-01T00:00Z', 825],
  ])('%s at %s is %i minutes', (zone, iso, minutes) => {
    expect(offsetMinutesAt(zone, at(iso))).toBe(minutes);
  });

  it('is a whole number of quarter hours within ±14 h, for any zone at any instant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (zone, utc) => {
          const o = offsetMinutesAt(zone, utc);
          return Number.isInteger(o) && o % 15 === 0 && Math.abs(o) <= 14 * 60;
        },
      ),
    );
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => offsetMinutesAt('Asia/Dalien', 0)).toThrow();
    expect(isKnownTimeZone('Asia/Dalien')).toBe(false);
    expect(isKnownTimeZone('Asia/Shanghai')).toBe(true);
  });
});

describe('offsetMinutesAtLocal (the offset a port clock showed at a local date-time)', () => {
  it.each([
    ['Asia/Shanghai', '2026-11-09T08:00', 480],
    ['Europe/Amsterdam', '2026-01-20T14:30', 60],
    ['Europe/Amsterdam', '2026-07-20T14:30', 120],
    // Just before and after the spring change (02:00 local becomes 03:00).
    ['Europe/Amsterdam', '2026-03-29T01:30', 60],
    ['Europe/Amsterdam', '2026-03-29T03:30', 120],
    ['America/New_York', '2026-03-08T12:00', -240],
    ['America/New_York', '2026-03-07T12:00', -300],
    // A date without a time yet: its noon.
    ['Europe/Amsterdam', '2026-07-20', 120],
  ])('%s at %s is %i minutes', (zone, local, minutes) => {
    expect(offsetMinutesAtLocal(zone, local)).toBe(minutes);
  });

  it('local time minus the offset is an instant whose offset is the same (outside the change hours)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) }),
        (zone, utc) => {
          // Shown as the zone's local time, then read back.
          const offset = offsetMinutesAt(zone, utc);
          const local = new Date(utc + offset * 60_000).toISOString().slice(0, 16);
          const back = offsetMinutesAtLocal(zone, local)!;
          const nearChange =
            offsetMinutesAt(zone, utc - 3 * 3600_000) !== offsetMinutesAt(zone, utc + 3 * 3600_000);
          return nearChange || back === offset;
        },
      ),
    );
  });

  it('is null for no date-time or an unknown zone', () => {
    expect(offsetMinutesAtLocal('Asia/Shanghai', '')).toBeNull();
    expect(offsetMinutesAtLocal('Nowhere/At_All', '2026-01-01T00:00')).toBeNull();
  });
});

describe('offsetMinutesAtLocal around the changes', () => {
  it('the hour the clock goes back gives the summer reading; a skipped time the summer offset', () => {
    expect(offsetMinutesAtLocal('Europe/Amsterdam', '2026-10-25T02:30')).toBe(120);
    expect(offsetMinutesAtLocal('Europe/Amsterdam', '2026-03-29T02:30')).toBe(120);
  });
});
