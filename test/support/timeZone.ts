/**
 * Runs `check` with the process in another time zone (Node reads TZ again when it changes), then
 * puts the zone back: shows a reading does not follow the browser's or the server's own zone.
 */
export function inTimeZone(zone: string, check: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
