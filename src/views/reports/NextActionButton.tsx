import type { NextAction } from '../../domain/reports/types';
import { Button } from '@primer/react';
import { useAreaText } from '../shared/useAreaText';

/**
 * The one next action offered to the user (domain/reports/nextAction.ts) as a button that does it;
 * nothing when the user has nothing to do. `subject` names the row for assistive tools, where a
 * list holds many such buttons.
 */
export function NextActionButton({
  action,
  subject,
  busy = false,
  onAct,
}: {
  action: NextAction | null;
  subject?: string;
  busy?: boolean;
  onAct: (action: NextAction) => void;
}) {
  const r = useAreaText('reports').t;
  if (action === null) return null;
  const label = r(`next.${action}`);
  return (
    <Button
      size="small"
      variant={action === 'verify' || action === 'submit' ? 'primary' : 'default'}
      disabled={busy}
      aria-label={subject ? `${label} ${subject}` : label}
      onClick={() => onAct(action)}
    >
      {label}
    </Button>
  );
}
