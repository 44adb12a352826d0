import { assign, setup } from 'xstate';
import { columnVisible, type ColumnChoice } from '../../domain/preferences';

/** A list column as the chooser sees it: `optional` columns are hidden until the user shows them. */
export interface ChooserColumn {
  key: string;
  optional: boolean;
}

export interface ColumnsInput {
  /** The list's name (its resource): the choice is kept per list. */
  screen: string;
  columns: ChooserColumn[];
  /** The choice this browser kept for the list, if any. */
  stored?: ColumnChoice;
}

export interface ColumnsContext extends ColumnsInput {
  choice: ColumnChoice;
}

export type ColumnsEvent = { type: 'column.toggle'; key: string } | { type: 'columns.reset' };

const EMPTY: ColumnChoice = { shown: [], hidden: [] };
const without = (keys: string[], key: string) => keys.filter((k) => k !== key);

/** The keys a list shows now, in the list's own order. */
export const visibleKeys = (c: ColumnsContext) =>
  c.columns.filter((col) => columnVisible(c.choice, col.key, col.optional)).map((col) => col.key);

/**
 * Which columns a wide list shows (wide tables pushed the row actions off-screen).
 * Lists default to their essential columns; the user shows or hides the others, and the choice is
 * kept in this browser by the client's `persist` (machines/listForm/provided.ts). At least one
 * column always stays, so a list cannot be emptied by mistake.
 */
export const columnsMachine = setup({
  types: { context: {} as ColumnsContext, events: {} as ColumnsEvent, input: {} as ColumnsInput },
  actions: { persist: (_: { context: ColumnsContext }) => undefined },
  guards: {
    leavesOne: ({ context, event }) =>
      event.type !== 'column.toggle' ||
      !visibleKeys(context).includes(event.key) ||
      visibleKeys(context).length > 1,
    customised: ({ context }) => context.choice.shown.length + context.choice.hidden.length > 0,
  },
}).createMachine({
  id: 'columns',
  context: ({ input }) => ({ ...input, choice: input.stored ?? EMPTY }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'column.toggle': {
          guard: 'leavesOne',
          actions: [
            assign({
              choice: ({ context, event }) => {
                const col = context.columns.find((c) => c.key === event.key);
                if (!col) return context.choice;
                const visible = columnVisible(context.choice, col.key, col.optional);
                const shown = without(context.choice.shown, col.key);
                const hidden = without(context.choice.hidden, col.key);
                // Only departures from the default are kept, so a changed default reaches everyone.
                if (visible) return { shown, hidden: col.optional ? hidden : [...hidden, col.key] };
                return { shown: col.optional ? [...shown, col.key] : shown, hidden };
              },
            }),
            'persist',
          ],
        },
        'columns.reset': { guard: 'customised', actions: [assign({ choice: EMPTY }), 'persist'] },
      },
    },
  },
});
