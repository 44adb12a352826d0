import { sql } from 'drizzle-orm';
import { rebuildMonthSummary } from '../../repositories/fleetMonthSummary.js';
import { generatePassword, hashPassword } from '../../auth/password.js';
import type { Db } from '../client.js';
import { menus, roleMenus, roles, userRoles, users } from '../schema/index.js';
import { seedDictionaries } from './dictionaries.js';
import { seedDemoFleet } from './demoFleet.js';
import { seedDemoStory } from './demoStory/index.js';
import { seedDemoFuelEuPool } from './demoVoyages/fuelEuPool.js';
import { seedDemoVoyages } from './demoVoyages/seed.js';
import { flattenTree } from './functionTree.js';
import { ADMIN_ROLE_CODE } from '../../../domain/roles.js';
import { grants, ROLE_SEEDS } from './roles.js';
import { isWritePermission } from '../../../domain/permissions.js';

export interface SeedOptions {
  adminPassword?: string;
  demo: boolean;
  demoPassword?: string;
  /**
   * With `demo`: also write the demo fleet's voyages (2024 up to `now`) through the ledger's write
   * service. Off unless asked: the server's first start asks (EEOI_DEMO); test databases do not, so
   * every test starts from an empty ledger and pays no seconds of seeding per file.
   */
  demoVoyages?: boolean;
  /**
   * With `demoVoyages`: the story after them (past years locked and confirmed, last year with the
   * verifier, the portal's content; seed/demoStory). On unless set false: the server's first start
   * tells it; a test that wants the bare voyages turns it off.
   */
  demoStory?: boolean;
  /** The instant the demo voyages run up to (the first start's clock); default the current time. */
  now?: number;
}

export interface SeededAccount {
  username: string;
  password: string;
  role: string;
}

/** The demo users, one per role; the demo fleet seed attaches them to its companies. */
export const DEMO_USERS = [
  { username: 'demo_company', zh: '演示船公司用户', en: 'Demo company user', role: 'company_user' },
  { username: 'demo_manager', zh: '演示船舶管理员', en: 'Demo ship manager', role: 'ship_manager' },
  { username: 'demo_class', zh: '演示船级社人员', en: 'Demo class-society staff', role: 'class_society' },
  { username: 'demo_authority', zh: '演示主管机关用户', en: 'Demo authority user', role: 'authority' },
];

async function seedFunctionTree(db: Db): Promise<Map<string, number>> {
  const flat = flattenTree();
  const ids = new Map<string, number>();
  // Parents come before children in `flat`; insert level by level so each row knows its parent id.
  for (let pending = flat; pending.length;) {
    const ready = pending.filter((n) => n.parentCode === null || ids.has(n.parentCode));
    const rows = await db
      .insert(menus)
      .values(
        ready.map((n) => ({
          code: n.code,
          parentId: n.parentCode ? ids.get(n.parentCode)! : 0,
          url: n.url ?? null,
          titleZh: n.zh,
          titleEn: n.en,
          icon: n.icon ?? null,
          menuType: n.menuType,
          perms: n.perms ?? null,
          orderNum: n.order,
          keepAlive: n.keepAlive ?? false,
          hidden: n.hidden ?? false,
        })),
      )
      .returning({ id: menus.id, code: menus.code });
    rows.forEach((r) => ids.set(r.code, r.id));
    pending = pending.filter((n) => !ids.has(n.code));
  }
  return ids;
}

/** Grants plus every ancestor folder/page, so a granted button or page is reachable in the menu. */
function closure(patterns: string[]): string[] {
  const flat = flattenTree();
  const parent = new Map(flat.map((n) => [n.code, n.parentCode]));
  const out = new Set<string>();
  for (const n of flat) {
    if (!grants(patterns, n.code)) continue;
    for (let c: string | null | undefined = n.code; c; c = parent.get(c)) out.add(c);
  }
  return [...out];
}

