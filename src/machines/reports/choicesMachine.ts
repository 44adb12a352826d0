import { assign, setup } from 'xstate';

/**
 * The choices of a small report panel as typed (a ship and year, a price): each change is an
 * event, the view derives what it shows from them. No I/O and no states: what the screen's
 * components below do with the choices is theirs.
 */
export const choicesMachine = setup({
  types: {
    context: {} as { values: Record<string, string> },
    events: {} as { type: 'choice.change'; name: string; value: string },
    input: {} as { values: Record<string, string> },
  },
}).createMachine({
  id: 'choices',
  context: ({ input }) => ({ values: input.values }),
  on: {
    'choice.change': {
      actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }),
    },
  },
});
