import * as XLSX from 'xlsx';
import A from '../../src/i18n/analysis/en.json';
import kitEn from '../../src/i18n/kit/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import {
  firstShipWithImo,
  fuelCodes,
  portCalls,
  writeVoyageData,
  type E2eApi,
  type E2eShip,
} from '../support/e2e/ledger';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();
const Q = A.quality;

/**
 * Three calls of voyage DQ1 in January 2025: Shanghai → Singapore, 2000 nm in 144 h (13.89 kn), a
 * sound leg; Singapore → Colombo typed with 0 nm, the fault leg monitoring must show.
 */
async function writeVoyage(api: E2eApi, ship: E2eShip) {
  const portCall = portCalls(ship.imo, 'DQ1', await fuelCodes(api, ship.id), 40_000);
  const day = (d: number) => `2025-01-${String(d).padStart(2, '0')}T08:00Z`;
  await writeVoyageData(api, {
    records: [
      portCall('DQ1-R1', 'CNSHA', day(5), day(6), [500, 480], 0),
      portCall('DQ1-R2', 'SGSIN', day(12), day(13), [380, 370], 2000, [1]),
      portCall('DQ1-R3', 'LKCMB', day(18), day(19), [300, 290], 0, [1]),
    ],
  });
}

/** Chooses the ship and the year, the "abnormal only" switch if asked, and searches. */
async function filter(ship: E2eShip, abnormalOnly: boolean) {
  const form = page.getByRole('search');
  const shipSelect = form.getByLabel(Q.ship, { exact: true });
  await expect.poll(() => shipSelect.locator(`option[value="${ship.id}"]`).count()).toBe(1);
  await shipSelect.selectOption(String(ship.id));
  await form.getByLabel(Q.year, { exact: true }).fill('2025');
  await form.getByLabel(Q.voyageNo, { exact: true }).fill('DQ1');
  await form.getByLabel(Q.abnormal, { exact: true }).selectOption(abnormalOnly ? 'true' : '');
  await form.getByRole('button', { name: kitEn.listForm.search }).click();
}

const rowsOf = (title: string) => page.getByRole('region', { name: title }).locator('tbody tr');

describe('data quality lists in Chromium', () => {
  it('a ship manager finds a 0 nm leg in leg monitoring (abnormal only), exports it, and reads the sound leg’s speed in data assessment', async () => {
    await logIn(page, server, 'demo_manager', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);
    const api = { server, token };
    const ship = await firstShipWithImo(api);
    await writeVoyage(api, ship);

    // Leg monitoring, abnormal only: the filter runs before paging, so only the 0 nm leg is listed.
    await page.goto(`${server.baseUrl}/MRVReport/Segmentdetection`);
    await filter(ship, true);
    const faults = rowsOf(Q.segmentsTitle);
    await expect.poll(() => faults.filter({ hasText: 'LKCMB' }).count()).toBe(1);
    await expect.poll(() => faults.count()).toBe(1);
    await expect.poll(() => faults.first().textContent()).toContain(Q.issues.distance_not_positive);

    // The export writes the rows the list holds, with the finding in words; read back.
    const file = page.waitForEvent('download');
    await page.getByRole('search').getByRole('button', { name: kitEn.listForm.export }).click();
    const download = await file;
    expect(download.suggestedFilename()).toMatch(/^Leg monitoring-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(await readAll(await download.createReadStream()));
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(sheet).toHaveLength(1);
    expect(sheet[0][Q.to]).toBe('LKCMB');
    expect(sheet[0][Q.findings]).toContain(Q.issues.distance_not_positive);

    // All legs of the voyage: the sound one is there too.
    await filter(ship, false);
    await expect.poll(() => faults.count()).toBe(2);

    // Data assessment, every leg: Shanghai → Singapore at 2000 nm over 144 h is 13.89 kn.
    await page.goto(`${server.baseUrl}/MRVReport/DataAssessment`);
    await filter(ship, false);
    const legs = rowsOf(Q.assessmentTitle);
    const sound = legs.filter({ hasText: 'SGSIN' }).filter({ hasText: 'CNSHA' });
    await expect.poll(() => sound.count()).toBe(1);
    await expect.poll(() => sound.textContent()).toContain('13.89');
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}
