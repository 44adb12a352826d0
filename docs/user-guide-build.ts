/**
 * Builds public/user-guide-en.pdf and public/user-guide-zh.pdf from docs/user-guide.{en,zh}.md.
 * Run: npx tsx docs/user-guide-build.ts. Needs the Noto CJK font (Debian fonts-noto-cjk) for the
 * Chinese text; the font is subset into the PDF. The markdown subset used: '#' and '##' headings
 * and paragraphs (one per line).
 */
import { createWriteStream, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function render(lang: 'en' | 'zh'): Promise<void> {
  const lines = readFileSync(`docs/user-guide.${lang}.md`, 'utf8').split('\n');
  // A fixed creation date keeps the output reproducible.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: lines[0].replace(/^#\s*/, ''), CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const out = createWriteStream(`public/user-guide-${lang}.pdf`);
  doc.pipe(out);
  doc.registerFont('body', FONT, 'NotoSansCJKsc-Regular');
  doc.font('body');
  for (const line of lines) {
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

await Promise.all([render('en'), render('zh')]);
console.log('public/user-guide-en.pdf and public/user-guide-zh.pdf written');
