import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  literally,
  logInIn,
  shaped,
} from '../support/e2e/journeyLanguage';
import { seedLegs } from '../support/statistics/statisticsFixtures';

// The route areas the app imports while it starts, loaded first: on the shared, loaded machine their
// loading after the client build outlasted Fastify's 10 s plugin timeout.
await Promise.all([
  import('../../src/server/routes/fleet/index.js'),
  import('../../src/server/routes/calc/index.js'),
  import('../../src/server/routes/ledger/index.js'),
  import('../../src/server/routes/uploads/index.js'),
  import('../../src/server/routes/documents/index.js'),
  import('../../src/server/routes/statistics/index.js'),
  import('../../src/server/routes/analysis/index.js'),
  import('../../src/server/routes/reports/index.js'),
]);

const { server, page } = e2eLifecycle();

/**
 * Four screens, briefly, in Chromium: the dashboard's alerts list, relevance
 * (heatmap, fitted scatter, Data tab), diagram exhibition and ship statistics (fleet bars, Data
 * tab), and the MRV annual target (the indicator against its target).
 */
describe.each(LANGS)(
  'relevance, fleet charts, annual target and dashboard alerts in Chromium (%s)',
  (lang) => {
    const { analysis: A, statistics: S } = TEXTS[lang];
    const A2 = A;

    it(`an administrator reads each of the four new screens and the dashboard list (${lang})`, async () => {
      const ship = (
        (await server.db.execute(
          // A ship with a type, so it lands in a ship-type group; each language its own.
          sql`select id, name_en from ships where imo is not null and ship_type_code is not null order by id limit 1 offset ${SHIP_INDEX[lang]}`,
        )) as unknown as { rows: Array<{ id: number }> }
      ).rows[0]!;
      // Three 2025 legs at different speeds: enough pairs for r and a power fit.
      await seedLegs(server.db, Number(ship.id), `E2E-REL-${lang}`, [
        {
          dep: '2025-02-01T00:00Z',
          hours: 100,
          distanceNm: 1200,
          cargoT: 40_000,
          transportWorkTnm: 48e6,
          fuels: [['1', 100, 4]],
        },
        {
          dep: '2025-03-01T00:00Z',
          hours: 100,
          distanceNm: 1400,
          cargoT: 40_000,
          transportWorkTnm: 56e6,
          fuels: [['1', 150, 4]],
        },
        {
          dep: '2025-04-01T00:00Z',
          hours: 100,
          distanceNm: 1000,
          cargoT: 40_000,
          transportWorkTnm: 40e6,
          fuels: [['1', 60, 4]],
        },
      ]);

      await logInIn(lang, page, server, 'admin', ADMIN_PASSWORD);
      const alerts = page.getByRole('region', { name: A2.alerts.title });
      // A list of alerts (a line for each), or the words for none.
      const listed = new RegExp(`${shaped(A2.alerts.line, false).source}|${literally(A2.alerts.empty)}`);
      await expect.poll(async () => (await alerts.textContent()) ?? '').toMatch(listed);
      await expectPlainTexts(page, 'dashboard with its alerts', lang);

      // Relevance: one ship, 2025; the heatmap and the scatter, the fit, then the Data tab.
      await page.goto(`${server.baseUrl}/energyAnalysis/RelevanceAnalysis`);
      const rel = page.getByRole('region', { name: A2.relevance.title });
      const relShip = rel.getByLabel(A.form.ship, { exact: true });
      await expect.poll(() => relShip.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
      await relShip.selectOption(String(ship.id));
      await rel.getByLabel(A.form.fromYear, { exact: true }).fill('2025');
      await rel.getByLabel(A.form.toYear, { exact: true }).fill('2025');
      await rel.getByRole('button', { name: A.form.run }).click();
      await rel.getByRole('img', { name: A2.relevance.heatmap }).waitFor();
      await rel.getByRole('img', { name: A2.relevance.scatter }).waitFor();
      await rel
        .getByText(new RegExp(`^${literally(A2.relevance.fitLinear.split('{{')[0]!)}`))
        .first()
        .waitFor();
      await rel.getByRole('button', { name: A.tabs.data, exact: true }).click();
      await rel
        .getByRole('table', { name: A.tabs.data })
        .getByText(A2.relevance.variables.speedKn)
        .first()
        .waitFor();
      await expectPlainTexts(page, 'relevance with its Data tab', lang);

      // Diagram exhibition: 2025 by ship type, the bars, then every group on the Data tab.
      for (const [url, title] of [
        ['/MRVReport/DiagramExhibition', A2.fleet.diagramTitle],
        ['/cmsashipManage/shipStatistics', A2.fleet.shipStatisticsTitle],
      ] as const) {
        await page.goto(`${server.baseUrl}${url}`);
        const fleet = page.getByRole('region', { name: title });
        await fleet.getByLabel(A2.fleet.year, { exact: true }).fill('2025');
        await fleet.getByRole('button', { name: A.form.run }).click();
        await fleet.getByRole('img', { name: title }).waitFor();
        await fleet.getByRole('button', { name: A.tabs.data, exact: true }).click();
        const table = fleet.getByRole('table', { name: A.tabs.data });
        await table.getByText(A2.fleet.groups.shipType).waitFor();
        await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
        await expectPlainTexts(page, `${title} with its Data tab`, lang);
      }

      // Annual target: the ship's 2025 indicators and the chart of one against its target.
      await page.goto(`${server.baseUrl}/MRVReport/AnnualTarget`);
      const annual = page.getByRole('region', { name: S.titles.mrvAnnual });
      const annualShip = annual.getByLabel(S.conditions.ship, { exact: true });
      await expect.poll(() => annualShip.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
      await annualShip.selectOption(String(ship.id));
      await annual.getByLabel(S.conditions.fromYear, { exact: true }).fill('2025');
      await annual.getByLabel(S.conditions.toYear, { exact: true }).fill('2025');
      await annual.getByRole('button', { name: S.actions.run }).click();
      await annual
        .getByRole('table', { name: S.titles.mrvAnnual })
        .getByRole('row')
        .filter({ hasText: '2025' })
        .waitFor();
      await annual.getByRole('img', { name: new RegExp(literally(S.chart.title)) }).waitFor();
      await expectPlainTexts(page, 'annual target', lang);
    });
  },
);
