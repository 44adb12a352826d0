import { FlameIcon } from '@primer/octicons-react';
import type { AlertDto } from '../../domain/analysis/dto';
import { num } from './voyageText';
import { useAreaText } from '../shared/useAreaText';
import { formatPercent } from '../../i18n/format';

/**
 * The consumption alerts of a voyage or a leg (docs/analysis.md §5) as one icon: its accessible
 * name and tooltip say where the daily fuel exceeded the ship's average, by how much, and the
 * threshold in force, one line per alert.
 */
export function ConsumptionAlerts({ alerts }: { alerts: readonly AlertDto[] }) {
  const { t, lang } = useAreaText('ledger');
  if (alerts.length === 0) return null;
  const text = alerts
    .map((a) =>
      t('alerts.consumption', {
        where: t(`alerts.where.${a.where}`),
        daily: num(a.dailyT),
        average: num(a.averageT),
        excess: formatPercent(a.excess, lang, 0),
        threshold: formatPercent(a.threshold, lang, 0),
      }),
    )
    .join('\n');
  return (
    <span role="img" aria-label={text} title={text} style={{ marginLeft: 4, color: 'var(--fgColor-danger)' }}>
      <FlameIcon size={14} aria-hidden="true" />
    </span>
  );
}
