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
});
