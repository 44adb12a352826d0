import type { CalculationType } from '../../../../domain/registry/shipTypes.js';
import type { Lang } from '../../../../domain/api.js';
import { correctedLines, correctedTotal } from '../../../../domain/imoDcs/index.js';
import {
  UK_PORT_HEADERS,
  UK_VOYAGE_HEADERS,
  ukPortTemplateRows,
  ukVoyageTemplateRows,
  type UkFigures,
  type UkGhg,
} from '../../../../domain/ukMrv/index.js';
import {
  EXPORT_ROUNDING,
  figure,
  ukSummaryFigure,
  type FigureRule,
} from '../../../../domain/reports/exportRounding.js';
import { UK_AGGREGATE_LABELS } from '../../../i18n/ukMrvMessages.js';
import type { ReportExport, StoredReport } from '../generator.js';
import { fileStem, xlsxBook, type Cell } from './xlsxFile.js';

/** What the UK generator stores: the domain figures plus the ship and the period they are of. */
export interface UkStoredFigures extends UkFigures {
  ship: {
    imo: string | null;
    nameEn: string;
    nameZh: string | null;
    /** The ship's calculation type and THETIS-MRV type (readShipFacts); absent in figures stored before. */
    shipType?: CalculationType;
    euType?: string | null;
  };
  period: { start: string; end: string };
}

/** Sheet names and the aggregated sheet's labels (the UK `aggregatedData` fields, docs/reports-uk-and-cross-regime.md). */
export const UK_SHEETS = { voyages: 'Voyages', ports: 'Port calls', aggregated: 'Aggregated data' } as const;
// The aggregated lines' words live with the UK wording, so the verification files name them alike.
const AGG = UK_AGGREGATE_LABELS;
const HEAD: Record<Lang, string[]> = {
  en: ['Item', 'CO2 (t)', 'CH4 (tCO2e)', 'N2O (tCO2e)', 'Total (tCO2e)', 'Total, rounded (t)'],
  zh: ['项目', 'CO2（吨）', 'CH4（吨CO2e）', 'N2O（吨CO2e）', '合计（吨CO2e）', '合计取整（吨）'],
};

const R = EXPORT_ROUNDING.ukMrv;
const gas = (x: number) => figure(x, R.gas);

function aggregatedRows(r: StoredReport, f: UkStoredFigures, lang: Lang): Cell[][] {
  const ls = correctedLines(r.totals, r.corrections);
  return [
    HEAD[lang],
    ...(Object.keys(AGG) as (keyof typeof AGG)[]).map((k) => {
      const g: UkGhg = f.aggregates[k];
      // A correction applies to the total line the lifecycle froze (reports.uk.<key>).
      const total = correctedTotal(ls, `reports.uk.${k}`);
      return [AGG[k][lang], gas(g.co2), gas(g.ch4), gas(g.n2o), gas(total), ukSummaryFigure(total)];
    }),
  ];
}

/** The template's rule per column, by its header: the fuel amount and the gases. */
const COLUMN_RULE: Record<string, FigureRule> = {
  Amount: R.fuel,
  'CO2 emissions (t)': R.gas,
  'CH4 emissions (tCO2e)': R.gas,
  'N2O emissions (tCO2e)': R.gas,
};

/** A template sheet: the headers, then each number as a figure of its column's rule. */
function templateRows(headers: readonly string[], rows: (string | number)[][]): Cell[][] {
  const rules = headers.map((h) => COLUMN_RULE[h]);
  return [
    [...headers],
    ...rows.map((row) =>
      row.map((c, i): Cell => (typeof c === 'number' && rules[i] ? figure(c, rules[i]) : c)),
    ),
  ];
}

/**
 * The UK report as the UK service's templates (docs/reports-uk-and-cross-regime.md): the voyages and port-calls sheets
 * with the template's English headers (the service reads them by name, so they are never
 * translated), and the aggregated data in the user's language.
 */
export const ukExports: Record<string, ReportExport> = {
  xlsx: async (r, lang) => {
    const f = r.figures as UkStoredFigures;
    const imo = f.ship.imo ?? '';
    const last = new Date(Date.parse(f.period.end) - 1).toISOString().slice(0, 10);
    return xlsxBook(
      `${fileStem('UK', f.ship.imo, r.shipId, f.period.start.slice(0, 10), last)}_${lang}.xlsx`,
      [
        [UK_SHEETS.voyages, templateRows(UK_VOYAGE_HEADERS, ukVoyageTemplateRows(f, imo))],
        [UK_SHEETS.ports, templateRows(UK_PORT_HEADERS, ukPortTemplateRows(f, imo))],
        [UK_SHEETS.aggregated, aggregatedRows(r, f, lang)],
      ],
      R.fuel,
    );
  },
};
