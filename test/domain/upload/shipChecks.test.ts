import { checkWorkbook } from '../../../src/domain/upload/checks';
import { SHIP_SHEETS } from '../../../src/domain/upload/shipSheets';
import { templateOf } from '../../../src/domain/upload/template';
import type { Cell, Workbook } from '../../../src/domain/upload/types';
import { workbookOf, type Rows } from '../../support/uploadWorkbook';

/** Two valid ships (IMO check digits valid), the first with a main engine and a boiler. */
function shipRows(): Rows {
  const ship = (imo: string, nameEn: string): Record<string, Cell> => ({
    imo,
    nameEn,
    shipTypeCode: '1',
    flagCode: 'CHN',
    homePortCode: 'CNSHA',
    docCompanyId: 1,
    gt: 30000,
    nt: 18000,
    dwt: 52000,
    designSpeed: 14.5,
    deliveryDate: 43466, // an Excel date cell: 2019-01-01
    scrubber: 'no',
  });
  return {
    ships: [ship('9876543', 'HAIYUN GLORY'), ship('9074729', 'HAIYUN STAR')],
    equipment: [
      {
        imo: '9876543',
        kind: 'main_engine',
        boardSn: 'ME1',
        model: '6S50ME-C',
        serialNo: 'S-1',
        ratedPowerKw: 9000,
        sfocGPerKwh: 170,
        energyForms: '1',
      },
      { imo: 9876543, kind: 'boiler', boardSn: 'B1', model: 'AQ-10', energyForms: '1, 2' },
    ],
  };
}
const wbOf = (rows: Rows, lang: 'en' | 'zh' | 'both' = 'en'): Workbook => workbookOf(rows, lang, SHIP_SHEETS);
const brief = (wb: Workbook) =>
  checkWorkbook('ships', wb, { dictionaries: { ports: null, fuels: null } }).issues.map((i) => ({
    sheet: i.sheet,
    row: i.row,
    column: i.column,
    code: i.code,
  }));
const withChange = (change: (r: Rows) => void) => {
  const rows = shipRows();
  change(rows);
  return wbOf(rows);
};

describe('ships upload: valid files', () => {
  it.each(['en', 'zh', 'both'] as const)('reads ships and equipment with %s headers', (lang) => {
    const r = checkWorkbook('ships', wbOf(shipRows(), lang), { dictionaries: { ports: null, fuels: null } });
    expect(r.issues).toEqual([]);
    expect(r.counts.ships).toBe(2);
    const ships = (r.payload as { ships: Record<string, unknown>[] }).ships;
    expect(ships[0]).toMatchObject({ imo: '9876543', deliveryDate: '2019-01-01', scrubber: false });
    expect(ships[0]!.equipment).toEqual([
      expect.objectContaining({
        kind: 'main_engine',
        boardSn: 'ME1',
        energyForms: ['1'],
        ratedPowerKw: 9000,
      }),
      expect.objectContaining({ kind: 'boiler', boardSn: 'B1', energyForms: ['1', '2'] }),
    ]);
    expect(ships[1]!.equipment).toEqual([]);
  });

  it('the template’s example rows pass every check', () => {
    const sheets = templateOf('ships').filter((s) => s.name !== 'Notes 说明');
    expect(sheets.map((s) => s.name)).toEqual(['Ships 船舶', 'Equipment 主要设备']);
    const wb: Workbook = sheets.map((s) => ({
      name: s.name,
      headers: s.rows[0] as string[],
      rows: s.rows.slice(1),
      firstRow: 2,
    }));
    expect(brief(wb)).toEqual([]);
  });

  it('a file with headers and no rows says there is nothing to upload', () => {
    expect(brief(wbOf({ ships: [], equipment: [] }))).toEqual([
      { sheet: 'ships', row: 0, column: '', code: 'upload.no_rows' },
    ]);
  });
});

describe('ships upload: each error kind at its cell', () => {
  it.each(['en', 'zh'] as const)(
    'a required header missing (%s headers) is named at the header row',
    (lang) => {
      const wb = wbOf(shipRows(), lang);
      wb[0]!.headers[3] = 'Something else';
      expect(brief(wb)).toEqual([
        { sheet: 'ships', row: 1, column: 'nameEn', code: 'upload.header_missing' },
      ]);
    },
  );

  it('the Ships sheet missing from a two-sheet file', () => {
    const wb = wbOf(shipRows());
    wb[0]!.name = 'Vessels';
    expect(brief(wb)).toEqual([
      expect.objectContaining({ sheet: 'ships', row: 0, code: 'upload.sheet_missing' }),
    ]);
  });

  it.each<[string, (r: Rows) => unknown, object[]]>([
    [
      'bad IMO check digit',
      (r: Rows) => (r.ships![1]!.imo = '9074728'),
      [{ sheet: 'ships', row: 3, column: 'imo', code: 'fleet.imo_check_digit' }],
    ],
    [
      'required name empty',
      (r: Rows) => (r.ships![0]!.nameEn = null),
      [{ sheet: 'ships', row: 2, column: 'nameEn', code: 'msg.required' }],
    ],
    [
      'NT above GT',
      (r: Rows) => (r.ships![0]!.nt = 40000),
      [{ sheet: 'ships', row: 2, column: 'nt', code: 'fleet.nt_above_gt' }],
    ],
    [
      'flag not three capitals',
      (r: Rows) => (r.ships![0]!.flagCode = 'cn'),
      [{ sheet: 'ships', row: 2, column: 'flagCode', code: 'fleet.flag_format' }],
    ],
    [
      'IMO twice',
      (r: Rows) => (r.ships![1]!.imo = '9876543'),
      [{ sheet: 'ships', row: 3, column: 'imo', code: 'ledger.ref_code_twice' }],
    ],
    [
      'equipment of an IMO on no Ships row',
      (r: Rows) => (r.equipment![1]!.imo = '9074729x'),
      [{ sheet: 'equipment', row: 3, column: 'imo', code: 'upload.ref_missing' }],
    ],
    [
      'board serial no. twice for one kind',
      (r: Rows) => r.equipment!.push({ ...r.equipment![0]! }),
      [{ sheet: 'equipment', row: 4, column: 'boardSn', code: 'upload.board_sn_twice' }],
    ],
    [
      'engine without rated power',
      (r: Rows) => (r.equipment![0]!.ratedPowerKw = null),
      [{ sheet: 'equipment', row: 2, column: 'ratedPowerKw', code: 'msg.required' }],
    ],
    [
      'unknown equipment kind',
      (r: Rows) => (r.equipment![0]!.kind = 'sail'),
      [{ sheet: 'equipment', row: 2, column: 'kind', code: 'msg.choice' }],
    ],
    [
      'wrong unit',
      (r: Rows) => (r.ships![0]!.dwt = '52000 kg'),
      [{ sheet: 'ships', row: 2, column: 'dwt', code: 'upload.unit' }],
    ],
  ])('%s', (_name, change, expected) => {
    expect(brief(withChange(change))).toEqual(expected);
  });
});
