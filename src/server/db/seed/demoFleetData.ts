import { imoCheckDigit } from '../../../domain/schemas/fleet';

/**
 * The demo fleet: a group with a ship-management subsidiary, an independent owner and
 * a maritime safety administration, and thirteen ships across the CII ship types with particulars
 * typical of their size class. IMO numbers are built with a valid check digit and are fictional.
 */
export const imo = (six: string) => six + imoCheckDigit(six);

export type DemoCompanyKey = 'group' | 'manager' | 'blue' | 'msa';
export type Unit = { kind: string; boardSn: string; attrs: Record<string, unknown> };

const company = (code: string, zh: string, en: string, types: string[], city: [string, string]) => ({
  code,
  imoNumber:
    code === 'MSA-SH' ? '0000000' : imo(code === 'HYSG' ? '590101' : code === 'HYSM' ? '590102' : '590201'),
  types,
  nameZh: zh,
  nameEn: en,
  registeredAddressZh: `${city[0]}市海港大道88号`,
  registeredAddressEn: `88 Harbour Avenue, ${city[1]}`,
  officeAddressZh: `${city[0]}市滨江路1号`,
  officeAddressEn: `1 Riverside Road, ${city[1]}`,
  contactPerson: en.split(' ')[0] + ' Desk',
  contactPhone: '+86 21 5555 0100',
  contactEmail: `fleet@${code.toLowerCase()}.example.com`,
  businessScope: '国际海上货物运输、船舶管理 / International shipping and ship management',
  businessRoutes: 'Asia - Europe, Asia - Australia, China coastal',
});

export const DEMO_COMPANIES: Record<DemoCompanyKey, ReturnType<typeof company>> = {
  group: company(
    'HYSG',
    '海运航运集团有限公司',
    'Haiyun Shipping Group Co., Ltd.',
    ['owner', 'operator'],
    ['上海', 'Shanghai'],
  ),
  manager: company(
    'HYSM',
    '海运船舶管理有限公司',
    'Haiyun Ship Management Co., Ltd.',
    ['doc_holder', 'operator'],
    ['上海', 'Shanghai'],
  ),
  blue: company(
    'BOML',
    '蓝海海事有限公司',
    'Blue Ocean Maritime Ltd.',
    ['owner', 'doc_holder'],
    ['香港', 'Hong Kong'],
  ),
  msa: company(
    'MSA-SH',
    '上海海事局',
    'Shanghai Maritime Safety Administration',
    ['authority'],
    ['上海', 'Shanghai'],
  ),
};

const engine = (
  kind: 'main_engine' | 'aux_engine',
  sn: string,
  model: string,
  kw: number,
  rpm: number,
  sfoc: number,
  fuels: string[],
  maker: string,
  year: number,
  gas = false,
): Unit => ({
  kind,
  boardSn: sn,
  attrs: {
    model,
    ratedPowerKw: kw,
    ratedSpeedRpm: rpm,
    sfocGPerKwh: sfoc,
    energyForms: gas ? ['1', '2'] : ['1'],
    serialNo: `${sn}-${year}${String(kw).slice(0, 3)}`,
    manufacturer: maker,
    installYear: year,
    fuels: fuels.map((fuelCode) => ({ fuelCode, method: '2' })),
  },
});
const aux = (n: number, model: string, kw: number, year: number, fuels = ['11', '3'], gas = false) =>
  Array.from({ length: n }, (_, i) =>
    engine(
      'aux_engine',
      `GE${i + 1}`,
      model,
      kw,
      gas ? 720 : 900,
      gas ? 190 : 205,
      fuels,
      gas ? 'Wärtsilä' : 'Yanmar',
      year,
      gas,
    ),
  );
