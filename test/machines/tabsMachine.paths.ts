/** The visited-tabs bar's generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot } from 'xstate';
import { DASHBOARD_TAB } from '../../src/machines/app/appSystem';
import { tabsMachine } from '../../src/machines/tabsMachine';
import { edgePaths, eventsFrom, coveringPaths } from '../support/graph';

export const INPUT = { affixed: [DASHBOARD_TAB] };
const tab = (path: string, en: string, zh: string) => ({
  path,
  name: en,
  title: { zh, en },
  affix: false,
  keepAlive: false,
});
export const SHIPS = tab('/ship/list', 'Ships', '船舶列表');
export const USERS = tab('/system/users', 'Users', '用户管理');
export const TABS = {
  visitShips: { type: 'tab.visit', tab: SHIPS },
  visitUsers: { type: 'tab.visit', tab: USERS },
  closeShips: { type: 'tab.close', path: SHIPS.path },
  keepOnlyUsers: { type: 'tab.closeOthers', path: USERS.path },
  refreshShips: { type: 'tab.refresh', path: SHIPS.path },
};
const declared = eventsFrom(Object.values(TABS));
/** The bar offers close, close-others and refresh only on a tab that is open. */
export const events = (s: AnyMachineSnapshot) =>
  declared(s).filter(
    (e) => !('path' in e) || s.context.tabs.some((t: { path: string }) => t.path === e.path),
  );
/**
 * One flat state: what the bar shows is the open tabs in order (and which screens were refreshed,
 * which remounts them), so coverage keys on that.
 */
export const stateKey = (s: AnyMachineSnapshot) => [
  s.context.tabs.map((t: { path: string }) => t.path),
  Object.keys(s.context.refreshKeys).sort(),
];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { input: INPUT, events, serializeState, stateKey };

// Every edge, each after the shortest way to its source: the bar has many alike ones.
export const paths = coveringPaths(options, edgePaths(tabsMachine, options));

export const tabsModelPaths = async () => ({ machine: tabsMachine, ...options, paths });
