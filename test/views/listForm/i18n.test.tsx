import en from '../../../src/i18n/system/en.json';
import zh from '../../../src/i18n/system/zh.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { DICTIONARY_SCREENS } from '../../../src/views/dictionaries/configs';
import { SYSTEM_SCREENS } from '../../../src/views/system/configs';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
// The list kit reads a label in the admin namespace, then in the kit's (statuses, the list's own words).
const has = (key: string) =>
  [en, kitEn].some((ns) => key.split('.').reduce((o: any, p) => o?.[p], ns) !== undefined);

describe('admin i18n namespace', () => {
  // A counted text has two English forms and one Chinese one (test/views/i18n/plurals.test.tsx).
  const base = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
  it('zh and en have the same key set, none empty', () => {
    expect(base(zh)).toEqual(base(en));
    for (const lang of [en, zh])
      expect(keys(lang).filter((k) => !k.split('.').reduce((o: any, p) => o[p], lang))).toEqual([]);
  });

  it.each(Object.entries({ ...DICTIONARY_SCREENS, ...SYSTEM_SCREENS }))(
    '%s: every label is translated',
    (_url, c) => {
      const labels = [
        c.title,
        ...c.columns.map((x) => x.label),
        ...c.filters.map((x) => x.label),
        ...c.fields.map((x) => x.label),
        ...(c.commands ?? []).flatMap((x) => (x.confirm ? [x.label, x.confirm] : [x.label])),
        ...(c.rowDialogs ?? []).map((x) => x.label),
        ...[...c.filters, ...c.fields].flatMap((x) =>
          x.options?.kind === 'static'
            ? x.options.options.map((o) => o.label).filter((l) => l.includes('.'))
            : [],
        ),
      ];
      expect(labels.filter((l) => !has(l))).toEqual([]);
    },
  );
});
