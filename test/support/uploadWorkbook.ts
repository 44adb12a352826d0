import { columnTitle, VOYAGE_SHEETS } from '../../src/domain/upload/sheets';
import type { SheetDef } from '../../src/domain/upload/types';
import type { Cell, SheetData, Workbook } from '../../src/domain/upload/types';

/**
 * Valid voyage workbooks of any size for the upload tests and the bench: one ship, port calls two
 * days apart, two fuels whose ROBs balance (30 t bunkered, 1 t out, 8 t used in port, 21 t at sea per call,
 * so the ROBs repeat and never run out). Ten rows per record (5,000 records make the bench's 50,000-row file); `rows` in a sheet are keyed by column key; headers are
 * written in the language asked for.
 */
export const SHIP = '9876543';
const DAY = 86_400_000;
const BASE = Date.UTC(2025, 0, 1, 0, 0);
const iso = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16) + '+08:00';

type Lang = 'en' | 'zh' | 'both';
export type Rows = Record<string, Record<string, Cell>[]>;

export function voyageRows(records: number): Rows {
  const rows: Rows = { records: [], fuels: [], bunkers: [], transfers: [], sludge: [], consumers: [] };
  for (let i = 0; i < records; i++) {
    const refCode = `R${i + 1}`;
    const arrival = BASE + i * 2 * DAY;
    rows.records!.push({
      refCode,
      ship: SHIP,
      voyageNo: `V${Math.floor(i / 10) + 1}`,
      kind: 'port',
      port: i % 2 ? 'CNSHA' : 'SGSIN',
      inPortLimits: 'yes',
      arrival: iso(arrival),
      departure: iso(arrival + DAY),
      distanceNm: i === 0 ? 0 : 480,
      purposes: '0,1',
      'cargo.arrival.cargoT': 1000,
      'cargo.departure.cargoT': 1000,
    });
    for (const fuel of ['1', '3']) rows.fuels!.push({ refCode, fuel, robArrivalT: 500, robDepartureT: 521 });
    rows.bunkers!.push({ refCode, fuel: '1', tonnes: 30, time: iso(arrival + 3600_000) });
    rows.bunkers!.push({ refCode, fuel: '3', tonnes: 30, time: iso(arrival + 7200_000) });
    rows.transfers!.push({ refCode, fuel: '1', tonnes: 1, time: iso(arrival + 3 * 3600_000) });
    rows.sludge!.push({ refCode, fuel: '3', tonnes: 1, time: iso(arrival + 4 * 3600_000) });
    for (const consumer of ['main', 'auxiliary', 'boiler'])
      rows.consumers!.push({ refCode, fuel: '1', consumer, atSeaT: 10, inPortT: 4 });
  }
  return rows;
}

const title = (c: SheetDef['columns'][number], lang: Lang) =>
  lang === 'en' ? c.en : lang === 'zh' ? c.zh : columnTitle(c);

/** Rows → the worker's Workbook shape, every defined column present, in the given header language. */
export function workbookOf(
  rows: Rows,
  lang: Lang = 'en',
  defs: readonly SheetDef[] = VOYAGE_SHEETS,
): Workbook {
  return defs
    .filter((d) => rows[d.key] !== undefined)
    .map((d): SheetData => ({
      name: lang === 'zh' ? d.zh : d.en,
      headers: d.columns.map((c) => title(c, lang)),
      rows: rows[d.key]!.map((r) => d.columns.map((c) => r[c.key] ?? null)),
      firstRow: 2,
    }));
}
