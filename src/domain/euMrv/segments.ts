import type { ShipType } from '../registry/shipTypes';
import type { EmissionFuel } from './emissions';
import { classifyPort, type Port } from './ports';
import { berthScope, voyageScope, type Scope } from './scope';

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

/**
 * Scope of each segment of a chronological sequence. For container ships a voyage touching a
 * listed transhipment port runs from the previous / to the next real port of call, and the stay
 * there is part of that voyage. When the sequence does not reach a real port of call, the listed
 * port stands in (it is outside the EEA, so the result is the third-country share).
 * A berth in an outermost region shares the Art. 12(3-b) derogation only when every adjacent voyage
 * in the sequence is derogated (decision ETS_OR_BERTH).
 */
export function scopeSegments(segments: readonly Segment[], shipType: ShipType, year: number): Scope[] {
  const container = shipType === 'container_ship';
  const voyageEnds = (s: Segment, i: number): [Port, Port] | null => {
    if (s.type === 'voyage') {
      if (!container) return [s.from, s.to];
      const from = isTranshipment(s.from) ? (originBefore(segments, i) ?? s.from) : s.from;
      const to = isTranshipment(s.to) ? (destinationAfter(segments, i) ?? s.to) : s.to;
      return [from, to];
    }
    if (container && isTranshipment(s.port)) {
      return [originBefore(segments, i) ?? s.port, destinationAfter(segments, i) ?? s.port];
    }
    return null;
  };
  const scopes = segments.map((s, i) => {
    const ends = voyageEnds(s, i);
    if (ends) return voyageScope(classifyPort(ends[0]), classifyPort(ends[1]), year);
    return berthScope(classifyPort((s as Extract<Segment, { type: 'berth' }>).port));
  });
  return scopes.map((scope, i) => {
    const s = segments[i];
    if (s.type !== 'berth' || scope.bucket !== 'berth' || !classifyPort(s.port).outermost) return scope;
    const adjacent = [i - 1, i + 1].filter((k) => segments[k]?.type === 'voyage').map((k) => scopes[k]);
    const derogated = adjacent.length > 0 && adjacent.every((a) => a.outermostDerogation);
    return derogated ? { ...scope, etsShare: 0, outermostDerogation: true } : scope;
  });
}
