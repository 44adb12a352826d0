/**
 * The function tree (menus, pages and buttons) seeded on an empty database.
 * Page URLs follow the original system's view paths (docs/legacy-system.md §2) so desktop and
 * ship-side clients that deep-link keep working. Every page carries a `<area>:<page>:list` key and
 * its buttons carry action keys; server routes declare these same keys (default deny).
 */
export interface FunctionNode {
  code: string;
  zh: string;
  en: string;
  icon?: string;
  url?: string;
  /** 1 folder, 2 page, 3 button */
  menuType: 1 | 2 | 3;
  perms?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  children?: FunctionNode[];
}

type Btn = [action: string, zh: string, en: string];
const CRUD: Btn[] = [
  ['add', '新增', 'Add'],
  ['edit', '编辑', 'Edit'],
  ['delete', '删除', 'Delete'],
  ['export', '导出', 'Export'],
];

function page(
  key: string,
  url: string,
  zh: string,
  en: string,
  buttons: Btn[] = [],
  opts: { keepAlive?: boolean; hidden?: boolean; icon?: string } = {},
): FunctionNode {
  return {
    code: key,
    url,
    zh,
    en,
    menuType: 2,
    perms: `${key}:list`,
    icon: opts.icon,
    keepAlive: opts.keepAlive,
    hidden: opts.hidden,
    children: buttons.map(([action, bzh, ben]) => ({
      code: `${key}:${action}`,
      zh: bzh,
      en: ben,
      menuType: 3,
      perms: `${key}:${action}`,
    })),
  };
}

const folder = (
  code: string,
  zh: string,
  en: string,
  icon: string,
  children: FunctionNode[],
): FunctionNode => ({
  code,
  zh,
  en,
  icon,
  menuType: 1,
  children,
});

const LOCK: Btn = ['lock', '锁定/解锁', 'Lock / unlock'];
const SUBMIT: Btn = ['submit', '报送', 'Submit'];
const CONFIRM: Btn = ['confirm', '确认', 'Confirm'];
const GENERATE: Btn = ['generate', '生成', 'Generate'];
const UPLOAD: Btn = ['upload', '上传', 'Upload'];
const REPORT_BUTTONS: Btn[] = [...CRUD, GENERATE, LOCK, SUBMIT, CONFIRM];

