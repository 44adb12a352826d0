import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFromLogic, EventObject } from 'xstate';
import { documentStateMachine } from '../../src/machines/workflow/documentStateMachine.js';
import { documentStateModelPaths } from '../machines/workflow/documentStateMachine.paths.js';
import { uncoveredTransitions } from '../support/graph.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { client, type Client } from '../support/fleet/fleetHelpers.js';
import { notice } from '../support/documents/documentsFixtures.js';

/**
 * Model-based: every path generated from the document chart is replayed against the real server.
 * Before each step every event the chart refuses in the current state is sent and must answer 409
 * `illegal_transition` without a change; the step must answer 200 with the path's next state; the
 * history must list exactly the path's steps, newest first; the public list shows the document
 * exactly while the chart says it is published.
 */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
});
afterAll(() => t.close());

const ALL_EVENTS = [...documentStateMachine.events] as EventFromLogic<typeof documentStateMachine>['type'][];
const { paths, events } = documentStateModelPaths();
const isPublicNow = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/public/documents?size=50' }))
    .json()
    .data.items.some((d: { id: number }) => d.id === id);

describe('document chart ⇄ /api/documents/:id/state', () => {
  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_n, path) => {
      const row = (await admin.post('/api/documents', notice())).data;
      let version = row.version;
      for (const [i, step] of path.steps.entries()) {
        if (i === 0) {
          expect(row.status).toBe(step.state.value);
          continue;
        }
        const state = path.steps[i - 1].state;
        for (const refused of ALL_EVENTS.filter((e) => !state.can({ type: e }))) {
          const res = await admin.post(`/api/documents/${row.id}/state`, { event: refused, version });
          expect([res.status, res.body.code], `${refused} in ${String(state.value)}`).toEqual([
            409,
            'illegal_transition',
          ]);
        }
        const event = step.event as EventObject & { comment?: string };
        const res = await admin.post(`/api/documents/${row.id}/state`, {
          event: event.type,
          version,
          comment: event.comment,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.data.status).toBe(step.state.value);
        expect(await isPublicNow(row.id)).toBe(step.state.value === 'published');
        version = res.data.version;
      }
      const history = (await admin.get(`/api/documents/${row.id}/history`)).data.items;
      const expected = path.steps.slice(1).map((s, i) => ({
        from: String(path.steps[i].state.value),
        event: s.event.type,
        to: String(s.state.value),
        comment: (s.event as { comment?: string }).comment ?? null,
      }));
      expect(history.map(({ from, event, to, comment }: any) => ({ from, event, to, comment }))).toEqual(
        expected.reverse(),
      );
    },
  );
});

it('the generated paths drive every transition of the chart', () => {
  expect(uncoveredTransitions(documentStateMachine, { events }, paths)).toEqual([]);
  expect(paths.length).toBeGreaterThan(0);
});