/** First start on an empty database: function tree, roles, the first administrator, demo users. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeededAccount[] | null> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from roles`)).rows as any[];
  if (Number(n) > 0) return null;
  const seeded = await db.transaction(async (tx) => {
    const menuIds = await seedFunctionTree(tx);
    await seedDictionaries(tx);
    const roleIds = new Map<string, number>();
    for (const r of ROLE_SEEDS) {
      const [row] = await tx
        .insert(roles)
        .values({ code: r.code, nameZh: r.zh, nameEn: r.en, dataScope: r.dataScope, readOnly: r.readOnly })
        .returning({ id: roles.id });
      roleIds.set(r.code, row.id);
      if (r.code === ADMIN_ROLE_CODE) continue;
      // A read-only role gets the read functions its patterns name, never a write (migration 0003);
      // a role with a `writes` list gets only those writes.
      const perms = new Map(flattenTree().map((n) => [n.code, n.perms]));
      const ids = closure(r.functions)
        .filter(
          (c) => !isWritePermission(perms.get(c)) || (!r.readOnly && (!r.writes || grants(r.writes, c))),
        )
        .filter((c) => !r.withheld || !grants(r.withheld, c))
        .map((c) => menuIds.get(c)!);
      if (ids.length) await tx.insert(roleMenus).values(ids.map((menuId) => ({ roleId: row.id, menuId })));
    }
    const accounts: SeededAccount[] = [];
    const adminPassword = opts.adminPassword ?? generatePassword();
    const [admin] = await tx
      .insert(users)
      .values({
        username: 'admin',
        nameZh: '系统管理员',
        nameEn: 'Administrator',
        passwordHash: await hashPassword(adminPassword),
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: admin.id, roleId: roleIds.get(ADMIN_ROLE_CODE)! });
    accounts.push({ username: 'admin', password: adminPassword, role: ADMIN_ROLE_CODE });
    if (opts.demo) {
      const demoPassword = opts.demoPassword ?? generatePassword();
      const hash = await hashPassword(demoPassword);
      for (const d of DEMO_USERS) {
        const [u] = await tx
          .insert(users)
          .values({ username: d.username, nameZh: d.zh, nameEn: d.en, passwordHash: hash })
          .returning({ id: users.id });
        await tx.insert(userRoles).values({ userId: u.id, roleId: roleIds.get(d.role)! });
        accounts.push({ username: d.username, password: demoPassword, role: d.role });
      }
      await seedDemoFleet(tx);
    }
    return accounts;
  });
  // After the seed transaction, one write-service call per ship: the service opens its own
  // transactions and reads the users, ships and ports committed above.
  if (opts.demo && opts.demoVoyages && seeded) {
    const r = await seedDemoVoyages(db, opts.now ?? Date.now());
    console.log(
      `Demo voyages: ${r.items} ledger items for ${r.ships} ships in ${(r.ms / 1000).toFixed(1)} s`,
    );
    const pool = await seedDemoFuelEuPool(db, opts.now ?? Date.now());
    if (pool.poolId) console.log(`Demo FuelEU pool ${pool.year}: ${pool.ships.join(', ')}`);
    if (opts.demoStory !== false) {
      const s = await seedDemoStory(db, opts.now ?? Date.now());
      console.log(
        `Demo story: ${s.voyagesLocked} voyages locked, ${s.confirmed} reports confirmed, ` +
          `${s.inVerification} in verification, ` +
          `${Object.values(s.byRegime).filter((r) => r.returned).length} returned ` +
          `(${Object.keys(s.byRegime).join(', ')}), ${s.documents} documents ` +
          `published${s.optedIn ? `, ${s.optedIn} shares its figures` : ''}, ` +
          `${s.appointmentStory.appointments} verifier appointments in ${(s.ms / 1000).toFixed(1)} s`,
      );
    }
  }
  // The company × month summary of the seeded legs, so the first statistics read finds it built.
  await rebuildMonthSummary(db);
  // Statistics for the freshly filled tables now, not when autovacuum gets round to them: without
  // them the planner took the per-request permission subquery (role_menus x menus) as a nested loop
  // of ~9,000 comparisons, 2 ms of server CPU on every authenticated call.
  await db.execute(sql`analyze`);
  return seeded;
}
