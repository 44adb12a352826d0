import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../app';
import { apiToken, call } from '../e2eApi';
import type { E2eServer } from '../e2eServer';
import { TEXTS, type Lang } from './journeyLanguage';
import { firstShipWithImo, mainFuel, portCalls, snapshotsAtBounds, writeVoyageData } from './ledger';
import { settle } from './navigate';

/**
 * The data the sweep's screens need beyond the seed (the test database has no demo story): a
 * published notice and a draft document, an IMO DCS report the verifier returned with a reason,
 * and a CII adjustment, each made through the API by the role that makes it. `showData` then
 * brings the screens that show the last two to them (a report list tab, a ship-year filter), so
 * the sweep reads the returned notice and the adjustment row, not an empty choice.
 */
export interface SweepData {
  shipId: number;
  reportYear: number;
  adjustYear: number;
  reason: string;
}

const REPORT_YEAR = 2020;
/** The CII adjust screen opens on last year; the adjustment is in that year. */
const ADJUST_YEAR = new Date().getUTCFullYear() - 1;
const REASON = 'Distance does not match the log';

async function must(r: Promise<{ status: number; body: { data: any } }>, what: string) {
  const { status, body } = await r;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body.data;
}

export async function makeSweepData(server: E2eServer): Promise<SweepData> {
  const [admin, company, verifier] = await Promise.all([
    apiToken(server, 'admin', ADMIN_PASSWORD),
    apiToken(server, 'demo_company', DEMO_PASSWORD),
    apiToken(server, 'demo_class', DEMO_PASSWORD),
  ]);
  const post = (token: string, url: string, payload: object) =>
    must(call(server, token, 'POST', url, payload), `POST ${url}`);

  const notice = await post(admin, '/api/documents', {
    name: 'Sweep notice',
    docType: 4,
    title: 'Reporting calendar',
    content: '<p>Submit the 2025 reports by 2026-03-31.</p>',
  });
  await post(admin, `/api/documents/${notice.id}/state`, { event: 'publish', version: notice.version });
  await post(admin, '/api/documents', {
    name: 'Sweep draft',
    docType: 2,
    title: 'Manual',
    content: '<p>Draft</p>',
  });

  const api = { server, token: company };
  const ship = await firstShipWithImo(api);
  const fuel = await mainFuel(api, ship.id);

  // Two voyages in one write, before either is locked (a later write would touch the locked
  // one's last leg): one in 2020 for the report, one last year for the adjustment, with less
  // aboard than the first left.
  const call2020 = portCalls(ship.imo, 'S2020', [fuel]);
  const callLastYear = portCalls(ship.imo, `C${ADJUST_YEAR}`, [fuel]);
  await writeVoyageData(api, {
    records: [
      call2020('SWEEP-DCS-1', 'CNSHA', '2020-03-01T08:00+08:00', '2020-03-02T08:00+08:00', [500, 490], 0),
      call2020('SWEEP-DCS-2', 'SGSIN', '2020-03-09T08:00+08:00', '2020-03-10T08:00+08:00', [400, 395], 2200),
      callLastYear(
        'SWEEP-CII-1',
        'CNSHA',
        `${ADJUST_YEAR}-03-01T08:00+08:00`,
        `${ADJUST_YEAR}-03-02T08:00+08:00`,
        [370, 360],
        0,
      ),
      callLastYear(
        'SWEEP-CII-2',
        'SGSIN',
        `${ADJUST_YEAR}-03-09T08:00+08:00`,
        `${ADJUST_YEAR}-03-10T08:00+08:00`,
        [300, 295],
        2200,
      ),
    ],
  });
  // The returned report: the 2020 voyage locked, snapshots at the period's bounds, generated,
  // locked and submitted by the company, returned by the verifier with a reason.
  const voyages = await must(
    call(server, company, 'GET', `/api/voyages?shipId=${ship.id}&voyageNo=S2020&size=50`),
    'voyages',
  );
  const voyage = (voyages.items as { id: number; voyageNo: string; version: number }[]).find(
    (v) => v.voyageNo === 'S2020',
  )!;
  await post(company, `/api/voyages/${voyage.id}/lock`, { event: 'lock', version: voyage.version });
  const period = await snapshotsAtBounds(api, ship, fuel, REPORT_YEAR, 'SWEEP-ROB', (at) =>
    at < '2020-03-01' ? 510 : 380,
  );
  let report = await post(company, '/api/reports', {
    regime: 'imoDcs',
    shipId: ship.id,
    period,
  });
  const event = async (token: string, type: string, comment?: string) =>
    (report = await post(token, `/api/reports/${report.id}/events`, {
      type,
      version: report.version,
      comment,
    }));
  await event(company, 'lock');
  await event(company, 'submit');
  await event(verifier, 'return', REASON);

  // The adjustment: an ice passage of last year's voyage, proposed by the company (a draft it
  // can still edit).
  await post(company, '/api/cii/adjustments', {
    shipId: ship.id,
    type: 'ice',
    begin: `${ADJUST_YEAR}-03-03T00:00:00.000Z`,
    end: `${ADJUST_YEAR}-03-04T00:00:00.000Z`,
    voyageNo: `C${ADJUST_YEAR}`,
    distanceNm: 300,
    fuels: [{ fuel: 'HFO', tonnes: 60 }],
  });
  return { shipId: ship.id, reportYear: REPORT_YEAR, adjustYear: ADJUST_YEAR, reason: REASON };
}

/** The screens whose data needs a step after opening: the report list's tab, the adjust filter. */
export const DATA_SCREENS = ['/MRVReport/ImoDcsRreport-list', '/cii/adjust'] as const;

/**
 * On one of DATA_SCREENS, takes the step a user takes to see the sweep's data and waits for it:
 * the returned report's notice in the DCS report list, the adjustment's row on the CII adjust
 * screen. Answers whether the data showed; a role that may not see the ship sees none.
 */
export async function showData(page: Page, url: string, lang: Lang, data: SweepData): Promise<boolean> {
  const R = TEXTS[lang].reports;
  const main = page.locator('main');
  if (url === '/MRVReport/ImoDcsRreport-list') {
    await main.getByRole('tab', { name: R.tabs.reports }).click();
    await settle(page);
    return (await main.getByRole('note', { name: R.returned.title }).count()) > 0;
  }
  const filter = main.getByRole('search', { name: R.filters.label });
  const ship = filter.getByLabel(R.filters.ship);
  if (!(await ship.locator(`option[value="${data.shipId}"]`).count())) return false;
  await ship.selectOption(String(data.shipId));
  await filter.getByLabel(R.filters.year).fill(String(data.adjustYear));
  await settle(page);
  const C = TEXTS[lang].cii.adjust;
  return (await main.getByRole('row').filter({ hasText: C.types.ice }).count()) > 0;
}
