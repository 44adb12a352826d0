import type { Plugin } from 'vite';

interface ChunkLinks {
  imports: string[];
}

/**
 * Vite lists, for every lazy import, each file the imported chunk needs, so the browser can fetch
 * them side by side; the list includes the files the importing chunk itself imports statically,
 * which are loaded before its code runs. The shell's screen registry names some sixty screens that
 * way (2 KB gzip of file names on the first screen). This keeps only the files the importer has
 * not loaded: the plugin records the bundle's static imports, `resolveDependencies` filters by them.
 */
export function preloadOnlyMissing(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let chunks = new Map<string, ChunkLinks>();
  const loadedBy = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    const known = loadedBy.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const dep of chunks.get(f)?.imports ?? []) visit(dep);
    };
    visit(file);
    loadedBy.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'preload-only-missing',
      apply: 'build',
      generateBundle: {
        // Before vite writes the preload lists (its own generateBundle), which call the filter.
        order: 'pre',
        handler(_options, bundle) {
          chunks = new Map(
            Object.values(bundle)
              .filter((c) => c.type === 'chunk')
              .map((c) => [c.fileName, { imports: c.imports }]),
          );
          loadedBy.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !chunks.has(hostId)) return deps;
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];
