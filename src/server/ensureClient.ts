import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the client build reads: the browser code and everything it imports (src outside the
 * server, the shared domain, i18n and the entry files), the page and its static files, the build
 * configuration and the installed packages. A change in any of them must rebuild the client.
 */
export const CLIENT_INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Server code never enters the bundle (the layer rules keep the browser from importing it). */
const NOT_CLIENT_INPUTS = [join('src', 'server')];

/** The stamp of the inputs the last `npm start` built from; outside dist/client so it is never served. */
export const STAMP_FILE = join('dist', 'client-inputs.sha256');

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full) || NOT_CLIENT_INPUTS.includes(path)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

/** One hash over the path and content of every client input, so an edit, a new file or a deletion all change it. */
export function clientInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const path of CLIENT_INPUTS.flatMap((p) => files(root, p))) {
    hash.update(path.split(sep).join('/')).update('\0');
    hash.update(readFileSync(join(root, path))).update('\0');
  }
  return hash.digest('hex');
}

/** The client needs a build when none exists or it was built from other inputs than today's. */
export function clientIsStale(root: string): boolean {
  if (!existsSync(join(root, 'dist/client/index.html'))) return true;
  const stamp = join(root, STAMP_FILE);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== clientInputsHash(root);
}

/** `npm start` builds the client only when it is missing or stale. */
export function ensureClient(root: string): void {
  if (!clientIsStale(root)) return;
  console.log('Building the client (vite build)…');
  const hash = clientInputsHash(root);
  execSync('npx vite build', { stdio: 'inherit', cwd: root });
  writeFileSync(join(root, STAMP_FILE), `${hash}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureClient(process.cwd());
