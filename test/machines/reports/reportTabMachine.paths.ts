/** A report screen's tab chart: its generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot } from 'xstate';
import { reportTabMachine } from '../../../src/machines/reports/reportTabMachine';
import { edgePaths, coveringPaths } from '../../support/graph';

/** The FuelEU screen's sections in the strip's order; it opens on the first. */
export const TABS = ['reports', 'balance', 'pools'] as const;
export type ReportTab = (typeof TABS)[number];
export const INPUT = { tab: TABS[0] };

/** The strip's keys, each with the index it moves to from `at` (the arrows wrap around). */
const KEYS = {
  ArrowRight: (at: number) => (at + 1) % TABS.length,
  ArrowLeft: (at: number) => (at - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/**
 * A tab opens by a click on it or by a key on the selected one; `key` says which (the chart only
 * reads `tab`), so the paths drive the strip both ways.
 */
export const events = (s: AnyMachineSnapshot) => {
  const at = TABS.indexOf(s.context.tab as ReportTab);
  return [
    ...TABS.map((tab) => ({ type: 'tab.open' as const, tab })),
    ...Object.entries(KEYS).map(([key, to]) => ({ type: 'tab.open' as const, tab: TABS[to(at)]!, key })),
  ];
};

/** One flat state: what the screen shows is the open tab, so coverage keys on that. */
export const stateKey = (s: AnyMachineSnapshot) => s.context.tab as ReportTab;
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { input: INPUT, events, serializeState, stateKey };

// Every change of tab, each after the shortest way to its source.
export const paths = coveringPaths(options, edgePaths(reportTabMachine, options));

export const reportTabModelPaths = async () => ({ machine: reportTabMachine, ...options, paths });
