import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import en from '../../../src/i18n/ledgerForms/en.json';
import zh from '../../../src/i18n/ledgerForms/zh.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('ledgerForms i18n area', () => {
  it('zh and en have the same key set, none empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const lang of [en, zh])
      expect(keys(lang).filter((k) => !k.split('.').reduce((o: any, p) => o[p], lang))).toEqual([]);
  });

  it('has a client text for every ledger.* and msg.* code the shared write schema can give', () => {
    const source = readFileSync(
      resolve(import.meta.dirname, '../../../src/domain/schemas/voyageData.ts'),
      'utf8',
    );
    const codes = [...new Set(source.match(/'(?:ledger|msg)\.[a-z_]+'/g)!.map((c) => c.slice(1, -1)))];
    expect(codes.length).toBeGreaterThan(15);
    const known = new Set(keys(en.codes));
    expect(codes.filter((c) => !known.has(c))).toEqual([]);
  });
});
