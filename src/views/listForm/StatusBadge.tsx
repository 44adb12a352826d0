import { Label } from '@primer/react';
import { useAreaText } from '../shared/useAreaText';

/** Enabled (1) or frozen (0), the status every dictionary and admin record carries. */
export function StatusBadge({ status }: { status: unknown }) {
  const { t } = useAreaText('kit');
  const enabled = Number(status) === 1;
  return (
    <Label variant={enabled ? 'success' : 'secondary'}>
      {t(enabled ? 'status.enabled' : 'status.frozen')}
    </Label>
  );
}
