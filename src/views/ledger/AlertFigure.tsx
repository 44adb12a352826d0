import { AlertIcon } from '@primer/octicons-react';
import { num } from './voyageText';

/**
 * A percentage with a warning when it reaches its limit (speed reduction ≥ 100 %, load
 * utilisation ≥ 150 %): the icon carries the reason as its accessible name and as its tooltip.
 */
export function AlertFigure({
  value,
  limit,
  warning,
}: {
  value: number | null;
  limit: number;
  warning: string;
}) {
  const alert = value !== null && value >= limit;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {num(value, 1)}
      {alert && (
        <span
          role="img"
          aria-label={warning}
          title={warning}
          style={{ marginLeft: 4, color: 'var(--fgColor-attention)' }}
        >
          <AlertIcon size={14} aria-hidden="true" />
        </span>
      )}
    </span>
  );
}
