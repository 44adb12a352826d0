import {
  badDates,
  bareCodes,
  i18nKeys,
  keyColumnsOutOfView,
  mixedPercents,
  otherLanguage,
  textProblems,
  zodText,
  zonelessTimes,
  type ScreenText,
} from '../support/e2e/textChecks';

/**
 * The screen sweep's text checks bite: each one finds the defect a newcomer met on a screen, and
 * passes the same screen once it shows names, zones and one language.
 */
const screen = (over: Partial<ScreenText>): ScreenText => ({ text: '', chrome: '', cells: [], ...over });

describe('text checks of the screen sweep', () => {
  it('finds zod’s own words', () => {
    expect(zodText('Name: Invalid input: expected string, received undefined')).toHaveLength(1);
    expect(zodText('Name: Required')).toEqual([]);
  });

  it('finds an i18n key shown as text, and an unfilled placeholder', () => {
    expect(i18nKeys('Name Created by fields.updatedBy Updated at')).toEqual([
      'i18n key as text "fields.updatedBy"',
    ]);
    expect(i18nKeys('kit:listForm.add')).toHaveLength(1);
    expect(i18nKeys('msg.required')).toHaveLength(1);
    expect(i18nKeys('Total {{total}}')).toEqual(['unfilled placeholder "{{total}}"']);
    // Files, addresses, numbers and sentences are not keys.
    expect(
      i18nKeys('report.xlsx demo@example.com https://example.com/a.b 1.5 t. Updated by. v1.2.3 e.g. a'),
    ).toEqual([]);
  });

  it('finds codes of the code lists: fuels, roles, states, purposes, actions', () => {
    expect(bareCodes(screen({ chrome: 'HFO 2.1 t, MDO_MGO 1.2 t' }))).toEqual(['raw code "MDO_MGO"']);
    expect(bareCodes(screen({ chrome: 'LNG_OTTO_MS 20 t' }))).toEqual(['raw code "LNG_OTTO_MS"']);
    expect(bareCodes(screen({ chrome: 'Ship manager' }))).toEqual([]);
    // What a user wrote is read for codes too, though not for the UI's language.
    expect(bareCodes(screen({ user: 'Fuel: MDO_MGO' }))).toEqual(['raw code "MDO_MGO"']);
    expect(
      bareCodes(
        screen({
          cells: [
            { heading: 'Role', text: 'ship_manager' },
            { heading: 'Change', text: 'candidate → Draft' },
            { heading: 'Action', text: 'POST /api/ships' },
          ],
        }),
      ),
    ).toEqual(['raw code "ship_manager"', 'raw code "candidate"', 'raw code "POST /api/ships"']);
    // A code list's own Code column, and fuels the trade names by their letters, are not raw codes.
    expect(
      bareCodes(
        screen({
          cells: [
            { heading: 'Code', text: 'ship_manager' },
            { heading: 'Role code', text: 'class_society' },
            { heading: 'English name', text: 'LNG' },
          ],
        }),
      ),
    ).toEqual([]);
    expect(bareCodes(screen({ chrome: '0 Load cargo / embark passengers' }))).toEqual([
      'purpose with its number "0 Load cargo / embark passengers"',
    ]);
    expect(bareCodes(screen({ chrome: 'Load cargo / embark passengers, Bunkering' }))).toEqual([]);
  });

  it('finds a port by its code alone in a port column, not one named with its code', () => {
    const port = (heading: string, text: string) => bareCodes(screen({ cells: [{ heading, text }] }));
    expect(port('Departure port', 'CNDLC')).toEqual(['port code "CNDLC" under "Departure port"']);
    expect(port('出发港', 'NLRTM')).toHaveLength(1);
    expect(port('Departure port', 'Dalian (CNDLC)')).toEqual([]);
    expect(port('Port code', 'CNDLC')).toEqual([]);
    expect(port('Ship', 'HAIYU')).toEqual([]);
  });

  it('finds a fuel dictionary code in a fuel column, not a quantity', () => {
    const fuel = (heading: string, text: string) => bareCodes(screen({ cells: [{ heading, text }] }));
    expect(fuel('Fuel', '11')).toEqual(['fuel code "11" under "Fuel"']);
    expect(fuel('Fuel (t)', '11: 2.00, 3: 0.50')).toHaveLength(2);
    expect(fuel('Fuels', '1 HFO: 812.4 t; 3 MDO/MGO: 95 t')).toHaveLength(2);
    expect(fuel('燃料', '3')).toHaveLength(1);
    expect(fuel('Fuel (t)', '12')).toEqual([]);
    // Chinese writes the unit in full-width brackets.
    expect(fuel('燃料（吨）', '5')).toEqual([]);
    expect(fuel('Fuel', 'LS HFO (0.1 % ≤ S < 0.5 %): 2.00')).toEqual([]);
    expect(fuel('Distance (nm)', '11')).toEqual([]);
  });

  it('finds dates off the format, and a pattern printed as a date', () => {
    for (const bad of ['20/11/2026', '2026/11/20', '2026-11-20T08:00', '2026-11-20 08:00 x', 'en – en'])
      expect(badDates(bad), bad).toHaveLength(1);
    expect(badDates('2026-11-20 08:00:00 (UTC+8) · 2025-01-01 – 2025-12-31')).toEqual([]);
  });

  it('finds a time without its zone, unless its column heading carries the zone', () => {
    expect(zonelessTimes(screen({ chrome: 'Deadline 2026-11-28 22:25:00' }))).toHaveLength(1);
    expect(zonelessTimes(screen({ chrome: 'At 2026-11-28 22:25:00 (UTC+8)' }))).toEqual([]);
    expect(zonelessTimes(screen({ chrome: '2025-03-02 14:30:00 (UTC-3:30)' }))).toEqual([]);
    const cell = (heading: string) =>
      zonelessTimes(screen({ cells: [{ heading, text: '2026-11-28 22:25:00' }] }));
    expect(cell('When')).toHaveLength(1);
    expect(cell('Arrival (UTC+8)')).toEqual([]);
    expect(cell('Time (UTC)')).toEqual([]);
  });

  it('finds the other language outside data', () => {
    expect(otherLanguage('zh', '船舶 Ship list 导出')).toEqual([
      'English in the Chinese UI: "Ship" in "船舶 Ship list 导出", "list" in "船舶 Ship list 导出"',
    ]);
    // Formula symbols and codes are not words.
    expect(otherLanguage('zh', '结构加强系数 f_iVSE 和 MEPC.355(78) 与 CO2e')).toEqual([]);
    // Capitals (codes, acronyms, registered ship names), short words, units and kept names pass.
    expect(otherLanguage('zh', 'IMO 编号 HAIYUN GLORY CII 评级 FuelEU 报告 t nm kWh')).toEqual([]);
    expect(otherLanguage('en', 'Ship list 演示船舶管理员')).toEqual([
      'Chinese in the English UI: "演示船舶管理员" in "Ship list 演示船舶管理员"',
    ]);
    expect(otherLanguage('en', 'Ship list demo@例子.com')).toEqual([]);
  });

  it('finds a key column out of its table’s visible box', () => {
    const box = { table: 'Ships', heading: 'Operate', visibleLeft: 210, visibleRight: 1280 };
    expect(keyColumnsOutOfView([{ ...box, left: 1300, right: 1400 }])).toHaveLength(1);
    expect(keyColumnsOutOfView([{ ...box, left: 100, right: 180 }])).toHaveLength(1);
    expect(keyColumnsOutOfView([{ ...box, left: 1180, right: 1280 }])).toEqual([]);
  });

  it('finds percents written two ways on one screen, not one form alone', () => {
    expect(mixedPercents('EU ETS 50 % Phase-in: 70% of the share')).toEqual([
      'percents written two ways: "50 %" and "70%"',
    ]);
    expect(mixedPercents('50\u00a0% 与 70%')).toHaveLength(1);
    expect(mixedPercents('EU ETS 50% Phase-in: 70% of the share')).toEqual([]);
    expect(mixedPercents('EU ETS 50 % Phase-in: 70 % of the share')).toEqual([]);
    expect(mixedPercents('No percent here, 50 t')).toEqual([]);
  });

  it('names where each problem was seen', () => {
    expect(textProblems('/docMng/list (en)', 'en', screen({ text: 'fields.updatedBy' }))).toEqual([
      '/docMng/list (en): i18n key as text "fields.updatedBy"',
    ]);
  });
});
