import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, type TestApp } from '../app.js';
import { client, type Client } from '../fleet/fleetHelpers.js';

/**
 * A new user in a seeded user's company whose one role holds that user's functions less one page
 * and its buttons (`page`, e.g. `mrv:fueleu`): someone who may act on every other regime but not
 * that one. Made through the administration API, as an administrator would.
 */
export async function clientWithout(
  t: Pick<TestApp, 'app' | 'db'>,
  admin: Client,
  seeded: string,
  page: string,
): Promise<Client> {
  const menus = await t.db.execute<{ id: number; data_scope: string; company_id: number }>(sql`
    select distinct m.id, r.data_scope, u.company_id
      from users u
      join user_roles ur on ur.user_id = u.id
      join roles r on r.id = ur.role_id
      join role_menus rm on rm.role_id = r.id
      join menus m on m.id = rm.menu_id
     where u.username = ${seeded} and m.code <> ${page} and m.code not like ${`${page}:%`}`);
  const rows = menus.rows as Array<{ id: number; data_scope: string; company_id: number }>;
  const username = `${seeded}_no_${page.replace(/\W/g, '_')}`;
  const role = await admin.post('/api/system/roles', {
    code: `${username}_role`,
    nameZh: '少一页',
    nameEn: 'Less one page',
    dataScope: rows[0]!.data_scope,
    menuIds: rows.map((r) => Number(r.id)),
  });
  if (role.status !== 201) throw new Error(`role: ${JSON.stringify(role.body)}`);
  const user = await admin.post('/api/system/users', {
    username,
    nameZh: '少一页用户',
    nameEn: 'Less one page user',
    roleIds: [role.data.id],
    companyIds: [Number(rows[0]!.company_id)],
    password: DEMO_PASSWORD,
  });
  if (user.status !== 201) throw new Error(`user: ${JSON.stringify(user.body)}`);
  return client(t.app, username);
}
