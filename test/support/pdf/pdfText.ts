import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, one line per text object: the streams inflated, the
 * glyph codes of the embedded (subset) font mapped back through its ToUnicode CMap. Enough to
 * read our own files back in tests; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const bin = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(bin))) {
    const start = m.index + m[0].length;
    const end = bin.indexOf('endstream', start);
    let body = Buffer.from(bin.slice(start, end), 'latin1');
    if (m[1].includes('/FlateDecode')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    streams.push(body.toString('latin1'));
  }
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const s of streams.filter((x) => x.includes('begincmap'))) {
    for (const [, a, b, arr] of s.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const from = parseInt(a, 16);
      const codes = [...arr.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => x[1]);
      for (let i = 0; i <= parseInt(b, 16) - from && i < codes.length; i++)
        map.set((from + i).toString(16).padStart(a.length, '0').toLowerCase(), utf16(codes[i]));
    }
    const chars = s.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? [];
    for (const block of chars)
      for (const [, a, u] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
        map.set(a.toLowerCase(), utf16(u));
  }
  const decode = (hex: string) =>
    (hex.match(/.{1,4}/g) ?? []).map((g) => map.get(g.toLowerCase()) ?? '').join('');
  const lines: string[] = [];
  for (const s of streams.filter((x) => /\bBT\b/.test(x) && !x.includes('begincmap')))
    for (const [, block] of s.matchAll(/\bBT\b([\s\S]*?)\bET\b/g))
      lines.push([...block.matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => decode(x[1])).join(''));
  return lines.join('\n');
}
