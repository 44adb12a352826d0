import type { FleetDto, FleetGroupDto } from '../../domain/analysis/dto';
import type { Lang } from '../../domain/api';
import type { ExportTable } from '../../machines/analysis/analysisMachine';

/**
 * The fleet charts' data mappings (diagram exhibition and ship statistics, docs/analysis.md §6):
 * one bar per group of the chosen grouping for an analysis item, and the Data tab with every item.
 * The six analysis items are the legacy system's, in true units: its
 * "CO2 t/kt·nm" and "fuel t/kt·nm" are the same ratios as g/t·nm.
 */
export const DIAGRAM_ITEMS = [
  'dailyCo2T',
  'eeoi',
  'co2PerNmKg',
  'dailyFuelT',
  'fuelPerTransportWorkG',
  'fuelPerNmKg',
] as const;
/** Ship statistics: how many ships each group holds, how many sailed, and what they burnt. */
export const SHIP_STAT_ITEMS = ['ships', 'activeShips', 'co2T', 'fuelT'] as const;
export const FLEET_ITEMS = [...SHIP_STAT_ITEMS, ...DIAGRAM_ITEMS] as const;
export type FleetItem = (typeof FLEET_ITEMS)[number];

/** The item's value for a group; null where a ratio has no denominator (a group without legs). */
export function itemValue(g: FleetGroupDto, item: FleetItem): number | null {
  switch (item) {
    case 'ships':
    case 'activeShips':
    case 'co2T':
    case 'fuelT':
    case 'dailyCo2T':
    case 'dailyFuelT':
      return g[item];
    default:
      return g.indicators[item];
  }
}

const round = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
const nameOf = (g: FleetGroupDto, lang: Lang) => (lang === 'zh' ? g.zh || g.en : g.en || g.zh);

/** Bars for @nivo/bar, one per group for each item (a missing value is left out of the bar, not 0). */
export function fleetBars(
  data: FleetDto,
  lang: Lang,
  items: readonly FleetItem[],
  label: (i: FleetItem) => string,
) {
  return {
    keys: items.map(label),
    rows: data.groups.map((g) => ({
      group: nameOf(g, lang),
      ...Object.fromEntries(
        items.flatMap((i) => {
          const v = round(itemValue(g, i));
          return v === null ? [] : [[label(i), v]];
        }),
      ),
    })),
  };
}

/** Data tab: a row per group with every item (the chart shows one). */
export function fleetTable(
  data: FleetDto,
  lang: Lang,
  head: string,
  items: readonly FleetItem[],
  label: (i: FleetItem) => string,
): ExportTable {
  return [
    [head, ...items.map(label)],
    ...data.groups.map((g) => [nameOf(g, lang), ...items.map((i) => round(itemValue(g, i)) ?? '')]),
  ];
}
