/**
 * Comments and test names say why in their own words: none cites an issue number (the tracker is
 * not part of the repository and its numbers mean nothing to a reader of the code) or a document
 * that lives outside the repository. A citation points at a file under docs/ instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'test'];
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const SQL = /\.sql$/;

const ISSUE = /\bissues?\s+#?\d+/i;
/** The short forms those documents were cited by: "spec" or "original", a section sign and a number. */
const OUTSIDE_SECTION = /\b(original|spec|reference) §\d/;
/** Reference and spec files kept outside the repository; the same names under docs/ are allowed. */
const OUTSIDE_DOC =
  /((?:[\w.-]+\/)*)(?<![\w-])(original-system|regulations|voyage-data|product-spec|peers|reports)\.md/g;

/** What is wrong with one comment or test name, or null when it is fine. */
export function citationProblem(text: string): string | null {
  const issue = ISSUE.exec(text);
  if (issue) return `cites "${issue[0]}"`;
  const section = OUTSIDE_SECTION.exec(text);
  if (section) return `cites "${section[0]}", a section of a document outside the repository`;
  for (const m of text.matchAll(OUTSIDE_DOC)) {
    if (!m[1].endsWith('docs/')) return `cites "${m[0]}", a document outside the repository`;
  }
  return null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return CODE.test(entry.name) || SQL.test(entry.name) ? [path] : [];
  });
}

/** Every comment of a TypeScript or JavaScript file, and every describe/it/test title, with its line. */
function codeTexts(path: string, text: string): { line: number; text: string }[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const out: { line: number; text: string }[] = [];
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    // At a token's start, comments before the first line break count as trailing, the rest as leading.
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const body = text.slice(range.pos, range.end);
      body.split('\n').forEach((line, i) => out.push({ line: lineOf(range.pos) + i, text: line }));
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file).split('.')[0];
      const title = node.arguments[0];
      if (['describe', 'it', 'test'].includes(callee) && title && ts.isStringLiteralLike(title)) {
        out.push({ line: lineOf(title.getStart(file)), text: title.text });
      }
    }
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  return out;
}

function sqlTexts(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.includes('--') ? line.slice(line.indexOf('--')) : '' }));
}

describe('comments cite no issue number and no document outside the repository', () => {
  it('knows a citation from a docs/ path', () => {
    expect(citationProblem('(issue 11 item 9)')).toMatch(/issue 11/);
    expect(citationProblem('// Issue 19: the log')).toMatch(/Issue 19/);
    expect(citationProblem('(original-system.md §2.4)')).toMatch(/outside/);
    expect(citationProblem('(spec voyage-data.md §1)')).toMatch(/outside/);
    expect(citationProblem('(../shared/spec/voyage-data.md §1)')).toMatch(/outside/);
    expect(citationProblem('(reports.md §6)')).toMatch(/outside/);
    expect(citationProblem('(spec §1; original §2.4.2 [BUG])')).toMatch(/outside/);
    expect(citationProblem('(docs/reports.md §2, docs/regulatory-sources.md §1)')).toBeNull();
    expect(citationProblem('(docs/reports-eu.md §3; docs/api-ledger.md)')).toBeNull();
    expect(citationProblem('the upload issues list')).toBeNull();
  });

  it('finds comments wherever they sit, and test names, but not text inside strings', () => {
    const sample = [
      'export const x = 1; // see issue 12',
      'const y = <div>{/* spec §3 */}</div>;',
      'const w = `// issue 9 ${x}`;',
      "describe('the rule (regulations.md §6)', () => {});",
    ].join('\n');
    const found = codeTexts('sample.tsx', sample)
      .filter((t) => citationProblem(t.text))
      .map((t) => t.line);
    expect(found).toEqual([1, 2, 4]);
  });

  it('holds for every file under src/ and test/', () => {
    const problems: string[] = [];
    for (const path of ROOTS.flatMap(filesUnder)) {
      const text = readFileSync(path, 'utf8');
      // Only a file whose text has a citation anywhere can have one in a comment: parse just those.
      if (!citationProblem(text)) continue;
      const texts = SQL.test(path) ? sqlTexts(text) : codeTexts(path, text);
      for (const t of texts) {
        const problem = citationProblem(t.text);
        if (problem) problems.push(`${path}:${t.line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
