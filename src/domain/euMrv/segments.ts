import { isContainerShip, type CalculationType } from '../registry/shipTypes';
import type { EmissionFuel } from './emissions';
import { classifyPort, type Port } from './ports';
import { berthScope, SCOPES, voyageScope, type Scope } from './scope';

export type Segment =
  | {
      readonly type: 'voyage';
      readonly from: Port;
      readonly to: Port;
      readonly fuels: readonly EmissionFuel[];
    }
  | { readonly type: 'berth'; readonly port: Port; readonly fuels: readonly EmissionFuel[] };

const isTranshipment = (p: Port) => classifyPort(p).transhipment;

/** Nearest earlier real port of call: a container ship's stop in a transhipment port is not one (Art. 3ga(2)). */
function originBefore(segments: readonly Segment[], i: number): Port | null {
  for (let k = i - 1; k >= 0; k--) {
    const s = segments[k];
    if (s.type === 'voyage' && !isTranshipment(s.from)) return s.from;
  }
  return null;
}

function destinationAfter(segments: readonly Segment[], i: number): Port | null {
  for (let k = i + 1; k < segments.length; k++) {
    const s = segments[k];
    if (s.type === 'voyage' && !isTranshipment(s.to)) return s.to;
  }
  return null;
}

function scopeOne(segments: readonly Segment[], i: number, container: boolean, year: number): Scope {
  const s = segments[i];
  if (s.type === 'voyage') {
    let from = s.from;
    let to = s.to;
    if (container && isTranshipment(from)) from = originBefore(segments, i) ?? from;
    if (container && isTranshipment(to)) to = destinationAfter(segments, i) ?? to;
    return voyageScope(classifyPort(from), classifyPort(to), year);
  }
  if (container && isTranshipment(s.port)) {
    const from = originBefore(segments, i) ?? s.port;
    const to = destinationAfter(segments, i) ?? s.port;
    return voyageScope(classifyPort(from), classifyPort(to), year);
  }
  return berthScope(classifyPort(s.port));
}

/**
 * Scope of each segment of a chronological sequence. For container ships a voyage touching a
 * listed transhipment port runs from the previous / to the next real port of call, and the stay
 * there is part of that voyage. When the sequence does not reach a real port of call, the listed
 * port stands in (it is outside the EEA, so the result is the third-country share).
 * A berth in an outermost region shares the Art. 12(3-b) derogation only when every adjacent voyage
 * in the sequence is derogated (decision ETS_OR_BERTH).
 */
export function scopeSegments(
  segments: readonly Segment[],
  shipType: CalculationType,
  year: number,
): Scope[] {
  const container = isContainerShip(shipType);
  const n = segments.length;
  const scopes = new Array<Scope>(n);
  for (let i = 0; i < n; i++) scopes[i] = scopeOne(segments, i, container, year);
  for (let i = 0; i < n; i++) {
    const s = segments[i];
    if (s.type !== 'berth' || scopes[i] !== SCOPES.berth || !classifyPort(s.port).outermost) continue;
    const before = segments[i - 1]?.type === 'voyage' ? scopes[i - 1] : null;
    const after = segments[i + 1]?.type === 'voyage' ? scopes[i + 1] : null;
    const adjacent = [before, after].filter((x) => x !== null);
    if (adjacent.length > 0 && adjacent.every((a) => a.outermostDerogation))
      scopes[i] = SCOPES.berthDerogated;
  }
  return scopes;
}
