import { and, count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_TYPE } from '../../../src/domain/schemas/documents.js';
import { companies, roles, ships, systemLogs, users } from '../../../src/server/db/schema/index.js';
import { dashboardCounts } from '../../../src/server/repositories/dashboard.js';
import {
  dashboardDocuments,
  latestPerType,
  publishedDocuments,
} from '../../../src/server/repositories/documents.js';
import { loginsSince } from '../../../src/server/repositories/systemLogs.js';
import { companyTreeIds, shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { scopeUserArb, scopeUserOf, type ScopeUserPick } from '../../support/fleet/scopeUsers.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * The dashboard's summary counts and its document part are each one read; here they are held to
 * the reads they replaced (one count per figure; the carousel's page beside the ranking per type)
 * over random login rows, documents with ties in their dates and attachments, and users of every
 * kind of scope, with and without the ids their session resolves.
 */
let t: TestApp;
let companyIds: number[];
let userIds: number[];
let shipIds: number[];
let docs = 0;

beforeAll(async () => {
  t = await createTestApp();
  companyIds = (await t.db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  userIds = (await t.db.select({ id: users.id }).from(users)).map((u) => u.id);
  shipIds = (await t.db.select({ id: ships.id }).from(ships)).map((s) => s.id);
  // A file for attachments, shared by the documents.
  await t.db.execute(sql`insert into files (id, kind, mime, name, size, data)
    values ('f-dash', 'document', 'text/plain', 'a.txt', 3, '\\x616263'::bytea)`);
}, 240_000);
afterAll(() => t?.close());

const rowsOf = async <T>(q: ReturnType<typeof sql>) => {
  const r = await t.db.execute(q);
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
};

/** The summary's counts as they were read before: one statement per figure. */
async function plainCounts(user: ShipScopeUser, since: Date) {
  const total = async (table: typeof users | typeof roles | typeof companies) =>
    (await t.db.select({ n: count() }).from(table))[0].n;
  const [[{ n: logins }], [{ n: shipCount }]] = await Promise.all([
    t.db
      .select({ n: count() })
      .from(systemLogs)
      .where(and(loginsSince(since, user.isAdmin ? undefined : user.userId))),
    t.db.select({ n: count() }).from(ships).where(shipScope(user)),
  ]);
  return {
    users: user.isAdmin ? await total(users) : undefined,
    roles: user.isAdmin ? await total(roles) : undefined,
    logins24h: logins,
    ships: shipCount,
    companies: await total(companies),
    ownCompanies:
      user.isAdmin || user.dataScope === 'all' ? undefined : (await companyTreeIds(t.db, user)).size,
  };
}

const userArb = scopeUserArb();
const userOf = (u: ScopeUserPick) => scopeUserOf(t.db, u, { userIds, companyIds });

const loginArb = fc.record({
  pickUser: fc.option(fc.nat(), { freq: 5 }),
  action: fc.constantFrom('login', 'logout', 'GET /api/x'),
  outcome: fc.constantFrom('success', 'failure'),
  hoursAgo: fc.integer({ min: 0, max: 60 }),
});

const docArb = fc.record({
  docType: fc.integer({ min: 1, max: 5 }),
  status: fc.constantFrom('published', 'published', 'draft', 'invalid'),
  // Few distinct instants: ties are ordered by id.
  day: fc.integer({ min: 1, max: 4 }),
  attachments: fc.boolean(),
});

describe('dashboard reads in one statement', () => {
  it('summary counts equal one count per figure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(loginArb, { maxLength: 6 }),
        fc.array(userArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 72 }),
        async (logins, us, sinceHours) => {
          const now = Date.parse('2026-03-02T08:00:00Z');
          for (const l of logins)
            await t.db.insert(systemLogs).values({
              userId: l.pickUser === null ? null : userIds[l.pickUser % userIds.length],
              action: l.action,
              outcome: l.outcome,
              createdAt: new Date(now - l.hoursAgo * 3600_000),
            });
          const since = new Date(now - sinceHours * 3600_000);
          for (const u of us) {
            const user = await userOf(u);
            expect(await dashboardCounts(t.db, user, since), JSON.stringify(u)).toEqual(
              await plainCounts(user, since),
            );
          }
        },
      ),
      { numRuns: 60, seed: 20261130 },
    );
    expect(shipIds.length).toBeGreaterThan(0);
  }, 240_000);

  it('documents equal the carousel page and the ranking per type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(docArb, { maxLength: 5 }), async (added) => {
        for (const d of added) {
          const [{ id }] = await rowsOf<{ id: number }>(sql`insert into documents
              (name, doc_type, title, status, published_at)
            values (${`d${++docs}`}, ${d.docType}, ${`t${docs}`}, ${d.status},
                    ${d.status === 'draft' ? null : `2026-02-0${d.day}T00:00:00Z`}) returning id`);
          if (d.attachments)
            await t.db.execute(sql`insert into document_files (document_id, file_id, name, position)
              values (${id}, 'f-dash', 'a.txt', 1)`);
        }
        const [page, latest] = await Promise.all([
          publishedDocuments(t.db, { docType: DOC_TYPE.notice, page: 1, size: 3 }),
          latestPerType(t.db, 3),
        ]);
        expect(await dashboardDocuments(t.db, 3, DOC_TYPE.notice)).toEqual({
          notices: page.items,
          latest,
        });
      }),
      { numRuns: 40, seed: 20261130 },
    );
  }, 240_000);
});
