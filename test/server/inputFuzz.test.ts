import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../support/app.js';

/**
 * Every route in the OpenAPI list, every path parameter, query field and
 * documented body field, gets the values that once answered 500 (NUL byte, lone surrogate, 1e308,
 * Infinity, integers past 32 bits, impossible dates) and type confusion (true, [1], {}, null,
 * " 1", "0x1"). No answer may be a 5xx. Generic over the route list: a new route is covered
 * without a line here. Runs as the administrator, who reaches every handler; ids default to one
 * that does not exist, so the run cannot delete or reset the accounts it uses.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

const MISSING_ID = 999_999;
const isIdName = (name: string) => /^(id|version)$|Ids?$/.test(name);

/** A value the schema accepts as far as cheaply known, so one bad field is not hidden by others. */
function baseOf(s: Schema | undefined, name = '', depth = 0): unknown {
  if (!s || depth > 4) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return baseOf(alt.find((a) => a.type !== 'null') ?? alt[0], name, depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => baseOf(a, name, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'string':
      return 'Fuzz1';
    case 'integer':
    case 'number':
      return isIdName(name) ? MISSING_ID : Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? [baseOf(s.items, name, depth + 1)] : [];
    case 'object':
    default: {
      if (!s.properties) return {};
      return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, baseOf(v, k, depth + 1)]));
    }
  }
}

// Raw JSON text, so that what JSON.stringify cannot write (lone surrogates, 1e999) is sent as is.
const BODY_VALUES = [
  '"a\\u0000b"',
  '"a\\ud800b"',
  '1e308',
  '1e999',
  '2147483648',
  '-2147483649',
  '"275760-09-14"',
  'true',
  '[1]',
  '{}',
  'null',
  '"0x1"',
];
// Already percent-encoded for a URL.
const TEXT_VALUES = ['a%00b', '%ED%A0%80', '2147483648', '1e308', '275760-09-14', '%201', '0x1', 'true'];

interface Op {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: Schema;
}

async function operations(): Promise<Op[]> {
  const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
  const ops: Op[] = [];
  for (const [path, byMethod] of Object.entries<any>(spec.paths))
    for (const [method, op] of Object.entries<any>(byMethod)) {
      if (path === '/api/logout') continue; // would end the session the run uses
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters.filter((p: any) => p.in === 'path').map((p: any) => p.name),
        query: op.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name),
        body: op.requestBody?.content['application/json'].schema,
      });
    }
  return ops;
}

const urlOf = (op: Op, params: Record<string, string>, query = '') =>
  op.path.replace(/\{(\w+)\}/g, (_, p) => params[p] ?? (isIdName(p) ? String(MISSING_ID) : 'x')) +
  (query ? `?${query}` : '');

describe('input fuzz over the OpenAPI route list', () => {
  it('answers no 5xx to any bad value in any path parameter, query field or body field', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload?: string) => {
      const go = () =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers: {
            'x-token': token,
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload,
        });
      let res = await go();
      sent++;
      if (res.statusCode === 401 && /session|unauth/.test(res.body)) {
        token = await loginAs(t.app, 'admin');
        res = await go();
      }
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${method} ${url} ${payload ?? ''}`.slice(0, 300));
    };

    for (const op of ops) {
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      const base = op.body ? (baseOf(op.body) as Record<string, unknown>) : {};
      const baseBody = hasBody ? JSON.stringify(base) : undefined;
      for (const p of op.params)
        for (const v of TEXT_VALUES) await send(op.method, urlOf(op, { [p]: v }), baseBody);
      for (const q of op.query) {
        for (const v of TEXT_VALUES) await send(op.method, urlOf(op, {}, `${q}=${v}`), baseBody);
        await send(op.method, urlOf(op, {}, `${q}=1&${q}=2`), baseBody);
      }
      if (!hasBody) continue;
      const fields = Object.keys(op.body?.properties ?? {});
      for (const f of fields)
        for (const v of BODY_VALUES) {
          const marker = '"__FUZZ__"';
          const text = JSON.stringify({ ...base, [f]: '__FUZZ__' }).replace(marker, v);
          await send(op.method, urlOf(op, {}), text);
        }
      // Undocumented bodies still meet the whole-body confusions.
      for (const v of ['"a\\u0000b"', '[1]', '1e999', 'true', '{"id":"a\\u0000"}'])
        await send(op.method, urlOf(op, {}), v);
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 300_000);
});
