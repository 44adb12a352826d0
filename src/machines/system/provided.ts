import type { ExportInput, Query, Row } from '../../domain/api';
import { fromPromise } from 'xstate';
import { exportRows, listRows, saveRow } from '../../services/dictionariesApi';
import { EXPORT_DEPS, exportList } from '../../services/exportList';
import { getAccountHistory } from '../../services/system/historyApi';
import { saveAppVersion } from '../../services/system/saveAppVersion';
import * as system from '../../services/systemApi';
import { assignMachine, type AssignData } from '../listForm/assignMachine';
import { fetchMachine } from '../fetchMachine';
import { accountHistoryMachine } from './accountHistoryMachine';

/**
 * The system area's actors on the client: what the user, function and app-version screens add to
 * the generic list-and-form machine, the assign dialogs' load and save, and option loaders.
 */

/** Users: reset password as a row command, the password only when typed, role names for the list. */
export const USER_LIST_ACTORS = {
  runCommand: fromPromise<string | null, { id: number }>(
    async ({ input, signal }) => (await system.resetPassword(input.id, signal)).password ?? null,
  ),
  saveRecord: fromPromise<Row, { resource: string; id: number | null; values: Record<string, unknown> }>(
    ({ input, signal }) => {
      const { password, ...values } = input.values;
      return saveRow(input.resource, input.id, password ? { ...values, password } : values, signal);
    },
  ),
  // The list answers role ids only: the Roles column (screen and xlsx) needs their names.
  fetchList: fromPromise(
    async ({ input, signal }: { input: { resource: string; query: Query }; signal: AbortSignal }) => {
      const page = await listRows(input.resource, input.query, signal);
      return { ...page, items: await system.withRoleNames(page.items, signal) };
    },
  ),
  exportList: fromPromise<number, ExportInput>(({ input, signal }) =>
    exportList(input, signal, {
      ...EXPORT_DEPS,
      fetchRows: async (resource, query, s) => {
        const answer = await exportRows(resource, query, s);
        return { ...answer, items: await system.withRoleNames(answer.items, s) };
      },
    }),
  ),
};

/** Functions: the whole tree is one page, depth-first; moves are row commands. */
export const FUNCTION_LIST_ACTORS = {
  fetchList: fromPromise(({ signal }) => system.getFunctionPage(signal)),
  runCommand: fromPromise<null, { id: number; command: string }>(({ input, signal }) =>
    system.moveFunction(input.id, input.command === 'moveUp' ? 'up' : 'down', signal),
  ),
};

/** App versions: the record, then its installer (a failed upload keeps the written row). */
export const APP_VERSION_ACTORS = {
  saveRecord: fromPromise<Row, Parameters<typeof saveAppVersion>[0]>(({ input, signal }) =>
    saveAppVersion(input, signal),
  ),
};

/** Option loaders of the system forms: the roles, and the function tree without its buttons. */
export const loadRoleOptions = system.getRoleOptions;
export const loadParentFunctions = async (signal: AbortSignal) =>
  system.flattenFunctions(await system.getFunctionTree(signal)).filter((r) => r.menuType !== 3);

/** A role's functions: the tree to choose from and the current choice, saved with the role's version. */
export const roleFunctionsMachine = assignMachine.provide({
  actors: {
    load: fromPromise<AssignData, { id: number }>(async ({ input, signal }) => {
      const r = await system.getRoleFunctions(input.id, signal);
      return { selected: r.menuIds, version: r.version, choices: r.tree };
    }),
    save: fromPromise(({ input, signal }) =>
      system.setRoleFunctions(input.id, { menuIds: input.selected, version: input.version! }, signal),
    ),
  },
});

/** A user's ships: every ship to choose from and the ones the user may see. */
export const shipAuthMachine = assignMachine.provide({
  actors: {
    load: fromPromise<AssignData, { id: number }>(async ({ input, signal }) => {
      const [auth, ships] = await Promise.all([
        system.getShipAuth(input.id, signal),
        system.listShips('', signal),
      ]);
      return { selected: auth.shipIds, choices: ships.items };
    }),
    save: fromPromise(({ input, signal }) => system.setShipAuth(input.id, input.selected, signal)),
  },
});

/** The companies a user may be linked to, loaded once for the field. */
export const companyOptionsMachine = fetchMachine.provide({
  actors: { fetch: fromPromise(async ({ signal }) => (await system.listCompanyOptions(signal)).items) },
});

/** One account's state history (users or ships), read silently inside its detail dialog. */
export const accountHistoryClient = accountHistoryMachine.provide({
  actors: {
    fetchHistory: fromPromise(({ input, signal }) => getAccountHistory(input.kind, input.id, signal)),
  },
});
