import { act, cleanup, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { z } from 'zod';
import * as admin from '../../../src/domain/schemas/admin';
import * as dictionaries from '../../../src/domain/schemas/dictionaries';
import * as fleet from '../../../src/domain/schemas/fleet';
import * as fleetEquipment from '../../../src/domain/schemas/fleetEquipment';
import { issueMessage } from '../../../src/domain/schemas/issues';
import * as session from '../../../src/domain/schemas/session';
import { initI18n } from '../../../src/i18n';
import { msg } from '../../../src/server/i18n/lookup';
import { shipEditField } from '../../../src/views/fleet/shipEditText';
import { useAreaText } from '../../../src/views/shared/useAreaText';
import { installDomShims } from '../../support/renderApp';

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(cleanup);

/** Every zod schema the schema modules export, nested maps (dictionaries, equipment) included. */
function schemasOf(modules: Record<string, unknown>): Array<[string, z.ZodType]> {
  const found: Array<[string, z.ZodType]> = [];
  const walk = (name: string, value: unknown) => {
    if (value instanceof z.ZodType) found.push([name, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(`${name}.${k}`, v);
  };
  for (const [name, mod] of Object.entries(modules)) walk(name, mod);
  return found;
}
const SCHEMAS = schemasOf({ admin, dictionaries, fleet, fleetEquipment, session });

/** The field names of an object schema (a refined or piped object still has its shape). */
const keysOf = (schema: z.ZodType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

/** Empty, wrong-typed and out-of-range values: every field at once, and one field at a time. */
function inputsFor(schema: z.ZodType): unknown[] {
  const keys = keysOf(schema);
  const bad: unknown[] = [
    { nested: true },
    12345,
    -1e12,
    1e12,
    1.5,
    true,
    '',
    '  ',
    'x'.repeat(5000),
    [],
    [{}],
    null,
  ];
  const all = (v: unknown) => Object.fromEntries(keys.map((k) => [k, v]));
  return [
    undefined,
    {},
    'text',
    ...bad,
    ...bad.map(all),
    ...keys.flatMap((k) => bad.map((v) => ({ [k]: v }))),
  ];
}

/** The texts zod writes by itself, in English and Chinese: none may reach a user. */
const DEFAULT_ZOD =
  /Invalid input|Invalid option|Invalid string|Invalid ISO|Invalid email|expected |received |Too (big|small)|Unrecognized key|must match pattern|无效|期望|实际接收|过大|过小/;

/** Every message the schemas produce for those inputs; the names say which schema it came from. */
const produced = new Map<string, string>();
for (const [name, schema] of SCHEMAS)
  for (const input of inputsFor(schema)) {
    const result = schema.safeParse(input, { error: issueMessage });
    for (const issue of result.error?.issues ?? [])
      if (!produced.has(issue.message)) produced.set(issue.message, name);
  }
const messages = [...produced.keys()];
// The session forms (login, change password) check on the client with their own machines and
// words; their schema messages reach a user only through the server, checked below.
const formMessages = messages.filter((m) => !produced.get(m)!.startsWith('session.'));

describe('validation messages of every shared form schema', () => {
  it('walks the schemas and meets every kind of problem', () => {
    expect(SCHEMAS.length).toBeGreaterThan(40);
    // The kinds the brief names: required, too long, wrong type, out of range with the range, bad format.
    for (const code of ['msg.required', 'msg.number', 'msg.text', 'msg.email', 'msg.date'])
      expect(messages).toContain(code);
    expect(messages.some((m) => m.startsWith('msg.max_length?max='))).toBe(true);
    expect(messages).toContain('msg.range?min=0&max=1000000');
  });

  it.each(['en', 'zh'] as const)('the server words each one in %s, never with zod’s text', (lang) => {
    const bad = messages.filter((m) => {
      const text = msg(m, lang);
      return !text || DEFAULT_ZOD.test(text) || /\{\{/.test(text);
    });
    expect(bad).toEqual([]);
  });

  it.each(['en', 'zh'] as const)('the forms word each one in %s, never with zod’s text', async (lang) => {
    await act(() => i18n.changeLanguage(lang));
    const { result } = renderHook(() => useAreaText('fleet'));
    const bad = formMessages.filter((m) => {
      const text = shipEditField(result.current, m);
      return text === m || DEFAULT_ZOD.test(text) || /\{\{/.test(text);
    });
    expect(bad).toEqual([]);
  });

  it.each([
    ['en', 'Out of range: enter a value from 0 to 1000000'],
    ['zh', '超出范围：请输入 0 至 1000000 之间的数值'],
  ] as const)('DWT −5 says it is out of range, with the range (%s)', async (lang, words) => {
    const issue = fleet.ShipInputSchema.safeParse({ dwt: -5 }, { error: issueMessage }).error!.issues.find(
      (i) => i.path[0] === 'dwt',
    )!;
    expect(msg(issue.message, lang)).toBe(words);
    await act(() => i18n.changeLanguage(lang));
    const { result } = renderHook(() => useAreaText('fleet'));
    expect(shipEditField(result.current, issue.message)).toBe(words);
  });

  it('an empty company form says "Required" on each required field, no zod text', () => {
    const issues = fleet.CompanyInputSchema.safeParse({}, { error: issueMessage }).error!.issues;
    expect(issues.length).toBeGreaterThanOrEqual(12);
    expect(new Set(issues.map((i) => msg(i.message, 'zh')))).toEqual(new Set(['必填项']));
  });
});
