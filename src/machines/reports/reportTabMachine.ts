import { assign, setup, type ActorRefFrom } from 'xstate';

/**
 * Which tab of a report screen is open (reports, company level, pools, across regimes …): the
 * screen draws the strip and sends `tab.open`; the chart keeps the choice.
 */
export const reportTabMachine = setup({
  types: {
    context: {} as { tab: string },
    events: {} as { type: 'tab.open'; tab: string },
    input: {} as { tab: string },
  },
}).createMachine({
  id: 'reportTab',
  context: ({ input }) => ({ tab: input.tab }),
  on: { 'tab.open': { actions: assign({ tab: ({ event }) => event.tab }) } },
});

export type ReportTabActor = ActorRefFrom<typeof reportTabMachine>;
