import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { mainFuel, portCalls, shipsWithImo, writeVoyageData, lockVoyage } from '../support/e2e/ledger';
import { LANGS, SHIP_INDEX, TEXTS, expectPlainTexts, fill, logInIn } from '../support/e2e/journeyLanguage';
import { warmRoutes } from '../support/warmRoutes';

await warmRoutes();

const { server, page } = e2eLifecycle();

describe.each(LANGS)('EU MRV parts B and C in Chromium (%s)', (lang) => {
  const { euMrv, reports: R } = TEXTS[lang];
  const P = euMrv.parts;

  it(`a company user fills in the verifier and a monitoring method on the draft; after the lock they are read-only (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // A demo ship (each language its own) sails Rotterdam → New York in 2025; its EU MRV draft is
    // generated through the API.
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'EUPB2025', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-PB-1', 'NLRTM', '2025-05-01T08:00Z', '2025-05-02T08:00Z', [900, 890], 0),
        portCall('E2E-PB-2', 'USNYC', '2025-05-12T08:00Z', '2025-05-13T08:00Z', [790, 788], 3400),
      ],
    });
    const cands = await call(
      server,
      token,
      'GET',
      `/api/reports/candidates?regime=euMrv&shipId=${ship.id}&year=2025`,
    );
    const period = (cands.body.data as { status: string; start: string; end: string }[]).find(
      (p) => p.status === 'generatable',
    )!;
    const g = await call(server, token, 'POST', '/api/reports', { regime: 'euMrv', shipId: ship.id, period });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    const id = g.body.data.id as number;

    await page.goto(`${server.baseUrl}/MRVReport/reportManagement-list?report=${id}`);
    await page.getByTestId('report-status').filter({ hasText: R.status.draft }).waitFor();
    const parts = page.getByRole('region', { name: P.title, exact: true });
    await parts.getByLabel(P.verifier.name).fill('Nordic Verification A/S');
    await parts.getByLabel(P.verifier.accreditationNumber).fill('DANAK 7508');
    // The form starts with the rows the ship's equipment suggests; keep only the main engines.
    const before = await call(server, token, 'GET', `/api/reports/${id}/eu-parts`);
    const suggested = before.body.data.suggestedSources as (keyof typeof P.sources)[];
    const table = parts.getByRole('table', { name: P.partC });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(suggested.length);
    if (!suggested.includes('mainEngines'))
      await parts.getByRole('button', { name: fill(P.add, { source: P.sources.mainEngines }) }).click();
    for (const k of suggested.filter((x) => x !== 'mainEngines'))
      await parts.getByRole('button', { name: fill(P.remove, { source: P.sources[k] }) }).click();
    await parts.getByLabel(`${P.sources.mainEngines} · ${P.uncertainty}`).fill('2.5');
    await parts.getByRole('button', { name: P.save }).click();
    await parts.getByRole('status').filter({ hasText: P.saved }).waitFor();
    await expectPlainTexts(page, 'EU MRV draft with parts B and C', lang);
    const stored = await call(server, token, 'GET', `/api/reports/${id}/eu-parts`);
    expect(stored.body.data).toMatchObject({
      verifier: { name: 'Nordic Verification A/S', accreditationNumber: 'DANAK 7508' },
      sources: [{ source: 'mainEngines', methods: ['A'], uncertaintyPct: 2.5 }],
      complete: true,
    });

    // Locking the report needs its voyage locked first.
    await lockVoyage({ server, token: token }, ship.id, 'EUPB2025');
    const lock = await call(server, token, 'POST', `/api/reports/${id}/events`, {
      type: 'lock',
      version: g.body.data.version,
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    await page.reload();
    await page.getByTestId('report-status').filter({ hasText: R.status.locked }).waitFor();
    await parts.getByText('DANAK 7508', { exact: true }).waitFor();
    await expect.poll(() => parts.getByRole('textbox').count()).toBe(0);
    await expectPlainTexts(page, 'EU MRV locked report with parts B and C', lang);
  }, 240_000);
});
