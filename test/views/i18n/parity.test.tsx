import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../src/i18n/en.json';
import zh from '../../../src/i18n/zh.json';
import { formatTime, relativeTime } from '../../../src/i18n/time';
import { pickLanguage } from '../../../src/services/preferences';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('i18n', () => {
  // Plural forms differ by language (English has "one" and "other", Chinese only "other"), so a
  // key counts once whatever plural suffixes it has.
  const base = (o: object) =>
    [...new Set(keys(o).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
  it('zh and en have the same key set', () => {
    expect(base(zh)).toEqual(base(en));
  });
  // Every namespace folder (kit and the areas) is held to the same rules as the shell's texts.
  const dir = join(__dirname, '../../../src/i18n');
  const namespaces = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const read = (ns: string, lang: string) =>
    JSON.parse(readFileSync(join(dir, ns, `${lang}.json`), 'utf8')) as object;
  it.each(namespaces)('namespace %s: zh and en have the same key set, none empty', (ns) => {
    const [nsEn, nsZh] = [read(ns, 'en'), read(ns, 'zh')];
    expect(base(nsZh)).toEqual(base(nsEn));
    // Some area keys hold a dot themselves (a code such as `cii.not_rated_type`): walk the values.
    const empty = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? empty(v, `${at}${k}.`) : v ? [] : [`${at}${k}`],
      );
    for (const lang of [nsEn, nsZh]) expect(empty(lang)).toEqual([]);
  });
  it('the namespaces are the area keys and the kit, no branch names', () => {
    expect(namespaces.sort()).toEqual(
      [
        'analysis',
        'cii',
        'documents',
        'euCompany',
        'euMrv',
        'fleet',
        'fuelEu',
        'kit',
        'ledger',
        'ledgerAdmin',
        'ledgerForms',
        'reports',
        'statistics',
        'system',
        'ukMrv',
        'uploads',
      ].sort(),
    );
  });
  it('no empty strings', () => {
    for (const lang of [en, zh])
      expect(keys(lang).filter((k) => !k.split('.').reduce((o: any, p) => o[p], lang))).toEqual([]);
  });
  it('carries the spec wording', () => {
    expect(en.errors.session_idle).toBe('Not used for a long time after login, need to login again');
    expect(en.errors.verification_failed).toBe('Verification failed, please Login again.');
    expect(en.errors.login_failed).toBe('Account does not exist or password error, please re-enter.');
    expect(zh.password.errors).toMatchObject({
      newRequired: '请输入密码',
      repeatRequired: '请再次输入密码',
      mismatch: '两次输入密码不一致!',
    });
    expect(en.navbar.fullscreenUnsupported).toBe('you browser can not work');
    // One product name per language: the sidebar, the tab title and the public
    // pages all say app.title; the original's lower-case 'ship management system' is gone.
    expect(en.app).not.toHaveProperty('sidebarTitle');
    expect([en.app.title, zh.app.title]).toEqual([
      'Ship Energy Efficiency Management System',
      '船舶能效管理系统',
    ]);
  });
  it.each([
    ['zh', ['en-US'], 'zh'],
    ['en', ['zh-CN'], 'en'],
    [undefined, ['zh-TW', 'en'], 'zh'],
    [undefined, ['fr-FR'], 'en'],
    [undefined, [], 'en'],
    ['xx', ['de'], 'en'],
  ] as const)('language: saved %s, browser %j -> %s', (saved, browser, lang) =>
    expect(pickLanguage(saved, browser)).toBe(lang),
  );
});

describe('time display (docs/product-rules.md §9)', () => {
  it.each([
    [0, 'YYYY-MM-DD HH:mm:ss', 'zh', '1970-01-01 08:00:00'],
    [1700000000, 'YYYY-MM-DD HH:mm:ss', 'zh', '2023-11-15 06:13:20'], // 10 digits: seconds
    [1700000000000, 'YYYY-MM-DD HH:mm:ss', 'zh', '2023-11-15 06:13:20'],
    ['1700000000', 'YYYY-MM-DD', 'zh', '2023-11-15'],
    ['2024-02-29T16:30:00Z', 'YYYY-MM-DD HH:mm 周a', 'zh', '2024-03-01 00:30 周五'],
    ['2024-02-29T16:30:00Z', 'a', 'en', 'Fri'],
    ['not a date', 'YYYY', 'zh', ''],
  ] as const)('formatTime(%j, %s, %s) = %s', (value, pattern, lang, out) =>
    expect(formatTime(value, pattern, lang)).toBe(out),
  );

  const t = ((key: string, o?: { count: number }) => `${key}${o ? `:${o.count}` : ''}`) as never;
  const now = Date.parse('2024-06-01T12:00:00Z');
  it.each([
    [now - 10_000, 'time.justNow'],
    [now - 29_000, 'time.justNow'],
    [now - 31_000, 'time.minutesAgo:1'],
    [now - 59 * 60_000, 'time.minutesAgo:59'],
    [now - 2 * 3600_000, 'time.hoursAgo:2'],
    [now - 23.5 * 3600_000, 'time.hoursAgo:24'],
    [now - 30 * 3600_000, 'time.oneDayAgo'],
    [now - 72 * 3600_000, '2024-05-29 20:00:00 (UTC+8)'],
  ])('relativeTime(%i) = %s', (value, out) => expect(relativeTime(value, t, now)).toBe(out));
});

describe('relative time in real words', () => {
  it('says "1 minute ago" and "1 hour ago" in English, without a plural s', async () => {
    const { initI18n } = await import('../../../src/i18n');
    const i18n = (await import('i18next')).default;
    initI18n('en');
    const now = Date.parse('2024-06-01T12:00:00Z');
    const t = i18n.t.bind(i18n) as never;
    expect(relativeTime(now - 40_000, t, now)).toBe('1 minute ago');
    expect(relativeTime(now - 5 * 60_000, t, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 3600_000, t, now)).toBe('1 hour ago');
    expect(relativeTime(now - 3 * 3600_000, t, now)).toBe('3 hours ago');
    await i18n.changeLanguage('zh');
    expect(relativeTime(now - 40_000, t, now)).toBe('1分钟前');
  });
});
