// Runs on PGlite: the embedded database a first user starts with, taking a whole workbook in one transaction.
import type { Page } from 'playwright-core';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { SHEETS_OF } from '../../src/domain/upload/sheets';
import { DEMO_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import type { E2eServer } from '../support/e2eServer';
import { SHIP_SHEETS } from '../../src/domain/upload/shipSheets';
import {
  LANGS,
  TEXTS,
  counted,
  expectPlainTexts,
  fill,
  logInIn,
  shaped,
  type Lang,
} from '../support/e2e/journeyLanguage';
import { voyageRows, workbookOf, type Rows } from '../support/uploadWorkbook';

const { server, page } = e2eLifecycle();

async function tokenOf(p: Page) {
  return (await p.context().cookies()).find((c) => c.name === 'token')!.value;
}
async function call(s: E2eServer, token: string, url: string) {
  const res = await s.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
  return res.json() as { data: any };
}

/** The rows as an xlsx file with the template's bilingual headers, written where the picker reads it. */
async function xlsxFile(
  dir: string,
  name: string,
  rows: Rows,
  defs = undefined as typeof SHIP_SHEETS | undefined,
) {
  const book = XLSX.utils.book_new();
  for (const s of workbookOf(rows, 'both', defs))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([s.headers, ...s.rows]), s.name);
  const path = join(dir, name);
  await writeFile(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return path;
}

/** A sheet's and a column's names as the upload screen shows them in a language. */
const sheetIn = (lang: Lang, sheet: string) => SHEETS_OF.voyage.find((s) => s.key === sheet)![lang];
const columnIn = (lang: Lang, sheet: string, column: string) =>
  SHEETS_OF.voyage.find((s) => s.key === sheet)!.columns.find((c) => c.key === column)![lang];

describe.each(LANGS)('uploads in Chromium (%s)', (lang) => {
  const { uploads: up, ledger, fleet, root } = TEXTS[lang];
  // The problems table is named by its heading, which counts them.
  const issueTable = () =>
    page.getByRole('table', {
      name: new RegExp(
        `${shaped(counted(up.errors, 'heading', 1)).source}|${shaped(up.errors.heading_other).source}`,
      ),
    });
  const editBox = (sheet: string, row: number, column: string) =>
    page.getByRole('textbox', {
      name: fill(up.errors.edit, { sheet: sheetIn(lang, sheet), row, column: columnIn(lang, sheet, column) }),
    });
  const ready = (name: string) => page.getByRole('region', { name: fill(up.ready.heading, { name }) });

  it(`a ship manager downloads the template, fixes three problems in two sheets (two in place, one by a corrected file), uploads, sees the voyage; the same file again warns as a duplicate (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_manager', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // A ship of the demo fleet with an IMO number and no stored records, so the file's ROBs
    // are the whole balance (the first language's run leaves its ship with records, so the
    // second takes another).
    const ships = (await call(server, token, '/api/fleet/ships?size=100')).data.items as {
      id: number;
      imo: string | null;
    }[];
    // (Test databases hold no demo voyages; the list proves it for the ship picked.)
    let ship: (typeof ships)[number] | undefined;
    let fuels: string[] = [];
    for (const s of ships.filter((s) => s.imo)) {
      const list = await call(server, token, `/api/voyages?shipId=${s.id}`);
      const codes = (await call(server, token, `/api/energyEfficiency/getFuelType?shipId=${s.id}`)).data as {
        fuelCode: string;
      }[];
      if (list.data.total === 0 && codes.length >= 2) {
        ship = s;
        fuels = codes.map((f) => f.fuelCode);
        break;
      }
    }
    expect(ship).toBeDefined();
    const imo = ship!.imo!;

    await page.goto(`${server.baseUrl}/MRVReport/UploadMRVReport?kind=voyage&shipId=${ship!.id}`);
    await page.getByRole('heading', { name: up.title }).waitFor();

    // The template, made in the browser: bilingual sheets and headers and a notes sheet.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: up.template }).click(),
    ]);
    const template = XLSX.read(await readFile((await download.path())!), { type: 'buffer' });
    expect(template.SheetNames).toEqual(expect.arrayContaining(['Records 记录', 'Notes 说明']));
    const header = XLSX.utils.sheet_to_json<string[]>(template.Sheets['Records 记录']!, { header: 1 })[0]!;
    expect(header).toContain('记录编号 Reference code');

    // Three valid port calls of the ship, then three mistakes in two sheets.
    const dir = await mkdtemp(join(tmpdir(), 'upload-e2e-'));
    const good = voyageRows(3);
    for (const r of good.records!) r.ship = imo;
    // The generator's two fuels become the ship's own two.
    const fuelOf: Record<string, string> = { '1': fuels[0]!, '3': fuels[1]! };
    for (const sheet of Object.values(good))
      for (const r of sheet) if (r.fuel) r.fuel = fuelOf[String(r.fuel)]!;
    const bad = structuredClone(good);
    bad.records![1]!.inPortLimits = 'maybe';
    bad.fuels![0]!.robArrivalT = 'lots';
    bad.fuels![3]!.robDepartureT = 'plenty';
    const badPath = await xlsxFile(dir, 'voyage-bad.xlsx', bad);
    const goodPath = await xlsxFile(dir, 'voyage.xlsx', good);

    const picker = page.locator('input[type=file]');
    await picker.setInputFiles(badPath);
    await issueTable().waitFor();
    const rows = issueTable().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    const at = (sheet: string, row: number, column: string) =>
      `${sheetIn(lang, sheet)}${row}${columnIn(lang, sheet, column)}`;
    expect(texts.some((t) => t.startsWith(at('records', 3, 'inPortLimits')))).toBe(true);
    expect(texts.some((t) => t.startsWith(at('fuels', 2, 'robArrivalT')))).toBe(true);
    expect(texts.some((t) => t.startsWith(at('fuels', 5, 'robDepartureT')))).toBe(true);
    await expectPlainTexts(page, 'upload with three problems', lang);

    // Two fixed in place, checked again: one left.
    await editBox('records', 3, 'inPortLimits').fill('yes');
    await editBox('fuels', 2, 'robArrivalT').fill('500');
    await page.getByRole('button', { name: up.recheck }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(sheetIn(lang, 'fuels'));

    // The last one by choosing the corrected file.
    await picker.setInputFiles(goodPath);
    await ready('voyage.xlsx').waitFor();
    await expect.poll(() => ready('voyage.xlsx').textContent()).toContain('3');
    await expectPlainTexts(page, 'upload ready with its legs', lang);
    await page.getByRole('button', { name: up.submit, exact: true }).click();
    const uploaded = `${up.done.split('{{records}}')[0]}${counted(up.counted, 'records', 3)}`;
    await page.getByRole('status').filter({ hasText: uploaded }).waitFor();
    await expectPlainTexts(page, 'upload done', lang);

    // The voyage is on the Energy efficiency screen.
    await page.goto(`${server.baseUrl}/energyEfficiency/index`);
    const search = page.getByRole('search', { name: ledger.title });
    await search.getByLabel(ledger.filters.keyword).fill(imo);
    await search.getByRole('button', { name: ledger.filters.search }).click();
    await page
      .getByRole('table', { name: ledger.title })
      .getByRole('radio', { name: ledger.actions.select.replace('{{voyageNo}}', 'V1') })
      .waitFor();

    // The same file again: a warning before anything is written.
    await page.goto(`${server.baseUrl}/MRVReport/UploadMRVReport?kind=voyage&shipId=${ship!.id}`);
    await page.getByRole('heading', { name: up.title }).waitFor();
    await expect.poll(() => page.locator('input[type=file]').isDisabled()).toBe(false);
    await page.locator('input[type=file]').setInputFiles(goodPath);
    await ready('voyage.xlsx').waitFor();
    await page.getByRole('button', { name: up.submit, exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: up.duplicate.title });
    await warning.waitFor();
    await expect.poll(() => warning.textContent()).toContain('voyage.xlsx');
    await expectPlainTexts(page, 'upload warned as a duplicate', lang, '[role="alertdialog"]');
    await warning.getByRole('button', { name: root.common.cancel }).click();
    await ready('voyage.xlsx').waitFor();
  }, 240_000);

  it(`a company user opens the ships upload from the ship list and registers a new ship with a boiler (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);
    const ships = (await call(server, token, '/api/fleet/ships?size=100')).data.items as Record<
      string,
      unknown
    >[];
    // A ship of the company's fleet lends its type, flag, port of registry and DOC holder.
    const like = (await call(server, token, `/api/fleet/ships/${String(ships[0]!.id)}`)).data as Record<
      string,
      unknown
    >;
    // An IMO number with a valid check digit that no ship has.
    const taken = new Set(ships.map((s) => s.imo));
    const withDigit = (six: string) =>
      six + String([...six].reduce((n, d, i) => n + Number(d) * (7 - i), 0) % 10);
    // (The first language's run registered one: the second finds the next free number.)
    let imo = '';
    for (let n = 912345; taken.has((imo = withDigit(String(n)))); n++);

    await page.goto(`${server.baseUrl}/ship/list`);
    await page.getByRole('link', { name: fleet.shipEdit.uploadShips }).click();
    await page.waitForURL('**/MRVReport/UploadMRVReport?kind=ships');
    await page.getByRole('heading', { name: up.title }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: up.kind.label }).inputValue()).toBe('ships');
    await expect.poll(() => page.getByRole('combobox', { name: up.ship.label }).count()).toBe(0);

    const dir = await mkdtemp(join(tmpdir(), 'upload-ships-e2e-'));
    const file = await xlsxFile(
      dir,
      'ships.xlsx',
      {
        ships: [
          {
            imo,
            nameEn: `E2E UPLOADED ${lang.toUpperCase()}`,
            shipTypeCode: like.shipTypeCode as string,
            flagCode: like.flagCode as string,
            homePortCode: like.homePortCode as string,
            docCompanyId: like.docCompanyId as number,
            gt: 20000,
            nt: 12000,
            dwt: 35000,
            designSpeed: 13,
          },
        ],
        equipment: [{ imo, kind: 'boiler', boardSn: 'B1', model: 'AQ-10', energyForms: '1' }],
      },
      SHIP_SHEETS,
    );
    await page.locator('input[type=file]').setInputFiles(file);
    await ready('ships.xlsx').waitFor();
    await expect.poll(() => ready('ships.xlsx').locator('[data-figure=ships]').textContent()).toBe('1');
    await expectPlainTexts(page, 'ships upload ready', lang);
    await page.getByRole('button', { name: up.submit, exact: true }).click();
    const shipsDone = counted(up, 'doneShips', 1, { new: 1, changed: 0, unchanged: 0 });
    await page.getByRole('status').filter({ hasText: shipsDone }).waitFor();
    await expectPlainTexts(page, 'ships upload done', lang);
    const after = (await call(server, token, '/api/fleet/ships?size=100')).data.items as Record<
      string,
      unknown
    >[];
    const created = after.find((s) => s.imo === imo)!;
    expect(created).toMatchObject({ nameEn: `E2E UPLOADED ${lang.toUpperCase()}` });
    const units = (await call(server, token, `/api/fleet/ships/${String(created.id)}/equipment/boiler`)).data;
    expect(JSON.stringify(units)).toContain('AQ-10');
  }, 240_000);
});
