import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

// npm's own range parser (a dev dependency without bundled types: the two calls used are typed here).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

/**
 * Every package the lock file installs must accept the Node version the README and package.json
 * state as the minimum: otherwise `npm install` warns (EBADENGINE) on a supported machine and the
 * stated minimum is not true. A dependency that moves its engines past it needs a pin or a new
 * minimum, decided in the README.
 */
const read = (f: string) => JSON.parse(readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'));

describe('the stated Node minimum', () => {
  const pkg = read('package.json') as { engines: { node: string } };
  const lock = read('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const minimum = semver.minVersion(pkg.engines.node)!.version;

  it('is what the README tells a new machine to install', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(
      `Node.js ≥ ${minimum.replace(/\.0$/, '')}`,
    );
  });

  it('is accepted by every package in the lock file', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, p]) => {
      const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      return range && !semver.satisfies(minimum, range) ? [`${path}@${p.version} wants ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
