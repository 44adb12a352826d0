import fc from 'fast-check';
import { checkWorkbook, type CheckOptions } from '../../../src/domain/upload/checks';
import { SNAPSHOT_SHEETS } from '../../../src/domain/upload/sheets';
import type { Workbook } from '../../../src/domain/upload/types';
import { SHIP, voyageRows, workbookOf, type Rows } from '../../support/uploadWorkbook';

const OPTIONS: CheckOptions = {
  dictionaries: { ports: new Set(['CNSHA', 'SGSIN', 'NLRTM']), fuels: new Set(['1', '3', '11']) },
  shipRefs: [SHIP],
};
const check = (wb: Workbook, o = OPTIONS) => checkWorkbook('voyage', wb, o);
/** Three valid records with one change applied to the rows. */
const withChange = (change: (r: Rows) => void) => {
  const rows = voyageRows(3);
  change(rows);
  return rows;
};
const brief = (wb: Workbook) =>
  check(wb).issues.map((i) => ({ sheet: i.sheet, row: i.row, column: i.column, code: i.code }));

describe('checkWorkbook: valid files', () => {
  it.each(['en', 'zh', 'both'] as const)(
    'reads a valid workbook with %s headers and finds nothing',
    (lang) => {
      const r = check(workbookOf(voyageRows(3), lang));
      expect(r.issues).toEqual([]);
      expect(r.counts).toEqual({ records: 3, episodes: 0, snapshots: 0, voyages: 1 });
      expect(r.payload.records![1]).toMatchObject({
        refCode: 'R2',
        inPortLimits: true,
        purposes: [0, 1],
        fuels: [
          { fuel: '1', robArrivalT: 500, robDepartureT: 521 },
          { fuel: '3', robArrivalT: 500, robDepartureT: 521 },
        ],
        cargo: { arrival: { cargoT: 1000 }, departure: { cargoT: 1000 } },
      });
    },
  );

  it('a workbook with headers and no rows (0 rows) says there is nothing to upload', () => {
    expect(brief(workbookOf(voyageRows(0)))).toEqual([
      { sheet: 'records', row: 0, column: '', code: 'upload.no_rows' },
    ]);
  });

  it('a 5,000-record workbook (50,000 rows) passes every check', () => {
    const wb = workbookOf(voyageRows(5000));
    expect(wb.reduce((n, s) => n + s.rows.length, 0)).toBe(50_000);
    const r = check(wb);
    expect(r.issues).toEqual([]);
    expect(r.counts.records).toBe(5000);
    // The machine is shared: the time budget is the bench's business (npm run bench:upload).
  }, 60_000);

  it('an Excel date cell takes the row’s UTC offset; a formula is read as its cached value by the worker', () => {
    const rows = withChange((r) => {
      // 2025-01-01 00:00 local is serial 45658.
      r.records![0]!.arrival = 45658;
      r.records![0]!.utcOffset = '+08:00';
    });
    const res = check(workbookOf(rows));
    expect(res.payload.records![0]!.arrival).toBe('2025-01-01T00:00+08:00');
    expect(res.issues).toEqual([]);
  });
});

