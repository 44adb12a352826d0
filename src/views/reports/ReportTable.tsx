import type { ReportListItem } from '../../domain/reports/types';
import { Button, Text } from '@primer/react';
import { cell, useReportText } from './reportText';

/** Stored reports (a regime's list, the verifier's inbox), each with Open. */
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
  const { r, word, periodText, day } = useReportText();
  if (items.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['ship', 'regime', 'period', 'status', 'version', 'deadline', 'actions'].map((c) => (
            <th key={c} style={cell} scope="col">
              {r(`list.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.id}>
            <td style={cell}>{`${i.shipName} ${i.imo ?? ''}`}</td>
            <td style={cell}>{r(`regimes.${i.regime}`)}</td>
            <td style={cell}>{periodText(i.period)}</td>
            <td style={cell}>{word('status', i.status)}</td>
            <td style={cell}>{i.reportVersion}</td>
            <td style={cell}>{`${day(i.deadline)} (${word('deadline', i.deadlineState)})`}</td>
            <td style={cell}>
              <Button
                size="small"
                aria-label={`${r('list.open')} ${i.shipName} ${periodText(i.period)}`}
                onClick={() => onOpen(i.id)}
              >
                {r('list.open')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
