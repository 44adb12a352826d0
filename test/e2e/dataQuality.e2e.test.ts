import * as XLSX from 'xlsx';
import A from '../../src/i18n/analysis/en.json';
import kitEn from '../../src/i18n/kit/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();
const Q = A.quality;

type Ship = { id: number; imo: string | null };

/**
 * Three calls of voyage DQ1 in January 2025: Shanghai → Singapore, 2000 nm in 144 h (13.89 kn), a
 * sound leg; Singapore → Colombo typed with 0 nm, the fault leg monitoring must show.
 */
async function writeVoyage(token: string, ship: Ship) {
  const fuels = await call(server, token, 'GET', `/api/energyEfficiency/getFuelType?shipId=${ship.id}`);
  const codes = (fuels.body.data as { fuelCode: string }[]).map((f) => f.fuelCode);
  const rob = (arrival: number, departure: number) =>
    codes.map((fuel, i) => ({
      fuel,
      robArrivalT: i === 0 ? arrival : 50,
      robDepartureT: i === 0 ? departure : 50,
    }));
  const call3 = (
    n: number,
    port: string,
    day: number,
    distanceNm: number,
    fuels: ReturnType<typeof rob>,
  ) => ({
    refCode: `DQ1-R${n}`,
    ship: ship.imo,
    voyageNo: 'DQ1',
    kind: 'port',
    port,
    inPortLimits: true,
    arrival: `2025-01-${String(day).padStart(2, '0')}T08:00Z`,
    departure: `2025-01-${String(day + 1).padStart(2, '0')}T08:00Z`,
    distanceNm,
    purposes: [n === 1 ? 0 : 1],
    cargo: { arrival: { cargoT: 40000 }, departure: { cargoT: 40000 } },
    fuels,
  });
  const written = await call(server, token, 'POST', '/api/voyage-data', {
    records: [
      call3(1, 'CNSHA', 5, 0, rob(500, 480)),
      call3(2, 'SGSIN', 12, 2000, rob(380, 370)),
      call3(3, 'LKCMB', 18, 0, rob(300, 290)),
    ],
  });
  expect(written.status).toBe(200);
}

/** Chooses the ship and the year, the "abnormal only" switch if asked, and searches. */
async function filter(ship: Ship, abnormalOnly: boolean) {
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
    const ships = (await call(server, token, 'GET', '/api/fleet/ships?size=100')).body.data.items as Ship[];
    const ship = ships.find((s) => s.imo)!;
    await writeVoyage(token, ship);

    // Leg monitoring, abnormal only: the filter runs before paging, so only the 0 nm leg is listed.
    await page.goto(`${server.baseUrl}/MRVReport/Segmentdetection`);
    await filter(ship, true);
    const faults = rowsOf(Q.segmentsTitle);
    await expect.poll(() => faults.filter({ hasText: 'LKCMB' }).count()).toBe(1);
    expect(await faults.count()).toBe(1);
    expect(await faults.first().textContent()).toContain(Q.issues.distance_not_positive);

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
    expect(await sound.textContent()).toContain('13.89');
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}
