import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { octiconsAt16Only, popoverPolyfillOnDemand } from './build/libraryTrims.js';
import { preloadOnlyMissing } from './build/preloadMissing.js';

/**
 * Primer's ThemeProvider statically imports nine legacy colour schemes (~48 KB gzip) and merges one
 * into the theme it provides; no Primer 38 component reads those values (they style with the
 * primitives' CSS variables) and neither does the app (colour comes from the primitives CSS and the
 * settings panel's theme colour). The production build keeps an empty `light` scheme, the name
 * Primer falls back to for any other.
 */
function primerLightSchemeOnly(): Plugin {
  return {
    name: 'primer-light-scheme-only',
    apply: 'build',
    transform(_code, id) {
      if (!id.replace(/\\/g, '/').endsWith('@primer/react/dist/legacy-theme/ts/color-schemes.js'))
        return null;
      return { code: 'export const colorSchemes = { light: {} };', map: null };
    },
  };
}

/** The test files under `dirs` ending in `suffix` whose text matches `marker`. */
function filesMarked(dirs: string[], suffix: string, marker: RegExp): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith(suffix))
        .map((f) => join(dir, f).replace(/\\/g, '/')),
    )
    .filter((f) => marker.test(readFileSync(f, 'utf8')));
}

/**
 * The first screen of a cold load is the sign-in page, a lazy chunk: without a hint the browser
 * learns of it only after the entry has run. A modulepreload link per file of that chunk (and the
 * chunks it imports) lets the page fetch them beside the entry.
 */
export function preloadFirstScreen(entry = 'src/views/login/LoginView.tsx'): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const screen = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(entry));
        if (!screen) throw new Error(`preload-first-screen: no chunk for ${entry}`);
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const f of chunks.find((c) => c.fileName === file)?.imports ?? []) closure(f, into);
          return into;
        };
        // What the entry imports statically the page already loads (and preloads).
        const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
        const files = [...closure(screen.fileName)].filter((f) => !loaded.has(f));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * A `.br` and a `.gz` copy beside every text file of the build, compressed once at the highest
 * levels; the server sends one when the browser accepts it (src/server/plugins/static.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist/client';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        // Below a kilobyte the headers outweigh what compression saves.
        if (!/\.(js|mjs|css|html|svg|json|txt|map)$/.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
      }
    },
  };
}

/**
 * The view tests that need a module graph of their own: those that replace a module (`vi.mock`)
 * and those that say so with a `// Runs isolated:` line (a test of a module's first-load state).
 * Every other view test shares its worker's modules with the files before it, which spares each
 * file the import of React, Primer and the app (most of a view file's time on two cores).
 */
