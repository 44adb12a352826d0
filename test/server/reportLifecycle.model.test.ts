import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { deadlineStateAt } from '../../src/domain/reports/deadline.js';
import { REPORT_EVENTS, type ReportEventType } from '../../src/domain/reports/types.js';
import {
  reportLifecycleMachine,
  statusOfValue,
  substateOfValue,
  type ReportActor,
} from '../../src/machines/workflow/reportLifecycleMachine.js';
import { shipAuthorities, voyageRecords } from '../../src/server/db/schema/index.js';
import { INPUT, reportLifecycleModelPaths } from '../machines/workflow/reportLifecycleMachine.paths.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { uncoveredTransitions } from '../support/graph.js';
import type { Client } from '../support/ledger/ledgerReadFixtures.js';
import { reportWorld, YEAR_2025 } from '../support/reports/reportsApiFixtures.js';

/**
 * Model-based, from the report lifecycle chart's graph (docs/reports.md §2):
 * - the chart: every state-changing edge is driven (coverage), and the deadline paths land where
 *   `deadlineStateAt` says for the tick's time;
 * - the API: every lifecycle path is replayed against /api/reports by the role the step needs
 *   (company = ship manager, verifier = class-society staff, authority = the demo authority, whose
 *   ships include the report's). Before each step every other event is sent by every role and must
 *   answer what the chart says: 409 when the state admits it for
 *   no role, 403 when it admits it for another role, and change nothing. `ledgerChanged` is a
 *   change of the ledger under the draft (a record's payload hash), not an API call. After each
 *   step the report's status and substate are the path's state; at the end the history lists the
 *   path's events, newest first, with the role that sent each.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
const model = reportLifecycleModelPaths();

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  // The report's ship is under the demo authority, so it reviews what the verifier confirmed.
  await t.db
    .insert(shipAuthorities)
    .values({ shipId: w.ship.id, authorityCode: 'MSA-SH' })
    .onConflictDoNothing();
}, 120_000);
afterAll(() => t.close());

describe('report lifecycle chart', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(model.machine, model as never, model.paths as never)).toEqual([]);
  });

  it.each(
    model.paths
      .filter((p) => p.steps.some((s) => s.event.type === 'tick'))
      .map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const),
  )('deadline: %s', (_name, path) => {
    const actor = createActor(reportLifecycleMachine, { input: INPUT }).start();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event as never);
      const s = actor.getSnapshot();
      expect(s.value).toEqual(step.state.value);
      if (step.event.type === 'tick') {
        const was = (path.steps[path.steps.indexOf(step) - 1]!.state.value as { deadline: string }).deadline;
        const submittedAt = (s.context as { submittedAt?: number | null }).submittedAt ?? null;
        const computed = deadlineStateAt(
          INPUT.deadline,
          (step.event as { now: number } & EventObject).now,
          submittedAt,
        );
        // Once submitted, the chart says what the server's function says, for good; before that the
        // clock only moves the region forward, so a tick lands on the later of the two.
        const order = ['onTime', 'dueSoon', 'overdue'];
        const expected =
          was === 'met' || was === 'late'
            ? was
            : submittedAt !== null
              ? computed
              : order[Math.max(order.indexOf(was), order.indexOf(computed))];
        expect((s.value as { deadline: string }).deadline).toBe(expected);
      }
    }
  });
});

// The API submits at its own clock (before the deadline), so the on-time and the late submission of
// one event chain replay as one path; the late filing has its own test (reportDeadline.test.ts).
const chainOf = (p: (typeof model.paths)[number]) => p.steps.map((s) => s.event.type).join(' → ');
const lifecyclePaths = model.paths
  .filter((p) => p.steps.every((s) => s.event.type !== 'tick'))
  .filter((p, i, all) => all.findIndex((q) => chainOf(q) === chainOf(p)) === i);

type Role = 'company' | 'verifier' | 'authority';
const ROLES: readonly Role[] = ['company', 'verifier', 'authority'];
/** The role code each sender's history row carries (the company's is the ship manager's). */
const HISTORY_ROLE: Partial<Record<Role, string>> = { verifier: 'class_society', authority: 'authority' };

