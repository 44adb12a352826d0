import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `npm start` builds the client only when dist is missing or older than the client sources. */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);
}

const built = existsSync('dist/client/index.html') ? statSync('dist/client/index.html').mtimeMs : 0;
const sources = Math.max(
  newest('src/views'),
  newest('src/machines'),
  newest('src/services'),
  newest('src/i18n'),
  newest('public'),
  existsSync('index.html') ? statSync('index.html').mtimeMs : 0,
);
if (!built || sources > built) {
  console.log('Building the client (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}
