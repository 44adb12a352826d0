import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../../domain/api.js';
import type { Outcome } from '../../../domain/verification/outcomes.js';
import type { CertificateKind } from '../../../domain/verification/certificate.js';
import type { Finding } from '../../../domain/verification/findings.js';
import {
  certificateDocument,
  verificationReport,
  type VerificationReport,
  type VerificationReportInput,
} from '../../../domain/verification/verificationReport.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { reportLineLabel } from '../../i18n/reportLineWords.js';
import { certificatesOf } from '../../repositories/verification/certificates.js';
import { findingsOf } from '../../repositories/verification/findings.js';
import { opinionsOf } from '../../repositories/verification/opinions.js';
import { requireReport, type Caller } from '../reports/permissions.js';
import type { ExportFile } from '../reports/generator.js';
import { xlsxBook, type Cell } from '../reports/exports/xlsxFile.js';
import { inclusiveEnd, isoDay } from './certificates.js';

/**
 * The verification report and the certificate of a report as files (docs/verification.md §7):
 * the domain assembles the words (domain/verification/verificationReport.ts), this lays them out
 * as a PDF (pdfkit, with the Noto CJK font the user guide uses, so Chinese prints) or an xlsx
 * (one sheet per section, with the exports' writer).
 */

const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const PDF_TYPE = 'application/pdf';
// The font file (about 16 MB) read once per process, not once per file.
let fontBytes: Buffer | null | undefined;
const font = () => (fontBytes ??= existsSync(FONT) ? readFileSync(FONT) : null);

/** The input of the files from the stored rows: the latest opinion, its findings and certificate. */
async function reportInput(db: Db, c: Caller, id: number): Promise<VerificationReportInput> {
  const row = await requireReport(db, c, id);
  const [opinion] = await opinionsOf(db, id);
  if (!opinion) throw notFound();
  const [cert] = (await certificatesOf(db, id)).filter((x) => x.opinionId === opinion.id);
  return {
    report: {
      regime: row.regime,
      referenceCode: row.referenceCode,
      reportVersion: row.reportVersion,
      shipName: row.shipName,
      imo: row.imo,
      flag: row.flag,
      companyName: row.companyName,
      periodStart: isoDay(row.periodStart),
      periodEnd: inclusiveEnd(row.periodEnd),
      totals: row.totals.map((t) => ({ key: t.key, value: t.value, unit: t.unit })),
    },
    opinion: {
      outcome: opinion.outcome as Outcome,
      statement: opinion.statement,
      verifierName: opinion.verifierName,
      at: opinion.at.toISOString(),
      team: opinion.team,
      siteVisit: opinion.siteVisit,
      materiality: opinion.materiality,
    },
    findings: (await findingsOf(db, id)) as Finding[],
    certificate: cert
      ? {
          serial: cert.serial,
          kind: cert.kind as CertificateKind,
          figuresHash: cert.figuresHash,
          issuedAt: cert.issuedAt.toISOString(),
          supersededAt: cert.supersededAt?.toISOString() ?? null,
        }
      : null,
  };
}

const text = (c: string | number | null) => (c === null ? '' : String(c));

/** The document as a PDF: title, then each section as label–value lines or a table's rows. */
export function pdfOf(doc: VerificationReport, at: Date): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: doc.title, CreationDate: at } });
  const chunks: Buffer[] = [];
  pdf.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const bytes = font();
  if (bytes) {
    pdf.registerFont('body', bytes, 'NotoSansCJKsc-Regular');
    pdf.font('body');
  }
  pdf.fontSize(16).text(doc.title, { align: 'center' }).moveDown(1);
  for (const s of doc.sections) {
    pdf.fontSize(12).fillColor('#2f7d18').text(s.title).fillColor('black').moveDown(0.3);
    pdf.fontSize(9.5);
    if (s.header) pdf.text(s.header.join(' | '));
    for (const r of s.rows) {
      const cells = r.map(text).filter((x, i) => i === 0 || x !== '');
      pdf.text(s.header ? r.map(text).join(' | ') : cells.join(': '), { lineGap: 2 });
    }
    pdf.moveDown(0.6);
  }
  pdf.end();
  return done;
}

/** The document as an xlsx: one sheet per section (names cut to Excel's 31 characters). */
export function xlsxOf(doc: VerificationReport, fileName: string): ExportFile {
  const used = new Set<string>();
  const sheets = doc.sections.map((s, i): [string, Cell[][]] => {
    let name = s.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 28);
    if (used.has(name)) name = `${name.slice(0, 25)} ${i}`;
    used.add(name);
    const rows: Cell[][] = i === 0 ? [[doc.title]] : [];
    if (s.header) rows.push(s.header);
    return [name, [...rows, ...s.rows]];
  });
  return xlsxBook(fileName, sheets);
}

/** The verification report (`report`) or the certificate (`certificate`) as a PDF or xlsx. */
export async function verificationFile(
  db: Db,
  c: Caller,
  id: number,
  docKind: 'report' | 'certificate',
  format: 'pdf' | 'xlsx',
  lang: Lang,
): Promise<ExportFile> {
  const input = await reportInput(db, c, id);
  if (docKind === 'certificate' && !input.certificate) throw notFound();
  // Each line by its words in the file's language, never by its totals key.
  const lineLabel = reportLineLabel(lang);
  const doc =
    docKind === 'report'
      ? verificationReport(input, lang, lineLabel)
      : certificateDocument(input, lang, lineLabel);
  const stem = `${docKind === 'report' ? 'verification-report' : input.certificate!.serial}_${input.report.imo ?? id}_${lang}`;
  if (format === 'xlsx') return xlsxOf(doc, `${stem}.xlsx`);
  const at = new Date(input.certificate?.issuedAt ?? input.opinion.at);
  return { fileName: `${stem}.pdf`, contentType: PDF_TYPE, body: await pdfOf(doc, at) };
}