// The same paths for every regime with a generator whose lifecycle was added after DCS and CMSA (EU MRV).
describe.each(['imoDcs', 'euMrv'] as const)('report lifecycle chart ⇄ /api/reports (%s)', (regime) => {
  const clients = (): Record<Role, Client> => ({
    company: w.manager,
    verifier: w.auditor,
    authority: w.authority,
  });

  /**
   * The call behind an event: corrections, regeneration and the verifier's opinion have their own
   * routes (the opinion under /verification, with its outcome).
   */
  const send = (
    c: Client,
    id: number,
    type: ReportEventType,
    version: number,
    comment?: string,
    outcome: string = 'satisfactory',
  ) =>
    type === 'verify'
      ? c.post(`/api/reports/${id}/verification/opinion`, {
          version,
          outcome,
          statement: comment ?? 'model opinion',
        })
      : type === 'saveCorrections'
        ? c.put(`/api/reports/${id}/corrections`, {
            version,
            corrections: [{ key: KEY, value: 0, correction: 1.5, reason: 'model: sounding error' }],
          })
        : type === 'regenerate'
          ? c.post(`/api/reports/${id}/regenerate`, { version })
          : c.post(`/api/reports/${id}/events`, { type, version, comment: comment ?? 'model comment' });
  let KEY = '';

  it.each(lifecyclePaths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_name, path) => {
      await w.reset();
      const c = clients();
      let id = 0;
      let version = 0;
      const sent: { event: string; role: string }[] = [];
      let voyagesLocked = false;
      for (const [i, step] of path.steps.entries()) {
        if (i === 0) continue;
        const state = path.steps[i - 1]!.state as AnyMachineSnapshot;
        const event = step.event as EventObject & { role?: ReportActor; comment?: string; outcome?: string };
        if (event.type === 'generate') {
          const res = await c.company.post('/api/reports', {
            regime,
            shipId: w.ship.id,
            period: YEAR_2025,
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          ({ id, version } = res.body.data);
          KEY = res.body.data.totals[0].key;
          sent.push({ event: 'generate', role: w.managerRole });
        } else {
          // Every event the state refuses, from both roles, before the step.
          for (const type of REPORT_EVENTS)
            for (const role of ROLES) {
              if (type === event.type && role === event.role) continue;
              // An opinion is probed as "satisfactory", the outcome `send` gives it.
              const probe = { comment: 'x', outcome: 'satisfactory' };
              const admits = state.can({ type, role: 'admin', ...probe } as never);
              const mine = state.can({ type, role, ...probe } as never);
              if (admits && mine) continue; // legal for this role: only the step is sent
              const res = await send(c[role], id, type, version);
              const code = res.body.code as string;
              const where = `${type} by ${role} in ${JSON.stringify(state.value)}`;
              if (!admits) {
                expect(res.status, where).toBe(409);
                expect(['illegal_transition', 'report.not_draft', 'report.stale_lock'], where).toContain(
                  code,
                );
              } else expect([res.status, code], where).toEqual([403, 'forbidden']);
            }
          if (event.type === 'ledgerChanged') {
            await t.db
              .update(voyageRecords)
              .set({ payloadHash: `changed-${i}-${Date.now()}` })
              .where(and(eq(voyageRecords.shipId, w.ship.id), eq(voyageRecords.refCode, 'R1')));
          } else {
            const client = c[event.role as Role];
            // The first lock of a path meets the open voyages; a later one (after a recall) finds them locked.
            if (event.type === 'lock' && !voyagesLocked) {
              const refused = await send(client, id, 'lock', version);
              expect([refused.status, refused.body.code]).toEqual([409, 'report.voyages_unlocked']);
              await w.lockVoyages();
              voyagesLocked = true;
            }
            const res = await send(
              client,
              id,
              event.type as ReportEventType,
              version,
              event.comment,
              event.outcome,
            );
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            const dto = event.type === 'regenerate' ? res.body.data.report : res.body.data;
            version = dto.version;
            sent.push({
              event: event.type,
              role: HISTORY_ROLE[event.role as Role] ?? w.managerRole,
            });
          }
        }
        const now = (await c.company.get(`/api/reports/${id}`)).body.data;
        // Submitted at the test clock, before the 2025 deadline: met, and it stays met after a recall.
        if (sent.some((s) => s.event === 'submit'))
          expect([now.deadlineState, now.daysLate]).toEqual(['met', 0]);
        expect([now.status, now.substate]).toEqual([
          statusOfValue(step.state.value),
          substateOfValue(step.state.value),
        ]);
        version = now.version;
        if (statusOfValue(step.state.value) === 'superseded') {
          expect(now.supersededBy).toBeGreaterThan(id);
          const next = (await c.company.get(`/api/reports/${now.supersededBy}`)).body.data;
          expect([next.status, next.reportVersion, next.supersedes]).toEqual(['draft', 2, id]);
        }
      }
      const history = (await c.verifier.get(`/api/reports/${id}/history`)).body.data as {
        event: string;
        role: string;
        reportId: number;
        actorName: string | null;
      }[];
      const own = history.filter((h) => h.reportId === id);
      expect(own.map((h) => ({ event: h.event, role: h.role }))).toEqual([...sent].reverse());
      expect(own.every((h) => h.actorName)).toBe(true);
    },
    120_000,
  );
});