// Each error kind of docs/uploads.md §3, where it is reported (sheet, spreadsheet row, column).
const ERRORS: [string, (r: Rows) => void, { sheet: string; row: number; column: string; code: string }][] = [
  [
    'a text where a number belongs',
    (r) => void (r.fuels![2]!.robArrivalT = 'lots'),
    { sheet: 'fuels', row: 4, column: 'robArrivalT', code: 'msg.number' },
  ],
  [
    'a number in another unit',
    (r) => void (r.bunkers![0]!.tonnes = '30 kg'),
    { sheet: 'bunkers', row: 2, column: 'tonnes', code: 'upload.unit' },
  ],
  [
    'a negative quantity (range)',
    (r) => void (r.bunkers![0]!.tonnes = -3),
    { sheet: 'bunkers', row: 2, column: 'tonnes', code: 'ledger.not_negative' },
  ],
  [
    'a time without offset',
    (r) => void (r.records![1]!.departure = '2025-01-04 08:00'),
    { sheet: 'records', row: 3, column: 'departure', code: 'ledger.time_format' },
  ],
  [
    'an Excel date without UTC offset column value',
    (r) => void (r.records![1]!.departure = 45660),
    { sheet: 'records', row: 3, column: 'departure', code: 'upload.time_no_offset' },
  ],
  [
    'departure before arrival',
    (r) => void (r.records![0]!.departure = '2024-12-31T08:00+08:00'),
    { sheet: 'records', row: 2, column: 'departure', code: 'ledger.departure_before_arrival' },
  ],
  [
    'records out of order',
    (r) => void (r.records![2]!.arrival = '2025-01-02T08:00+08:00'),
    { sheet: 'records', row: 4, column: 'arrival', code: 'upload.records_order' },
  ],
  [
    'a stay overlapping the previous one',
    (r) => void (r.records![1]!.arrival = '2025-01-02T07:00+08:00'),
    { sheet: 'records', row: 3, column: 'arrival', code: 'upload.records_overlap' },
  ],
  [
    'a bunker outside its stay',
    (r) => void (r.bunkers![2]!.time = '2025-01-10T08:00+08:00'),
    { sheet: 'bunkers', row: 4, column: 'time', code: 'ledger.time_outside_stay' },
  ],
  [
    'a negative consumption at sea',
    (r) => void (r.fuels![2]!.robArrivalT = 600),
    { sheet: 'fuels', row: 4, column: 'robArrivalT', code: 'ledger.negative_consumption_sea' },
  ],
  [
    'an unknown port',
    (r) => void (r.records![1]!.port = 'XXABC'),
    { sheet: 'records', row: 3, column: 'port', code: 'ledger.port_unknown' },
  ],
  [
    'a fuel the dictionary lacks',
    (r) => void (r.fuels![0]!.fuel = '2'),
    { sheet: 'fuels', row: 2, column: 'fuel', code: 'ledger.fuel_unknown' },
  ],
  [
    'a fuel code the contract lacks',
    (r) => void (r.fuels![0]!.fuel = 'HFO'),
    { sheet: 'fuels', row: 2, column: 'fuel', code: 'ledger.fuel_unknown' },
  ],
  [
    'a duplicate refCode',
    (r) => void (r.records![2]!.refCode = 'R2'),
    { sheet: 'records', row: 4, column: 'refCode', code: 'ledger.ref_code_twice' },
  ],
  [
    'a fuel listed twice for a record',
    (r) => void (r.fuels![1]!.fuel = '1'),
    { sheet: 'fuels', row: 3, column: 'fuel', code: 'ledger.fuel_twice' },
  ],
  [
    'a line whose refCode is in no record',
    (r) => void (r.consumers![0]!.refCode = 'R9'),
    { sheet: 'consumers', row: 2, column: 'refCode', code: 'upload.ref_missing' },
  ],
  [
    'another ship than the chosen one',
    (r) => void (r.records![0]!.ship = '9999999'),
    { sheet: 'records', row: 2, column: 'ship', code: 'upload.ship_mismatch' },
  ],
  [
    'a missing required cell',
    (r) => void (r.records![0]!.distanceNm = null),
    { sheet: 'records', row: 2, column: 'distanceNm', code: 'msg.required' },
  ],
  [
    'a port call without port',
    (r) => void (r.records![0]!.port = ''),
    { sheet: 'records', row: 2, column: 'port', code: 'ledger.port_required' },
  ],
  [
    'a record without fuel lines',
    (r) => void (r.fuels = r.fuels!.filter((f) => f.refCode !== 'R3')),
    { sheet: 'records', row: 4, column: '', code: 'ledger.fuels_required' },
  ],
  [
    'an unknown kind',
    (r) => void (r.records![0]!.kind = 'berth'),
    { sheet: 'records', row: 2, column: 'kind', code: 'ledger.kind_unknown' },
  ],
  [
    'a bad yes/no',
    (r) => void (r.records![0]!.inPortLimits = 'maybe'),
    { sheet: 'records', row: 2, column: 'inPortLimits', code: 'msg.required' },
  ],
];

describe('checkWorkbook: each error kind, in both header languages', () => {
  it.each(
    ERRORS.flatMap(([name, change, at]) =>
      (['en', 'zh'] as const).map((lang) => [`${name} (${lang})`, lang, change, at] as const),
    ),
  )('%s', (_name, lang, change, at) => {
    expect(brief(workbookOf(withChange(change), lang))).toContainEqual(at);
  });

  it('a negative consumption names the fuel and both ROBs', () => {
    const r = check(workbookOf(withChange((x) => void (x.fuels![2]!.robArrivalT = 600))));
    expect(r.issues.find((i) => i.code === 'ledger.negative_consumption_sea')).toMatchObject({
      params: { fuel: '1', fromRobT: 521, toRobT: 600 },
      value: 600,
    });
  });

  it.each(['en', 'zh'] as const)('a missing sheet and a missing header (%s)', (lang) => {
    const wb = workbookOf(voyageRows(2), lang).filter(
      (s) => s.name !== (lang === 'en' ? 'Fuels (ROB)' : '存油'),
    );
    wb[0]!.headers[wb[0]!.headers.indexOf(lang === 'en' ? 'Arrival' : '抵港时间')] = 'Something else';
    expect(brief(wb)).toEqual([
      { sheet: 'fuels', row: 0, column: '', code: 'upload.sheet_missing' },
      { sheet: 'records', row: 1, column: 'arrival', code: 'upload.header_missing' },
    ]);
  });

  it('a snapshot group whose later row names another time conflicts', () => {
    const rows: Rows = {
      snapshots: [
        { refCode: 'S1', ship: SHIP, time: '2025-01-01T00:00+08:00', fuel: '1', robT: 100 },
        { refCode: 'S1', ship: SHIP, time: '2025-01-02T00:00+08:00', fuel: '3', robT: 50 },
      ],
    };
    const r = checkWorkbook('snapshots', workbookOf(rows, 'en', SNAPSHOT_SHEETS), OPTIONS);
    expect(r.issues.map((i) => [i.row, i.column, i.code])).toEqual([[3, 'time', 'upload.group_conflict']]);
    expect(r.payload.snapshots).toHaveLength(1);
    expect(r.payload.snapshots![0]!.fuels).toHaveLength(2);
  });
});

describe('checkWorkbook: properties', () => {
  it('row order of the line sheets never changes the verdict or the counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer(), (n, seed) => {
        const rows = voyageRows(n);
        const shuffled = {
          ...rows,
          fuels: fc.sample(fc.shuffledSubarray(rows.fuels!, { minLength: rows.fuels!.length }), {
            seed,
            numRuns: 1,
          })[0]!,
        };
        const a = check(workbookOf(rows));
        const b = check(workbookOf(shuffled));
        expect(b.issues).toEqual(a.issues);
        expect(b.counts).toEqual(a.counts);
      }),
      { numRuns: 30 },
    );
  });
});
