import type { Lang } from '../../../../domain/api.js';
import { EU_COMPANY_COLUMNS } from '../../../../domain/reports/regimes.js';
import { EXPORT_ROUNDING, figure } from '../../../../domain/reports/exportRounding.js';
import type { ExportFile } from '../generator.js';
import { euCompanyLabel as t } from '../../../i18n/euCompanyMessages.js';
import type { CompanyLevelView } from '../euCompany.js';
import { xlsxFile, type Cell } from './xlsxFile.js';

const R = EXPORT_ROUNDING.euCompany;
const tonnes = (x: number) => figure(x, R.tonnes);
const money = (x: number) => figure(x, R.money);
const day = (iso: string) => iso.slice(0, 10);
const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString().slice(0, 10);

/**
 * The company-level data as one xlsx sheet (docs/reports-eu.md §4.2): heading, deadline, per ship
 * period the gases, ETS subject and allowances with the figures' source, totals, then the cost at
 * each price scenario.
 */
export function companyLevelXlsx(v: CompanyLevelView, lang: Lang): ExportFile {
  const name = (id: number, fallback: string) => {
    const n = v.shipNames[id];
    return lang === 'zh' ? (n?.nameZh ?? n?.nameEn ?? fallback) : (n?.nameEn ?? fallback);
  };
  const head = EU_COMPANY_COLUMNS;
  const rows: Cell[][] = [
    [t('title', lang)],
    [t('company', lang), lang === 'zh' ? (v.company.nameZh ?? v.company.nameEn) : v.company.nameEn],
    [t('year', lang), v.year],
    [t('deadline', lang), v.deadline],
    [],
    head.map((h) => t(h, lang)),
    ...v.rows.map((r): Cell[] => [
      name(r.shipId, r.shipName),
      r.imo ?? '',
      `${day(r.period.start)} – ${lastDay(r.period.end)}`,
      t(r.partial ? 'yes' : 'no', lang),
      r.source.kind === 'report'
        ? t('sourceReport', lang, { id: r.source.reportId, status: t(r.source.status, lang) })
        : t('sourceLedger', lang),
      tonnes(r.co2),
      tonnes(r.ch4),
      tonnes(r.n2o),
      tonnes(r.co2e),
      tonnes(r.etsSubjectT),
      tonnes(r.surrender),
    ]),
    [
      t('total', lang),
      '',
      '',
      '',
      '',
      tonnes(v.totals.co2),
      tonnes(v.totals.ch4),
      tonnes(v.totals.n2o),
      tonnes(v.totals.co2e),
      tonnes(v.totals.etsSubjectT),
      tonnes(v.totals.surrender),
    ],
    [],
    [t('scenario', lang), t('price', lang), t('cost', lang)],
    ...v.costs.map((s): Cell[] => [s.name, money(s.priceEur), money(s.costEur)]),
  ];
  return xlsxFile(
    `EU_MRV_company_${v.company.id}_${v.year}_${lang}.xlsx`,
    lang === 'zh' ? '公司级汇总' : 'Company',
    rows,
    R.tonnes,
  );
}
