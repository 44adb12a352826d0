import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../src/i18n/ledger/en.json';
import zh from '../../../src/i18n/ledger/zh.json';
import { askableKeys, textKeys, zhKeyOf } from '../../support/i18n/textKeys';

const value = (lang: object, key: string) => key.split('.').reduce((o: any, p) => o[p], lang) as string;

describe('ledger i18n namespace (energy-efficiency screen)', () => {
  it('zh and en have the same key set, none empty, and zh is not English left untranslated', () => {
    expect(askableKeys(zh).sort()).toEqual(askableKeys(en).sort());
    for (const lang of [en, zh]) expect(textKeys(lang).filter((k) => !value(lang, k))).toEqual([]);
    // The same interpolations in both languages ({{voyageNo}}, {{page}}…).
    const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const k of textKeys(en)) expect(vars(value(zh, zhKeyOf(k))), k).toEqual(vars(value(en, k)));
  });

  it('every static ledger key the views use exists', () => {
    const dir = join(import.meta.dirname, '../../../src/views/ledger');
    const own = ['VoyageScreen.tsx', 'VoyageTable.tsx', 'VoyagePanel.tsx', 'LegDetailDialog.tsx'];
    const used = own.flatMap((f) =>
      [...readFileSync(join(dir, f), 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(own));
    const known = new Set(askableKeys(en));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });
});
