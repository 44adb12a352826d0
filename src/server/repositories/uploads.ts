import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  DuplicateOf,
  UploadCounts,
  UploadDiff,
  UploadHistoryRow,
  UploadKind,
  UploadResult,
} from '../../domain/schemas/uploads.js';
import type { Db } from '../db/client.js';
import { ships, uploads } from '../db/schema/index.js';
import { companySubtreeSql, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { pageOf } from './kit/list.js';

/** The upload history (docs/api-uploads.md): one row per write attempt. */

export interface NewUpload {
  userId: number | null;
  userName: string;
  companyId: number | null;
  kind: UploadKind;
  shipId: number | null;
  fileName: string;
  sha256: string;
  counts: UploadCounts;
  diff: UploadDiff | null;
  result: UploadResult;
  issueCount: number;
  now: Date;
}

export async function insertUpload(db: Db, u: NewUpload): Promise<number> {
  const { now, ...values } = u;
  const [row] = await db
    .insert(uploads)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: uploads.id });
  return row!.id;
}

/**
 * The latest accepted upload of the same file for the same ship and kind. A ships upload has no
 * ship: it matches uploads made from the same company (null with null, an administrator's own).
 */
export async function acceptedDuplicate(
  db: Db,
  key: { kind: UploadKind; shipId: number | null; companyId: number | null; sha256: string },
): Promise<DuplicateOf | null> {
  const where = and(
    eq(uploads.kind, key.kind),
    eq(uploads.sha256, key.sha256),
    eq(uploads.result, 'accepted'),
    key.shipId === null
      ? sql`${uploads.shipId} is null and ${uploads.companyId} is not distinct from ${key.companyId}`
      : eq(uploads.shipId, key.shipId),
  );
  const [row] = await db
    .select({
      uploadId: uploads.id,
      at: uploads.createdAt,
      userName: uploads.userName,
      fileName: uploads.fileName,
    })
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(1);
  return row ? { ...row, at: row.at.toISOString() } : null;
}

const seesAll = (u: ShipScopeUser) => u.isAdmin || u.dataScope === 'all';

/**
 * What of the history a user may read: voyage and snapshots uploads of the ships in their scope;
 * ships uploads made from a company in their tree (every one for who sees every company), and
 * their own.
 */
function historyScope(user: ShipScopeUser, kinds: readonly UploadKind[]): SQL {
  const shipKinds = kinds.filter((k) => k !== 'ships');
  const parts: SQL[] = [];
  if (shipKinds.length)
    parts.push(
      sql`(${inArray(uploads.kind, shipKinds)} and ${uploads.shipId} in (select ${ships.id} from ${ships} where ${shipScope(user)}))`,
    );
  if (kinds.includes('ships'))
    parts.push(
      seesAll(user)
        ? sql`${uploads.kind} = 'ships'`
        : sql`(${uploads.kind} = 'ships' and (${uploads.userId} = ${user.userId} or ${uploads.companyId} = any(array${companySubtreeSql(user)})))`,
    );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

export async function listUploads(
  db: Db,
  user: ShipScopeUser,
  kinds: readonly UploadKind[],
  q: { page: number; size: number; kind?: UploadKind; shipId?: number },
): Promise<{ items: UploadHistoryRow[]; total: number }> {
  const where = and(
    historyScope(user, kinds),
    q.kind ? eq(uploads.kind, q.kind) : undefined,
    q.shipId ? eq(uploads.shipId, q.shipId) : undefined,
  );
  const { items, total } = await pageOf(db, uploads, where, q, (limit, offset) =>
    db
      .select({
        id: uploads.id,
        at: uploads.createdAt,
        userId: uploads.userId,
        userName: uploads.userName,
        kind: uploads.kind,
        shipId: uploads.shipId,
        shipName: ships.nameEn,
        fileName: uploads.fileName,
        sha256: uploads.sha256,
        counts: uploads.counts,
        diff: uploads.diff,
        result: uploads.result,
        issueCount: uploads.issueCount,
      })
      .from(uploads)
      .leftJoin(ships, eq(ships.id, uploads.shipId))
      .where(where)
      .orderBy(desc(uploads.createdAt), desc(uploads.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: items.map((r) => ({ ...r, at: r.at.toISOString() })), total };
}
