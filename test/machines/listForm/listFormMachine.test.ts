import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listFormMachine } from '../../../src/machines/listForm/listFormMachine';
import type { Page, Query, Row } from '../../../src/domain/api';
import { INPUT, PAGE } from './listFormMachine.fixtures';

describe('listFormMachine filters', () => {
  it('keeps a filter chosen while the list is still loading, and searches with it', async () => {
    const queries: Query[] = [];
    let answer: (page: Page<Row>) => void = () => undefined;
    const actor = createActor(
      listFormMachine.provide({
        actors: {
          fetchList: fromPromise<Page<Row>, { resource: string; query: Query }>(({ input }) => {
            queries.push(input.query);
            return new Promise((resolve) => (answer = resolve));
          }),
        },
      }),
      { input: INPUT },
    ).start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'filter.change', name: 'code', value: 'LKCMB' });
    answer(PAGE as Page<Row>);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.filters).toMatchObject({ code: 'LKCMB' });
    actor.send({ type: 'filter.search' });
    await waitFor(actor, () => queries.length === 2);
    expect(queries[1]).toMatchObject({ code: 'LKCMB', page: 1 });
    actor.stop();
  });
});
