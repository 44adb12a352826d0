import type { ReportReason } from '../reports/types';
import type { Scope } from './scope';
import type { EuPortInfo, EuStop } from './reportTypes';
import { portNameParams, reasonParamsIn } from '../reports/reasonParams';
import { formatPercent } from '../formatPercent';
import type { Lang } from '../api';

/**
 * "Why this share", as an i18n code with its parameters (docs/reports-eu.md §3). The words are the
 * client's (reports area `reasons.eu.*`); the server keeps only codes, so the stored report reads
 * the same in both languages.
 */
const pct = (share: number) => Math.round(share * 100);
const nameOf = (p: EuPortInfo | null, fallback: string | null) => p?.name ?? fallback ?? '?';
/** A port's names as a reason carries them (reports/reasonParams): the code stands in for an unknown port. */
const named = (p: EuPortInfo | null | undefined, fallback: string | null) => ({
  name: nameOf(p ?? null, fallback),
  nameZh: p?.nameZh,
});

export function voyageReason(
  from: EuPortInfo | null,
  to: EuPortInfo | null,
  scope: Scope,
  codes: { from: string | null; to: string | null },
): ReportReason {
  const params = {
    ...portNameParams({ from: named(from, codes.from), to: named(to, codes.to) }),
    mrv: pct(scope.mrvShare),
    ets: pct(scope.etsShare),
  };
  if (scope.outermostDerogation) return { code: 'eu.voyage.outermostDerogated', params };
  if (scope.bucket === 'between' && (from?.outermost || to?.outermost))
    return { code: 'eu.voyage.outermost', params };
  if (scope.bucket === 'none') {
    const unknown = !from || !to;
    return { code: unknown ? 'eu.voyage.portUnknown' : 'eu.voyage.none', params };
  }
  return { code: `eu.voyage.${scope.bucket}`, params };
}

export function berthReason(port: EuPortInfo | null, scope: Scope, code: string | null): ReportReason {
  const params = {
    ...portNameParams({ port: named(port, code) }),
    mrv: pct(scope.mrvShare),
    ets: pct(scope.etsShare),
  };
  if (scope.outermostDerogation) return { code: 'eu.berth.outermostDerogated', params };
  return { code: scope.bucket === 'berth' ? 'eu.berth.eea' : 'eu.berth.none', params };
}

// Purposes of a call (docs/ledger.md §1): 0 load / embark, 1 discharge / disembark, 2–9 others.
const WHY_NOT: Record<number, string> = {
  2: 'sts',
  3: 'waiting',
  4: 'bunkering',
  5: 'supplies',
  6: 'repairs',
  7: 'crew',
  8: 'shelter',
  9: 'other',
};

/** Why a call between two ports of call is not a port of call itself. */
export function stopReason(stop: EuStop): ReportReason {
  const params = portNameParams({ port: named(stop.port, stop.kind) });
  if (stop.transhipment) return { code: 'eu.stop.transhipment', params };
  if (stop.kind !== 'port')
    return { code: `eu.stop.${stop.kind === 'drifting' ? 'drifting' : 'anchoring'}`, params };
  const whats = [...new Set(stop.purposes.map((p) => WHY_NOT[p]).filter((w) => w !== undefined))];
  const only = whats.length === 1 ? whats[0] : whats.length === 0 ? 'none' : 'several';
  return { code: `eu.stop.${only}`, params };
}

/**
 * An EU reason's parameters as the screen and the exports write them: its ports named in `lang`
 * (reports/reasonParams) and its shares, stored as whole percents (`mrv: 100`), in the house's
 * percent form (`100%`, formatPercent).
 */
export function euReasonParams(reason: ReportReason, lang: Lang): Record<string, string | number> {
  const params = reasonParamsIn(reason.params, lang);
  for (const k of ['mrv', 'ets'])
    if (typeof params[k] === 'number') params[k] = formatPercent(params[k] / 100, lang, 0);
  return params;
}
