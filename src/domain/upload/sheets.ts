import { CONSUMERS, EPISODE_KINDS, LEDGER_FUEL_CODES, PURPOSES, RECORD_KINDS } from '../schemas/voyageData';
import { SHIP_SHEETS } from './shipSheets';
import type { ColumnDef, ColumnType, SheetDef, UploadKind } from './types';

/**
 * The sheets and columns of each upload kind (docs/uploads.md §1): bilingual headers, the contract
 * field each column fills, the unit, the codes a drop-down offers and the note the template's notes
 * sheet prints. One table drives reading, checking, locating server issues and the templates.
 */

const FUELS = LEDGER_FUEL_CODES;
const col = (
  key: string,
  en: string,
  zh: string,
  type: ColumnType,
  note: [string, string],
  more: Partial<ColumnDef> = {},
): ColumnDef => ({ key, en, zh, type, note: { en: note[0], zh: note[1] }, ...more });

const refCode = col(
  'refCode',
  'Reference code',
  '记录编号',
  'text',
  [
    'Your unique code of the record; joins the rows of the other sheets to it.',
    '记录的唯一编号，其他工作表按此编号关联。',
  ],
  { required: true },
);
const ship = col(
  'ship',
  'Ship (IMO or registration no.)',
  '船舶 (IMO 或登记号)',
  'text',
  [
    'IMO number or registration number of the ship; must be the ship chosen for the upload.',
    '船舶 IMO 编号或登记号，须为上传时所选船舶。',
  ],
  { required: true },
);
const voyageNo = col('voyageNo', 'Voyage no.', '航次号', 'text', ['Company voyage number.', '公司航次号。'], {
  required: true,
});
const fuel = (line = false) =>
  col(
    'fuel',
    'Fuel code',
    '燃油代码',
    'code',
    ['Fuel dictionary code (1 HFO … 8 ethanol).', '燃油字典代码（1 重油 … 8 乙醇）。'],
    {
      required: true,
      options: FUELS,
      line,
    },
  );
const tonnes = (key: string, en: string, zh: string, note: [string, string], more: Partial<ColumnDef> = {}) =>
  col(key, `${en} (t)`, `${zh} (t)`, 'number', note, { unit: 't', ...more });
const time = (key: string, en: string, zh: string, required = true) =>
  col(
    key,
    en,
    zh,
    'time',
    [
      'Local time with UTC offset, e.g. 2025-03-02T14:30+08:00 (an Excel date needs the UTC offset column).',
      '带时区的当地时间，如 2025-03-02T14:30+08:00（Excel 日期单元格须填写时区列）。',
    ],
    { required },
  );
const offset = col('utcOffset', 'UTC offset', '时区', 'offset', [
  'Used only for Excel date cells in this row: +08:00, -03:30 or 8.',
  '仅用于本行的 Excel 日期单元格：+08:00、-03:30 或 8。',
]);

const cargo = (side: 'arrival' | 'departure', en: string, zh: string): ColumnDef[] => [
  tonnes(`cargo.${side}.cargoT`, `Cargo on ${en}`, `${zh}货物`, ['Cargo on board.', '船上货物量。'], {
    required: true,
  }),
  tonnes(`cargo.${side}.ballastT`, `Ballast on ${en}`, `${zh}压载水`, [
    'Ballast water on board.',
    '压载水量。',
  ]),
  col(`cargo.${side}.teu`, `TEU on ${en}`, `${zh}标准箱`, 'number', [
    'Containers on board, TEU.',
    '集装箱数 (TEU)。',
  ]),
  col(`cargo.${side}.teuLaden`, `Laden TEU on ${en}`, `${zh}重箱`, 'number', [
    'Laden containers, TEU.',
    '重箱数 (TEU)。',
  ]),
  col(`cargo.${side}.passengers`, `Passengers on ${en}`, `${zh}旅客`, 'number', [
    'Passengers on board.',
    '旅客人数。',
  ]),
  col(`cargo.${side}.vehicles`, `Vehicles on ${en}`, `${zh}车辆`, 'number', [
    'Vehicles on board.',
    '车辆数。',
  ]),
  col(`cargo.${side}.reefers`, `Reefers on ${en}`, `${zh}冷藏箱`, 'number', [
    'Reefer containers.',
    '冷藏箱数。',
  ]),
];

