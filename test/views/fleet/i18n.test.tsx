import en from '../../../src/i18n/fleet/en.json';
import zh from '../../../src/i18n/fleet/zh.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

// The shell (i18n.test) and admin (listFormI18n.test) namespaces had this check; fleet had none.
describe('fleet i18n namespace', () => {
  it('zh and en have the same key set, none empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const lang of [en, zh])
      expect(keys(lang).filter((k) => !k.split('.').reduce((o: any, p) => o[p], lang))).toEqual([]);
  });
});
