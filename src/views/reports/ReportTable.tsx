import type { ReportListItem } from '../../domain/reports/types';
import { Button, Text } from '@primer/react';
import { reportWords } from './reportText';
import { useAreaText } from '../shared/useAreaText';
import { Td, Th } from '../shared/Table';
import { ReturnedNotice } from './ReturnedNotice';

/** Stored reports (a regime's list, the verifier's inbox), each with Open; a return with its reason. */
export function ReportTable({
  items,
  label,
  empty,
  onOpen,
}: {
  items: ReportListItem[];
  label: string;
  empty: string;
  onOpen: (id: number) => void;
}) {
  const reportsText = useAreaText('reports');
  const { word, periodText, deadlineText } = reportWords(reportsText);
  const r = reportsText.t;
  if (items.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['ship', 'regime', 'period', 'status', 'version', 'deadline', 'actions'] as const).map((c) => (
            <Th key={c} scope="col">
              {r(`list.${c}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.id}>
            <Td>{`${i.shipName} ${i.imo ?? ''}`}</Td>
            <Td>{r(`regimes.${i.regime}`)}</Td>
            <Td>{periodText(i.period)}</Td>
            <Td>
              {word('status', i.status)}
              {i.returned && (
                <>
                  {' '}
                  <ReturnedNotice returned={i.returned} />
                </>
              )}
            </Td>
            <Td>{i.reportVersion}</Td>
            <Td>{deadlineText(i)}</Td>
            <Td>
              <Button
                size="small"
                aria-label={`${r('list.open')} ${i.shipName} ${periodText(i.period)}`}
                onClick={() => onOpen(i.id)}
              >
                {r('list.open')}
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
