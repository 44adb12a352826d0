/**
 * Builds public/user-guide-en.pdf and public/user-guide-zh.pdf from docs/user-guide.{en,zh}.md.
 * Run: npx tsx docs/user-guide-build.ts. Needs the Noto CJK font (Debian fonts-noto-cjk) for the
 * Chinese text; the font is subset into the PDF. The markdown subset used: '#' and '##' headings,
 * paragraphs (one per line) and `**Menu > Page**` for a screen (printed without the stars). The
 * output is byte-for-byte reproducible: test/seed/userGuide.test.ts builds it into a temporary
 * folder and fails when the committed PDFs differ, so the guide cannot drift from its text.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';

const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const ROOT = new URL('..', import.meta.url);
export const GUIDE_LANGS = ['en', 'zh'] as const;

export const guideSource = (lang: 'en' | 'zh') =>
  readFileSync(new URL(`docs/user-guide.${lang}.md`, ROOT), 'utf8');

function render(lang: 'en' | 'zh', outDir: string): Promise<void> {
  const lines = guideSource(lang).split('\n');
  // A fixed creation date keeps the output reproducible.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: lines[0].replace(/^#\s*/, ''), CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const out = createWriteStream(join(outDir, `user-guide-${lang}.pdf`));
  doc.pipe(out);
  doc.registerFont('body', FONT, 'NotoSansCJKsc-Regular');
  doc.font('body');
  for (const raw of lines) {
    const line = raw.replaceAll('**', '');
    if (!line.trim()) continue;
    if (line.startsWith('# ')) doc.fontSize(20).text(line.slice(2), { align: 'center' }).moveDown(1);
    else if (line.startsWith('## '))
      doc
        .moveDown(0.5)
        .fontSize(14)
        .fillColor('#2f7d18')
        .text(line.slice(3))
        .fillColor('black')
        .moveDown(0.3);
    else doc.fontSize(10.5).text(line, { align: 'left', lineGap: 3 }).moveDown(0.4);
  }
  doc.end();
  return new Promise((resolve, reject) => out.on('finish', resolve).on('error', reject));
}

/** Writes both PDFs into `outDir` (the repository's public/ by default). */
export async function buildUserGuide(outDir = new URL('public', ROOT).pathname): Promise<void> {
  await Promise.all(GUIDE_LANGS.map((lang) => render(lang, outDir)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildUserGuide();
  console.log('public/user-guide-en.pdf and public/user-guide-zh.pdf written');
}
