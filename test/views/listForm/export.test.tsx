import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { createActor, fromPromise } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import zh from '../../../src/i18n/system/zh.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import { initI18n } from '../../../src/i18n';
import { listFormMachine } from '../../../src/machines/listForm/listFormMachine';
import type { ExportInput } from '../../../src/domain/api';
import { EXPORT_DEPS, exportList, type XlsxWriter } from '../../../src/services/exportList';
import { ApiError } from '../../../src/domain/apiError';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { CONFIG, PAGE } from '../../machines/listForm/listFormMachine.fixtures';
import { installDomShims } from '../../support/renderApp';
import { withStandIns } from '../../support/standIns';

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

/** A stand-in for the `xlsx` module: records the sheet it is given and the file it writes. */
function fakeXlsx() {
  const book = { sheets: [] as Array<{ name: string; aoa: unknown[][] }> };
  const writer = {
    utils: {
      aoa_to_sheet: vi.fn((aoa: unknown[][]) => ({ aoa })),
      book_new: vi.fn(() => book),
      book_append_sheet: vi.fn((b: typeof book, sheet: { aoa: unknown[][] }, name: string) =>
        b.sheets.push({ name, aoa: sheet.aoa }),
      ),
    },
    writeFile: vi.fn(),
  };
  return { book, writer, asXlsx: writer as unknown as XlsxWriter };
}

function setup(fetchRows: typeof EXPORT_DEPS.fetchRows) {
  const xlsx = fakeXlsx();
  const loadXlsx = vi.fn(async () => xlsx.asXlsx);
  // The real exportList runs inside the machine's actor; only its two dependencies are stubs.
  const actor = createActor(
    withStandIns(listFormMachine, {
      fetchList: fromPromise(async () => PAGE),
      exportList: fromPromise<number, ExportInput>(({ input, signal }) =>
        exportList(input, signal, { fetchRows, loadXlsx }),
      ),
    }),
    { input: { resource: 'dict/port', filters: { enName: '' } } },
  ).start();
  render(<ListFormView actorRef={actor} config={CONFIG} can={() => true} />);
  return { actor, xlsx, loadXlsx };
}

const ROWS = [
  { id: 1, code: 'CNSHA', enName: 'Shanghai', cnName: '上海', status: 1 },
  { id: 2, code: 'CNNGB', enName: 'Ningbo', cnName: '宁波', status: 0 },
];

describe('Export', () => {
  it('exports the filtered list: the export service, then an xlsx file with the columns as shown', async () => {
    const fetchRows = vi.fn(async () => ({ items: ROWS, total: 2, truncated: false }));
    const { xlsx, loadXlsx } = setup(fetchRows);
    await screen.findAllByText('Shanghai');
    fireEvent.change(screen.getByRole('textbox', { name: en.fields.enName }), { target: { value: 'n' } });
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.search }));
    await screen.findAllByText('Shanghai');
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.export }));

    await waitFor(() => expect(xlsx.writer.writeFile).toHaveBeenCalledTimes(1));
    // The search that is applied, without paging or blank filters.
    expect(fetchRows).toHaveBeenCalledWith('dict/port', { enName: 'n' }, expect.any(AbortSignal));
    expect(loadXlsx).toHaveBeenCalledTimes(1);
    expect(xlsx.book.sheets).toEqual([
      {
        name: 'Sheet1',
        aoa: [
          [en.fields.code, en.fields.name, kitEn.status.label],
          ['CNSHA', 'Shanghai', kitEn.status.enabled],
          ['CNNGB', 'Ningbo', kitEn.status.frozen],
        ],
      },
    ]);
    const [book, fileName] = xlsx.writer.writeFile.mock.calls[0];
    expect(book).toBe(xlsx.book);
    expect(fileName).toMatch(new RegExp(`^${en.screens.port}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    expect(await screen.findByText('Exported 2 rows.')).toBeTruthy();
  });

  it('writes the headers and bilingual cells in the UI language', async () => {
    await act(() => i18n.changeLanguage('zh'));
    const { xlsx } = setup(vi.fn(async () => ({ items: ROWS, total: 2 })));
    await screen.findAllByText('上海');
    fireEvent.click(screen.getByRole('button', { name: kitZh.listForm.export }));
    await waitFor(() => expect(xlsx.writer.writeFile).toHaveBeenCalledTimes(1));
    expect(xlsx.book.sheets[0].aoa.slice(0, 2)).toEqual([
      [zh.fields.code, zh.fields.name, kitZh.status.label],
      ['CNSHA', '上海', kitZh.status.enabled],
    ]);
    expect(xlsx.writer.writeFile.mock.calls[0][1]).toMatch(new RegExp(`^${zh.screens.port}-`));
  });

  it('a refused export writes no file and says why', async () => {
    const fetchRows = vi.fn(async () => {
      throw new ApiError(403, 'forbidden', 'No');
    });
    const { xlsx, loadXlsx } = setup(fetchRows);
    await screen.findAllByText('Shanghai');
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.export }));
    expect((await screen.findByRole('alert')).textContent).toContain(kitEn.errors.forbidden);
    expect(loadXlsx).not.toHaveBeenCalled();
    expect(xlsx.writer.writeFile).not.toHaveBeenCalled();
  });
});
