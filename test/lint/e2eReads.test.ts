/**
 * The e2e read rule (eslint.config.js) bites: a one-shot read of the page inside `expect` is
 * reported in a journey, a polled read is not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('e2e reads poll the page', () => {
  it('reports a one-shot read in a journey and in its support', async () => {
    const once = "export const f = async (l: any) => { expect(await l.textContent()).toBe('x'); };";
    expect(await restricted('test/e2e/x.e2e.test.ts', once)).toBe(1);
    expect(await restricted('test/support/e2e/x.ts', once)).toBe(1);
  });

  it('leaves a polled read alone, and one-shot reads outside the journeys', async () => {
    const polled =
      "export const f = async (l: any) => { await expect.poll(() => l.textContent()).toBe('x'); };";
    expect(await restricted('test/e2e/x.e2e.test.ts', polled)).toBe(0);
    const once = "export const f = async (l: any) => { expect(await l.textContent()).toBe('x'); };";
    expect(await restricted('test/server/x.test.ts', once)).toBe(0);
  });
});
