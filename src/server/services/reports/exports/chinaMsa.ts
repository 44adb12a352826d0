import type { Lang } from '../../../../domain/api.js';
import type { CmsaFigures } from '../../../../domain/chinaMsa/index.js';
import { correctedLines, correctedTotal } from '../../../../domain/imoDcs/index.js';
import { FUEL_CLASSES } from '../../../../domain/ledger/index.js';
import { EXPORT_ROUNDING, figure, roundFigure } from '../../../../domain/reports/exportRounding.js';
import { exportLabel as t, FUEL_LABELS, METHOD_LABELS } from '../../../i18n/reportExportMessages.js';
import type { ReportExport, StoredReport } from '../generator.js';
import { fileStem, xlsxFile, type Cell } from './xlsxFile.js';

/**
 * The China MSA data report format (docs/regulatory-sources.md §8.3; the legacy system's CMSA_REAPORT) as
 * xlsx in zh or en: header (report type, period, ports for a voyage report, change boxes from the
 * change log), then 序号 | 填报项目 | 填报内容 | 备注 rows: particulars 1–15, transport work 16–21,
 * one row per fuel the period used (LNG and butane included) with its method, shore power 22.
 */
const R = EXPORT_ROUNDING.chinaMsa;
const whole = (x: number) => figure(x, R.integer);
const kw = (x: number) => roundFigure(x, R.integer);

function cmsaRows(r: StoredReport, lang: Lang): Cell[][] {
  const f = r.figures as CmsaFigures;
  const ls = correctedLines(r.totals, r.corrections);
  const v = (key: string) => figure(correctedTotal(ls, key), R.measure);
  const t3 = (key: string) => figure(correctedTotal(ls, key), R.tonnes);
  const zh = lang === 'zh';
  const yes = (b: boolean) => t(b ? 'cmsaYes' : 'cmsaNo', lang);
  const kind = { voyage: 'cmsaVoyage', annual: 'cmsaAnnual', monthly: 'cmsaMonthly' } as const;
  const at = (p: { port: string | null; berthing: string | null } | null) =>
    p ? `${p.port ?? ''} ${p.berthing?.slice(0, 16).replace('T', ' ') ?? ''}Z` : '';
  const s = f.ship;
  let n = 0;
  const row = (label: Cell, value: Cell, note: Cell = null): Cell[] => [++n, label, value, note];
  const fuels = FUEL_CLASSES.filter((k) => f.totals.fuelByType[k] !== undefined);
  return [
    [t('cmsaTitle', lang)],
    [t('cmsaReportType', lang), t(kind[f.kind], lang)],
    [t('cmsaPeriod', lang), f.period.start.slice(0, 10), f.period.end.slice(0, 10)],
    [t('cmsaLastPort', lang), at(f.lastPort)],
    [t('cmsaThisPort', lang), at(f.thisPort)],
    [t('cmsaChangeFlag', lang), yes(f.changeOfFlag)],
    [t('cmsaChangeCompany', lang), yes(f.changeOfCompany)],
    [t('no', lang), t('item', lang), t('content', lang), t('notes', lang)],
    [null, t('cmsaParticulars', lang)],
    row(t('shipName', lang), lang === 'zh' ? (s.nameZh ?? s.nameEn) : s.nameEn),
    row(t('company', lang), (lang === 'zh' ? f.companyNameZh : f.companyName) ?? ''),
    row(t('imo', lang), s.imo ?? ''),
    row(t('flag', lang), f.flag),
    // The zh form names the type in Chinese (the ship-type dictionary's names).
    row(t('cmsaCategory', lang), (zh ? s.shipCategoryZh : null) ?? s.shipCategory),
    row(t('shipType', lang), (zh ? s.shipTypeZh : null) ?? s.shipType),
    row(t('cmsaYearBuilt', lang), s.yearBuilt),
    row(t('gt', lang), whole(s.gt)),
    row(t('nt', lang), whole(s.nt)),
    row(t('dwt', lang), whole(s.dwt)),
    row(t('cmsaTeu', lang), s.teu === null ? null : whole(s.teu)),
    row(t('eedi', lang), s.eedi === null ? 'N/A' : figure(s.eedi, R.eedi)),
    row(t('iceClass', lang), s.iceClass ?? 'N/A'),
    row(t('cmsaDesignSpeed', lang), figure(s.designSpeedKn, R.measure)),
    row(
      t('mainPower', lang),
      whole(s.mainPropulsionKw),
      `${t('auxPower', lang)} ${kw(s.auxiliaryKw)}; ${t('cmsaBoilerPower', lang)} ${kw(s.boilerKw)}`,
    ),
    [null, t('cmsaWork', lang)],
    row(t('cmsaCargoWork', lang), v('reports.cmsa.cargoWork')),
    row(t('cmsaTeuWork', lang), v('reports.cmsa.teuWork')),
    row(t('cmsaPassengerWork', lang), v('reports.cmsa.passengerWork')),
    row(t('distance', lang), v('reports.cmsa.distance')),
    row(t('hours', lang), v('reports.cmsa.hoursUnderway')),
    row(t('cmsaOperatingHours', lang), v('reports.cmsa.operatingHours')),
    [null, t('cmsaEnergy', lang)],
    ...fuels.map((k): Cell[] => [
      null,
      FUEL_LABELS[k][lang],
      t3(`reports.cmsa.fuel.${k}`),
      METHOD_LABELS[f.methods[k] ?? 'BDN'][lang],
    ]),
    row(t('cmsaShorePower', lang), v('reports.cmsa.shorePower')),
    row(t('co2', lang), t3('reports.cmsa.co2')),
    row(t('cmsaScrubber', lang), yes(s.scrubber)),
    // The signature block of the official form is signed by hand: its lines are printed empty.
    [],
    [t('cmsaCaptain', lang), null, t('cmsaStatPerson', lang)],
    [t('cmsaReporter', lang), null, t('cmsaPhone', lang)],
  ];
}

export const cmsaExports: Record<string, ReportExport> = {
  xlsx: async (r, lang) => {
    const f = r.figures as CmsaFigures;
    const last = new Date(Date.parse(f.period.end) - 1).toISOString().slice(0, 10);
    return xlsxFile(
      `${fileStem('CMSA', f.ship.imo, r.shipId, f.period.start.slice(0, 10), last)}_${lang}.xlsx`,
      'CMSA',
      cmsaRows(r, lang),
      R.measure,
    );
  },
};
