import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { octiconsAt16Only, popoverPolyfillOnDemand } from '../../../build/libraryTrims.js';
import { preloadOnlyMissing } from '../../../build/preloadMissing.js';

// The build steps that keep the first screen under its budget (docs/benchmarks.md §5), run on the
// real library files they rewrite.
const primerDist = dirname(createRequire(import.meta.url).resolve('@primer/react'));
const octiconsDir = join(dirname(createRequire(import.meta.url).resolve('@primer/octicons-react')), 'icons');
const transform = (plugin: Plugin, code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);

describe('popover polyfill on demand', () => {
  const id = join(primerDist, 'TooltipV2', 'Tooltip.js');
  const original = readFileSync(id, 'utf8');

  it('takes the static import out of Primer’s tooltip and imports the polyfill only without the Popover API', () => {
    const out = transform(popoverPolyfillOnDemand(), original, id)!.code;
    expect(original).toMatch(/import .* from "@oddbird\/popover-polyfill\/fn"/);
    expect(out).not.toMatch(/import .* from "@oddbird\/popover-polyfill\/fn"/);
    expect(out).toContain(
      'if (!("popover" in HTMLElement.prototype)) void import("@oddbird/popover-polyfill/fn")',
    );
    expect(() => parseAst(out)).not.toThrow();
  });

  it('refuses a tooltip that no longer reads as expected, and leaves other files alone', () => {
    expect(() => transform(popoverPolyfillOnDemand(), 'export const x = 1;', id)).toThrow(
      /no longer imports/,
    );
    expect(
      transform(popoverPolyfillOnDemand(), original, join(primerDist, 'Button', 'Button.js')),
    ).toBeNull();
  });
});

describe('octicons at 16 px only', () => {
  it('drops the 24 px drawing and leaves a module that parses', () => {
    for (const name of ['GearIcon', 'XIcon', 'ChevronLeftIcon']) {
      const id = join(octiconsDir, `${name}.mjs`);
      const original = readFileSync(id, 'utf8');
      const out = transform(octiconsAt16Only(), original, id)!.code;
      expect(original).toContain('"24": {');
      expect(out).not.toContain('"24"');
      expect(out).toMatch(/var heights = \[("12", )?"16"\];/);
      expect(out).toContain('"16": {');
      expect(out.length).toBeLessThan(original.length * 0.8);
      expect(() => parseAst(out)).not.toThrow();
    }
  });

  it('keeps a 12 px drawing where an icon has one (the tabs draw their close icon at 12 px)', () => {
    const id = join(octiconsDir, 'XIcon.mjs');
    const out = transform(octiconsAt16Only(), readFileSync(id, 'utf8'), id)!.code;
    expect(out).toContain('var heights = ["12", "16"];');
    expect(out).toContain('"12": {');
  });

  it('leaves an icon drawn at 16 px only as it is', () => {
    const id = join(octiconsDir, 'FileIcon.mjs');
    const code = 'var heights = ["16"];\nvar svgDataByHeight = {};';
    expect(transform(octiconsAt16Only(), code, id)).toBeNull();
  });
});

describe('preload only what the importer lacks', () => {
  it('drops from a lazy import’s list the files its importer has already loaded, statically and transitively', () => {
    const { plugin, resolveDependencies } = preloadOnlyMissing();
    const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });
    const bundle = {
      'assets/Layout.js': chunk('assets/Layout.js', ['assets/runtime.js']),
      'assets/runtime.js': chunk('assets/runtime.js', ['assets/helper.js']),
      'assets/helper.js': chunk('assets/helper.js', []),
      'assets/Screen.js': chunk('assets/Screen.js', ['assets/runtime.js', 'assets/table.js']),
      'assets/table.js': chunk('assets/table.js', []),
    };
    const hook = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    hook.handler({}, bundle);
    const deps = ['assets/Screen.js', 'assets/runtime.js', 'assets/helper.js', 'assets/table.js'];
    expect(
      resolveDependencies('assets/Screen.js', deps, { hostId: 'assets/Layout.js', hostType: 'js' }),
    ).toEqual(['assets/Screen.js', 'assets/table.js']);
    // The page's own links and an unknown importer keep the full list.
    expect(resolveDependencies('assets/Screen.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
    expect(
      resolveDependencies('assets/Screen.js', deps, { hostId: 'assets/Other.js', hostType: 'js' }),
    ).toEqual(deps);
  });
});
