import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFromLogic, EventObject } from 'xstate';
import { accountStatusMachine } from '../../src/machines/workflow/accountStatusMachine.js';
import { accountStatusModelPaths } from '../machines/workflow/accountStatusMachine.paths.js';
import { uncoveredTransitions } from '../support/graph.js';
import { auth, createTestApp, loginAs, type TestApp } from '../support/app.js';

/**
 * Model-based: every path generated from the account-status chart is replayed against the real
 * server, for a user and for a role. Before each step every event the chart refuses in the current
 * state is sent too and must answer 409 `illegal_transition` without a change; the step itself must
 * answer 200 with the status of the path's next state; at the end the account's history must list
 * exactly the path's steps, newest first.
 */
let t: TestApp;
let admin: string;
let managerRoleId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const roles = (await call('GET', 'roles/options')).json().data;
  managerRoleId = roles.find((r: any) => r.code === 'ship_manager').id;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as any,
    url: `/api/system/${url}`,
    headers: auth(admin),
    payload: payload as any,
  });

const STATUS: Record<string, number> = { 'account.freeze': 0, 'account.enable': 1 };
const statusOf = (state: unknown) => (state === 'active' ? 1 : 0);
const ALL_EVENTS = [...accountStatusMachine.events] as EventFromLogic<typeof accountStatusMachine>['type'][];
const { paths, events } = accountStatusModelPaths();

let n = 0;
const create = {
  users: async () =>
    (
      await call('POST', 'users', {
        username: `model${++n}`,
        nameZh: '模型',
        nameEn: 'Model',
        roleIds: [managerRoleId],
      })
    ).json().data,
  roles: async () =>
    (
      await call('POST', 'roles', { code: `model${++n}`, nameZh: `模型${n}`, nameEn: 'Model', menuIds: [] })
    ).json().data,
};

describe.each(['users', 'roles'] as const)('account-status chart ⇄ /api/system/%s', (kind) => {
  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_name, path) => {
      const account = await create[kind]();
      let version = account.version;
      for (const [i, step] of path.steps.entries()) {
        const state = (i === 0 ? step : path.steps[i - 1]).state;
        if (i === 0) {
          expect(account.status).toBe(statusOf(state.value));
          continue;
        }
        for (const refused of ALL_EVENTS.filter((e) => !state.can({ type: e }))) {
          const res = await call('PUT', `${kind}/${account.id}/status`, { status: STATUS[refused], version });
          expect([res.statusCode, res.json().code], `${refused} in ${String(state.value)}`).toEqual([
            409,
            'illegal_transition',
          ]);
        }
        const event = step.event as EventObject & { comment?: string };
        const res = await call('PUT', `${kind}/${account.id}/status`, {
          status: STATUS[event.type],
          version,
          comment: event.comment,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.status).toBe(statusOf(step.state.value));
        version = res.json().data.version;
      }
      const history = (await call('GET', `${kind}/${account.id}/history?size=100`)).json().data.items;
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

it('the generated paths drive every state-changing transition of the chart', () => {
  expect(uncoveredTransitions(accountStatusMachine, { events }, paths)).toEqual([]);
  expect(paths.length).toBeGreaterThan(0);
});
