import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let adminId: number;
let managerRoleId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  manager = await loginAs(t.app, 'demo_manager');
  const users = (await call('GET', 'users?keyword=admin', admin)).json().data.items;
  adminId = users.find((u: any) => u.username === 'admin').id;
  const roles = (await call('GET', 'roles/options', admin)).json().data;
  managerRoleId = roles.find((r: any) => r.code === 'ship_manager').id;
});
afterAll(() => t.close());

function call(method: string, url: string, token?: string, payload?: unknown, lang = 'en') {
  return t.app.inject({
    method: method as any,
    url: `/api/system/${url}`,
    headers: { ...(token ? auth(token) : {}), 'accept-language': lang },
    payload: payload as any,
  });
}
const newUser = async (username: string) =>
  (
    await call('POST', 'users', admin, {
      username,
      nameZh: '历史用户',
      nameEn: 'History user',
      roleIds: [managerRoleId],
    })
  ).json().data;

describe('user freeze / enable through the account-status chart', () => {
  it('freezes and enables with a comment; the history lists both, newest first, with who and role', async () => {
    const u = await newUser('hist1');
    const frozen = await call('PUT', `users/${u.id}/status`, admin, {
      status: 0,
      version: 1,
      comment: 'on leave',
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json().data).toMatchObject({ status: 0, version: 2 });
    t.clock.advance(60_000);
    const enabled = await call('PUT', `users/${u.id}/status`, admin, { status: 1, version: 2 });
    expect(enabled.json().data).toMatchObject({ status: 1, version: 3 });

    const res = await call('GET', `users/${u.id}/history`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total, page, size } = res.json().data;
    expect({ total, page, size }).toEqual({ total: 2, page: 1, size: 20 });
    const who = { actor: adminId, actorUsername: 'admin', role: '99' };
    expect(items).toMatchObject([
      { from: 'frozen', event: 'account.enable', to: 'active', comment: null, ...who },
      { from: 'active', event: 'account.freeze', to: 'frozen', comment: 'on leave', ...who },
    ]);
    expect(Date.parse(items[0].at) - Date.parse(items[1].at)).toBe(60_000);
    expect(items[0].actorNameEn).toBeTypeOf('string');
    // Paging: the second page of one row each holds the older one.
    const second = (await call('GET', `users/${u.id}/history?page=2&size=1`, admin)).json().data;
    expect(second.items.map((i: any) => i.event)).toEqual(['account.freeze']);
  });

  it('answers 409 illegal_transition for freezing a frozen account, in the caller language, writing nothing', async () => {
    const u = await newUser('hist2');
    await call('PUT', `users/${u.id}/status`, admin, { status: 0, version: 1 });
    const again = await call('PUT', `users/${u.id}/status`, admin, { status: 0, version: 2 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'illegal_transition']);
    expect(again.json().message).toBe('Event "account.freeze" is not allowed in state "frozen".');
    const zh = await call('PUT', `users/${u.id}/status`, admin, { status: 0, version: 2 }, 'zh');
    expect(zh.json().message).toMatch(/frozen.*account\.freeze/);
    expect((await call('GET', `users/${u.id}`, admin)).json().data).toMatchObject({ status: 0, version: 2 });
    expect((await call('GET', `users/${u.id}/history`, admin)).json().data.total).toBe(1);
    // A stale version stays the optimistic-lock conflict.
    const stale = await call('PUT', `users/${u.id}/status`, admin, { status: 1, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
  });

  it('two simultaneous freezes of one user: one passes, the other is refused, one history row', async () => {
    const u = await newUser('hist4');
    const both = await Promise.all([
      call('PUT', `users/${u.id}/status`, admin, { status: 0, version: 1 }),
      call('PUT', `users/${u.id}/status`, admin, { status: 0, version: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await call('GET', `users/${u.id}`, admin)).json().data).toMatchObject({ status: 0, version: 2 });
    expect((await call('GET', `users/${u.id}/history`, admin)).json().data.total).toBe(1);
  });

  it('a status change saved in the edit dialog leaves the same history row; other edits leave none', async () => {
    const u = await newUser('hist3');
    const body = { username: 'hist3', nameZh: '历史用户', nameEn: 'History user', roleIds: [managerRoleId] };
    expect((await call('PUT', `users/${u.id}`, admin, { ...body, status: 1, version: 1 })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `users/${u.id}`, admin, { ...body, status: 0, version: 2 })).statusCode).toBe(
      200,
    );
    const items = (await call('GET', `users/${u.id}/history`, admin)).json().data.items;
    expect(items).toMatchObject([{ from: 'active', event: 'account.freeze', to: 'frozen', actor: adminId }]);
    expect(items).toHaveLength(1);
  });

  it('refuses bad input, no session, no permission and unknown users', async () => {
    const bad = await call('GET', 'users/abc/history', admin);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
    expect((await call('GET', `users/${adminId}/history?page=0`, admin)).statusCode).toBe(400);
    const long = await call('PUT', `users/${adminId}/status`, admin, {
      status: 1,
      version: 1,
      comment: 'x'.repeat(501),
    });
    expect([long.statusCode, Object.keys(long.json().fields ?? {})]).toEqual([400, ['comment']]);
    expect((await call('GET', `users/${adminId}/history`)).statusCode).toBe(401);
    expect((await call('GET', `users/${adminId}/history`, manager)).statusCode).toBe(403);
    expect((await call('GET', 'users/999999/history', admin)).statusCode).toBe(404);
  });
});

describe('role freeze / enable through the account-status chart', () => {
  it('freezes and enables a role with history; a second freeze is 409; the history needs the role page', async () => {
    const created = await call('POST', 'roles', admin, {
      code: 'hist_role',
      nameZh: '历史角色',
      nameEn: 'History',
      menuIds: [],
    });
    const role = created.json().data;
    const frozen = await call('PUT', `roles/${role.id}/status`, admin, {
      status: 0,
      version: 1,
      comment: 'audit',
    });
    expect(frozen.json().data).toMatchObject({ status: 0, version: 2 });
    const again = await call('PUT', `roles/${role.id}/status`, admin, { status: 0, version: 2 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'illegal_transition']);
    expect((await call('PUT', `roles/${role.id}/status`, admin, { status: 1, version: 2 })).statusCode).toBe(
      200,
    );
    // The edit dialog's status goes into the history too.
    const edit = { code: 'hist_role', nameZh: '历史角色', nameEn: 'History', status: 0, version: 3 };
    expect((await call('PUT', `roles/${role.id}`, admin, edit)).statusCode).toBe(200);

    const res = (await call('GET', `roles/${role.id}/history`, admin)).json().data;
    expect(res.items.map((i: any) => [i.from, i.event, i.to, i.comment])).toEqual([
      ['active', 'account.freeze', 'frozen', null],
      ['frozen', 'account.enable', 'active', null],
      ['active', 'account.freeze', 'frozen', 'audit'],
    ]);
    expect((await call('GET', `roles/${role.id}/history`)).statusCode).toBe(401);
    expect((await call('GET', `roles/${role.id}/history`, manager)).statusCode).toBe(403);
    expect((await call('GET', 'roles/x/history', admin)).statusCode).toBe(400);
    expect((await call('GET', 'roles/999999/history', admin)).statusCode).toBe(404);
    // User and role ids share numbers: each history is its own entity's.
    expect((await call('GET', `users/${role.id}/history`, admin)).json().data.items ?? []).not.toContainEqual(
      expect.objectContaining({ comment: 'audit' }),
    );
  });
});
