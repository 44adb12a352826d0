import type { CandidatePeriod } from '../../domain/reports/types';
import type { ReactNode } from 'react';
import { Text } from '@primer/react';
import { cell, useReportText } from './reportText';

/** Candidate periods of one ship-year (issue 14 §5): status, what split them, reasons, an action each. */
export function CandidateTable({
  candidates,
  action,
}: {
  candidates: CandidatePeriod[];
  action: (c: CandidatePeriod) => ReactNode;
}) {
  const { r, word, periodText, reasonText } = useReportText();
  if (candidates.length === 0) return <Text as="p">{r('candidate.none')}</Text>;
  return (
    <table aria-label={r('candidate.table')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['period', 'status', 'splitBy', 'flag', 'company', 'reasons', 'actions'].map((c) => (
            <th key={c} style={cell} scope="col">
              {r(`candidate.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {candidates.map((c) => (
          <tr key={c.start}>
            <td style={cell}>{periodText(c)}</td>
            <td style={cell}>{r(`candidate.${c.status}`)}</td>
            <td style={cell}>{c.splitBy.map((s) => word('split', s)).join(', ')}</td>
            <td style={cell}>{c.flag ?? ''}</td>
            <td style={cell}>{c.companyName ?? ''}</td>
            <td style={cell}>
              {c.reasons.map((reason, i) => (
                <div key={i}>{reasonText(reason)}</div>
              ))}
            </td>
            <td style={cell}>{action(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
