import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../src/server/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/app.js';
import { client, demoIds, imo, shipPayload, type Client } from '../support/fleet/fleetHelpers.js';

// Read-only roles hold and use no write function; company users stay
// inside their own company tree.
let t: TestApp;
let admin: Client;
let company: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** A read-only role made for these tests (no seeded role is read-only: the authority reviews reports). */
let readOnlyRole: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  company = await client(t.app, 'demo_company');
  ids = await demoIds(admin);
  const role = await admin.post('/api/system/roles', {
    code: 'read_only_test',
    nameZh: '只读',
    nameEn: 'Read only',
    dataScope: 'all',
    readOnly: true,
    menuIds: [await menuId('dictionary:port:list'), await menuId('dictionary:port:export')],
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  readOnlyRole = role.data.id;
  const user = await admin.post('/api/system/users', {
    username: 'read_only_user',
    nameZh: '只读用户',
    nameEn: 'Read-only user',
    roleIds: [readOnlyRole],
    password: DEMO_PASSWORD,
  });
  expect(user.status, JSON.stringify(user.body)).toBeLessThan(300);
});
afterAll(() => t.close());

/** A complete company form (every required field). */
const companyBody = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  imoNumber: `IMO-${code}`,
  types: ['owner'],
  nameZh: `公司${code}`,
  nameEn: `Company ${code} Ltd.`,
  registeredAddressZh: '上海',
  registeredAddressEn: 'Shanghai',
  officeAddressZh: '上海',
  officeAddressEn: 'Shanghai',
  contactPerson: 'Li Lei',
  contactPhone: '+86 21 0000 0001',
  contactEmail: 'ops@example.com',
  businessScope: 'Shipping',
  businessRoutes: 'Asia',
  ...over,
});

const roleId = async (code: string) =>
  (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0].id;
const menuId = async (perms: string) =>
  (await t.db.select({ id: menus.id }).from(menus).where(eq(menus.perms, perms)))[0].id;

describe('read-only roles', () => {
  it('class-society staff cannot create dictionary entries', async () => {
    const cls = await client(t.app, 'demo_class');
    const res = await cls.post('/api/dict/port', { code: 'CNXXX', nameEn: 'Nowhere', nameZh: '无' });
    expect(res.status).toBe(403);
    expect((await cls.get('/api/dict/port?size=5')).status).toBe(200);
  });

  it('holds no write function', async () => {
    const rows = await t.db
      .select({ perms: menus.perms })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(sql`${roles.readOnly} and ${menus.perms} is not null`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !/:(list|export)$/.test(r.perms!))).toEqual([]);
  });

  it('refuses a write function granted to a read-only role, and read-only on a role that writes', async () => {
    const cls = readOnlyRole;
    const current = (await admin.get(`/api/system/roles/${cls}/functions`)).data;
    const add = await menuId('dictionary:port:add');
    const grant = await admin.put(`/api/system/roles/${cls}/functions`, {
      menuIds: [...current.menuIds, add],
      version: current.version,
    });
    expect(grant.status).toBe(400);
    expect(grant.body.fields).toHaveProperty('menuIds');
    // Read functions may still be granted.
    const exp = await menuId('dictionary:port:export');
    const fine = await admin.put(`/api/system/roles/${cls}/functions`, {
      menuIds: [...current.menuIds, exp],
      version: current.version,
    });
    expect(fine.status).toBe(200);

    const writer = await roleId('company_user');
    const role = (await admin.get(`/api/system/roles/${writer}`)).data;
    const { code, nameZh, nameEn, dataScope, status, remark, version } = role;
    const ro = await admin.put(`/api/system/roles/${writer}`, {
      code,
      nameZh,
      nameEn,
      dataScope,
      status,
      remark: remark ?? '',
      version,
      readOnly: true,
    });
    expect(ro.status).toBe(400);
    expect(ro.body.fields).toHaveProperty('readOnly');
  });

  it('refuses the call at request time even if a write grant got past the database rule', async () => {
    const cls = readOnlyRole;
    const add = await menuId('dictionary:port:add');
    await t.db.execute(sql`alter table role_menus disable trigger role_menus_read_only`);
    await t.db.insert(roleMenus).values({ roleId: cls, menuId: add });
    await t.db.execute(sql`alter table role_menus enable trigger role_menus_read_only`);
    const cls2 = await client(t.app, 'read_only_user');
    const res = await cls2.post('/api/dict/port', { code: 'CNXXY', nameEn: 'Nowhere', nameZh: '无' });
    expect(res.status).toBe(403);
    await t.db.delete(roleMenus).where(eq(roleMenus.menuId, add));
  });
});

describe('company users stay inside their company tree', () => {
  it('create companies only under a parent in their tree', async () => {
    const root = await company.post('/api/fleet/companies', companyBody('ROOTX'));
    expect(root.status).toBe(400);
    expect(root.body.fields).toHaveProperty('parentId');
    const child = await company.post(
      '/api/fleet/companies',
      companyBody('CHILDX', { parentId: ids.company('HYSG') }),
    );
    expect(child.status).toBe(200);
    // The administrator may still create a root company.
    const byAdmin = await admin.post('/api/fleet/companies', companyBody('ROOTY'));
    expect(byAdmin.status).toBe(200);
  });

  it('cannot move a ship DOC to a company outside the tree; the administrator can', async () => {
    const ship = ids.ship('HAIYUN STAR');
    const change = {
      shipId: ship,
      changeType: 'doc',
      newCompanyId: ids.company('BOML'),
      effectiveDate: '2026-02-01T00:00:00Z',
    };
    const refused = await company.post('/api/flagDocChange', change);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('transfer_needs_admin');
    expect((await admin.get(`/api/fleet/ships/${ship}`)).data.docCompanyId).not.toBe(ids.company('BOML'));
    expect((await admin.post('/api/flagDocChange', change)).status).toBe(200);
  });

  it('learns nothing about an IMO number registered outside its scope', async () => {
    const taken = (await admin.get(`/api/fleet/ships/${ids.ship('BLUE OCEAN VENTURE')}`)).data.imo;
    const mine = await company.post(
      '/api/fleet/ships',
      shipPayload(ids.company('HYSG'), { imo: taken, registrationNo: null }),
    );
    expect(mine.status).toBe(400);
    expect(mine.body.code).toBe('validation_failed');
    expect(mine.body.fields).toHaveProperty('imo');
    expect(JSON.stringify(mine.body)).not.toMatch(/imo_taken|registered|Blue Ocean/i);
    // A number nobody holds is accepted, so the refusal above was about the number alone.
    const fresh = await company.post(
      '/api/fleet/ships',
      shipPayload(ids.company('HYSG'), { imo: imo('955501'), registrationNo: null }),
    );
    expect(fresh.status).toBe(200);
  });
});
