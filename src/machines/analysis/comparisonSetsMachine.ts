import { assign, setup, type ActorRefFrom } from 'xstate';
import { COMPARISON_SETS } from '../../domain/analysis/comparison';

/** One condition set of the comparison: a ship, a company or a ship type, and its years. */
export type ComparisonSet = {
  shipId: string;
  companyId: string;
  shipTypeCode: string;
  fromYear: string;
  toYear: string;
  bucket: string;
};

export interface ComparisonSetsContext {
  /** The year a blank set starts and ends in (the current one when the screen opened). */
  year: number;
  sets: ComparisonSet[];
  /** Month, quarter or year: one for every set, since their periods are lined up. */
  bucket: string;
}

export type ComparisonSetsEvent =
  | { type: 'set.change'; index: number; name: keyof ComparisonSet; value: string }
  | { type: 'bucket.change'; bucket: string }
  | { type: 'sets.reset' };

const blankSet = (year: number): ComparisonSet => ({
  shipId: '',
  companyId: '',
  shipTypeCode: '',
  fromYear: String(year),
  toYear: String(year),
  bucket: 'month',
});

const blankSets = (year: number) => Array.from({ length: COMPARISON_SETS }, () => blankSet(year));

/** The comparison screen's conditions: its condition sets and their shared bucket, until reset. */
export const comparisonSetsMachine = setup({
  types: {
    context: {} as ComparisonSetsContext,
    events: {} as ComparisonSetsEvent,
    input: {} as { year: number },
  },
}).createMachine({
  id: 'comparisonSets',
  context: ({ input }) => ({ year: input.year, sets: blankSets(input.year), bucket: 'month' }),
  on: {
    'set.change': {
      actions: assign({
        sets: ({ context, event }) =>
          context.sets.map((f, i) => (i === event.index ? { ...f, [event.name]: event.value } : f)),
      }),
    },
    'bucket.change': { actions: assign({ bucket: ({ event }) => event.bucket }) },
    'sets.reset': {
      actions: assign({ sets: ({ context }) => blankSets(context.year), bucket: 'month' }),
    },
  },
});

export type ComparisonSetsActor = ActorRefFrom<typeof comparisonSetsMachine>;
