/**
 * A port's UTC offset from its IANA zone (the port dictionary's `time_zone`), daylight saving
 * included: Rotterdam is +01:00 in January and +02:00 in July, Shanghai +08:00 all year. Real
 * rules from ICU (Intl), not a table kept here. Pure: no clock.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant (ms since the epoch), in minutes east. */
export function offsetMinutesAt(timeZone: string, utc: number): number {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, f);
  }
  const name = f.formatToParts(new Date(utc)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Whether the runtime knows the zone (a dictionary row may hold a misspelt one). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    offsetMinutesAt(timeZone, 0);
    return true;
  } catch {
    return false;
  }
}

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
