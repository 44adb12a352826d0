import { expect } from 'vitest';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/app';
import { apiToken, call } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import {
  firstShipWithImo,
  mainFuel,
  portCalls,
  snapshotsAtBounds,
  writeVoyageData,
} from '../support/e2e/ledger';
import { TEXTS, expectPlainTexts, logInIn } from '../support/e2e/journeyLanguage';

const { server, page, another } = e2eLifecycle();
const YEAR = 2020;
const R = TEXTS.en.reports.verification;
const REGIME = TEXTS.en.reports.regimes;

async function must(r: Promise<{ status: number; body: { data: any } }>, what: string) {
  const res = await r;
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body.data;
}

/**
 * The company's DCS report of 2020 on its first ship, submitted, with two open findings of the
 * verifier and one it answered (through the API, as the report journeys build theirs).
 */
async function reportInVerification() {
  const [company, verifier] = await Promise.all([
    apiToken(server, 'demo_company', DEMO_PASSWORD),
    apiToken(server, 'demo_class', DEMO_PASSWORD),
  ]);
  const api = { server, token: company };
  const ship = await firstShipWithImo(api);
  const fuel = await mainFuel(api, ship.id);
  const portCall = portCalls(ship.imo, 'A2020', [fuel]);
  await writeVoyageData(api, {
    records: [
      portCall('APPT-1', 'CNSHA', '2020-03-01T08:00+08:00', '2020-03-02T08:00+08:00', [500, 490], 0),
      portCall('APPT-2', 'SGSIN', '2020-03-09T08:00+08:00', '2020-03-10T08:00+08:00', [400, 395], 2200),
    ],
  });
  const voyages = await must(
    call(server, company, 'GET', `/api/voyages?shipId=${ship.id}&voyageNo=A2020&size=50`),
    'voyages',
  );
  const voyage = (voyages.items as { id: number; voyageNo: string; version: number }[]).find(
    (v) => v.voyageNo === 'A2020',
  )!;
  await must(
    call(server, company, 'POST', `/api/voyages/${voyage.id}/lock`, {
      event: 'lock',
      version: voyage.version,
    }),
    'lock voyage',
  );
  const period = await snapshotsAtBounds(api, ship, fuel, YEAR, 'APPT-ROB', (at) =>
    at < '2020-03-01' ? 510 : 380,
  );
  let report = await must(
    call(server, company, 'POST', '/api/reports', { regime: 'imoDcs', shipId: ship.id, period }),
    'generate',
  );
  for (const type of ['lock', 'submit'])
    report = await must(
      call(server, company, 'POST', `/api/reports/${report.id}/events`, { type, version: report.version }),
      type,
    );
  for (const description of [
    'Noon report of 9 March missing',
    'BDN of Singapore not signed',
    'Keep the BDNs with the log',
  ])
    await must(
      call(server, verifier, 'POST', `/api/reports/${report.id}/verification/findings`, {
        kind: 'improvement',
        description,
      }),
      'finding',
    );
  const findings = await must(
    call(server, company, 'GET', `/api/reports/${report.id}/verification/findings`),
    'findings',
  );
  await must(
    call(
      server,
      company,
      'POST',
      `/api/reports/${report.id}/verification/findings/${findings[2].id}/answer`,
      {
        answer: 'accept',
        corrected: false,
        version: findings[2].version,
      },
    ),
    'answer',
  );
  return { ship, report };
}

describe('verifier appointments in Chromium (en)', () => {
  it('the administrator records an accreditation, the company appoints the verifier, the verifier finds the report in its inbox with its open findings', async () => {
    const { ship } = await reportInVerification();

    // The administrator records demo_class's IMO DCS accreditation.
    const admin = page;
    await logInIn('en', admin, server, 'admin', ADMIN_PASSWORD);
    await admin.goto(`${server.baseUrl}/verification/accreditations`);
    const accreditations = admin.getByRole('region', { name: R.accreditations.title });
    await accreditations.getByRole('button', { name: TEXTS.en.kit.listForm.add, exact: true }).click();
    const dialog = admin.getByRole('dialog');
    const verifierPicker = dialog.getByLabel(R.accreditations.verifier);
    await expect.poll(async () => verifierPicker.locator('option').count()).toBeGreaterThan(1);
    await verifierPicker.selectOption({ label: 'Demo class-society staff' });
    await dialog.getByLabel(R.accreditations.regime).selectOption({ label: REGIME.imoDcs });
    await dialog.getByLabel(R.accreditations.body).fill('CNAS');
    await dialog.getByLabel(R.accreditations.number).fill('CNAS VB0042');
    await dialog.getByLabel(R.accreditations.validFrom).fill('2020-01-01');
    await dialog.getByRole('button', { name: TEXTS.en.kit.listForm.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = accreditations.getByRole('row', { name: /CNAS VB0042/ });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain(R.accreditations.active);
    await expectPlainTexts(admin, 'accreditations', 'en');

    // The company appoints it for the ship's IMO DCS reports.
    const company = await another();
    await logInIn('en', company, server, 'demo_company', DEMO_PASSWORD);
    await company.goto(`${server.baseUrl}/verification/appointments`);
    await company.getByRole('button', { name: R.appointments.appoint }).click();
    const form = company.getByRole('form', { name: R.appointments.dialogTitle });
    const shipPicker = form.getByLabel(R.appointments.ship);
    await expect.poll(async () => shipPicker.locator('option').count()).toBeGreaterThan(1);
    await shipPicker.selectOption(String(ship.id));
    await form.getByLabel(R.appointments.regime).selectOption({ label: REGIME.imoDcs });
    await form.getByLabel(R.appointments.verifier).selectOption({ label: 'Demo class-society staff' });
    await company.getByRole('button', { name: R.appointments.save, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const appointed = company
      .getByRole('region', { name: R.appointments.title })
      .getByRole('row', { name: /Demo class-society staff/ });
    await expect.poll(async () => (await appointed.textContent()) ?? '').toContain(REGIME.imoDcs);
    await expectPlainTexts(company, 'appointments', 'en');

    // The verifier's inbox lists the report, overdue (due 31 May 2021), with two open findings.
    const verifier = await another();
    await logInIn('en', verifier, server, 'demo_class', DEMO_PASSWORD);
    await verifier.goto(`${server.baseUrl}/verification/inbox`);
    const inbox = verifier.getByRole('region', { name: R.inbox.title });
    const item = inbox.getByRole('row', { name: new RegExp(ship.imo) });
    await item.waitFor();
    const cells = await item.getByRole('cell').allTextContents();
    expect(cells).toEqual(
      expect.arrayContaining([REGIME.imoDcs, '2020', '2021-05-31 ' + R.inbox.overdue, '2']),
    );
    await expectPlainTexts(verifier, 'inbox', 'en');
    // The row opens the report page.
    await item.getByRole('link').click();
    await verifier.waitForURL(/EmissionReport\?report=/);
  });
});
