import type { Lang } from '../domain/api';
import { reasonParamsIn } from '../domain/reports/reasonParams';
import type { ReportReason } from '../domain/reports/types';
import { formatPercent } from './number';

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
