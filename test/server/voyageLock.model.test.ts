import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFromLogic, EventObject } from 'xstate';
import { robSnapshots, voyages } from '../../src/server/db/schema/index.js';
import { voyageLockMachine } from '../../src/machines/workflow/voyageLockMachine.js';
import { voyageLockModelPaths } from '../machines/workflow/voyageLockMachine.paths.js';
import { uncoveredTransitions } from '../support/graph.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { ledgerActors, type Client } from '../support/ledger/ledgerReadFixtures.js';

/**
 * Model-based: every path generated from the voyage-lock chart is replayed against the real server,
 * for a voyage and for a ROB snapshot, by a ship manager. Before each step every event the chart
 * refuses in the current state is sent too and must answer 409 `illegal_transition` without a
 * change; the step itself must answer 200 with the path's next state; at the end the history must
 * list exactly the path's steps, newest first, and an auditor (class society) can read it.
 */
let t: TestApp;
let manager: Client;
let auditor: Client;
let shipId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await ledgerActors(t);
  manager = a.manager;
  auditor = a.auditor;
  shipId = a.inScope.id;
});
afterAll(() => t.close());

const ALL_EVENTS = [...voyageLockMachine.events] as EventFromLogic<typeof voyageLockMachine>['type'][];
const { paths, events } = voyageLockModelPaths();

let n = 0;
const create = {
  voyages: async () => {
    const [v] = await t.db
      .insert(voyages)
      .values({ shipId, voyageNo: `MODEL${++n}` })
      .returning();
    return v;
  },
  snapshots: async () => {
    const [s] = await t.db
      .insert(robSnapshots)
      .values({
        shipId,
        refCode: `MODEL${++n}`,
        at: new Date(Date.UTC(2030, 0, 1) + n * 3_600_000),
        payloadHash: 'h',
      })
      .returning();
    return s;
  },
};

describe.each(['voyages', 'snapshots'] as const)('voyage-lock chart ⇄ /api/%s/:id/lock', (kind) => {
  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_name, path) => {
      const row = await create[kind]();
      let version = row.version;
      for (const [i, step] of path.steps.entries()) {
        if (i === 0) {
          expect(row.status).toBe(step.state.value);
          continue;
        }
        const state = path.steps[i - 1].state;
        for (const refused of ALL_EVENTS.filter((e) => !state.can({ type: e }))) {
          const res = await manager.post(`/api/${kind}/${row.id}/lock`, { event: refused, version });
          expect([res.status, res.body.code], `${refused} in ${String(state.value)}`).toEqual([
            409,
            'illegal_transition',
          ]);
        }
        const event = step.event as EventObject & { comment?: string };
        const res = await manager.post(`/api/${kind}/${row.id}/lock`, {
          event: event.type,
          version,
          comment: event.comment,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.data.status).toBe(step.state.value);
        version = res.data.version;
      }
      const history = (await auditor.get(`/api/${kind}/${row.id}/history`)).data;
      const expected = path.steps.slice(1).map((s, i) => ({
        fromState: String(path.steps[i].state.value),
        event: s.event.type,
        toState: String(s.state.value),
        comment: (s.event as { comment?: string }).comment ?? null,
      }));
      expect(
        history.map(({ fromState, event, toState, comment }: any) => ({
          fromState,
          event,
          toState,
          comment,
        })),
      ).toEqual(expected.reverse());
    },
  );
});

it('the generated paths drive every state-changing transition of the chart', () => {
  expect(uncoveredTransitions(voyageLockMachine, { events }, paths)).toEqual([]);
  expect(paths.length).toBeGreaterThan(0);
});
