import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const ASSET = '/assets/app-3f9a1c2b.js';
export const PAGE =
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
export const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;

/**
 * A built client in miniature: the page and one hashed asset, each with the `.br` and `.gz` copies
 * the build writes beside it (a small stand-in: a real `vite build` takes half a minute).
 */
export function writeStaticClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eeoi-static-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['index.html', PAGE],
    [ASSET.slice(1), SCRIPT],
  ]) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
