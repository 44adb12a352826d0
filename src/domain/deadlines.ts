import { src, type Source } from './registry/source';

/**
 * The yearly reporting deadlines the dashboard lists under "reports" (issue 18 item 4), each for
 * the previous calendar year and with the text it comes from (docs/regulatory-sources.md §4.1,
 * §5.5, §7.10). Dates only: whether a report is done is known once the report screens exist.
 */
export interface Deadline {
  key: 'dcs' | 'euMrv' | 'etsSurrender' | 'fuelEuReport' | 'fuelEuVerified' | 'fuelEuDoc';
  /** 1–12 and day of month, in the year after the reporting year. */
  month: number;
  day: number;
  source: Source;
}

export const DEADLINES: readonly Deadline[] = [
  {
    key: 'fuelEuReport',
    month: 1,
    day: 31,
    source: src('Regulation (EU) 2023/1805', 'timeline (secondary: Skuld, Clyde & Co)', '7.10', 'S'),
  },
  { key: 'dcs', month: 3, day: 31, source: src('MARPOL Annex VI', 'reg. 27.3', '4.1') },
  {
    key: 'euMrv',
    month: 3,
    day: 31,
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11(1)', '5.5'),
  },
  {
    key: 'fuelEuVerified',
    month: 3,
    day: 31,
    source: src('Regulation (EU) 2023/1805', 'timeline (secondary: Skuld, Clyde & Co)', '7.10', 'S'),
  },
  {
    key: 'fuelEuDoc',
    month: 6,
    day: 30,
    source: src('Regulation (EU) 2023/1805', 'timeline (secondary: Skuld, Clyde & Co)', '7.10', 'S'),
  },
  { key: 'etsSurrender', month: 9, day: 30, source: src('Directive 2003/87/EC', 'Art. 12(3)', '5.5') },
];

/**
 * Each deadline's next date on or after `today` (UTC), soonest first: a deadline already passed
 * this year moves to the next year.
 */
export function upcomingDeadlines(today: Date): Array<Deadline & { date: string; reportingYear: number }> {
  const y = today.getUTCFullYear();
  const startOfDay = Date.UTC(y, today.getUTCMonth(), today.getUTCDate());
  return DEADLINES.map((d) => {
    const year = Date.UTC(y, d.month - 1, d.day) >= startOfDay ? y : y + 1;
    return {
      ...d,
      reportingYear: year - 1,
      date: new Date(Date.UTC(year, d.month - 1, d.day)).toISOString().slice(0, 10),
    };
  }).sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}
