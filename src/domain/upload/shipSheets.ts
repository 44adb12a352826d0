import { EU_MRV_METHODS } from '../schemas/fleet';
import { UPLOAD_EQUIPMENT_KINDS } from '../schemas/uploads';
import type { ColumnDef, ColumnType, SheetDef } from './types';

/**
 * The ships kind (docs/uploads.md §1): the register by IMO number
 * (`ShipUploadRowSchema`, the ship form's fields) and the main equipment lines joined to it by
 * IMO number, each unit keyed by its board serial number. Company links are the register's ids
 * (shown on the company list), as the contract takes them.
 */

const c = (
  key: string,
  en: string,
  zh: string,
  type: ColumnType,
  note: [string, string],
  more: Partial<ColumnDef> = {},
): ColumnDef => ({ key, en, zh, type, note: { en: note[0], zh: note[1] }, ...more });
const req = { required: true };

const imo = c(
  'imo',
  'IMO number',
  'IMO 编号',
  'text',
  [
    'Seven digits with a valid check digit; the key a row creates or updates a ship by.',
    '7 位数字（校验位正确）；按此编号新建或更新船舶。',
  ],
  req,
);
const date = (key: string, en: string, zh: string) =>
  c(key, en, zh, 'date', [
    'A date, 2025-03-02, or an Excel date cell.',
    '日期，如 2025-03-02，或 Excel 日期单元格。',
  ]);
const num = (
  key: string,
  en: string,
  zh: string,
  unit: string | undefined,
  note: [string, string],
  required = false,
) => c(key, unit ? `${en} (${unit})` : en, unit ? `${zh} (${unit})` : zh, 'number', note, { unit, required });
const text = (key: string, en: string, zh: string, note: [string, string], required = false) =>
  c(key, en, zh, 'text', note, { required });
const company = (key: string, en: string, zh: string, required = false) =>
  num(
    key,
    `${en} (company id)`,
    `${zh}（公司编号）`,
    undefined,
    ['The company’s id in the company register.', '公司登记中的公司编号。'],
    required,
  );

export const SHIPS: SheetDef = {
  key: 'ships',
  en: 'Ships',
  zh: '船舶',
  role: 'item',
  collection: 'ships',
  required: true,
  joinKey: 'imo',
  columns: [
    imo,
    text('registrationNo', 'Registration no.', '船舶登记号', [
      'Flag state registration number.',
      '船籍登记号。',
    ]),
    text('ccsNo', 'Class no.', '船级社编号', ['Classification society number.', '船级社编号。']),
    text('nameEn', 'Name (English)', '英文船名', ['Ship name in English.', '英文船名。'], true),
    text('nameZh', 'Name (Chinese)', '中文船名', ['Ship name in Chinese.', '中文船名。']),
    c(
      'shipTypeCode',
      'Ship type code',
      '船舶类型代码',
      'code',
      ['Code of the ship type dictionary.', '船舶类型字典代码。'],
      req,
    ),
    c('subTypeCode', 'Sub-type code', '子类型代码', 'code', [
      'Code of the ship sub-type, if any.',
      '船舶子类型代码（如有）。',
    ]),
    text('otherTypeText', 'Other type', '其他类型说明', [
      'Required when the type is “other”.',
      '类型为“其他”时必填。',
    ]),
    c(
      'flagCode',
      'Flag (ISO 3166 alpha-3)',
      '船旗 (ISO 3166 三位代码)',
      'code',
      ['Three capital letters, CHN.', '三位大写字母，如 CHN。'],
      req,
    ),
    c(
      'homePortCode',
      'Port of registry code',
      '船籍港代码',
      'code',
      ['Code of the port of registry.', '船籍港代码。'],
      req,
    ),
    c('classCode', 'Class society code', '船级社代码', 'code', [
      'Code of the classification society.',
      '船级社代码。',
    ]),
    company('docCompanyId', 'DOC holder', 'DOC 公司', true),
    company('ownerCompanyId', 'Owner', '船东'),
    company('operatorCompanyId', 'Operator', '经营人'),
    company('builderCompanyId', 'Builder', '建造厂'),
    date('deliveryDate', 'Delivery date', '交船日期'),
    date('contractDate', 'Contract date', '签约日期'),
    date('lastDockDate', 'Last docking', '最近坞修日期'),
    num('gt', 'Gross tonnage', '总吨', undefined, ['GT, not above 1,000,000.', '总吨。'], true),
    num('nt', 'Net tonnage', '净吨', undefined, ['NT, not above GT.', '净吨，不大于总吨。'], true),
    num('dwt', 'Deadweight', '载重吨', 't', ['Deadweight, tonnes.', '载重吨。'], true),
    num('designSpeed', 'Design speed', '设计航速', 'kn', ['Design speed, knots.', '设计航速，节。'], true),
    num('serviceSpeed', 'Service speed', '服务航速', 'kn', ['Service speed, knots.', '服务航速，节。']),
    text('iceClass', 'Ice class', '冰级', ['Ice class notation, if any.', '冰级符号（如有）。']),
    num('lengthOverall', 'Length overall', '总长', 'm', ['Length overall, metres.', '总长，米。']),
    num('breadth', 'Breadth', '型宽', 'm', ['Moulded breadth, metres.', '型宽，米。']),
    num('depth', 'Depth', '型深', 'm', ['Moulded depth, metres.', '型深，米。']),
    num('eediAttained', 'EEDI attained', 'EEDI 达到值', undefined, [
      'Attained EEDI, g CO2/t·nm.',
      'EEDI 达到值，g CO2/t·nm。',
    ]),
    num('eexi', 'EEXI', 'EEXI', undefined, ['Attained EEXI, g CO2/t·nm.', 'EEXI 达到值，g CO2/t·nm。']),
    c(
      'mrvMethod',
      'EU MRV method',
      'EU MRV 监测方法',
      'code',
      ['A, B, C or D (EU MRV monitoring method).', 'A、B、C 或 D（EU MRV 监测方法）。'],
      {
        options: EU_MRV_METHODS,
      },
    ),
    c('scrubber', 'Scrubber', '脱硫塔', 'bool', ['yes/no (是/否).', '是/否。'], { options: ['yes', 'no'] }),
    text('remark', 'Remark', '备注', ['Free text.', '备注。']),
  ],
};

