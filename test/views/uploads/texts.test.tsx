import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../src/i18n/uploads/en.json';
import zh from '../../../src/i18n/uploads/zh.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('upload texts', () => {
  it('zh and en have the same keys', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
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
