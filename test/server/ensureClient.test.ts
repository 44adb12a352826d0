import { mkdirSync, mkdtempSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clientInputsHash, clientIsStale, STAMP_FILE } from '../../src/server/ensureClient.js';

let root: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** A checkout whose client was built from the files as they are now. */
const built = () => {
  put('dist/client/index.html', '<html></html>');
  put(STAMP_FILE, `${clientInputsHash(root)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'eeoi-client-inputs-'));
  for (const path of [
    'index.html',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
    'public/favicon.svg',
    'src/main.tsx',
    'src/App.tsx',
    'src/views/Home.tsx',
    'src/domain/cii/rating.ts',
    'src/i18n/en.json',
    'src/server/main.ts',
  ])
    put(path, `// ${path}\n`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds the client', () => {
  it('when there is no build or no stamp of its inputs', () => {
    expect(clientIsStale(root)).toBe(true);
    built();
    expect(clientIsStale(root)).toBe(false);
    unlinkSync(join(root, STAMP_FILE));
    expect(clientIsStale(root)).toBe(true);
  });

  it.each([
    'src/domain/cii/rating.ts',
    'src/App.tsx',
    'src/main.tsx',
    'src/views/Home.tsx',
    'src/i18n/en.json',
    'vite.config.ts',
    'package-lock.json',
    'index.html',
    'public/favicon.svg',
  ])('when %s changes', (path) => {
    built();
    put(path, '// changed\n');
    expect(clientIsStale(root)).toBe(true);
  });

  it('when a client file is added or deleted', () => {
    built();
    put('src/domain/new.ts', '');
    expect(clientIsStale(root)).toBe(true);
    built();
    unlinkSync(join(root, 'src/views/Home.tsx'));
    expect(clientIsStale(root)).toBe(true);
  });

  it('not when only server code changes', () => {
    built();
    put('src/server/main.ts', '// changed\n');
    put('src/server/routes/new.ts', '');
    expect(clientIsStale(root)).toBe(false);
  });
});