const isolatedViewTests = () =>
  filesMarked(['test/views', 'test/machines'], '.test.tsx', /vi\.mock\(|^\/\/ Runs isolated:/m);

const VIEW_TESTS = ['test/views/**/*.test.tsx', 'test/machines/**/*.test.tsx'];
const ISOLATED_VIEW_TESTS = isolatedViewTests();

/**
 * The Chromium journeys. With DATABASE_URL set (CI) they run their app on PostgreSQL: the API
 * suite runs every route on both databases, the browser meets the same server code on either, and a
 * journey's server does a third less work on PostgreSQL than in PGlite's WebAssembly. The journeys
 * that say so with a `// Runs on PGlite:` line (the embedded default a first user meets with
 * `npm start`) keep PGlite, in a project of their own.
 */
const E2E_TESTS = 'test/e2e/**/*.e2e.test.ts';
const PGLITE_E2E_TESTS = filesMarked(['test/e2e'], '.e2e.test.ts', /^\/\/ Runs on PGlite:/m);
const e2eProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: db === 'postgres' ? [E2E_TESTS] : process.env.DATABASE_URL ? PGLITE_E2E_TESTS : [E2E_TESTS],
    exclude: db === 'postgres' ? PGLITE_E2E_TESTS : [],
    env: { TEST_DB: db },
    // Journey files share their worker's modules too: each file still starts its own server on a
    // fresh database and its own Chromium, but does not import the app, Fastify and Playwright
    // again (ten journey files: 467 → 383 CPU-s, 239 → 195 s).
    isolate: false,
    // One client build and one seeded database for the run; the journeys' files then run beside
    // the other projects' files instead of one by one after them all (a file group without
    // parallelism waits for every other file, which had doubled CI time).
    globalSetup: [
      'test/support/clientGlobalSetup.ts',
      db === 'postgres' ? 'test/support/pgGlobalSetup.ts' : 'test/support/pgliteGlobalSetup.ts',
    ],
    testTimeout: 240_000,
    hookTimeout: 150_000,
    // A page answers in its own time (the browser shares two cores with the other files):
    // a poll gives a screen as long as Playwright's own waits do before it counts as wrong.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
const viewProject = (name: string, isolate: boolean) => ({
  extends: true as const,
  test: {
    name,
    environment: 'jsdom',
    isolate,
    // Primer ships CSS-module imports inside node_modules; inline it so vite processes them.
    server: { deps: { inline: [/@primer\/react/] } },
    setupFiles: ['test/support/viewSetup.ts'],
    include: isolate ? ISOLATED_VIEW_TESTS : VIEW_TESTS,
    exclude: isolate ? [] : ISOLATED_VIEW_TESTS,
    // A model path replays a dozen steps through the DOM; on two shared cores that takes
    // seconds (a hang still fails, at this bound).
    testTimeout: 30_000,
  },
});

// One file configures the client build and the test projects (docs/architecture.md §1).
// The PostgreSQL copy of the server suite runs only when DATABASE_URL is set (CI sets it).
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['test/server/**/*.test.ts'],
    // *.pg.test.ts exercise PostgreSQL-only parts (the connection pool): nothing to run on PGlite.
    exclude: db === 'pglite' ? ['test/server/**/*.pg.test.ts'] : [],
    env: { TEST_DB: db },
    // Server files share their worker's modules (nothing in test/server replaces a module): each
    // file then skips importing the app, Fastify, drizzle and PGlite's WebAssembly again, which
    // took about as long as its tests. Every file still opens its own fresh database.
    isolate: false,
    globalSetup: [db === 'postgres' ? 'test/support/pgGlobalSetup.ts' : 'test/support/pgliteGlobalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const preloads = preloadOnlyMissing();

export default defineConfig({
  plugins: [
    preloads.plugin,
    react(),
    primerLightSchemeOnly(),
    popoverPolyfillOnDemand(),
    octiconsAt16Only(),
    preloadFirstScreen(),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist/client',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself the bundler puts the data table's virtualiser (only list screens use it)
          // into the Primer chunk the login page shares; its own group keeps the login route small.
          groups: [
            { name: 'virtual', test: /[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'runtime',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|xstate|@xstate[\\/]react|wouter|regexparam|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // Two workers on the 2-core CI machine: vitest's own default (one less than the cores) runs the
    // files one at a time, and a third worker measured slower (every e2e file took 1.5–3 times as
    // long: Chromium, the app server and PGlite already keep both cores busy). One count for all
    // projects: vitest runs projects side by side only when they share it. The projects inherit
    // this value, so `--maxWorkers` on the command line does not reach them: set
    // VITEST_MAX_WORKERS instead (or pass --no-file-parallelism for one file at a time).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions and charts: nothing here replaces a module, so files share modules too.
          isolate: false,
          include: [
            'test/domain/**/*.test.ts',
            'test/machines/**/*.test.ts',
            'test/seed/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/i18n/**/*.test.ts',
          ],
          // Two files run at once beside the typecheck and lint: a lint test's first run or a
          // property test takes seconds, not the 5 s default's milliseconds.
          testTimeout: 30_000,
        },
      },
      viewProject('views', false),
      viewProject('views-isolated', true),
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(process.env.DATABASE_URL
        ? [e2eProject('e2e', 'postgres'), e2eProject('e2e-pglite', 'pglite')]
        : [e2eProject('e2e', 'pglite')]),
    ],
  },
});
