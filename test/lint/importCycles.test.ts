/**
 * `src/` has no import circle: a module that imports, through any chain, a module that imports it
 * cannot be loaded, moved or tested alone, and its initialisation order depends on who imports
 * first. The detector is shown to find a planted circle, so an empty answer means something.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from '../support/lint/importCycles';

describe('import circles', () => {
  it('src has none', () => {
    expect(importCycles(resolve('src'))).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'cycles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (path: string, code: string) => {
    mkdirSync(join(scratch, path, '..'), { recursive: true });
    writeFileSync(join(scratch, path), code);
  };

  it('finds a circle through a hook, a registry and a lazy import, and only that one', () => {
    write('layout/useRoutes.ts', "import { isRegistered } from '../screens/registry';\nexport const r = 1;");
    write('screens/registry.ts', "export const S = { d: () => import('../dashboard/View') };");
    write('dashboard/View.tsx', "import { r } from '../layout/useRoutes.js';\nexport default r;");
    write('dashboard/Panel.tsx', "import View from './View';\nexport const p = View;");
    write('shared/index.ts', 'export const a = 1;');
    write('shared/user.ts', "import { a } from '.';\nexport type { T } from './types';\nexport const b = a;");
    write('shared/types.ts', "import type { b } from './user';\nexport type T = typeof b;");
    expect(importCycles(scratch)).toEqual([
      ['dashboard/View.tsx', 'layout/useRoutes.ts', 'screens/registry.ts'],
      ['shared/types.ts', 'shared/user.ts'],
    ]);
  });
});
