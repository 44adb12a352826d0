import { Button, TextInput } from '@primer/react';
import { cellAddress } from '../../domain/upload/headers';
import { SHEETS_OF } from '../../domain/upload/sheets';
import type { Cell, UploadIssue, Workbook } from '../../domain/upload/types';
import type { UploadActor } from '../../machines/upload/uploadMachine';
import { useAreaText } from '../shared/useAreaText';
import { columnName, issueText, sheetName } from './uploadText';
import { Td, Th } from '../shared/Table';

const shown = (v: Cell) => (v === null ? '' : String(v));

/**
 * The problems by sheet, row, column, value and message (as the UK MRTM service reports them).
 * A cell's problem can be fixed here: the new value goes into the sheets the machine holds, and
 * "Check again" runs every check on them once more.
 */
export function UploadIssues({
  actorRef,
  issues,
  workbook,
  editable,
}: {
  actorRef: UploadActor;
  issues: UploadIssue[];
  workbook: Workbook | null;
  editable: boolean;
}) {
  const text = useAreaText('uploads');
  const { t } = text;
  const kind = actorRef.getSnapshot().context.kind;
  return (
    <table
      aria-label={t('errors.heading', { count: issues.length })}
      style={{ borderCollapse: 'collapse', width: '100%' }}
    >
      <thead>
        <tr>
          {(['sheet', 'row', 'column', 'value', 'message'] as const).map((k) => (
            <Th key={k}>{t(`errors.${k}`)}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {issues.map((i, n) => {
          const at = editable && workbook ? cellAddress(SHEETS_OF[kind], workbook, i.sheet, i.column) : null;
          const column = i.column ? columnName(text, kind, i.sheet, i.column) : '';
          return (
            <tr key={`${i.sheet}|${i.row}|${i.column}|${i.code}|${n}`}>
              <Td>{sheetName(text, kind, i.sheet)}</Td>
              <Td>{i.row || t('errors.file')}</Td>
              <Td>{column}</Td>
              <Td>
                {at && i.row > 0 ? (
                  <TextInput
                    size="small"
                    aria-label={t('errors.edit', {
                      sheet: sheetName(text, kind, i.sheet),
                      row: i.row,
                      column,
                    })}
                    defaultValue={shown(i.value)}
                    onChange={(e) =>
                      actorRef.send({
                        type: 'cell.edit',
                        sheet: at.sheetName,
                        row: i.row,
                        column: at.column,
                        value: e.target.value,
                      })
                    }
                  />
                ) : (
                  shown(i.value)
                )}
              </Td>
              <Td>{issueText(text, i)}</Td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function RecheckBar({ actorRef }: { actorRef: UploadActor }) {
  const { t } = useAreaText('uploads');
  return (
    <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
      <Button variant="primary" onClick={() => actorRef.send({ type: 'upload.recheck' })}>
        {t('recheck')}
      </Button>
      <Button onClick={() => actorRef.send({ type: 'upload.reset' })}>{t('reset')}</Button>
    </div>
  );
}
