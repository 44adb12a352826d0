import type { ReportReturn } from '../../domain/reports/types';
import { Flash, Label, Text } from '@primer/react';
import { formatInstant } from '../../i18n/format';
import { USER_MARK, WithUserText } from '../shared/UserText';
import { useAreaText } from '../shared/useAreaText';

/**
 * A draft the verifier (or the authority, asking for amendments) sent back: the state ("Returned")
 * and the reason, from the return in the report's history. `banner` on the report's header; inline in lists and on the dashboard.
 */
export function ReturnedNotice({ returned, banner = false }: { returned: ReportReturn; banner?: boolean }) {
  const r = useAreaText('reports').t;
  const title = r(returned.by === 'authority' ? 'returned.titleAuthority' : 'returned.title');
  // The verifier's words stay as written, in whichever language.
  const reason = returned.comment ? (
    <WithUserText words={r('returned.reason', { comment: USER_MARK })} user={returned.comment} />
  ) : (
    r('returned.noReason')
  );
  if (banner)
    return (
      <Flash variant="warning" role="status" aria-label={title}>
        <Text as="p" style={{ fontWeight: 'bold', margin: 0 }}>
          {title}
        </Text>
        <Text as="p" style={{ margin: 0 }}>
          {reason}
        </Text>
        <Text as="p" style={{ margin: 0, fontSize: 12 }}>
          {r('returned.at', { at: formatInstant(returned.at) })}
        </Text>
      </Flash>
    );
  return (
    <span role="note" aria-label={title}>
      <Label variant="attention">{r('returned.label')}</Label> <Text style={{ fontSize: 12 }}>{reason}</Text>
    </span>
  );
}
