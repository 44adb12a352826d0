import type { Page } from 'playwright-core';
import { shipAuthorities } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../support/app';
import { apiToken, call } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import {
  mainFuel,
  portCalls,
  shipsWithImo,
  snapshotsAtBounds,
  writeVoyageData,
  lockVoyage,
  shipNameIn,
  type E2eShip,
} from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  fill,
  logInIn,
  type Lang,
} from '../support/e2e/journeyLanguage';

const { server, page } = e2eLifecycle();
const YEAR = 2021;
/** What the authority asks the company to amend, and the verifier's comments, in the run's language. */
const AMEND: Record<Lang, string> = {
  en: 'Show the fuel of the Singapore call apart',
  zh: '请单独列明新加坡港的燃油',
};
const COMMENTS: Record<Lang, string> = { en: 'Fuel meters were calibrated late', zh: '油表校准较晚' };

describe.each(LANGS)("the authority's review in Chromium (%s)", (lang) => {
  const R = TEXTS[lang].reports;
  const A = R.verification.authority;
  const status = (p: Page) => p.getByTestId('report-status');

  /** The company and the verifier bring the report to `confirmed` through the API (set-up). */
  async function toConfirmed(id: number, company: string, verifier: string) {
    const send = async (token: string, type: string) => {
      const r = await call(server, token, 'GET', `/api/reports/${id}`);
      const res = await call(server, token, 'POST', `/api/reports/${id}/events`, {
        type,
        version: r.body.data.version,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await send(company, 'lock');
    await send(company, 'submit');
    const r = await call(server, verifier, 'GET', `/api/reports/${id}`);
    const opinion = await call(server, verifier, 'POST', `/api/reports/${id}/verification/opinion`, {
      outcome: 'satisfactoryWithComments',
      statement: COMMENTS[lang],
      version: r.body.data.version,
    });
    expect(opinion.status, JSON.stringify(opinion.body)).toBe(200);
    await send(verifier, 'confirm');
  }

  /** A DCS year of the ship: two calls, snapshots at the bounds, the voyage locked; the report generated. */
  async function dcsReport(company: string, ship: E2eShip) {
    const api = { server, token: company };
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'A2021', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-AUTH-1', 'CNSHA', '2021-03-01T08:00+08:00', '2021-03-02T08:00+08:00', [500, 490], 0),
        portCall('E2E-AUTH-2', 'SGSIN', '2021-03-09T08:00+08:00', '2021-03-10T08:00+08:00', [400, 395], 2200),
      ],
    });
    const period = await snapshotsAtBounds(api, ship, fuel, YEAR, 'E2E-AUTH-ROB', (at) =>
      at < '2021-03-01' ? 510 : 380,
    );
    await lockVoyage({ server, token: company }, ship.id, 'A2021');
    const g = await call(server, company, 'POST', '/api/reports', {
      regime: 'imoDcs',
      shipId: ship.id,
      period,
    });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    return g.body.data.id as number;
  }

  /** The authority opens the report from its dashboard's queue. */
  async function openFromQueue(p: Page, ship: E2eShip) {
    await p.goto(`${server.baseUrl}/dashboard`);
    const queue = p.getByRole('table', { name: A.title });
    await queue.waitFor();
    await queue
      .getByRole('link', {
        name: fill(A.openReport, { ship: shipNameIn(ship, lang), regime: R.regimes.imoDcs, year: YEAR }),
      })
      .click();
    await status(p).waitFor();
  }

  /** A review event from the report page's toolbar, confirmed in its dialog (with a comment). */
  async function sendPageEvent(p: Page, event: 'accept' | 'requestAmendment', comment?: string) {
    await p
      .getByRole('toolbar', { name: R.page.actions })
      .getByRole('button', { name: R.events[event] })
      .click();
    const dialog = p.getByRole('alertdialog');
    if (comment) await dialog.getByRole('textbox').fill(comment);
    await dialog.getByRole('button', { name: R.events[event], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it(`the authority finds the confirmed report on its dashboard, asks for amendments with a comment; once it is verified again it accepts it (${lang})`, async () => {
    const company = await apiToken(server, 'demo_company', DEMO_PASSWORD);
    const verifier = await apiToken(server, 'demo_class', DEMO_PASSWORD);
    const ship = (await shipsWithImo({ server, token: company }))[SHIP_INDEX[lang]]!;
    // The ship is under the demo authority (Shanghai MSA), so its confirmed report waits for it.
    await server.db
      .insert(shipAuthorities)
      .values({ shipId: ship.id, authorityCode: 'MSA-SH' })
      .onConflictDoNothing();
    const id = await dcsReport(company, ship);

    const authority = page;
    await logInIn(lang, authority, server, 'demo_authority', DEMO_PASSWORD);
    // Nothing confirmed yet: the panel says so.
    await authority.getByText(A.empty).waitFor();
    await toConfirmed(id, company, verifier);

    await openFromQueue(authority, ship);
    await expect.poll(() => status(authority).textContent()).toBe(R.status.confirmed);
    await expectPlainTexts(authority, 'confirmed report, authority', lang);
    await sendPageEvent(authority, 'requestAmendment', AMEND[lang]);
    await status(authority).filter({ hasText: R.status.draft }).waitFor();

    // The company amends nothing on screen here: it locks and resubmits, the verifier confirms again.
    await toConfirmed(id, company, verifier);
    await authority.goto(`${server.baseUrl}/dashboard`);
    await authority.getByRole('table', { name: A.title }).waitFor();
    await expectPlainTexts(authority, 'dashboard with a report to review', lang);
    await openFromQueue(authority, ship);
    await sendPageEvent(authority, 'accept');
    await status(authority).filter({ hasText: R.status.accepted }).waitFor();

    // The history keeps the request with its comment and the acceptance, each by the authority.
    await authority.getByRole('tab', { name: R.tabs.history }).click();
    const history = authority.getByRole('table', { name: R.history.label });
    await history.waitFor();
    const text = (await history.textContent()) ?? '';
    for (const e of ['requestAmendment', 'accept'] as const) expect(text).toContain(R.events[e]);
    expect(text).toContain(AMEND[lang]);
    expect(text).toContain(`${R.status.confirmed} → ${R.status.accepted}`);
    await expectPlainTexts(authority, 'accepted report, history', lang);

    // Nothing waits any more.
    await authority.goto(`${server.baseUrl}/dashboard`);
    await authority.getByText(A.empty).waitFor();
  });
});
