/**
 * `npm run bench:bundle`: builds the client with vite (production) and prints the gzip size of the
 * JavaScript a user loads before the first screen after signing in: the sign-in page (entry +
 * static imports + the login chunk and its imports), then the shell (`Layout`) and the dashboard
 * chunk with their static imports. What the dashboard loads lazily after its first paint is
 * listed beside it, not counted; then each lazily loaded screen's extra JS beyond that.
 * Target: login + dashboard ≤ 200 KB gzip. Exit code 1 when over.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadAverage } from './kit/loadAverage.js';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const TARGET_KB = 200;
/** The lazy chunks between signing in and the dashboard's first paint (Guard → Layout → dashboard). */
const FIRST_SCREEN = ['src/views/layout/Layout.tsx', 'src/views/dashboard/DashboardView.tsx'];
const LOGIN = 'src/views/login/LoginView.tsx';
/**
 * The shell's texts, one language's before the first render (src/i18n/languageTexts.ts): the
 * larger language is counted, so the figure holds for a user of either.
 */
const LANGUAGE_TEXTS = {
  en: ['src/i18n/en.json', 'src/i18n/kit/en.json'],
  zh: ['src/i18n/zh.json', 'src/i18n/kit/zh.json'],
};
/**
 * What the dashboard loads once it has painted: its panels, the alerts' texts (one language), and
 * for an authority its review queue with the reports area's texts.
 */
const AFTER_FIRST_PAINT = [
  'src/views/dashboard/DocumentsPanel.tsx',
  'src/views/dashboard/NextPanel.tsx',
  'src/views/dashboard/AlertsPanel.tsx',
  'src/i18n/analysis/zh.json',
  'src/views/dashboard/AuthorityQueuePanel.tsx',
  'src/i18n/reports/zh.json',
];

const outDir = mkdtempSync(join(tmpdir(), 'eeoi-bundle-'));
process.env.NODE_ENV = 'production';
await build({
  logLevel: 'warn',
  mode: 'production',
  build: { outDir, manifest: 'manifest.json', emptyOutDir: true },
});
const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const chunk = (key: string) => {
  // A renamed screen must not drop out of the count unnoticed.
  if (!manifest[key]) throw new Error(`bench:bundle: no chunk for ${key} in the build's manifest`);
  return manifest[key];
};

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk(key).imports ?? []) closure(dep, seen);
  return seen;
}
const jsSize = (keys: Iterable<string>) =>
  [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((n, k) => n + gz(manifest[k]!.file), 0);
const list = (keys: Iterable<string>) =>
  [...keys]
    .filter((k) => manifest[k]!.file.endsWith('.js'))
    .sort((a, b) => gz(manifest[b]!.file) - gz(manifest[a]!.file))
    .forEach((k) => console.log(`    ${k.padEnd(60)} ${kb(gz(manifest[k]!.file)).padStart(9)}`));

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const textsOf = (files: string[]) => files.reduce((seen, key) => closure(key, seen), new Set<string>());
const [textsLang, texts] = Object.entries(LANGUAGE_TEXTS)
  .map(([lang, files]) => [lang, textsOf(files)] as const)
  .sort(([, a], [, b]) => jsSize(b) - jsSize(a))[0]!;
const login = closure(LOGIN, closure(entry, new Set(texts)));
const loginBytes = jsSize(login);
const first = FIRST_SCREEN.reduce((seen, key) => closure(key, seen), new Set(login));
const firstBytes = jsSize(first);
const after = [...AFTER_FIRST_PAINT.reduce((seen, key) => closure(key, seen), new Set<string>())].filter(
  (k) => !first.has(k),
);

console.log(`load average: ${loadAverage()}`);
console.log(`\nSign-in page (/login): ${kb(loginBytes)} gzip JS in ${login.size} files`);
for (const [lang, files] of Object.entries(LANGUAGE_TEXTS))
  console.log(
    `  the shell's texts in ${lang}: ${kb(jsSize(textsOf(files)))}${lang === textsLang ? ' (counted)' : ''}`,
  );
if (process.env.BUNDLE_DETAIL) list(login);
console.log(
  `Sign-in + dashboard (the first screen after signing in): ${kb(firstBytes)} gzip JS in ${first.size} files ` +
    `(target ≤ ${TARGET_KB} KB) ${firstBytes <= TARGET_KB * 1024 ? 'met' : 'MISSED'}`,
);
console.log(`  beyond the sign-in page: ${kb(firstBytes - loginBytes)}`);
list([...first].filter((k) => !login.has(k)));
console.log(`  loaded by the dashboard after its first paint (not counted): ${kb(jsSize(after))}`);
list(after);

console.log('\nScreen chunks (own gzip JS | with imports not already loaded by sign-in + dashboard):');
const screens = Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry && !first.has(k))
  .map((k) => ({
    name: manifest[k]!.src ?? k,
    own: gz(manifest[k]!.file),
    extra: jsSize([...closure(k)].filter((d) => !first.has(d))),
  }))
  .sort((a, b) => b.extra - a.extra);
for (const s of screens)
  console.log(`  ${s.name.padEnd(60)} ${kb(s.own).padStart(10)} | ${kb(s.extra).padStart(10)}`);
rmSync(outDir, { recursive: true, force: true });
