import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  manager = await loginAs(t.app, 'demo_manager');
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method: method as any,
    url: `/api/dict/${url}`,
    headers: { ...(token ? auth(token) : {}), 'accept-language': lang },
    payload: payload as any,
  });

/** name, a valid create body, a bad field and value, the business key field, a field to edit. */
const CASES: Array<[string, Record<string, unknown>, [string, unknown], string, [string, unknown]]> = [
  [
    'fuel',
    { code: 'T1', cnName: '测试燃油', enName: 'Test fuel', registryCode: 'LNG' },
    ['registryCode', 'XX'],
    'code',
    ['enName', 'Fuel 2'],
  ],
  [
    'energyForm',
    { code: 'T1', cnName: '测试', enName: 'Test' },
    ['code', ''],
    'code',
    ['enName', 'Energy 2'],
  ],
  [
    'gcState',
    {
      alpha2: 'QZ',
      alpha3: 'QZZ',
      numeric: '999',
      cnBrief: '测试',
      enBrief: 'Testland',
      cnName: '测试国',
      enName: 'Testland',
    },
    ['alpha2', 'Q1'],
    'alpha2',
    ['enBrief', 'Testland 2'],
  ],
  [
    'port',
    {
      code: 'QZTST',
      enName: 'Test port',
      countryAlpha3: 'QZZ',
      countryEn: 'Testland',
      longitude: 10,
      latitude: 20,
    },
    ['latitude', 95],
    'code',
    ['isEea', true],
  ],
  [
    'city',
    { code: 'QZTST', cnName: '测试市', enName: 'Test city', countryAlpha2: 'QZ' },
    ['countryAlpha2', 'QZZ'],
    'code',
    ['enName', 'City 2'],
  ],
  [
    'classificat',
    { code: 'TST', abbreviation: 'TST', fullName: 'Test Register', country: 'QZZ' },
    ['email', 'not-mail'],
    'code',
    ['isIacsMember', true],
  ],
  [
    'shipType',
    { code: 'T15', enName: 'Test', cnName: '测试', imoType: 'Test', euType: 'Test', calcType: 'other' },
    ['calcType', 'boat'],
    'code',
    ['euType', 'Other ship types'],
  ],
  [
    'shipSub',
    { typeCode: '1', subCode: 'T0199', cnName: '测试' },
    ['typeCode', 'NOPE'],
    'subCode',
    ['cnName', '测试二'],
  ],
  [
    'grossTon',
    { code: 'T1', cnName: '测试', enName: 'Test', min: 1, max: 2 },
    ['max', 0],
    'code',
    ['max', 3],
  ],
  ['shipAge', { min: 99, max: 100 }, ['min', 'abc'], 'min', ['max', 120]],
  ['evaluation', { name: '测试参数', value: 0.2 }, ['value', 'x'], 'name', ['value', 0.25]],
  ['sysDic', { code: 'tst', title: 'Test' }, ['title', ''], 'code', ['value', '1,2']],
  ['testParam', { name: 'tst', value: '1' }, ['name', ''], 'name', ['value', '2']],
];

describe.each(CASES)('dictionary %s', (name, valid, [badField, badValue], key, [editField, editValue]) => {
  it('creates, reads, lists, edits with version, freezes and deletes', async () => {
    const created = await call('POST', name, admin, valid);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ ...valid, status: 1, version: 1 });
    expect((await call('GET', `${name}/${row.id}`, admin)).json().data.id).toBe(row.id);
    const filter = typeof valid[key] === 'string' ? `keyword=${valid[key]}` : 'size=500';
    const list = (await call('GET', `${name}?${filter}`, admin)).json().data;
    expect(list.items.map((r: any) => r.id)).toContain(row.id);

    const edited = await call('PUT', `${name}/${row.id}`, admin, {
      ...valid,
      [editField]: editValue,
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ [editField]: editValue, version: 2 });
    const stale = await call('PUT', `${name}/${row.id}`, admin, { ...valid, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);

    const frozen = await call('PUT', `${name}/${row.id}/status`, admin, { status: 0, version: 2 });
    expect(frozen.json().data).toMatchObject({ status: 0, version: 3 });
    expect((await call('PUT', `${name}/${row.id}/status`, admin, { status: 1, version: 2 })).statusCode).toBe(
      409,
    );

    expect((await call('DELETE', `${name}/${row.id}?version=2`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `${name}/${row.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `${name}/${row.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `${name}/${row.id}`, admin, { ...valid, version: 3 })).statusCode).toBe(404);
  });

  it('answers 400 with a per-field message in the caller language', async () => {
    const res = await call('POST', name, admin, { ...valid, [badField]: badValue }, 'zh-CN');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields)).toEqual([badField]);
    expect(body.fields[badField]).toMatch(/[\u4e00-\u9fff]/);
    expect((await call('PUT', `${name}/1`, admin, valid)).json().fields).toHaveProperty('version');
    expect((await call('GET', `${name}/abc`, admin)).statusCode).toBe(400);
  });

  it('refuses a taken business key with 409 duplicate naming the field', async () => {
    const first = await call('POST', name, admin, valid);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', name, admin, valid);
    expect([again.statusCode, again.json().code]).toEqual([409, 'duplicate']);
    expect(again.json().fields).toHaveProperty(key);
    await call('DELETE', `${name}/${first.json().data.id}`, admin);
  });

  it('needs a session (401) and the page permission (403)', async () => {
    expect((await call('GET', name)).statusCode).toBe(401);
    expect((await call('POST', name, undefined, valid)).statusCode).toBe(401);
    expect((await call('GET', name, manager)).statusCode).toBe(403);
    expect((await call('POST', name, manager, valid)).statusCode).toBe(403);
    expect((await call('DELETE', `${name}/1`, manager)).statusCode).toBe(403);
    expect((await call('GET', `${name}/export`, manager)).statusCode).toBe(403);
  });

  it('exports the filtered list', async () => {
    const res = await call('GET', `${name}/export`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBe(res.json().data.total);
  });
});

describe('list paging and totals (one query when filtered, a separate count otherwise)', () => {
  const list = async (query: string) => {
    const res = await call('GET', `port?${query}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Array<Record<string, unknown>>; total: number };
  };
  const codes = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.code);

  it.each([
    ['unfiltered', ''],
    ['by keyword', 'keyword=shang'],
    ['by country', 'country=CHN'],
    ['by flag', 'isEea=true'],
  ])('%s: the pages add up to the total, in order, with only the record columns', async (_n, filter) => {
    const all = await list(`${filter}&sort=code&page=1&size=500`);
    const expected = Math.min(all.total, 500);
    expect(all.items.length).toBe(expected);
    expect(all.total).toBeGreaterThan(0);
    const first = await list(`${filter}&sort=code&page=1&size=7`);
    const second = await list(`${filter}&sort=code&page=2&size=7`);
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect(codes([...first.items, ...second.items])).toEqual(codes(all.items.slice(0, 14)));
    expect(Object.keys(first.items[0]).sort()).toEqual(Object.keys(all.items[0]).sort());
    expect(first.items[0]).not.toHaveProperty('__total');
    expect(first.items[0]).toHaveProperty('version');
  });

  it('a page past the end has no rows and still the total, filtered or not', async () => {
    const all = await list('size=1');
    const filtered = await list('keyword=shang&size=1');
    expect(await list('page=1000&size=20')).toMatchObject({ items: [], total: all.total });
    expect(await list('keyword=shang&page=1000&size=20')).toMatchObject({ items: [], total: filtered.total });
    expect(await list('keyword=no-such-port-anywhere')).toMatchObject({ items: [], total: 0 });
  });
});
