import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

// npm's own range parser (a dev dependency without bundled types: the calls used are typed here).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
  subset(sub: string, dom: string): boolean;
};

/**
 * Every package the lock file installs must accept every Node version package.json states, not
 * only the lowest: otherwise `npm install` warns (EBADENGINE) on a supported machine, or a tool
 * fails there. A range of the form `^20.19 || ^22.13 || >=24` has gaps (22.0–22.12, 23) that a
 * check of the minimum alone misses. A dependency that moves its engines past the range needs a
 * pin or a new range, decided in the README.
 */
const read = (f: string) => JSON.parse(readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'));

/** How the README writes a range: `^20.19 || >=24` reads "^20.19 or ≥ 24". */
const readmeRange = (range: string) => {
  const parts = range.split('||').map((r) => r.trim().replace(/^>=\s*/, '≥ '));
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
};

describe('the stated Node range', () => {
  const pkg = read('package.json') as { engines: { node: string } };
  const lock = read('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const stated = pkg.engines.node;

  it('is what the README tells a new machine to install', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(
      `Node.js ${readmeRange(stated)}`,
    );
  });

  it('is accepted in full by every package in the lock file', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, p]) => {
      const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      return range && !semver.subset(stated, range) ? [`${path}@${p.version} wants ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it('tells a range with a gap from one without', () => {
    // jsdom's range: the Node 22 line only from 22.13. The old stated `>=20.19.0` is not inside it.
    const jsdom = '^20.19.0 || ^22.13.0 || >=24.0.0';
    expect(semver.subset('>=20.19.0', jsdom)).toBe(false);
    expect(semver.satisfies(semver.minVersion('>=20.19.0')!.version, jsdom)).toBe(true);
    expect(semver.subset(stated, jsdom)).toBe(true);
    expect(readmeRange('^20.19 || ^22.13 || >=24')).toBe('^20.19, ^22.13 or ≥ 24');
  });
});
