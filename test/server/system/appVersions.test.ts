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

const call = (method: string, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method: method as any,
    url: `/api/${url}`,
    headers: token ? auth(token) : {},
    payload: payload as any,
  });

function multipart(name: string, content: Buffer) {
  const boundary = '----eeoiversion';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (id: number, name: string, content: Buffer, token = admin) => {
  const m = multipart(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/system/app-versions/${id}/file`,
    headers: { ...auth(token), ...m.headers },
    payload: m.payload,
  });
};
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const release = (newVersion: string, extra = {}) => ({
  sysCode: '01',
  upType: 0,
  preVersion: '1.0.0',
  newVersion,
  content: `Release ${newVersion}`,
  ...extra,
});

describe('PC app versions', () => {
  it('creates, edits with version, refuses duplicates and bad versions', async () => {
    const res = await call('POST', 'system/app-versions', admin, release('1.9.0'));
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().data;
    expect(v).toMatchObject({ status: 0, createdBy: 'admin', fileId: null });
    const dup = await call('POST', 'system/app-versions', admin, release('1.9.0'));
    expect([dup.statusCode, Object.keys(dup.json().fields)]).toEqual([409, ['newVersion']]);
    const bad = await call(
      'POST',
      'system/app-versions',
      admin,
      release('1.x', { sysCode: '03', content: '' }),
    );
    expect(Object.keys(bad.json().fields).sort()).toEqual(['content', 'newVersion', 'sysCode']);
    expect((await call('POST', 'system/app-versions', admin, release('0.9'))).json().fields).toHaveProperty(
      'newVersion',
    );
    const edit = (version: number) =>
      call('PUT', `system/app-versions/${v.id}`, admin, release('1.9.0', { status: 1, version }));
    expect((await edit(1)).json().data).toMatchObject({ status: 1, version: 2 });
    expect((await edit(1)).statusCode).toBe(409);
    expect((await call('GET', 'system/app-versions?status=1&sysCode=01', admin)).json().data.total).toBe(1);
  });

  it('stores an installer checked by content and size, downloadable by id with permission only', async () => {
    const v = (await call('POST', 'system/app-versions', admin, release('2.0.0'))).json().data;
    expect((await upload(v.id, 'setup.exe', ZIP)).json().code).toBe('installer_type');
    expect((await upload(v.id, 'notes.txt', Buffer.from('hello world'))).json().code).toBe('installer_type');
    const big = await upload(v.id, 'big.zip', Buffer.concat([ZIP, Buffer.alloc(10 * 1024 * 1024)]));
    expect([big.statusCode, big.json().code]).toEqual([413, 'installer_too_large']);
    const first = (await upload(v.id, 'setup.zip', ZIP)).json().data;
    const second = await upload(v.id, 'setup.exe', EXE);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.fileId).not.toBe(first.fileId);
    const file = await call('GET', `system/app-versions/${v.id}/file`, admin);
    expect(file.headers['content-type']).toContain('portable-executable');
    expect(Buffer.compare(file.rawPayload, EXE)).toBe(0);
    expect((await call('GET', `files/${first.fileId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `system/app-versions/${v.id}/file`, manager)).statusCode).toBe(403);
    expect((await call('GET', `system/app-versions/${v.id}/file`)).statusCode).toBe(401);
    expect((await upload(v.id, 'setup.zip', ZIP, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `system/app-versions/${v.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `files/${second.json().data.fileId}`, admin)).statusCode).toBe(404);
  });

  it('answers the anonymous update check comparing versions as numbers', async () => {
    for (const [n, status] of [
      ['1.10.0', 1],
      ['1.9.5', 1],
      ['1.20.0', 0],
      ['1.2.0', 1],
    ] as const)
      await call('POST', 'system/app-versions', admin, release(n, { status }));
    const res = await call('GET', 'sysPcappVersion/findAfterSysPcappsList?currentVersion=1.9.0&sysCode=01');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((v: any) => v.newVersion)).toEqual(['1.9.5', '1.10.0']);
    const app = await call('GET', 'sysPcappVersion/findAfterSysPcappsList?currentVersion=0.1&sysCode=02');
    expect(app.json().data.total).toBe(0);
    expect(
      (await call('GET', 'sysPcappVersion/findAfterSysPcappsList?currentVersion=abc')).json().fields,
    ).toHaveProperty('currentVersion');
  });

  it('needs a session and the version page', async () => {
    expect((await call('GET', 'system/app-versions')).statusCode).toBe(401);
    expect((await call('GET', 'system/app-versions', manager)).statusCode).toBe(403);
    expect((await call('POST', 'system/app-versions', manager, release('3.0.0'))).statusCode).toBe(403);
  });
});
