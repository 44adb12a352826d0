/**
 * The view rules (eslint.views.js) are shown to bite: each bad file below must be reported by
 * `npm run lint` under the rule named, each good one must not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULES = [
  'views/zones',
  'views/noHexColours',
  'views/codesByLabel',
  'no-restricted-syntax',
  'no-restricted-globals',
];

async function viewErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.filter((m) => RULES.includes(m.ruleId ?? '')).map((m) => m.ruleId!);
}

const bad: [string, string, string, string][] = [
  [
    'src/views/cii/X.tsx',
    "export { x } from '../reports/reportText';",
    'views/zones',
    'an area imports another',
  ],
  [
    'src/views/cii/X.tsx',
    "export const x = import('../fleet/ShipEditDialog');",
    'views/zones',
    'a lazy import too',
  ],
  [
    'src/views/ledger/X.tsx',
    "export { x } from '../fleet/shipFieldSpecs';",
    'views/zones',
    'ledger imports fleet',
  ],
  [
    'src/views/shared/X.tsx',
    "export { x } from '../cii/RatingBadge';",
    'views/zones',
    'the kit imports an area',
  ],
  [
    'src/views/listForm/X.tsx',
    "export { x } from '../system/configs';",
    'views/zones',
    'listForm imports an area',
  ],
  ['src/views/cii/X.tsx', "export const c = { color: '#cf222e' };", 'views/noHexColours', 'a hex colour'],
  [
    'src/views/cii/X.tsx',
    "export const c = 'var(--fgColor-danger, #d1242f)';",
    'views/noHexColours',
    'a hex fallback',
  ],
  ['src/views/cii/X.tsx', 'export const css = `color: #fff;`;', 'views/noHexColours', 'a hex in a template'],
  [
    'src/views/cii/X.tsx',
    'export const X = () => <p role="alert">No</p>;',
    'no-restricted-syntax',
    'an ad hoc alert',
  ],
  [
    'src/views/ledger/X.tsx',
    'export const X = ({ f }: any) => <td>{f.fuel}</td>;',
    'views/codesByLabel',
    'a fuel code in a cell',
  ],
  [
    'src/views/ledger/X.tsx',
    "export const x = (fs: any[]) => fs.map((f) => `${f.fuel}: ${f.t}`).join(', ');",
    'views/codesByLabel',
    'a fuel code in a text',
  ],
  [
    'src/views/ledger/X.tsx',
    'export const rows = (fs: any[]) => fs.map((f) => [f.fuel, f.t]);',
    'views/codesByLabel',
    'a fuel code in a row of cells',
  ],
  [
    'src/views/system/X.tsx',
    'export const row = (e: any) => ({ id: e.id, role: e.role });',
    'views/codesByLabel',
    'a role code in a history row',
  ],
  [
    'src/views/ledger/X.tsx',
    "export const X = ({ l }: any) => <td>{l?.fromPort ?? ''}</td>;",
    'views/codesByLabel',
    'a port code alone',
  ],
];

const good: [string, string, string][] = [
  ['src/views/cii/X.tsx', "export { x } from './RatingBadge';", 'its own area'],
  ['src/views/cii/X.tsx', "export { x } from '../shared/ships';", 'the kit'],
  ['src/views/cii/X.tsx', "export { x } from '../listForm/specs';", 'the list kit'],
  ['src/views/cii/X.tsx', "export { x } from '../AppContext';", 'the root of views'],
  ['src/views/ledger/X.tsx', "export { x } from '../ledgerAdmin/common';", 'one area in two folders'],
  ['src/views/screens/X.ts', "export const x = import('../cii/CiiFleetScreen');", 'the shell mounts areas'],
  ['src/views/layout/X.tsx', "export { x } from '../system/configs';", 'the shell imports areas'],
  ['src/views/cii/X.tsx', "export const c = { color: 'var(--fgColor-danger)' };", 'a Primer variable'],
  ['src/views/cii/X.tsx', "export const ref = '#add-ship';", 'a fragment that is not a colour'],
  ['src/views/shared/X.tsx', 'export const X = () => <div role="alert">No</div>;', 'the kit owns alerts'],
  [
    'src/machines/reports/x.ts',
    "export { saveBlob } from '../../services/download';",
    'a machine saves through a service',
  ],
  [
    'src/views/ledger/X.tsx',
    'export const X = ({ f, t }: any) => <td key={f.fuel}>{fuelNameText(t, f.fuel)}</td>;',
    'a fuel by its label, keyed by its code',
  ],
  [
    'src/views/ledger/X.tsx',
    "export const X = ({ f, t }: any) => <p>{f.fuel ? t(`fuels.${f.fuel}`) : ''}</p>;",
    'a code tested and built into a key',
  ],
  [
    'src/views/fleet/X.tsx',
    'export const x = (fs: any[]) => new Map(fs.map((f) => [f.fuelCode, f.method]));',
    'a code as a map key',
  ],
];

// The first lint loads the parser and the whole config, seconds on a busy machine.
describe('view lint rules', { timeout: 30_000 }, () => {
  it.each(bad)('%s: %s is refused by %s (%s)', async (file, code, rule) => {
    expect(await viewErrors(file, code)).toEqual([rule]);
  });
  it.each(good)('%s: %s is allowed (%s)', async (file, code) => {
    expect(await viewErrors(file, code)).toEqual([]);
  });
});
