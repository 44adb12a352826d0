import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';

/**
 * A text that shows a count beside a noun reads "1 problems" unless i18next picks a plural form:
 * every `{{count}}` text must be a plural key. English has two forms (`_one`, `_other`), Chinese
 * one (`_other`); a plain key with `{{count}}` is always the one form for every number.
 */
const dir = join(__dirname, '../../../src/i18n');
const bundles = [
  ['translation', (lang: string) => join(dir, `${lang}.json`)] as const,
  ...readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name, (lang: string) => join(dir, d.name, `${lang}.json`)] as const),
];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as object;
const leaves = (o: object, at = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]): [string, string][] =>
    v && typeof v === 'object' ? leaves(v, `${at}${k}.`) : [[`${at}${k}`, String(v)]],
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('counted texts', () => {
  it.each(bundles)('%s: every {{count}} text is a plural key, with the forms of its language', (_, file) => {
    const en = new Map(leaves(read(file('en'))));
    const zh = new Map(leaves(read(file('zh'))));
    const counted = (m: Map<string, string>) => [...m].filter(([, v]) => v.includes('{{count}}'));
    expect(
      counted(en)
        .filter(([k]) => !PLURAL.test(k))
        .map(([k]) => k),
    ).toEqual([]);
    expect(
      counted(zh)
        .filter(([k]) => !k.endsWith('_other'))
        .map(([k]) => k),
    ).toEqual([]);
    for (const [k] of counted(en)) {
      const base = k.replace(PLURAL, '');
      expect([en.has(`${base}_one`), en.has(`${base}_other`), zh.has(`${base}_other`)], k).toEqual([
        true,
        true,
        true,
      ]);
    }
    // Chinese has no singular: a `_one` there is never read.
    expect([...zh.keys()].filter((k) => k.endsWith('_one'))).toEqual([]);
  });

  // A count under another name ("{{ships}} ships", "{{done}} of {{total}} ships") escapes the
  // check above; this one reads the English texts for a placeholder right before a counted noun.
  it.each(bundles)('%s: no English text puts a number before a noun outside a plural key', (_, file) => {
    const COUNTED =
      /\{\{\w+\}\}\s+(of\s+\{\{\w+\}\}\s+)?(ships?|voyages?|records?|episodes?|snapshots?|legs?|days?|reports?|files?|problems?)\b/;
    const en = leaves(read(file('en')));
    expect(en.filter(([k, v]) => !PLURAL.test(k) && COUNTED.test(v)).map(([k]) => k)).toEqual([]);
  });

  it('reads "1 problem" and "2 problems" (the upload errors heading)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { uploads: read(join(dir, 'uploads/en.json')) },
        zh: { uploads: read(join(dir, 'uploads/zh.json')) },
      },
    });
    expect(i18n.t('uploads:errors.heading', { count: 1 })).toMatch(/^1 problem found/);
    expect(i18n.t('uploads:errors.heading', { count: 2 })).toMatch(/^2 problems found/);
    expect(i18n.t('uploads:errors.heading', { count: 1, lng: 'zh' })).toContain('1 个问题');
  });

  it('reads "Exported 1 row." (a list\'s export notice)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { kit: read(join(dir, 'kit/en.json')) } } });
    expect(i18n.t('kit:notices.exported', { count: 1 })).toBe('Exported 1 row.');
    expect(i18n.t('kit:notices.exported', { count: 2 })).toBe('Exported 2 rows.');
  });

  const area = async (...names: string[]) => {
    const i18n = i18next.createInstance();
    const res = (lang: string) =>
      Object.fromEntries(names.map((n) => [n, read(join(dir, `${n}/${lang}.json`))]));
    await i18n.init({ lng: 'en', resources: { en: res('en'), zh: res('zh') } });
    return i18n;
  };

  it('reads "1 of 1 ship recomputed" and "13 of 13 ships recomputed" (CII fleet), one form in zh', async () => {
    const i18n = await area('cii');
    expect(i18n.t('cii:fleet.refreshed', { recomputed: 1, count: 1 })).toBe('1 of 1 ship recomputed.');
    expect(i18n.t('cii:fleet.refreshed', { recomputed: 13, count: 13 })).toBe('13 of 13 ships recomputed.');
    expect(i18n.t('cii:fleet.refreshed', { recomputed: 13, count: 13, lng: 'zh' })).toBe(
      '13 艘船中重新计算了 13 艘。',
    );
    expect(i18n.t('cii:fleet.refreshing', { count: 1 })).toMatch(/rating of 1 ship from/);
    expect(i18n.t('cii:forecast.remainder', { count: 1, days: '1', window: '90', share: '60' })).toMatch(
      /^1 day left/,
    );
  });

  it('reads each count of a text with several in its own form (uploads, report figures, fleet jobs, pager)', async () => {
    const i18n = await area('uploads', 'reports', 'ledger');
    const done = (lng: string, records: number, episodes: number, snapshots: number) =>
      i18n.t('uploads:done', {
        lng,
        new: 1,
        changed: 0,
        unchanged: 0,
        records: i18n.t('uploads:counted.records', { lng, count: records }),
        episodes: i18n.t('uploads:counted.episodes', { lng, count: episodes }),
        snapshots: i18n.t('uploads:counted.snapshots', { lng, count: snapshots }),
      });
    expect(done('en', 1, 2, 1)).toMatch(/^Uploaded: 1 record, 2 episodes, 1 snapshot \(/);
    expect(done('zh', 1, 2, 1)).toMatch(/^已上传：1 条记录、2 个事件、1 个快照（/);
    expect(i18n.t('uploads:doneShips', { count: 1, new: 1, changed: 0, unchanged: 0 })).toMatch(
      /^Uploaded: 1 ship \(/,
    );
    const legsRecords = (legs: number, records: number) =>
      i18n.t('reports:wizard.legsRecords', {
        legs: i18n.t('reports:wizard.legs', { count: legs }),
        records: i18n.t('reports:wizard.records', { count: records }),
      });
    expect(legsRecords(1, 2)).toBe('1 leg, 2 records');
    expect(legsRecords(2, 1)).toBe('2 legs, 1 record');
    expect(i18n.t('reports:fleetJob.finished', { done: 1, count: 1, failed: 0 })).toBe(
      'Finished: 1 of 1 ship, 0 failed.',
    );
    expect(i18n.t('ledger:pager.of', { page: 1, pages: 1, count: 1 })).toBe('Page 1 of 1 (1 voyage)');
    expect(i18n.t('ledger:pager.of', { page: 1, pages: 2, count: 30, lng: 'zh' })).toBe(
      '第1/2页（共30个航次）',
    );
  });
});