const timedSheet = (key: string, en: string, zh: string, extra: ColumnDef[] = []): SheetDef => ({
  key,
  en,
  zh,
  role: 'child',
  parent: 'records',
  list: key,
  joinKey: 'refCode',
  columns: [
    refCode,
    fuel(),
    tonnes('tonnes', 'Quantity', '数量', ['Quantity, tonnes.', '数量，吨。'], { required: true }),
    time('time', 'Time', '时间'),
    offset,
    ...extra,
  ],
});

export const RECORDS: SheetDef = {
  key: 'records',
  en: 'Records',
  zh: '记录',
  role: 'item',
  collection: 'records',
  required: true,
  joinKey: 'refCode',
  columns: [
    refCode,
    ship,
    voyageNo,
    col('nextVoyageNo', 'Next voyage no.', '下一航次号', 'text', [
      'On a handover call: the voyage its departure starts.',
      '交接港：离港开始的航次号。',
    ]),
    col(
      'kind',
      'Kind',
      '类型',
      'code',
      ['port, anchoring or drifting.', 'port 靠港、anchoring 锚泊、drifting 漂航。'],
      {
        required: true,
        options: RECORD_KINDS,
      },
    ),
    col('port', 'Port (UN/LOCODE)', '港口 (UN/LOCODE)', 'code', [
      'UN/LOCODE of the port, required for port calls (CNSHA).',
      '港口 UN/LOCODE，靠港记录必填（如 CNSHA）。',
    ]),
    col(
      'inPortLimits',
      'Inside port limits',
      '在港界内',
      'bool',
      ['yes/no (是/否); no for anchoring and drifting.', '是/否；锚泊和漂航填否。'],
      { required: true, options: ['yes', 'no'] },
    ),
    time('arrival', 'Arrival', '抵港时间'),
    time('departure', 'Departure', '离港时间'),
    offset,
    col(
      'distanceNm',
      'Distance (nm)',
      '航行距离 (nm)',
      'number',
      ['Distance sailed since the previous record’s departure.', '自上一记录离港以来的航行距离。'],
      { required: true, unit: 'nm' },
    ),
    col(
      'purposes',
      'Purposes',
      '靠港目的',
      'intList',
      [
        'Codes separated by commas: 0 load/embark, 1 discharge/disembark … 9 other.',
        '以逗号分隔的代码：0 装货/上客，1 卸货/下客 … 9 其他。',
      ],
      { options: PURPOSES },
    ),
    col(
      'shorePowerKWh',
      'Shore power (kWh)',
      '岸电 (kWh)',
      'number',
      ['Shore power used.', '使用的岸电量。'],
      {
        unit: 'kWh',
      },
    ),
    ...cargo('arrival', 'arrival', '抵港'),
    ...cargo('departure', 'departure', '离港'),
  ],
};

