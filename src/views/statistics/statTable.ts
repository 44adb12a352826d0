import type { AnnualStatistics, StatTarget, TargetIndicator } from '../../domain/statistics/types';
import { compareTarget } from '../../domain/statistics/indicators';
import { FUEL_CLASSES, type FuelClass } from '../../domain/ledger/types';
import type { StatMode } from '../../machines/statistics/statisticsMachine';

/**
 * The columns and cells of a statistics table (docs/statistics.md §6), one function for the screen
 * and its export, so the sheet says exactly what the screen shows, in the screen's language. Cells
 * are numbers (rounded for reading) or text; an indicator without a value is empty, never 0.
 */
export type StatKind = 'data' | 'indicators';
export type Tx = (key: string, options?: Record<string, unknown>) => string;

export const INDICATOR_COLUMNS: readonly TargetIndicator[] = [
  'eeoi',
  'loadUtilisationPct',
  'speedReductionPct',
  'co2PerNmKg',
  'co2PerTonneKg',
  'energyPerTransportWorkKJ',
  'teuSlotUtilisationPct',
  'co2PerTeuKg',
];

export const round = (v: number, digits = 3) => {
  const k = 10 ** digits;
  return Math.round(v * k) / k;
};

/** The fuel classes any row has, in the registry's order (a column per class, not per fuel code). */
export const fuelClassesOf = (rows: readonly AnnualStatistics[]): FuelClass[] =>
  FUEL_CLASSES.filter((c) => rows.some((r) => r.fuels.some((f) => f.fuelClass === c)));

export interface StatTable {
  headers: string[];
  body: (string | number)[][];
  /** Per body row, per column: the target comparison shown under an indicator (indicator tables). */
  notes: (string | null)[][];
}

export const targetOf = (
  targets: readonly StatTarget[],
  row: AnnualStatistics,
  mode: StatMode,
  indicator: TargetIndicator,
  companyId?: number,
) =>
  targets.find(
    (t) =>
      t.year === row.year &&
      t.indicator === indicator &&
      (mode === 'ship'
        ? t.subject === 'ship' && t.subjectId === row.shipId
        : t.subject === 'company' && t.subjectId === companyId),
  );

export function statTable(
  mode: StatMode,
  kind: StatKind,
  rows: readonly AnnualStatistics[],
  tx: Tx,
  targets: readonly StatTarget[] = [],
  companyId?: number,
): StatTable {
  const head = [tx('cols.sn'), tx(mode === 'ship' ? 'cols.ship' : 'cols.company'), tx('cols.year')];
  const lead = (r: AnnualStatistics, i: number) => [i + 1, r.name, r.year];
  if (kind === 'data') {
    const classes = fuelClassesOf(rows);
    const fuel = (cls: FuelClass) => tx(`fuels.${cls}`);
    const headers = [
      ...head,
      tx('cols.legs'),
      tx('cols.cargoT'),
      ...classes.map((c) => tx('cols.fuelT', { fuel: fuel(c) })),
      ...classes.map((c) => tx('cols.portFuelT', { fuel: fuel(c) })),
      tx('cols.distanceNm'),
      tx('cols.ballastDistanceNm'),
      tx('cols.transportWorkTnm'),
      tx('cols.teuTurnover'),
    ];
    const body = rows.map((r, i) => {
      const of = (c: FuelClass) => r.fuels.find((f) => f.fuelClass === c);
      return [
        ...lead(r, i),
        r.legs,
        round(r.cargoT),
        ...classes.map((c) => round(of(c)?.totalT ?? 0)),
        ...classes.map((c) => round(of(c)?.inPortT ?? 0)),
        round(r.distanceNm),
        round(r.ballastDistanceNm),
        round(r.transportWorkTnm, 0),
        round(r.teuTurnover, 0),
      ];
    });
    return { headers, body, notes: body.map((b) => b.map(() => null)) };
  }
  const headers = [...head, ...INDICATOR_COLUMNS.map((k) => tx(`cols.${k}`))];
  const body: (string | number)[][] = [];
  const notes: (string | null)[][] = [];
  rows.forEach((r, i) => {
    const cells = INDICATOR_COLUMNS.map((k) => {
      const v = r.indicators[k];
      return v === null ? '' : round(v, 4);
    });
    body.push([...lead(r, i), ...cells]);
    notes.push([
      null,
      null,
      null,
      ...INDICATOR_COLUMNS.map((k) => {
        const c = compareTarget(k, r.indicators[k], targetOf(targets, r, mode, k, companyId));
        if (c.target === null) return null;
        return `${tx('targets.against', { target: round(c.target, 4) })}${c.status === 'none' ? '' : ` (${tx(`targets.${c.status}`)})`}`;
      }),
    ]);
  });
  return { headers, body, notes };
}

/** The sheet of an export: the headers, then each row with its target notes in their own columns. */
export function exportRows(table: StatTable): (string | number)[][] {
  const noted = table.headers.map((_, c) => table.notes.some((n) => n[c] !== null));
  const headers = table.headers.flatMap((h, c) => (noted[c] ? [h, `${h} *`] : [h]));
  return [
    headers,
    ...table.body.map((row, r) => row.flatMap((v, c) => (noted[c] ? [v, table.notes[r][c] ?? ''] : [v]))),
  ];
}
