import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../src/i18n/uploads/en.json';
import zh from '../../../src/i18n/uploads/zh.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('upload texts', () => {
  // A counted text has two English forms and one Chinese one (test/views/i18n/plurals.test.tsx).
  const base = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
  it('zh and en have the same keys', () => {
    expect(base(zh)).toEqual(base(en));
  });

  it('every upload.* code the browser side can produce has its words', () => {
    // The machine's own `upload.*` names are events; its one code (`upload.server`) is added by hand.
    const dirs = ['src/domain/upload', 'src/services/upload'];
    const source = dirs
      .flatMap((d) => readdirSync(d).map((f) => readFileSync(join(d, f), 'utf8')))
      .join('\n');
    const codes = new Set([...source.matchAll(/'upload\.([a-z_]+)'/g)].map((m) => m[1]!));
    codes.add('server');
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(Object.keys(en.codes.upload)).toContain(code);
  });
});
