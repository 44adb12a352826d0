import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayAct, type DutyActor, type DutyEvent } from '../../../src/domain/reports/duties.js';
import { REGIME_PAGE, REGIMES } from '../../../src/domain/reports/types.js';
import { shipAuthorities } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * The duty matrix through the API: every demo role × every lifecycle event the report's state
 * admits (the administrator's `allowedEvents` lists them) is refused with 403 where the role's duty
 * forbids it, and offered to the role (its own `allowedEvents`) where the duty allows it. The
 * report walks draft → locked → submitted → confirmed, the events sent by the roles whose duty
 * they are, and on to `accepted` by the authority.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let roles: Array<{ name: string; actor: DutyActor; c: Client }>;
let reportId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  // The ship is under the demo authority: it reads the report and is refused what is not its duty.
  await t.db
    .insert(shipAuthorities)
    .values({ shipId: w.ship.id, authorityCode: 'MSA-SH' })
    .onConflictDoNothing();
  roles = [
    { name: 'admin', actor: 'admin', c: w.admin },
    { name: 'company user', actor: 'company', c: await client(t.app, 'demo_company') },
    { name: 'ship manager', actor: 'company', c: w.manager },
    { name: 'class society', actor: 'verifier', c: w.auditor },
    { name: 'authority', actor: 'authority', c: w.authority },
  ];
}, 120_000);
afterAll(() => t.close());

const view = async (c: Client) => (await c.get(`/api/reports/${reportId}`)).body.data;

/** Walks every role × admitted event in the report's current state; returns the admitted events. */
async function walk(): Promise<string[]> {
  const admitted: string[] = (await view(w.admin)).allowedEvents;
  expect(admitted.length).toBeGreaterThan(0);
  for (const { name, actor, c } of roles) {
    const r = await c.get(`/api/reports/${reportId}`);
    if (actor === 'authority' && r.status === 404) continue; // outside its scope: sees nothing
    expect(r.status, `${name} reads the report`).toBe(200);
    const offered: string[] = r.body.data.allowedEvents;
    for (const type of admitted) {
      if (mayAct('imoDcs', actor, type as DutyEvent)) {
        expect(offered, `${name} is offered ${type}`).toContain(type);
      } else {
        expect(offered, `${name} is not offered ${type}`).not.toContain(type);
        const version = r.body.data.version;
        // Regenerate, saving corrections and the opinion have their own routes; the others are events.
        const res =
          type === 'verify'
            ? await c.post(`/api/reports/${reportId}/verification/opinion`, {
                outcome: 'satisfactory',
                version,
              })
            : type === 'regenerate'
              ? await c.post(`/api/reports/${reportId}/regenerate`, { version })
              : type === 'saveCorrections'
                ? await c.put(`/api/reports/${reportId}/corrections`, { version, corrections: [] })
                : await c.post(`/api/reports/${reportId}/events`, { type, version, comment: 'duty check' });
        expect(res.status, `${name} sends ${type}: ${JSON.stringify(res.body)}`).toBe(403);
      }
    }
  }
  return admitted;
}

const send = async (c: Client, type: string, comment?: string) => {
  const r = await view(c);
  const res = await c.post(`/api/reports/${reportId}/events`, { type, version: r.version, comment });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('segregation of duties: every role × every event against the matrix', () => {
  it('generate: the verifier and the authority may not; the company may', async () => {
    for (const c of [w.auditor, w.authority]) {
      const g = await c.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
      expect(g.status, JSON.stringify(g.body)).toBe(403);
    }
    const g = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: YEAR_2025,
    });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    reportId = g.body.data.id;
  });

  it('draft, locked, submitted, verified, confirmed, accepted: forbidden events are 403, allowed ones offered', async () => {
    expect(await walk()).toContain('lock');
    await w.lockVoyages();
    await send(w.manager, 'lock');
    expect(await walk()).toContain('submit');
    await send(w.manager, 'submit');
    expect(await walk()).toEqual(expect.arrayContaining(['return', 'verify', 'confirm']));
    const r = await view(w.auditor);
    const o = await w.auditor.post(`/api/reports/${reportId}/verification/opinion`, {
      outcome: 'satisfactory',
      version: r.version,
    });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
    // Verified: the verifier confirms; a recall (the company's change) would reset the opinion.
    expect(await walk()).toEqual(expect.arrayContaining(['recall', 'confirm', 'correct']));
    await send(w.auditor, 'confirm');
    // Confirmed: the authority reviews it; the correction is the company's act, never the verifier's.
    expect(await walk()).toEqual(expect.arrayContaining(['accept', 'requestAmendment', 'correct']));
    await send(w.authority, 'accept');
    expect(await walk()).toContain('correct');
    expect((await view(w.auditor)).allowedEvents).not.toContain('correct');
    await send(w.manager, 'correct', 'a correction after verification');
  });

  it('the seed gives company-side roles no verdict buttons and the verifier nothing else', async () => {
    const perms = async (c: Client) => {
      const me = await c.get('/api/user/info');
      expect(me.status).toBe(200);
      return JSON.stringify(me.body.data);
    };
    for (const c of [roles[1]!.c, w.manager])
      expect(await perms(c)).not.toMatch(/mrv:\w+:confirm|cii:\w+:confirm/);
    expect(await perms(w.auditor)).toMatch(/mrv:dcs:confirm/);
  });

  it('the ship manager has the menu of every regime the company reports under, no verdict in it', async () => {
    const tree = (await w.manager.get('/api/user/menus')).body.data;
    const codes = (items: Array<{ code: string; children: never[] }>): string[] =>
      items.flatMap((i) => [i.code, ...codes(i.children)]);
    const managerCodes = codes(tree);
    for (const regime of REGIMES)
      if (mayAct(regime, 'company', 'generate')) {
        const page = REGIME_PAGE[regime];
        expect(managerCodes, page).toEqual(
          expect.arrayContaining([page, `${page}:generate`, `${page}:submit`]),
        );
        expect(managerCodes, page).not.toContain(`${page}:confirm`);
      }
    // The regimes of its ships' calls to Rotterdam and Hamburg among them.
    expect(managerCodes).toEqual(expect.arrayContaining(['mrv:fueleu', 'mrv:uk']));
  });
});
