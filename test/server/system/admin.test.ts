import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let adminRoleId: number;
let managerRoleId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  manager = await loginAs(t.app, 'demo_manager');
  const roles = (await call('GET', 'roles/options', admin)).json().data;
  adminRoleId = roles.find((r: any) => r.code === '99').id;
  managerRoleId = roles.find((r: any) => r.code === 'ship_manager').id;
});
afterAll(() => t.close());

function call(method: string, url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method: method as any,
    url: `/api/system/${url}`,
    headers: { ...(token ? auth(token) : {}), 'accept-language': 'en' },
    payload: payload as any,
  });
}
const newUser = (username: string, roleIds = [managerRoleId]) => ({
  username,
  nameZh: '测试用户',
  nameEn: 'Test user',
  roleIds,
});
const userId = async (username: string) =>
  (await call('GET', `users?keyword=${username}`, admin))
    .json()
    .data.items.find((u: any) => u.username === username).id as number;

describe('users', () => {
  it('creates a user who must change the generated password, shown once', async () => {
    const res = await call('POST', 'users', admin, { ...newUser('alice'), email: 'a@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const u = res.json().data;
    expect(u).toMatchObject({
      username: 'alice',
      mustChangePassword: true,
      roleIds: [managerRoleId],
      status: 1,
    });
    expect(u).not.toHaveProperty('passwordHash');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'alice', password: u.password },
    });
    expect(login.json().data.mustChangePassword).toBe(true);
    expect((await call('GET', `users/${u.id}`, admin)).json().data).not.toHaveProperty('password');
  });

  it('answers per-field 400s, 409 duplicate (any case), 409 stale version', async () => {
    const bad = await call('POST', 'users', admin, { ...newUser('bad name!'), roleIds: [], email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'roleIds', 'username']);
    const unknownRole = await call('POST', 'users', admin, newUser('bob', [99999]));
    expect(unknownRole.json().fields).toHaveProperty('roleIds');
    const dup = await call('POST', 'users', admin, newUser('DEMO_Manager'));
    expect([dup.statusCode, dup.json().code, Object.keys(dup.json().fields)]).toEqual([
      409,
      'duplicate',
      ['username'],
    ]);
    const id = await userId('demo_class');
    const classToken = await loginAs(t.app, 'demo_class');
    const portList = () => t.app.inject({ url: '/api/dict/port', headers: auth(classToken) });
    expect((await portList()).statusCode).toBe(200);
    const edit = (version: number) =>
      call('PUT', `users/${id}`, admin, { ...newUser('demo_class'), nameEn: 'Class', version });
    expect((await edit(1)).json().data).toMatchObject({
      nameEn: 'Class',
      version: 2,
      roleIds: [managerRoleId],
    });
    expect((await edit(1)).statusCode).toBe(409);
    // The class_society role was taken away: the session held in it ends.
    expect((await portList()).statusCode).toBe(401);
  });

  it('filters the list and exports it', async () => {
    const list = (await call('GET', `users?roleId=${adminRoleId}`, admin)).json().data;
    expect(list.items.map((u: any) => u.username)).toEqual(['admin']);
    expect((await call('GET', 'users?keyword=demo_&status=1', admin)).json().data.total).toBe(4);
    expect((await call('GET', 'users?status=7', admin)).json().fields).toHaveProperty('status');
    const exp = (await call('GET', 'users/export?keyword=demo', admin)).json().data;
    expect(exp.items.length).toBe(exp.total);
  });

  it("answers each user's linked companies with their names, in the order linked", async () => {
    const options = await t.app.inject({ url: '/api/fleet/companies/options', headers: auth(admin) });
    const [a, b] = options.json().data.items as Array<{ id: number; nameZh: string; nameEn: string }>;
    expect(b, 'the demo fleet seeds at least two companies').toBeTruthy();
    const created = await call('POST', 'users', admin, { ...newUser('carol'), companyIds: [b.id, a.id] });
    expect(created.statusCode, created.body).toBe(201);
    const named = ({ id, nameZh, nameEn }: typeof a) => ({ id, nameZh, nameEn });
    const linked = [named(b), named(a)];
    const find = (items: any[]) => items.find((u) => u.username === 'carol');
    expect(created.json().data).toMatchObject({ companyIds: [b.id, a.id], companies: linked });
    expect(find((await call('GET', 'users?keyword=carol', admin)).json().data.items).companies).toEqual(
      linked,
    );
    expect(
      find((await call('GET', 'users/export?keyword=carol', admin)).json().data.items).companies,
    ).toEqual(linked);
    // No links: an empty list, not a missing field.
    const list = (await call('GET', `users?roleId=${adminRoleId}`, admin)).json().data.items;
    expect(list[0].companies).toEqual([]);
    expect((await call('DELETE', `users/${created.json().data.id}`, admin)).statusCode).toBe(200);
  });

  it('freezes, enables and deletes, never yourself nor the last administrator', async () => {
    const id = await userId('alice');
    const frozen = await call('PUT', `users/${id}/status`, admin, { status: 0, version: 1 });
    expect(frozen.json().data.status).toBe(0);
    const me = await userId('admin');
    expect((await call('PUT', `users/${me}/status`, admin, { status: 0, version: 1 })).json().code).toBe(
      'self_delete',
    );
    expect((await call('DELETE', `users/${me}`, admin)).json().code).toBe('self_delete');
    const dropOwnAdmin = await call('PUT', `users/${me}`, admin, { ...newUser('admin'), version: 1 });
    expect([dropOwnAdmin.statusCode, dropOwnAdmin.json().code]).toEqual([409, 'last_admin']);
    expect((await call('GET', `users/${me}`, admin)).json().data.roleIds).toEqual([adminRoleId]);
    expect((await call('DELETE', `users/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `users/${id}`, admin)).statusCode).toBe(404);
  });

  it('needs a session and the user page permission', async () => {
    expect((await call('GET', 'users')).statusCode).toBe(401);
    for (const [m, u] of [
      ['GET', 'users'],
      ['POST', 'users'],
      ['DELETE', 'users/1'],
      ['GET', 'roles/options'],
    ])
      expect((await call(m, u, manager, m === 'POST' ? newUser('x1') : undefined)).statusCode).toBe(403);
  });
});

describe('roles and their function trees', () => {
  it('a reduced role sees only its functions; the server refuses the rest and admin escalation', async () => {
    const tree = (await call('GET', 'functions', admin)).json().data;
    const system = tree.find((n: any) => n.code === 'system');
    const userPage = system.children.find((n: any) => n.code === 'system:user');
    const addBtn = userPage.children.find((n: any) => n.code === 'system:user:add');
    const created = await call('POST', 'roles', admin, {
      code: 'useradmin',
      nameZh: '用户管理员',
      nameEn: 'User admin',
      menuIds: [addBtn.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json().data;
    const fns = (await call('GET', `roles/${role.id}/functions`, admin)).json().data;
    expect(fns.menuIds.sort()).toEqual([system.id, userPage.id, addBtn.id].sort());

    const pw = (
      await call('POST', 'users', admin, { ...newUser('carol', [role.id]), password: 'Carol#2026x' })
    ).json();
    const carol = await loginAs(t.app, 'carol', 'Carol#2026x');
    expect((await call('GET', 'users', carol)).statusCode).toBe(200);
    expect((await call('GET', 'roles', carol)).statusCode).toBe(403);
    expect((await call('DELETE', `users/${pw.data.id}`, carol)).statusCode).toBe(403);
    expect((await call('POST', 'users', carol, newUser('mallory', [adminRoleId]))).statusCode).toBe(403);
    expect(
      (await call('PUT', `users/${await userId('admin')}/status`, carol, { status: 0, version: 1 }))
        .statusCode,
    ).toBe(403);

    // Narrowing the role applies to carol's next request.
    await call('PUT', `roles/${role.id}/functions`, admin, { menuIds: [], version: role.version });
    expect((await call('GET', 'users', carol)).statusCode).toBe(403);
  });

  it('validates, refuses duplicates and stale versions, and protects the administrator role', async () => {
    expect(
      Object.keys((await call('POST', 'roles', admin, { code: 'a b', nameEn: 'x' })).json().fields).sort(),
    ).toEqual(['code', 'nameZh']);
    const dup = await call('POST', 'roles', admin, { code: 'new1', nameZh: '系统管理员', nameEn: 'x' });
    expect([dup.statusCode, Object.keys(dup.json().fields)]).toEqual([409, ['nameZh']]);
    expect(
      (await call('PUT', `roles/${adminRoleId}/status`, admin, { status: 0, version: 1 })).json().code,
    ).toBe('protected_role');
    expect((await call('DELETE', `roles/${adminRoleId}`, admin)).json().code).toBe('protected_role');
    expect(
      (await call('PUT', `roles/${adminRoleId}/functions`, admin, { menuIds: [], version: 1 })).json().code,
    ).toBe('protected_role');
    expect(
      (await call('PUT', `roles/${managerRoleId}/functions`, admin, { menuIds: [], version: 99 })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `roles/${managerRoleId}/functions`, admin, { menuIds: [123456], version: 1 })).json()
        .fields,
    ).toHaveProperty('menuIds');
    const edit = await call('PUT', `roles/${managerRoleId}`, admin, {
      code: 'ship_manager',
      nameZh: '船舶管理员',
      nameEn: 'Ship mgr',
      version: 1,
    });
    expect(edit.json().data).toMatchObject({ nameEn: 'Ship mgr', version: 2, userCount: 2 });
  });

  it('deletes a role and detaches its users', async () => {
    const role = (await call('POST', 'roles', admin, { code: 'temp', nameZh: '临时', nameEn: 'Temp' })).json()
      .data;
    const u = (await call('POST', 'users', admin, newUser('dave', [role.id, managerRoleId]))).json().data;
    expect((await call('DELETE', `roles/${role.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `users/${u.id}`, admin)).json().data.roleIds).toEqual([managerRoleId]);
    expect((await call('GET', 'roles', manager)).statusCode).toBe(403);
    expect((await call('GET', 'roles')).statusCode).toBe(401);
  });
});
