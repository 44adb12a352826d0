import type { FigureTotal } from '../../domain/reports/types';
import type { CorrectionChange, CorrectionRow } from '../../machines/reports/corrections';
import { useState } from 'react';
import { Button, Text, TextInput } from '@primer/react';
import { correctedTotal, correctionProblem } from '../../machines/reports/corrections';
import { SourcesDialog } from './SourcesDialog';
import { cell, numCell, reportWords } from './reportText';
import { InlineError } from '../shared/ErrorText';
import { Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

/**
 * A report's totals: ledger value + correction = total, with the reason of each correction,
 * and per line a "why this number" button opening its legs and records. Editable
 * only while the report is a draft this user may lock.
 */
export function FiguresTable({
  reportId,
  shipId,
  totals,
  rows,
  editable,
  onChange,
}: {
  reportId: number;
  shipId: number;
  totals: FigureTotal[];
  rows: CorrectionRow[];
  editable: boolean;
  onChange?: (e: CorrectionChange) => void;
}) {
  const reportsText = useAreaText('reports');
  const { lineText, amount } = reportWords(reportsText);
  const r = reportsText.t;
  const [why, setWhy] = useState<string | null>(null);
  return (
    <>
      <table aria-label={r('tabs.figures')} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {(['line', 'value', 'correction', 'total', 'unit', 'reason'] as const).map((c) => (
              <Th key={c} scope="col">
                {r(`page.${c}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const line = lineText(row.key);
            const problem = correctionProblem(row);
            const sources = totals.find((t) => t.key === row.key)?.sources;
            return (
              <tr key={row.key}>
                <th scope="row" style={cell}>
                  <Button
                    variant="invisible"
                    size="small"
                    aria-label={r('page.why', { line })}
                    onClick={() => setWhy(row.key)}
                  >
                    {line}
                  </Button>
                  {sources && (
                    <Text as="div" style={{ fontSize: 12, color: 'var(--fgColor-muted)' }}>
                      {r('wizard.legsRecords', {
                        legs: r('wizard.legs', { count: sources.legIds.length }),
                        records: r('wizard.records', { count: sources.recordRefCodes.length }),
                      })}
                    </Text>
                  )}
                </th>
                <td style={numCell}>{amount(row.value)}</td>
                <td style={numCell}>
                  {editable ? (
                    <TextInput
                      aria-label={`${r('page.correction')} ${line}`}
                      value={row.correction}
                      size="small"
                      inputMode="decimal"
                      validationStatus={
                        problem === 'number' || problem === 'notCollected' ? 'error' : undefined
                      }
                      onChange={(e) =>
                        onChange?.({
                          type: 'correction.change',
                          key: row.key,
                          field: 'correction',
                          value: e.target.value,
                        })
                      }
                    />
                  ) : (
                    row.correction || ''
                  )}
                </td>
                <td style={numCell}>{row.value === null ? amount(null) : amount(correctedTotal(row))}</td>
                <Td>{row.unit}</Td>
                <Td>
                  {editable ? (
                    <TextInput
                      aria-label={`${r('page.reason')} ${line}`}
                      value={row.reason}
                      size="small"
                      validationStatus={problem === 'reason' ? 'error' : undefined}
                      onChange={(e) =>
                        onChange?.({
                          type: 'correction.change',
                          key: row.key,
                          field: 'reason',
                          value: e.target.value,
                        })
                      }
                    />
                  ) : (
                    row.reason
                  )}
                  {problem && (
                    <InlineError as="div" style={{ fontSize: 12 }}>
                      {r(
                        problem === 'number'
                          ? 'page.correctionNumber'
                          : problem === 'reason'
                            ? 'page.correctionReason'
                            : 'page.correctionNotCollected',
                      )}
                    </InlineError>
                  )}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {why && <SourcesDialog id={reportId} shipId={shipId} lineKey={why} onClose={() => setWhy(null)} />}
    </>
  );
}