export const FUNCTION_TREE: FunctionNode[] = [
  page('dashboard', '/dashboard', '首页', 'Dashboard', [], { icon: 'home' }),
  folder('ship', '船队管理', 'Fleet', 'ship', [
    page('ship:list', '/ship/list', '船舶列表', 'Ships', [
      ...CRUD,
      ['import', '导入', 'Import'],
      ['notme', '非本公司船舶', 'Not my ship'],
      ['flagDocChange', 'DOC/船旗变更', 'DOC / flag change'],
    ]),
    page('ship:company', '/shipCompany/list', '船公司管理', 'Ship companies', CRUD),
  ]),
  folder('energy', '能效信息', 'Energy efficiency', 'voyage', [
    page('energy:voyage', '/energyEfficiency/index', '航次信息', 'Voyages', [...CRUD, UPLOAD, LOCK]),
    page('energy:report', '/report/list', '上报监控', 'Report monitoring'),
    page('energy:rob', '/MRVReport/openingVolume', '期初油量', 'Periodical oil ROB', [...CRUD, LOCK]),
  ]),
  folder('statistics', '能效统计', 'Energy statistics', 'chart', [
    page(
      'statistics:shipData',
      '/energyStatistics/AnnualData',
      '单船年度能效数据',
      'Ship annual data',
      [CRUD[3]],
      {
        keepAlive: true,
      },
    ),
    page(
      'statistics:shipTarget',
      '/energyStatistics/AnnualTarget',
      '单船年度能效指标',
      'Ship annual indicators',
      [CRUD[1], CRUD[3]],
      {
        keepAlive: true,
      },
    ),
    page(
      'statistics:companyData',
      '/energyStatistics/CompanyAnnualData',
      '公司年度能效数据',
      'Company annual data',
      [CRUD[3]],
      {
        keepAlive: true,
      },
    ),
    page(
      'statistics:companyTarget',
      '/energyStatistics/CompanyAnnualTarget',
      '公司年度能效指标',
      'Company annual indicators',
      [CRUD[1], CRUD[3]],
      { keepAlive: true },
    ),
  ]),
  folder('analysis', '能效分析', 'Energy analysis', 'graph', [
    page('analysis:trend', '/energyAnalysis/TrendAnalysis', '趋势分析', 'Trend'),
    page('analysis:comparison', '/energyAnalysis/ComparisonAnalysis', '比较分析', 'Comparison'),
    page('analysis:relevance', '/energyAnalysis/RelevanceAnalysis', '关联分析', 'Relevance'),
    page('analysis:fuel', '/energyAnalysis/FuelConsumptionAnalysis', '油耗分析', 'Fuel consumption'),
  ]),
  folder('cii', 'CII 评级', 'CII rating', 'gauge', [
    page('cii:calculator', '/cii/calculator', 'CII 计算器', 'CII calculator'),
    // Adjustments and corrections go through the report lifecycle (docs/cii-adjustments.md §4).
    page('cii:adjust', '/cii/adjust', 'CII 调整', 'CII adjust', [...CRUD, LOCK, SUBMIT, CONFIRM]),
    page('cii:correct', '/cii/correct', 'CII 修正', 'CII correct', [...CRUD, LOCK, SUBMIT, CONFIRM]),
    page('cii:fleet', '/cii/fleet', 'CII 船队评级', 'CII fleet ratings', CRUD),
  ]),
  folder('mrv', '排放报告', 'Emission reports', 'report', [
    page('mrv:assessment', '/MRVReport/DataAssessment', '数据评估', 'Data assessment', [CRUD[3]]),
    page('mrv:segment', '/MRVReport/Segmentdetection', '航段监测', 'Leg monitoring', [CRUD[3]]),
    page('mrv:diagram', '/MRVReport/DiagramExhibition', '图形分析', 'Diagram exhibition'),
    page('mrv:dcs', '/MRVReport/ImoDcsRreport-list', 'IMO DCS报告管理', 'IMO DCS reports', REPORT_BUTTONS),
    page('mrv:eu', '/MRVReport/reportManagement-list', 'EU MRV报告管理', 'EU MRV reports', REPORT_BUTTONS),
    page(
      'mrv:fueleu',
      '/MRVReport/fuelEuReport-list',
      'FuelEU报告管理',
      'FuelEU Maritime reports',
      REPORT_BUTTONS,
    ),
    page('mrv:uk', '/MRVReport/ukMrvReport-list', 'UK MRV报告管理', 'UK MRV reports', REPORT_BUTTONS),
    page('mrv:cmsa', '/MRVReport/CmsaRreport-list', 'CMSA报告管理', 'China MSA reports', REPORT_BUTTONS),
    page('mrv:emission', '/MRVReport/EmissionReport', '排放报告', 'Emission report overview'),
    page('mrv:upload', '/MRVReport/UploadMRVReport', '上传MRV报告', 'Upload MRV report', [UPLOAD]),
    page('mrv:annual', '/MRVReport/AnnualTarget', '年度目标', 'Annual target'),
  ]),
  // The verifier's inbox, the company's appointments and the accreditations behind them
  // (docs/verification.md §10). An existing database gets these rows from migration 0038.
  folder('verification', '核查', 'Verification', 'checklist', [
    page('verification:inbox', '/verification/inbox', '核查任务', 'Verifier inbox'),
    page('verification:appointments', '/verification/appointments', '核查方指定', 'Verifier appointments', [
      ['edit', '指定/更换', 'Appoint / change'],
    ]),
    page(
      'verification:accreditations',
      '/verification/accreditations',
      '核查方资质',
      'Verifier accreditations',
      [
        ['add', '登记', 'Record'],
        ['delete', '终止', 'End'],
      ],
    ),
  ]),
  folder('inland', '内河船管理', 'Inland fleet', 'anchor', [
    page('inland:ship', '/cmsashipManage/shipManager', '船舶管理', 'Ship manager', CRUD),
    page('inland:energy', '/cmsashipManage/cmsaEnergyEfficiency', '能效信息', 'Energy efficiency'),
    page(
      'inland:statistics',
      '/cmsashipManage/shipStatistics',
      '船舶统计分析',
      'Ship statistics and analysis',
    ),
  ]),
  folder('dictionary', '字典管理', 'Dictionaries', 'book', [
    page('dictionary:fuel', '/dictionary/fuel', '燃油类型', 'Fuel types', CRUD),
    page('dictionary:energyForm', '/dictionary/energyForm', '能源形式', 'Energy forms', CRUD),
    page('dictionary:gcState', '/dictionary/gcState', '船旗国', 'Flag states', CRUD),
    page('dictionary:port', '/dictionary/port', '港口', 'Ports', CRUD),
    page('dictionary:city', '/dictionary/city', '城市', 'Cities', CRUD),
    page('dictionary:classificat', '/dictionary/classificat', '船级', 'Class societies', CRUD),
    page('dictionary:shipType', '/dictionary/shipType', '船型', 'Ship types', CRUD),
    page('dictionary:shipSub', '/dictionary/shipSub', '船型细分', 'Ship sub-types', CRUD),
    page('dictionary:grossTon', '/dictionary/grossTon', '总吨范围', 'Gross tonnage ranges', CRUD),
    page('dictionary:shipAge', '/dictionary/shipAge', '船龄范围', 'Ship age ranges', CRUD),
    page('dictionary:evaluation', '/dictionary/evaluation', '评估参数', 'Evaluation parameters', CRUD),
  ]),
  folder('document', '资料管理', 'Documents', 'file', [
    page('document:manage', '/docMng/list', '资料维护', 'Documents and notices', CRUD),
    page('document:read', '/docMng/list2', '资料查阅', 'Document library'),
    page('document:version', '/sysPcappVersion/list', '版本管理', 'PC app versions', CRUD),
  ]),
  folder('system', '系统管理', 'System', 'gear', [
    page('system:user', '/sysManage/sysUser', '用户管理', 'Users', [
      ...CRUD,
      ['reset:password', '重置密码', 'Reset password'],
    ]),
    page('system:role', '/sysManage/role', '角色管理', 'Roles', CRUD),
    page('system:func', '/sysManage/sysFunc', '功能管理', 'Functions', CRUD),
    page('system:dic', '/sysManage/sysDic', '系统字典', 'System dictionary', CRUD),
    page('system:log', '/sysManage/sysLog', '系统日志', 'System log', [CRUD[3]]),
    page('system:shipAuth', '/sysManage/sysShipAuth', '船舶权限管理', 'Ship authorisation', [CRUD[1]]),
    page('system:testParam', '/sysManage/testParam', '测试参数', 'Test parameters', CRUD),
    // Keys for ship-side software (docs/api-ledger.md); granted to no seeded role: administrators only.
    // An existing database gets these rows from migration 0006_api_key_function.sql.
    page('system:apiKey', '/system/apiKeys', 'API 密钥', 'API keys', [
      ['add', '签发', 'Issue'],
      ['delete', '吊销', 'Revoke'],
    ]),
  ]),
];

/** Flattened depth-first, parents before children; `parentCode` is null at the top. */
export function flattenTree(
  nodes: FunctionNode[] = FUNCTION_TREE,
  parentCode: string | null = null,
): Array<FunctionNode & { parentCode: string | null; order: number }> {
  return nodes.flatMap((n, i) => [
    { ...n, parentCode, order: (i + 1) * 10 },
    ...flattenTree(n.children ?? [], n.code),
  ]);
}
