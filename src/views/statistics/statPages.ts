import type { StatMode } from '../../machines/statistics/statisticsMachine';
import type { StatKind } from './statTable';

/** The four statistics pages (those of the legacy system): which rows, which table, which permission. */
export const STAT_PAGES = {
  '/energyStatistics/AnnualData': {
    mode: 'ship',
    kind: 'data',
    page: 'statistics:shipData',
    title: 'shipData',
  },
  '/energyStatistics/AnnualTarget': {
    mode: 'ship',
    kind: 'indicators',
    page: 'statistics:shipTarget',
    title: 'shipTarget',
  },
  '/energyStatistics/CompanyAnnualData': {
    mode: 'company',
    kind: 'data',
    page: 'statistics:companyData',
    title: 'companyData',
  },
  '/energyStatistics/CompanyAnnualTarget': {
    mode: 'company',
    kind: 'indicators',
    page: 'statistics:companyTarget',
    title: 'companyTarget',
  },
  // The MRV menu's annual target (the legacy system: a copy of the ship indicator page there):
  // the same rows and targets, with the chart of an indicator against its target; targets are set
  // on the energy-statistics page (this page has no Edit button).
  '/MRVReport/AnnualTarget': {
    mode: 'ship',
    kind: 'indicators',
    page: 'mrv:annual',
    title: 'mrvAnnual',
    chart: true,
  },
} as const satisfies Record<
  string,
  { mode: StatMode; kind: StatKind; page: string; title: string; chart?: boolean }
>;
export type StatPageUrl = keyof typeof STAT_PAGES;