export const VOYAGE_SHEETS: SheetDef[] = [
  RECORDS,
  {
    key: 'fuels',
    en: 'Fuels (ROB)',
    zh: '存油',
    role: 'child',
    parent: 'records',
    list: 'fuels',
    required: true,
    joinKey: 'refCode',
    columns: [
      refCode,
      fuel(),
      tonnes(
        'robArrivalT',
        'ROB on arrival',
        '抵港存油',
        ['Remaining on board on arrival.', '抵港时存油量。'],
        {
          required: true,
        },
      ),
      tonnes(
        'robDepartureT',
        'ROB on departure',
        '离港存油',
        ['Remaining on board on departure.', '离港时存油量。'],
        {
          required: true,
        },
      ),
      tonnes('correctionT', 'Correction', '测深修正', [
        'Sounding correction of the arrival ROB, either sign.',
        '抵港存油的测深修正，可正可负。',
      ]),
    ],
  },
  timedSheet('bunkers', 'Bunkers', '加油', [
    col(
      'sulphurPct',
      'Sulphur (%)',
      '硫含量 (%)',
      'number',
      ['Sulphur content, % m/m.', '硫含量，质量百分比。'],
      {
        unit: '%',
      },
    ),
    col('viscosityCSt', 'Viscosity (cSt)', '黏度 (cSt)', 'number', ['Viscosity.', '黏度。'], { unit: 'cSt' }),
    col('isoGrade', 'ISO grade', 'ISO 等级', 'text', [
      'ISO 8217 grade, e.g. RMG380.',
      'ISO 8217 等级，如 RMG380。',
    ]),
    col('bdnNo', 'BDN no.', '加油单号', 'text', ['Bunker delivery note number.', '燃油交付单编号。']),
    col('lcvMJperKg', 'LCV (MJ/kg)', '低热值 (MJ/kg)', 'number', ['Lower calorific value.', '低位发热量。'], {
      unit: 'MJ/kg',
    }),
  ]),
  timedSheet('transfers', 'Transfers', '驳出'),
  timedSheet('sludge', 'Sludge', '油渣'),
  {
    key: 'consumers',
    en: 'Consumers',
    zh: '耗油设备',
    role: 'child',
    parent: 'records',
    list: 'consumers',
    joinKey: 'refCode',
    columns: [
      refCode,
      fuel(),
      col(
        'consumer',
        'Consumer',
        '设备',
        'code',
        ['main, auxiliary, boiler or other.', 'main 主机、auxiliary 辅机、boiler 锅炉、other 其他。'],
        {
          required: true,
          options: CONSUMERS,
        },
      ),
      tonnes(
        'atSeaT',
        'At sea',
        '航行中',
        ['Consumed at sea since the previous record.', '自上一记录以来航行中消耗。'],
        {
          required: true,
        },
      ),
      tonnes('inPortT', 'In port', '在港', ['Consumed during this stay.', '本次停留期间消耗。'], {
        required: true,
      }),
    ],
  },
  {
    key: 'episodes',
    en: 'Episodes',
    zh: '冰区与救助',
    role: 'group',
    collection: 'episodes',
    list: 'fuels',
    joinKey: 'refCode',
    columns: [
      refCode,
      ship,
      voyageNo,
      col('kind', 'Kind', '类型', 'code', ['ice or rescue.', 'ice 冰区航行、rescue 救助。'], {
        required: true,
        options: EPISODE_KINDS,
      }),
      time('begin', 'Begin', '开始时间'),
      time('end', 'End', '结束时间'),
      offset,
      col(
        'distanceNm',
        'Distance (nm)',
        '距离 (nm)',
        'number',
        ['Distance sailed during the episode.', '期间航行距离。'],
        {
          required: true,
          unit: 'nm',
        },
      ),
      fuel(true),
      tonnes(
        'consumedT',
        'Consumed',
        '消耗',
        ['Fuel used during the episode (one row per fuel).', '期间消耗（每种燃油一行）。'],
        {
          required: true,
          line: true,
        },
      ),
    ],
  },
  snapshotsSheet(),
];

function snapshotsSheet(): SheetDef {
  return {
    key: 'snapshots',
    en: 'Snapshots',
    zh: '存油快照',
    role: 'group',
    collection: 'snapshots',
    list: 'fuels',
    joinKey: 'refCode',
    columns: [
      refCode,
      ship,
      time('time', 'Time', '时间'),
      offset,
      fuel(true),
      tonnes(
        'robT',
        'ROB',
        '存油',
        ['Remaining on board at that time (one row per fuel).', '该时刻存油量（每种燃油一行）。'],
        {
          required: true,
          line: true,
        },
      ),
    ],
  };
}

/** The ROB snapshots kind: the workbook's Snapshots sheet alone (CSV or xlsx). */
export const SNAPSHOT_SHEETS: SheetDef[] = [{ ...snapshotsSheet(), required: true }];

export const SHEETS_OF: Record<UploadKind, SheetDef[]> = {
  voyage: VOYAGE_SHEETS,
  snapshots: SNAPSHOT_SHEETS,
  ships: SHIP_SHEETS,
};

/** How a sheet is named in a file: English, Chinese, or the template's `English 中文`. */
export const sheetTitle = (s: SheetDef) => `${s.en} ${s.zh}`;
/** The template's bilingual header cell. */
export const columnTitle = (c: ColumnDef) => `${c.zh} ${c.en}`;
