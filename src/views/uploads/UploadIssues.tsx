import { useState } from 'react';
import { Button, TextInput } from '@primer/react';
import { cellAddress } from '../../domain/upload/headers';
import { SHEETS_OF } from '../../domain/upload/sheets';
import type { Cell, UploadIssue, Workbook } from '../../domain/upload/types';
import type { UploadActor } from '../../machines/upload/uploadMachine';
import { useAreaText } from '../shared/useAreaText';
import { IssuePager } from './IssuePager';
import { columnName, issueText, sheetName } from './uploadText';
import { Td, Th } from '../shared/Table';

/**
 * Rows of problems on one page: a bad file can have tens of thousands, and rendering them all at
 * once blocks the page for seconds; fifty rows render within a frame.
 */
export const ISSUES_PER_PAGE = 50;

const shown = (v: Cell) => (v === null ? '' : String(v));

/** The cell's value in the sheets the machine holds now (an edit on another page is kept). */
function heldValue(wb: Workbook, sheetName: string, column: number, row: number): Cell {
  const sheet = wb.find((s) => s.name === sheetName);
  return sheet?.rows[row - sheet.firstRow]?.[column] ?? null;
}

/**
 * The problems by sheet, row, column, value and message (as the UK MRTM service reports them), a
 * page at a time. A cell's problem can be fixed here: the new value goes into the sheets the
 * machine holds, and "Check again" runs every check on them once more.
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
  // The page is this table's own view of the list: a new list (a recheck, another file) opens at 1.
  const [paged, setPaged] = useState({ issues, page: 1 });
  const pageCount = Math.max(1, Math.ceil(issues.length / ISSUES_PER_PAGE));
  const page = paged.issues === issues ? Math.min(paged.page, pageCount) : 1;
  const first = (page - 1) * ISSUES_PER_PAGE;
  return (
    <>
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
          {issues.slice(first, first + ISSUES_PER_PAGE).map((i, n) => {
            const at =
              editable && workbook ? cellAddress(SHEETS_OF[kind], workbook, i.sheet, i.column) : null;
            const column = i.column ? columnName(text, kind, i.sheet, i.column) : '';
            return (
              <tr key={`${i.sheet}|${i.row}|${i.column}|${i.code}|${first + n}`}>
                <Td>{sheetName(text, kind, i.sheet)}</Td>
                <Td>{i.row || t('errors.file')}</Td>
                <Td>{column}</Td>
                <Td>
                  {at && workbook && i.row > 0 ? (
                    <TextInput
                      size="small"
                      aria-label={t('errors.edit', {
                        sheet: sheetName(text, kind, i.sheet),
                        row: i.row,
                        column,
                      })}
                      defaultValue={shown(heldValue(workbook, at.sheetName, at.column, i.row))}
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
      {pageCount > 1 && (
        <IssuePager
          page={page}
          pageCount={pageCount}
          from={first + 1}
          to={Math.min(first + ISSUES_PER_PAGE, issues.length)}
          total={issues.length}
          onPage={(p) => setPaged({ issues, page: p })}
        />
      )}
    </>
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
