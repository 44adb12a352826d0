import type { Page, Query, Row } from '../../domain/api';
import { dropBlank } from '../../domain/listQuery';
import { fromPromise } from 'xstate';
import { comparisonSets, type ComparisonDto } from '../../domain/analysis/comparison';
import * as api from '../../services/analysisApi';
import { EXPORT_DEPS, exportList } from '../../services/exportList';
import { listFormWith } from '../listForm/listFormMachine';
import { resourceEditDialogMachine, resourceListMachine } from '../listForm/provided';
import { fetchMachine } from '../fetchMachine';
import { analysisMachine, type ExportTable } from './analysisMachine';

/** How many alerts the dashboard lists (the newest). */
export const DASHBOARD_ALERTS = 5;

/** The analysis screens' actors on the client (src/services/analysisApi.ts). */

type PagedList = (query: Query, signal?: AbortSignal) => Promise<Page<Row>>;

/**
 * A data-quality list on the list-and-form kit: its page, and an export of every row of the
 * filter (fetched page by page; the rows are turned into xlsx in the browser).
 */
const qualityList = (list: PagedList) =>
  listFormWith(
    {
      fetchList: fromPromise<Page<Row>, { query: Query }>(({ input, signal }) =>
        list(dropBlank(input.query), signal),
      ),
      exportList: fromPromise(({ input, signal }) =>
        exportList(input as never, signal, {
          ...EXPORT_DEPS,
          fetchRows: async (_resource, query, s) => {
            const items = await api.allPages(list, dropBlank(query), s);
            return { items, total: items.length };
          },
        }),
      ),
    },
    { list: resourceListMachine, dialog: resourceEditDialogMachine },
  );

export const assessmentListMachine = qualityList(api.assessment as unknown as PagedList);
export const segmentsListMachine = qualityList(api.segments as unknown as PagedList);

/** An analysis screen's machine with its query and the export of what it shows. */
/** The Data tab to an .xlsx download (xlsx in its lazy chunk, as every export). */
export async function exportTable(
  input: { table: ExportTable; fileName: string },
  deps = EXPORT_DEPS,
): Promise<number> {
  const XLSX = await deps.loadXlsx();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(input.table), 'Sheet1');
  XLSX.writeFile(book, `${input.fileName}.xlsx`);
  return Math.max(0, input.table.length - 1);
}

export const analysisClient = (runQuery: (query: Query, signal: AbortSignal) => Promise<unknown>) =>
  analysisMachine.provide({
    actors: {
      runQuery: fromPromise(({ input, signal }) => runQuery(dropBlank(input), signal)),
      exportData: fromPromise(({ input }) => exportTable(input)),
    },
  });

export const trendMachine = analysisClient(api.trend);
export const fuelMachine = analysisClient(api.fuel);
export const relevanceMachine = analysisClient(api.relevance);
export const fleetMachine = analysisClient(api.fleet);

/** Comparison: one trend call per chosen condition set (domain/analysis/comparison.ts). */
export const comparisonMachine = analysisClient(async (query, signal): Promise<ComparisonDto> => ({
  sets: await Promise.all(
    comparisonSets(query).map(async (s) => ({ set: s.set, trend: await api.trend(s.query, signal) })),
  ),
}));

/** The dashboard's recent alerts: the newest five of the default window (the last 90 days). */
export const dashboardAlertsMachine = fetchMachine.provide({
  actors: { fetch: fromPromise(({ signal }) => api.alerts({ page: 1, size: DASHBOARD_ALERTS }, signal)) },
});