const boiler = (year: number, fuels = ['11', '3']): Unit => ({
  kind: 'boiler',
  boardSn: 'B1',
  attrs: {
    model: 'Aalborg OS-TCi',
    energyForms: ['1'],
    installYear: year,
    manufacturer: 'Alfa Laval',
    fuels: fuels.map((fuelCode) => ({ fuelCode, method: '2' })),
  },
});
const propeller = (dia: number, blades: number, sn = 'P1'): Unit => ({
  kind: 'propeller',
  boardSn: sn,
  attrs: {
    form: '1',
    count: 1,
    diameterMm: dia,
    pitchMm: Math.round(dia * 0.72),
    blades,
    material: 'Ni-Al-Bronze',
    rotation: 'right',
    manufacturer: 'MMG',
  },
});

export interface DemoShip {
  six: string;
  nameEn: string;
  nameZh: string;
  type: string;
  sub?: string;
  flag: string;
  port: string;
  cls: string;
  owner: DemoCompanyKey;
  doc: DemoCompanyKey;
  authority?: boolean;
  gt: number;
  nt: number;
  dwt: number;
  speed: [design: number, service: number];
  built: string;
  /**
   * Ship identification / registration number: for the Chinese flag the MSA ship identification
   * number (CN, the year of build, seven digits); otherwise the flag registry's official number in
   * its own style (Hong Kong HK-nnnn, Panama patent nnnnn-yy, Liberia, Malta, Marshall Islands and
   * Singapore plain numbers). Made up for the demo, unique.
   */
  registrationNo: string;
  /**
   * Finnish-Swedish ice class, only where the trade needs one: the Bohai-Sea general-cargo ship and
   * ro-pax (IC, CCS B3 equivalent) and the product tanker trading to the Baltic (IA).
   */
  iceClass?: 'IA' | 'IB' | 'IC';
  extra?: Record<string, unknown>;
  fuels: string[];
  units: Unit[];
}

/**
 * A plausible consumption curve (ship_tfc) around the ship's service speed: daily fuel grows with
 * the cube of speed. Shared by the fleet seed and the demo voyage generator.
 */
export function demoTfcCurve(s: DemoShip) {
  const mePower = s.units
    .filter((u) => u.kind === 'main_engine')
    .reduce((a, u) => a + Number(u.attrs.ratedPowerKw), 0);
  const service = s.speed[1];
  return [-2, -1, 0, 1].map((d) => {
    const speed = Math.round(service) + d;
    const load = Math.min(1, 0.75 * (speed / service) ** 3);
    const meDaily = +((mePower * load * 24 * 170) / 1e6).toFixed(2);
    return { speed, meDaily, aeDaily: 3, boilerDaily: 0.8, shipDaily: +(meDaily + 3.8).toFixed(2) };
  });
}

/** The demo fleet's flag/DOC changes (flag_doc_changes); each needs a ROB snapshot at its instant. */
export const DEMO_FLAG_CHANGES = [
  {
    nameEn: 'BLUE OCEAN VENTURE',
    changeType: 'flag' as const,
    oldFlagCode: 'MHL',
    newFlagCode: 'LBR',
    effectiveDate: '2025-07-01T00:00:00Z',
  },
];

