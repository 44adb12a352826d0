import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromCallback, type EventObject } from 'xstate';
import en from '../../../src/i18n/uploads/en.json';
import zh from '../../../src/i18n/uploads/zh.json';
import i18n from '../../../src/i18n';
import { RECORDS } from '../../../src/domain/upload/sheets';
import type { UploadIssue } from '../../../src/domain/upload/types';
import { uploadMachine, type ReadInput } from '../../../src/machines/upload/uploadMachine';
import { UploadScreenView } from '../../../src/views/uploads/UploadScreen';
import { installDomShims } from '../../support/renderApp';
import { withStandIns } from '../../support/standIns';
import { standInUploadCentre } from '../../support/uploads/uploadCentre';
import { voyageRows, workbookOf } from '../../support/uploadWorkbook';

afterEach(cleanup);
afterEach(() => act(() => i18n.changeLanguage('en')));
installDomShims();
await standInUploadCentre(7);

const COUNTS = { records: 120, episodes: 0, snapshots: 0, voyages: 12 };
const PORT_LIMITS = RECORDS.columns.findIndex((c) => c.key === 'inPortLimits');

/** A records sheet whose every "inside port limits" cell is wrong, and one problem per row. */
function badFile(records: number) {
  const workbook = workbookOf(voyageRows(records));
  for (const row of workbook[0]!.rows) row[PORT_LIMITS] = 'maybe';
  const issues: UploadIssue[] = workbook[0]!.rows.map((_, n) => ({
    sheet: 'records',
    row: n + 2,
    column: 'inPortLimits',
    value: 'maybe',
    code: 'msg.invalid_type',
  }));
  return { workbook, issues };
}

/** The upload centre for a voyage file, with the worker stood in for; a file is chosen. */
function chooseFile(readFile: ReturnType<typeof fromCallback<EventObject, ReadInput>>) {
  const actor = createActor(withStandIns(uploadMachine, { readFile }), {
    input: { kind: 'voyage', shipId: 7, shipRefs: ['9876543'] },
  }).start();
  render(<UploadScreenView actorRef={actor} />);
  fireEvent.change(document.querySelector('input[type=file]')!, {
    target: { files: [new File(['x'], 'voyage.xlsx')] },
  });
}

const problemTable = () => screen.getByRole('table', { name: /problems? found|个问题/ });
const rowNumbers = () =>
  [...problemTable().querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1]!.textContent);
const range = (from: number, to: number, total: number) =>
  en.errors.pager.range
    .replace('{{from}}', String(from))
    .replace('{{to}}', String(to))
    .replace('{{total}}', String(total));
const editBox = (row: number) =>
  screen.getByRole('textbox', {
    name: en.errors.edit
      .replace('{{sheet}}', en.sheets.records)
      .replace('{{row}}', String(row))
      .replace('{{column}}', 'Inside port limits'),
  }) as HTMLInputElement;

describe('the upload centre’s problem table, a page at a time', () => {
  it('shows fifty problems per page, pages by links in either language, keeps an edit across pages and opens a recheck’s list at its first page', async () => {
    const first = badFile(120);
    // A recheck finds half the problems left.
    const second = first.issues.filter((i) => i.row % 2 === 0);
    const readFile = fromCallback<EventObject, ReadInput>(({ sendBack, input }) => {
      if (input.file) sendBack({ type: 'read.parsed', workbook: first.workbook, sha256: 'a'.repeat(64) });
      sendBack({
        type: 'read.checked',
        issues: input.file ? first.issues : second,
        counts: COUNTS,
        payload: null,
        locator: null,
      });
    });
    chooseFile(readFile);
    await screen.findByRole('table', { name: en.errors.heading_other.replace('{{count}}', '120') });

    // Page 1 of 3: rows 2–51 of the sheet.
    expect(rowNumbers()).toHaveLength(50);
    expect(rowNumbers()[0]).toBe('2');
    const pager = screen.getByRole('navigation', { name: en.errors.pager.pages });
    expect(pager.textContent).toContain(range(1, 50, 120));

    // An edit on page 1 survives a trip to page 2 and back.
    fireEvent.change(editBox(2), { target: { value: 'yes' } });
    const next = within(pager).getByRole('link', { name: en.errors.pager.nextPage });
    // A link: Tab reaches it and Enter follows it.
    next.focus();
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(rowNumbers()[0]).toBe('52');
    expect(pager.textContent).toContain(range(51, 100, 120));
    fireEvent.click(within(pager).getByRole('link', { name: en.errors.pager.pageN.replace('{{n}}', '3') }));
    expect(rowNumbers()).toHaveLength(20);
    expect(pager.textContent).toContain(range(101, 120, 120));
    fireEvent.click(within(pager).getByRole('link', { name: en.errors.pager.pageN.replace('{{n}}', '1') }));
    expect(editBox(2).value).toBe('yes');
    expect(editBox(3).value).toBe('maybe');

    // Page 2, then a recheck: its 60 problems open at page 1.
    fireEvent.click(within(pager).getByRole('link', { name: en.errors.pager.nextPage }));
    fireEvent.click(screen.getByRole('button', { name: en.recheck }));
    await screen.findByRole('table', { name: en.errors.heading_other.replace('{{count}}', '60') });
    expect(rowNumbers()[0]).toBe('2');
    expect(rowNumbers()[1]).toBe('4');
    expect(screen.getByRole('navigation', { name: en.errors.pager.pages }).textContent).toContain(
      range(1, 50, 60),
    );

    // The pager in Chinese.
    await act(() => i18n.changeLanguage('zh'));
    const zhPager = screen.getByRole('navigation', { name: zh.errors.pager.pages });
    expect(zhPager.textContent).toContain('第 1–50 个问题，共 60 个');
    fireEvent.click(within(zhPager).getByRole('link', { name: zh.errors.pager.nextPage }));
    expect(rowNumbers()).toHaveLength(10);
    expect(within(zhPager).getByRole('link', { name: zh.errors.pager.previousPage })).toBeTruthy();
  });

  it('has no pager when the problems fit on one page', async () => {
    const { workbook, issues } = badFile(3);
    const readFile = fromCallback<EventObject, ReadInput>(({ sendBack }) => {
      sendBack({ type: 'read.parsed', workbook, sha256: 'b'.repeat(64) });
      sendBack({ type: 'read.checked', issues, counts: COUNTS, payload: null, locator: null });
    });
    chooseFile(readFile);
    await screen.findByRole('table', { name: en.errors.heading_other.replace('{{count}}', '3') });
    expect(rowNumbers()).toEqual(['2', '3', '4']);
    expect(screen.queryByRole('navigation', { name: en.errors.pager.pages })).toBeNull();
  });
});
