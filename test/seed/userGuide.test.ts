import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildUserGuide, GUIDE_LANGS, guideSource } from '../../docs/user-guide-build';
import { FUNCTION_TREE, type FunctionNode } from '../../src/server/db/seed/functionTree';
import { SCREENS } from '../../src/views/screens/registry';

/**
 * The user guide says only what the product does today and cannot drift. Every
 * screen it names (`**Menu > Page**`) is a built page of the seeded function tree; every built page
 * is named, so a new screen fails here until the guide describes it; and the committed PDFs are
 * exactly what the build makes from the text.
 */
type Page = { folder: FunctionNode | null; page: FunctionNode & { url: string } };
const pages = FUNCTION_TREE.flatMap((top): Array<{ folder: FunctionNode | null; page: FunctionNode }> =>
  top.menuType === 2
    ? [{ folder: null, page: top }]
    : (top.children ?? []).map((page) => ({ folder: top, page })),
).filter((p): p is Page => p.page.menuType === 2 && typeof p.page.url === 'string');
const built = pages.filter((p) => p.page.url in SCREENS);

describe.each(GUIDE_LANGS)('the %s user guide', (lang) => {
  const text = guideSource(lang);

  it('names only screens that exist, under their menu', () => {
    const named = [...text.matchAll(/\*\*([^*>]+) > ([^*]+)\*\*/g)].map((m) => [m[1].trim(), m[2].trim()]);
    expect(named.length).toBeGreaterThan(5);
    for (const [menu, page] of named) {
      const hit = built.find((p) => p.folder?.[lang] === menu && p.page[lang] === page);
      expect(hit, `${menu} > ${page}`).toBeDefined();
    }
  });

  it('names every screen that is built', () => {
    const lower = text.toLowerCase();
    for (const p of built) expect(lower.includes(p.page[lang].toLowerCase()), p.page[lang]).toBe(true);
  });
});

describe('the user guide PDFs', () => {
  it('are what the build makes from the committed text', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'user-guide-'));
    try {
      await buildUserGuide(dir);
      for (const lang of GUIDE_LANGS) {
        const fresh = readFileSync(join(dir, `user-guide-${lang}.pdf`));
        const committed = readFileSync(new URL(`../../public/user-guide-${lang}.pdf`, import.meta.url));
        expect(
          fresh.equals(committed),
          `public/user-guide-${lang}.pdf is stale: run npx tsx docs/user-guide-build.ts`,
        ).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