export const EQUIPMENT: SheetDef = {
  key: 'equipment',
  en: 'Equipment',
  zh: '主要设备',
  role: 'child',
  parent: 'ships',
  list: 'equipment',
  joinKey: 'imo',
  columns: [
    {
      ...imo,
      required: true,
      note: { en: 'IMO number of the ship on the Ships sheet.', zh: '“船舶”表中的船舶 IMO 编号。' },
    },
    c(
      'kind',
      'Kind',
      '设备类型',
      'code',
      ['main_engine, aux_engine or boiler.', 'main_engine 主机、aux_engine 副机、boiler 锅炉。'],
      {
        required: true,
        options: UPLOAD_EQUIPMENT_KINDS,
      },
    ),
    text(
      'boardSn',
      'Board serial no.',
      '船上编号',
      [
        'Unique per ship and kind; the key a stored unit is updated by.',
        '同一船舶同类设备内唯一；按此编号更新已有设备。',
      ],
      true,
    ),
    text('model', 'Model', '型号', ['Model.', '型号。'], true),
    text('manufacturer', 'Manufacturer', '制造商', ['Manufacturer.', '制造商。']),
    text('serialNo', 'Serial no. (engines)', '出厂编号（主副机）', [
      'Maker’s serial number; required for engines.',
      '出厂编号；主机、副机必填。',
    ]),
    num('ratedPowerKw', 'Rated power (engines)', '额定功率（主副机）', 'kW', [
      'Rated power; required for engines.',
      '额定功率；主机、副机必填。',
    ]),
    num('ratedSpeedRpm', 'Rated speed', '额定转速', 'rpm', ['Rated speed.', '额定转速。']),
    num('sfocGPerKwh', 'SFOC (engines)', '燃油消耗率（主副机）', 'g/kWh', [
      'Specific fuel oil consumption; required for engines.',
      '燃油消耗率；主机、副机必填。',
    ]),
    c(
      'energyForms',
      'Energy form codes',
      '能源形式代码',
      'textList',
      [
        'Codes of the energy form dictionary, comma separated (1,2).',
        '能源形式字典代码，逗号分隔（如 1,2）。',
      ],
      req,
    ),
    num('installYear', 'Year installed', '安装年份', undefined, ['1900–2100.', '1900–2100。']),
    text('strokeType', 'Stroke type (auxiliary engines)', '冲程类型（副机）', [
      'Two- or four-stroke.',
      '二冲程或四冲程。',
    ]),
    text('subType', 'Sub-type (boilers)', '子类型（锅炉）', ['Boiler sub-type.', '锅炉子类型。']),
    text('remark', 'Remark', '备注', ['Free text.', '备注。']),
  ],
};

/** Each line carries only its kind's fields: empty cells are left out, so the kind's schema sees none. */
export const SHIP_SHEETS: SheetDef[] = [SHIPS, EQUIPMENT];