const hfo = ['1', '11', '3'];
export const DEMO_SHIPS: DemoShip[] = [
  {
    six: '948101',
    nameEn: 'HAIYUN GLORY',
    nameZh: '海运荣耀',
    type: '1',
    sub: '0101',
    flag: 'CHN',
    port: 'CNSHA',
    cls: 'CCS',
    owner: 'group',
    doc: 'manager',
    gt: 92_752,
    nt: 59_126,
    dwt: 180_355,
    speed: [14.5, 13.2],
    built: '2016-05-18',
    registrationNo: 'CN20164310276',
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6S70ME-C8.2', 16_860, 84, 168, hfo, 'Dalian Marine Diesel', 2016),
      ...aux(3, 'Yanmar 6EY22ALW', 800, 2016),
      boiler(2016),
      propeller(9_000, 4),
    ],
  },
  {
    six: '953207',
    nameEn: 'HAIYUN PROSPERITY',
    nameZh: '海运兴盛',
    type: '1',
    sub: '0101',
    flag: 'HKG',
    port: 'HKHKG',
    cls: 'CCS',
    owner: 'group',
    doc: 'manager',
    gt: 43_012,
    nt: 27_100,
    dwt: 81_960,
    speed: [14.2, 12.8],
    built: '2019-03-07',
    registrationNo: 'HK-5386',
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6S60ME-C8.5', 9_960, 89, 167, hfo, 'CSSC-MES Diesel', 2019),
      ...aux(3, 'Yanmar 6EY18ALW', 600, 2019),
      boiler(2019),
      propeller(7_100, 4),
    ],
  },
  {
    six: '961524',
    nameEn: 'HAIYUN PIONEER',
    nameZh: '海运先锋',
    type: '3',
    sub: '0301',
    flag: 'PAN',
    port: 'CNNGB',
    cls: 'DNV',
    owner: 'group',
    doc: 'manager',
    gt: 156_880,
    nt: 99_540,
    dwt: 306_200,
    speed: [15.6, 13.5],
    built: '2020-11-20',
    registrationNo: '51874-20',
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 7G80ME-C9.5', 29_400, 72, 165, hfo, 'Hyundai HiMSEN', 2020),
      ...aux(3, 'HiMSEN 7H25/33', 1_400, 2020),
      boiler(2020),
      {
        kind: 'inert_gas',
        boardSn: 'IG1',
        attrs: {
          model: 'Alfa Laval Smit Gas System',
          ratedPowerKw: 220,
          energyForms: ['1'],
          installYear: 2020,
          fuels: [{ fuelCode: '3', method: '2' }],
        },
      },
      propeller(10_300, 4),
    ],
  },
  {
    six: '972016',
    nameEn: 'HAIYUN STAR',
    nameZh: '海运之星',
    type: '4',
    sub: '0401',
    flag: 'HKG',
    port: 'CNSHA',
    cls: 'LR',
    owner: 'group',
    doc: 'manager',
    gt: 150_853,
    nt: 67_450,
    dwt: 149_360,
    speed: [22.8, 17.5],
    built: '2018-08-30',
    registrationNo: 'HK-5012',
    extra: { teu: 14_000, lengthOverall: 366, breadth: 51 },
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 8G95ME-C9.5', 48_530, 80, 163, hfo, 'Doosan Engine', 2018),
      ...aux(4, 'HiMSEN 9H32/40', 4_000, 2018),
      boiler(2018),
      propeller(10_400, 6),
    ],
  },
  {
    six: '980139',
    nameEn: 'HAIYUN HARMONY',
    nameZh: '海运和谐',
    type: '12',
    sub: '1201',
    flag: 'SGP',
    port: 'SGSIN',
    cls: 'ABS',
    owner: 'group',
    doc: 'manager',
    gt: 117_306,
    nt: 35_190,
    dwt: 80_150,
    speed: [19.5, 17.0],
    built: '2021-06-15',
    registrationNo: '417552',
    fuels: ['6', '3'],
    units: [
      engine('main_engine', 'ME1', 'WinGD 5X72DF', 12_000, 89, 172, ['6', '3'], 'WinGD / CSSC', 2021, true),
      engine('main_engine', 'ME2', 'WinGD 5X72DF', 12_000, 89, 172, ['6', '3'], 'WinGD / CSSC', 2021, true),
      ...aux(4, 'Wärtsilä 6L34DF', 3_000, 2021, ['6', '3'], true),
      {
        kind: 'gas_turbine',
        boardSn: 'GCU1',
        attrs: {
          model: 'Gas combustion unit GCU-4.5',
          ratedPowerKw: 4_500,
          fuelKind: 'diesel_gasoline',
          serialNo: 'GCU1-2021',
          fuels: [{ fuelCode: '6', method: '2' }],
        },
      },
      propeller(8_200, 4, 'P1'),
      propeller(8_200, 4, 'P2'),
    ],
  },
  {
    six: '945283',
    nameEn: 'HAIYUN BREEZE',
    nameZh: '海运清风',
    type: '2',
    sub: '0201',
    flag: 'LBR',
    port: 'CNTXG',
    cls: 'NK',
    owner: 'group',
    doc: 'manager',
    gt: 47_620,
    nt: 14_290,
    dwt: 54_700,
    speed: [17.0, 15.5],
    built: '2017-01-25',
    registrationNo: '17452',
    extra: { remark: 'VLGC 84,000 m³' },
    fuels: ['11', '3', '4'],
    units: [
      engine(
        'main_engine',
        'ME1',
        'MAN B&W 6G60ME-C9.5-LGIP',
        13_050,
        97,
        166,
        ['11', '3', '4'],
        'Mitsui E&S',
        2017,
        true,
      ),
      ...aux(3, 'Daihatsu 6DE-23', 1_100, 2017),
      boiler(2017),
      propeller(7_600, 4),
    ],
  },
  {
    six: '934570',
    nameEn: 'HAIYUN TRADER',
    nameZh: '海运商人',
    type: '5',
    sub: '0501',
    flag: 'CHN',
    port: 'CNDLC',
    cls: 'CCS',
    owner: 'group',
    doc: 'manager',
    authority: true,
    gt: 8_450,
    nt: 4_100,
    dwt: 12_300,
    speed: [13.5, 12.0],
    built: '2012-09-12',
    registrationNo: 'CN20122106538',
    iceClass: 'IC',
    fuels: ['11', '3'],
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6S35MC', 4_440, 173, 178, ['11', '3'], 'STX Engine', 2012),
      ...aux(2, 'Yanmar 6N18AL', 450, 2012),
      propeller(4_300, 4),
    ],
  },
  {
    six: '928412',
    nameEn: 'HAIYUN EXPRESS',
    nameZh: '海运快航',
    type: '11',
    sub: '1101',
    flag: 'CHN',
    port: 'CNTAO',
    cls: 'CCS',
    owner: 'group',
    doc: 'group',
    authority: true,
    gt: 30_560,
    nt: 13_200,
    dwt: 7_800,
    speed: [22.0, 19.5],
    built: '2014-04-02',
    registrationNo: 'CN20143702914',
    iceClass: 'IC',
    extra: { passengers: 1_600, cars: 520 },
    fuels: ['11', '3'],
    units: [
      ...[1, 2, 3, 4].map((n) =>
        engine('main_engine', `ME${n}`, 'Wärtsilä 8L46F', 9_600, 600, 180, ['11', '3'], 'Wärtsilä', 2014),
      ),
      ...aux(3, 'Wärtsilä 6L20', 1_140, 2014),
      boiler(2014),
      propeller(5_100, 4, 'P1'),
      propeller(5_100, 4, 'P2'),
      {
        kind: 'battery',
        boardSn: 'BAT1',
        attrs: {
          cellModel: 'CATL LFP 280Ah',
          cellParameters: '3.2 V 280 Ah',
          voltageV: 1_000,
          capacityKwh: 2_000,
          weightKg: 18_500,
          batteryModel: 'Marine ESS 2 MWh',
          serialNo: 'ESS-2022-014',
          unitCount: 2,
          manufacturer: 'CATL',
          productionDate: '2022-03-10',
        },
      },
    ],
  },
  {
    six: '963187',
    nameEn: 'HAIYUN DREAM',
    nameZh: '海运梦想',
    type: '13',
    sub: '1301',
    flag: 'MLT',
    port: 'CNSHA',
    cls: 'BV',
    owner: 'group',
    doc: 'group',
    gt: 92_409,
    nt: 58_220,
    dwt: 8_600,
    speed: [22.6, 18.0],
    built: '2015-11-28',
    registrationNo: '8713',
    extra: { passengers: 2_800 },
    fuels: ['11', '3'],
    units: [
      ...[1, 2, 3, 4].map((n) =>
        engine(
          'aux_engine',
          `DG${n}`,
          'MAN 12V48/60CR',
          14_400,
          514,
          182,
          ['11', '3'],
          'MAN Energy Solutions',
          2015,
        ),
      ),
      {
        kind: 'propulsion',
        boardSn: 'POD1',
        attrs: { model: 'ABB Azipod XO2100', ratedPowerKw: 17_600, ratedSpeedRpm: 145 },
      },
      {
        kind: 'propulsion',
        boardSn: 'POD2',
        attrs: { model: 'ABB Azipod XO2100', ratedPowerKw: 17_600, ratedSpeedRpm: 145 },
      },
      boiler(2015),
      {
        kind: 'incinerator',
        boardSn: 'INC1',
        attrs: {
          model: 'TeamTec OG400C',
          energyForms: ['1'],
          installYear: 2015,
          fuels: [{ fuelCode: '3', method: '1' }],
        },
      },
    ],
  },
  {
    six: '957360',
    nameEn: 'BLUE OCEAN SPIRIT',
    nameZh: '蓝海精神',
    type: '3',
    sub: '0302',
    flag: 'MHL',
    port: 'HKHKG',
    cls: 'ABS',
    owner: 'blue',
    doc: 'blue',
    gt: 29_735,
    nt: 13_620,
    dwt: 49_999,
    speed: [15.0, 13.0],
    built: '2018-02-14',
    registrationNo: '5402',
    iceClass: 'IA',
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6G50ME-C9.6', 8_130, 88, 166, hfo, 'Hyundai HiMSEN', 2018),
      ...aux(3, 'HiMSEN 5H21/32', 900, 2018),
      boiler(2018),
      propeller(6_400, 4),
    ],
  },
  {
    six: '966641',
    nameEn: 'BLUE OCEAN VENTURE',
    nameZh: '蓝海远航',
    type: '4',
    sub: '0401',
    flag: 'LBR',
    port: 'HKHKG',
    cls: 'DNV',
    owner: 'blue',
    doc: 'blue',
    gt: 28_372,
    nt: 12_660,
    dwt: 33_900,
    speed: [21.5, 16.0],
    built: '2011-07-05',
    registrationNo: '19873',
    extra: { teu: 2_500 },
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6S60ME-C8', 14_280, 105, 170, hfo, 'Doosan Engine', 2011),
      ...aux(3, 'Yanmar 6EY22LW', 1_000, 2011),
      boiler(2011),
      propeller(6_900, 5),
    ],
  },
  {
    six: '977324',
    nameEn: 'BLUE OCEAN FORTUNE',
    nameZh: '蓝海福运',
    type: '1',
    sub: '0101',
    flag: 'PAN',
    port: 'SGSIN',
    cls: 'NK',
    owner: 'blue',
    doc: 'blue',
    gt: 34_778,
    nt: 20_209,
    dwt: 61_400,
    speed: [14.5, 12.5],
    built: '2022-01-19',
    registrationNo: '53360-22',
    fuels: hfo,
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6S50ME-B9.5', 7_900, 101, 165, hfo, 'Mitsui E&S', 2022),
      ...aux(3, 'Yanmar 6EY18ALW', 560, 2022),
      boiler(2022),
      propeller(6_200, 4),
    ],
  },
  {
    six: '939505',
    nameEn: 'BLUE OCEAN CARRIER',
    nameZh: '蓝海承运',
    type: '5',
    sub: '0502',
    flag: 'HKG',
    port: 'CNXMN',
    cls: 'CCS',
    owner: 'blue',
    doc: 'blue',
    authority: true,
    gt: 19_850,
    nt: 9_700,
    dwt: 28_200,
    speed: [15.5, 13.5],
    built: '2013-10-10',
    registrationNo: 'HK-3921',
    fuels: ['11', '3'],
    units: [
      engine('main_engine', 'ME1', 'MAN B&W 6S46MC-C8', 7_860, 129, 171, ['11', '3'], 'Hitachi Zosen', 2013),
      ...aux(3, 'Yanmar 6N21AL', 660, 2013),
      boiler(2013),
      propeller(5_800, 4),
    ],
  },
];
