import { IANAZone } from 'luxon';

/**
 * A port's UTC offset from its IANA zone (the port dictionary's `time_zone`), daylight saving
 * included: Rotterdam is +01:00 in January and +02:00 in July, Shanghai +08:00 all year. The zone
 * rules are the runtime's (ICU), read through luxon's zone rather than by parsing a formatted
 * date here: nothing in this file formats a time for a reader (that is src/i18n/format.ts). Pure:
 * no clock.
 */

/** The zone's offset from UTC at an instant (ms since the epoch), in minutes east. */
export function offsetMinutesAt(timeZone: string, utc: number): number {
  const zone = IANAZone.create(timeZone);
  if (!zone.isValid) throw new RangeError(`unknown time zone ${timeZone}`);
  return zone.offset(utc);
}

/** Whether the runtime knows the zone (a dictionary row may hold a misspelt one). */
export const isKnownTimeZone = (timeZone: string): boolean => IANAZone.isValidZone(timeZone);

/**
 * The offset a port's clock showed at a local date-time (`2025-07-01T14:30`, as a port call's
 * form holds it): the offset at the instant that local time names there. The hour a clock goes
 * back happens twice: this gives the summer reading (the form's offset select picks the other);
 * a time the clock skips going forward takes the summer offset too. Null for a text that is no
 * local date-time, or for an unknown zone.
 */
export function offsetMinutesAtLocal(timeZone: string, local: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local);
  if (!m || !isKnownTimeZone(timeZone)) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 12), +(m[5] ?? 0));
  if (!Number.isFinite(asUtc)) return null;
  // The offsets of the day before and after are the candidates (zones change at most once a day);
  // the right one names an instant that has it.
  const DAY = 86_400_000;
  const candidates = [
    ...new Set([offsetMinutesAt(timeZone, asUtc - DAY), offsetMinutesAt(timeZone, asUtc + DAY)]),
  ].sort((a, b) => b - a);
  return candidates.find((o) => offsetMinutesAt(timeZone, asUtc - o * 60_000) === o) ?? candidates[0]!;
}
