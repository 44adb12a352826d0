/**
 * `npm run bench:bundle`: builds the client with vite (production) and prints the gzip size of the
 * JavaScript the login route loads (entry + static imports + the login chunk and its imports),
 * then of each lazily loaded screen chunk. Target: login route ≤ 200 KB gzip.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const jsSize = (keys: Iterable<string>) =>
  [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((n, k) => n + gz(manifest[k].file), 0);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const loginKey = Object.keys(manifest).find((k) => k.endsWith('views/login/LoginView.tsx'))!;
const login = closure(loginKey, closure(entry));
const loginBytes = jsSize(login);
if (process.env.BUNDLE_DETAIL)
  for (const k of login) console.log(`  ${k.padEnd(60)} ${kb(gz(manifest[k].file))}`);

console.log(
  `\nLogin route (/login): ${kb(loginBytes)} gzip JS in ${[...login].length} files (target ≤ ${TARGET_KB} KB) ${loginBytes <= TARGET_KB * 1024 ? 'OK' : 'OVER'}`,
);
console.log('\nScreen chunks (own gzip JS | with imports not already loaded by the login route):');
const screens = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .map((k) => ({
    name: manifest[k].src ?? k,
    own: gz(manifest[k].file),
    extra: jsSize([...closure(k)].filter((d) => !login.has(d))),
  }))
  .sort((a, b) => b.extra - a.extra);
for (const s of screens)
  console.log(`  ${s.name.padEnd(60)} ${kb(s.own).padStart(10)} | ${kb(s.extra).padStart(10)}`);
rmSync(outDir, { recursive: true, force: true });
process.exitCode = loginBytes <= TARGET_KB * 1024 ? 0 : 1;
