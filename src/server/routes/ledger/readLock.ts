import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LockBody, LockBulkBody } from '../../../domain/schemas/ledgerRead.js';
import { voyageLockMachine } from '../../../machines/workflow/voyageLockMachine.js';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { requireSnapshot } from '../../repositories/ledger/read/snapshots.js';
import { requireVoyage } from '../../repositories/ledger/read/voyages.js';
import { VOYAGE_READ } from './read.js';
import {
  deleteSnapshot,
  deleteVoyage,
  lockHistory,
  lockStateOf,
  snapshotLocks,
  voyageLocks,
} from '../../repositories/ledger/read/lock.js';
import { shipScope } from '../../scope/ships.js';
import { lockVoyagesBulk } from '../../services/ledger/lockBulk.js';
import { enqueueLedgerSpan } from '../../services/derived/recompute.js';
import { assertNoClosedReportOver } from '../../services/ledger/reportGuard.js';
import { runTransition } from '../../workflow/transition.js';

/** Rebuilds the legs of a ship's voyages after a delete, in the deleting transaction. */
export type RecomputeLegs = (tx: Db, shipId: number, voyageIds: number[]) => Promise<void>;

/**
 * Voyage and snapshot lock on the server (docs/architecture.md §9): the stored status is the
 * voyage-lock chart's state, `runTransition` asks the chart whether the event is allowed (409
 * `illegal_transition` otherwise) and writes the `state_history` row; the History tabs read it.
 * Deletes of a voyage or snapshot are refused while it is locked; an unlock or a delete inside the
 * period of a locked, submitted or confirmed report answers 409 `ledger.report_closed`.
 */
export default async function ledgerLockRoutes(app: FastifyInstance, opts: { recompute: RecomputeLegs }) {
  const { db, clock } = app.deps;
  const actor = (req: FastifyRequest) => ({ userId: req.user!.userId, roleCode: req.user!.roleCode });

  const kinds = [
    {
      path: '/voyages',
      entity: 'voyage',
      perm: 'energy:voyage',
      // The History tab is read by the inland read-only view too.
      listPerm: VOYAGE_READ,
      store: voyageLocks,
      require: requireVoyage,
    },
    {
      path: '/snapshots',
      entity: 'snapshot',
      perm: 'energy:rob',
      listPerm: 'energy:rob:list',
      store: snapshotLocks,
      require: requireSnapshot,
    },
  ] as const;

  for (const k of kinds) {
    app.post(
      `${k.path}/:id/lock`,
      {
        config: { perm: `${k.perm}:lock`, doc: { summary: `Lock or unlock a ${k.entity}`, body: LockBody } },
      },
      async (req) => {
        const { id } = parseParams(req, IdParams);
        const body = parseBody(req, LockBody);
        await k.require(db, shipScope(req.user!), id);
        const lang = langOf(req);
        const { from, to } = await runTransition(
          db,
          voyageLockMachine,
          k.store,
          {
            id,
            event: { type: body.event, comment: body.comment },
            actor: actor(req),
            at: clock.now(),
            lang,
            version: body.version,
          },
          // An unlock reopens the items to change: refused inside a closed report's period.
          {
            beforeWrite: (tx, _row, next) =>
              next === 'unlocked' ? assertNoClosedReportOver(tx, k.entity, id, lang) : Promise.resolve(),
          },
        );
        const row = await lockStateOf(db, k.entity, id);
        return ok({ ...row, from, to });
      },
    );

    app.get(
      `${k.path}/:id/history`,
      { config: { perm: k.listPerm, doc: { summary: `Lock history of a ${k.entity}` } } },
      async (req) => {
        const { id } = parseParams(req, IdParams);
        await k.require(db, shipScope(req.user!), id);
        return ok(await lockHistory(db, k.entity, id));
      },
    );
  }

  app.post(
    '/ledger/voyages/lock-bulk',
    {
      config: {
        perm: 'energy:voyage:lock',
        doc: { summary: 'Lock several voyages at once, each with its history row', body: LockBulkBody },
      },
    },
    async (req) => {
      const body = parseBody(req, LockBulkBody);
      return ok(await lockVoyagesBulk(db, shipScope(req.user!), actor(req), body, clock.now(), langOf(req)));
    },
  );

  app.delete(
    '/voyages/:id',
    { config: { perm: 'energy:voyage:delete', doc: { summary: 'Delete a voyage (handover calls kept)' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      await requireVoyage(db, shipScope(req.user!), id);
      const lang = langOf(req);
      return ok(
        await deleteVoyage(db, id, lang, opts.recompute, async (tx) => {
          await assertNoClosedReportOver(tx, 'voyage', id, lang);
          await enqueueLedgerSpan(tx, 'voyage', id);
        }),
      );
    },
  );

  app.delete(
    '/snapshots/:id',
    { config: { perm: 'energy:rob:delete', doc: { summary: 'Delete a ROB snapshot' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      await requireSnapshot(db, shipScope(req.user!), id);
      const lang = langOf(req);
      await deleteSnapshot(db, id, lang, async (tx) => {
        await assertNoClosedReportOver(tx, 'snapshot', id, lang);
        await enqueueLedgerSpan(tx, 'snapshot', id);
      });
      return ok(null);
    },
  );
}
