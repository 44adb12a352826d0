import type { CandidatePeriod } from '../../domain/reports/types';
import type { ReactNode } from 'react';
import { Text } from '@primer/react';
import { reportWords } from './reportText';
import { Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

/** Candidate periods of one ship-year: status, what split them, reasons, an action each. */
export function CandidateTable({
  candidates,
  action,
}: {
  candidates: CandidatePeriod[];
  action: (c: CandidatePeriod) => ReactNode;
}) {
  const reportsText = useAreaText('reports');
  const { word, periodText, reasonText } = reportWords(reportsText);
  const r = reportsText.t;
  if (candidates.length === 0) return <Text as="p">{r('candidate.none')}</Text>;
  return (
    <table aria-label={r('candidate.table')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['period', 'status', 'splitBy', 'flag', 'company', 'reasons', 'actions'] as const).map((c) => (
            <Th key={c} scope="col">
              {r(`candidate.${c}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {candidates.map((c) => (
          <tr key={c.start}>
            <Td>{periodText(c)}</Td>
            <Td>{r(`candidate.${c.status}`)}</Td>
            <Td>{c.splitBy.map((s) => word('split', s)).join(', ')}</Td>
            <Td>{c.flag ?? ''}</Td>
            <Td>{c.companyName ?? ''}</Td>
            <Td>
              {c.reasons.map((reason, i) => (
                <div key={i}>{reasonText(reason)}</div>
              ))}
            </Td>
            <Td>{action(c)}</Td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
