import type { AlertDto } from '../../domain/analysis/dto';
import type { Lang } from '../../domain/api';
import { formatPercent } from '../../i18n/format';

/**
 * A dashboard alert as the list shows it (docs/analysis.md §5): the ship, the voyage, where, the
 * daily fuel against the ship's average with the excess and threshold in %, and the link to the
 * ship's voyages (the voyage screen marks the alerting voyage and leg).
 */
export interface AlertLine {
  key: string;
  text: Record<'ship' | 'voyage' | 'where' | 'daily' | 'average' | 'excess' | 'threshold', string>;
  at: string;
  href: string;
}

const t2 = (v: number) => (Math.round(v * 100) / 100).toFixed(2);

export const voyageHref = (a: Pick<AlertDto, 'shipId' | 'voyageNo'>) =>
  `/energyEfficiency/index?shipId=${a.shipId}&voyageNo=${encodeURIComponent(a.voyageNo)}`;

export function alertLines(
  alerts: readonly AlertDto[],
  where: (w: AlertDto['where']) => string,
  lang: Lang,
): AlertLine[] {
  return alerts.map((a) => ({
    key: `${a.legId}-${a.where}`,
    text: {
      ship: a.imo ? `${a.shipName} (${a.imo})` : a.shipName,
      voyage: a.voyageNo,
      where: where(a.where),
      daily: t2(a.dailyT),
      average: t2(a.averageT),
      excess: formatPercent(a.excess, lang),
      threshold: formatPercent(a.threshold, lang),
    },
    at: a.at,
    href: voyageHref(a),
  }));
}
