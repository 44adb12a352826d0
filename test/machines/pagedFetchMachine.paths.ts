/** The paged fetch machine's generated paths (public data download), shared by its model test and QA's report. */
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/domain/apiError';
import { pagedFetchMachine } from '../../src/machines/pagedFetchMachine';
import { edgePaths, eventsFrom, coveringPaths } from '../support/graph';

const doc = (id: number) => ({
  id,
  name: `Doc ${id}`,
  number: '',
  docType: 3,
  title: `Doc ${id}`,
  content: '',
  language: 'all',
  publishedAt: '2026-03-01T00:00:00Z',
  attachments: [],
});
/** Two pages of 20 (25 documents): page 1 holds 1–20, page 2 holds 21–25. */
export const pageOf = (page: number) => ({
  items: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => doc((page - 1) * 20 + i + 1)),
  total: 25,
  page,
  size: 20,
});
export const FETCH = {
  page1: { type: 'xstate.done.actor.fetch', output: pageOf(1) },
  page2: { type: 'xstate.done.actor.fetch', output: pageOf(2) },
  offline: { type: 'xstate.error.actor.fetch', error: new ApiError(0, 'network', 'Failed to fetch') },
};
const GO = [
  { type: 'page.go', page: 2 },
  { type: 'page.go', page: 1 },
];
export const events = eventsFrom([...Object.values(FETCH), ...GO]);
export const INPUT = { page: 1 };
/** What the screen shows: the state and the page asked for; the data is what that page answered. */
export const stateKey = (s: AnyMachineSnapshot) => ({ value: s.value, page: s.context.page });
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.page, (s.context.data as { page?: number } | null)?.page ?? null]);
export const options = { input: INPUT, events, serializeState, stateKey };

// A page answers with its own page: a done event whose page differs from the one asked for is not a path.
const consistent = (p: {
  steps: { event: { type: string; output?: { page: number } }; state: AnyMachineSnapshot }[];
}) =>
  p.steps.every(
    (s) => s.event.type !== 'xstate.done.actor.fetch' || s.event.output?.page === s.state.context.page,
  );
export const paths = coveringPaths(
  options,
  edgePaths(pagedFetchMachine, options).filter(consistent as never),
);

export const pagedFetchModelPaths = async () => ({ machine: pagedFetchMachine, ...options, paths });
