import { offsetMinutesAt, offsetMinutesAtLocal } from '../../domain/portTime';
import { getIn, joinLocalTime, setIn, splitLocalTime, type Draft } from './ledgerDraft';

/** The times of a port call or a stop whose offset follows the port's zone. */
export const PORT_TIMES = ['arrival', 'departure'] as const;

/** What the form knows of the port's clock: its IANA zone, and the offsets the user chose by hand. */
export interface PortClock {
  portZone: string | null;
  offsetsChosen: readonly string[];
}

/**
 * One field change of a record draft, with the offsets that follow from it (docs/product-rules.md
 * §9): a port chosen with its zone, or a date typed, sets the offset of every time the user has not
 * set by hand to the zone's offset at that local date-time (daylight saving included); picking an
 * offset in its select is setting it by hand. Without a date yet the offset of `now` stands in.
 */
export function changeWithPortClock(
  draft: Draft,
  clock: PortClock,
  path: string,
  value: unknown,
  timeZone: string | null | undefined,
  now: number,
): { draft: Draft } & PortClock {
  let next = setIn(draft, path, value);
  let { portZone, offsetsChosen } = clock;
  if (path === 'port') portZone = timeZone ?? null;
  else if ((PORT_TIMES as readonly string[]).includes(path)) {
    const before = splitLocalTime(String(getIn(draft, path) ?? ''), 0);
    const after = splitLocalTime(String(value ?? ''), 0);
    // The form changes the date or the offset, never both at once: a new offset alone is a choice.
    if (after.offsetMin !== before.offsetMin && after.local === before.local && !offsetsChosen.includes(path))
      offsetsChosen = [...offsetsChosen, path];
  }
  if (portZone)
    for (const p of PORT_TIMES) {
      if (offsetsChosen.includes(p) || typeof getIn(next, p) !== 'string') continue;
      const { local } = splitLocalTime(String(getIn(next, p)), 0);
      const offset = local ? offsetMinutesAtLocal(portZone, local) : offsetMinutesAt(portZone, now);
      if (offset !== null) next = setIn(next, p, joinLocalTime(local, offset));
    }
  return { draft: next, portZone, offsetsChosen };
}
