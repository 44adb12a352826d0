/**
 * The formatting rule (eslint.format.js) is shown to bite: each bad file below must be reported
 * under `format/onlyFormatModule`, each good one must not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'format/onlyFormatModule';

async function formatErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.ruleId!);
}

const bad: [string, string, string][] = [
  ['src/views/cii/X.tsx', 'export const x = (n: number) => n.toLocaleString();', 'a number in the locale'],
  ['src/views/cii/X.tsx', 'export const x = (d: Date) => d.toLocaleDateString("en-GB");', 'a locale date'],
  ['src/views/cii/X.tsx', 'export const x = (d: Date) => d.toLocaleTimeString();', 'a locale time'],
  ['src/views/cii/X.tsx', "export const x = new Intl.DateTimeFormat('zh-CN');", 'Intl.DateTimeFormat'],
  ['src/views/cii/X.tsx', 'export const x = Intl.NumberFormat().format(1.5);', 'Intl.NumberFormat'],
  ['src/views/cii/X.tsx', 'export const x = String(new Date());', 'String of a new Date'],
  ['src/views/cii/X.tsx', 'export const x = (date: Date) => String(date);', 'String of a date'],
  ['src/views/cii/X.tsx', 'export const x = (r: { updatedAt: Date }) => r.updatedAt.toString();', 'toString'],
  ['src/views/cii/X.tsx', 'export const x = new Date(0).toUTCString();', 'toUTCString'],
  ['src/views/cii/X.tsx', 'export const x = `at ${new Date()}`;', 'a Date in a template'],
  ['src/views/cii/X.tsx', 'export const x = new Date(0).toISOString().slice(0, 10);', 'toISOString shown'],
  ['src/views/cii/X.tsx', "export { formatTime } from '../../i18n/time';", 'time.ts directly'],
  [
    'src/views/cii/X.tsx',
    "import { formatNumber } from '../../i18n/number'; export const n = formatNumber;",
    'number.ts',
  ],
  ['src/machines/cii/x.ts', 'export const x = (n: number) => n.toLocaleString();', 'a machine formats too'],
  ['src/machines/cii/x.ts', "export const x = new Intl.NumberFormat('en');", 'Intl in a machine'],
];

const good: [string, string, string][] = [
  ['src/views/cii/X.tsx', "export { formatInstant } from '../../i18n/format';", 'the formatting module'],
  ['src/views/cii/X.tsx', 'export const x = (n: number) => n.toFixed(2);', 'a fixed figure'],
  ['src/views/cii/X.tsx', 'export const x = (n: number) => String(n);', 'a number as text'],
  ['src/views/cii/X.tsx', 'export const x = (id: number) => id.toString();', 'an id as text'],
  ['src/views/cii/X.tsx', "export const x = new Intl.RelativeTimeFormat('en');", 'relative words'],
  [
    'src/machines/cii/x.ts',
    'export const x = (ms: number) => new Date(ms).toISOString();',
    'a request value',
  ],
  ['src/i18n/x.ts', 'export const x = (n: number) => n.toLocaleString();', 'the i18n layer itself'],
  ['src/server/x.ts', 'export const x = new Date(0).toISOString();', 'the server writes files'],
];

// The first lint loads the parser and the whole config, seconds on a busy machine.
describe('formatting lint rule', { timeout: 30_000 }, () => {
  it.each(bad)('%s: %s is refused (%s)', async (file, code) => {
    expect(await formatErrors(file, code)).toEqual([RULE]);
  });
  it.each(good)('%s: %s is allowed (%s)', async (file, code) => {
    expect(await formatErrors(file, code)).toEqual([]);
  });
});
