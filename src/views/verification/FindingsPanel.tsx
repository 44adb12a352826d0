import { Button, Heading, Text } from '@primer/react';
import { Fragment, useState } from 'react';
import type { FindingDto } from '../../domain/verification/dto';
import { recordRefs, type Answer } from '../../domain/verification/findings';
import { numCell, reportWords } from '../reports/reportText';
import { FindingKindName, FindingStateName } from '../shared/labels/FindingName';
import { Table, Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';
import { FindingHistory } from './FindingHistory';

type Col = 'kind' | 'description' | 'figure' | 'amount' | 'records' | 'state' | 'answer' | 'history';
const COLS: readonly Col[] = [
  'kind',
  'description',
  'figure',
  'amount',
  'records',
  'state',
  'answer',
  'history',
];

/**
 * The findings: kind, what it is about (the figure and amount, or the rule), its state and the
 * company's answer; each row opens its history. The verifier records a new one, the company answers.
 */
export function FindingsPanel({
  reportId,
  findings,
  canRecord,
  canAnswer,
  busy,
  onNew,
  onAnswer,
}: {
  reportId: number;
  findings: FindingDto[];
  canRecord: boolean;
  canAnswer: boolean;
  busy: boolean;
  onNew: () => void;
  onAnswer: (f: FindingDto, answer: Answer) => void;
}) {
  const text = useAreaText('reports');
  const { lineText, amount } = reportWords(text);
  const f = (
    k: Col | 'title' | 'empty' | 'add' | 'accept' | 'dispute' | 'corrected' | 'notCorrected' | 'rule',
  ) => text.t(`verification.findings.${k}`);
  // Which rows show their history: a display choice of this table, not a step of the workflow.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const answerText = (x: FindingDto) => {
    if (x.state === 'disputed') return x.answerReason ?? '';
    if (x.kind === 'misstatement' && x.state === 'accepted')
      return f(x.corrected ? 'corrected' : 'notCorrected');
    return '';
  };
  return (
    <section aria-labelledby="verification-findings">
      <Heading as="h3" id="verification-findings" style={{ fontSize: 16 }}>
        {f('title')}
      </Heading>
      {canRecord && (
        <Button disabled={busy} onClick={onNew}>
          {f('add')}
        </Button>
      )}
      {findings.length === 0 ? (
        <Text as="p">{f('empty')}</Text>
      ) : (
        <Table label={f('title')}>
          <thead>
            <tr>
              {COLS.map((c) => (
                <Th key={c} scope="col">
                  {f(c)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {findings.map((x) => (
              <Fragment key={x.id}>
                <tr>
                  <Td>
                    <FindingKindName code={x.kind} />
                  </Td>
                  <Td>{x.description}</Td>
                  <Td>{x.figureKey ? lineText(x.figureKey) : x.rule ? `${f('rule')}: ${x.rule}` : ''}</Td>
                  <td style={numCell}>{x.amount === null ? '' : `${amount(x.amount)} ${x.unit ?? ''}`}</td>
                  {/* The records' reference codes, as the sample shows them. */}
                  <Td>{recordRefs(x.refs ?? []).join(', ')}</Td>
                  <Td>
                    <FindingStateName code={x.state} />
                  </Td>
                  <Td>
                    {answerText(x)}
                    {canAnswer && (
                      <span style={{ display: 'inline-flex', gap: 4, marginLeft: 4 }}>
                        <Button size="small" disabled={busy} onClick={() => onAnswer(x, 'accept')}>
                          {f('accept')}
                        </Button>
                        <Button size="small" disabled={busy} onClick={() => onAnswer(x, 'dispute')}>
                          {f('dispute')}
                        </Button>
                      </span>
                    )}
                  </Td>
                  <Td>
                    <Button
                      size="small"
                      variant="invisible"
                      aria-expanded={open.has(x.id)}
                      aria-controls={`finding-history-${x.id}`}
                      onClick={() => toggle(x.id)}
                    >
                      {`${f('history')} #${x.id}`}
                    </Button>
                  </Td>
                </tr>
                {open.has(x.id) && (
                  <tr id={`finding-history-${x.id}`}>
                    <td colSpan={COLS.length}>
                      <FindingHistory key={`${x.id}-${x.version}`} reportId={reportId} findingId={x.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
