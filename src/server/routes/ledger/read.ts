import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LegsQuery,
  MonitoringQuery,
  PeriodQuery,
  PreviousRobQuery,
  ShipPeriodQuery,
  SnapshotListQuery,
  VoyageListQuery,
} from '../../../domain/schemas/ledgerRead.js';
import { portNamesFor } from '../../cache/portNames.js';
import { ok, page } from '../../http/reply.js';
import { parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { monitoring, monitoringRecords } from '../../repositories/ledger/read/monitoring.js';
import { periodTotals } from '../../repositories/ledger/read/periodTotals.js';
import { previousRob } from '../../repositories/ledger/read/previousRob.js';
import { voyageEpisodeDtos, voyageRecordDtos } from '../../repositories/ledger/read/records.js';
import { listSnapshots } from '../../repositories/ledger/read/snapshots.js';
import {
  legDetail,
  legsInPeriod,
  listVoyages,
  requireVoyage,
  voyageDetail,
} from '../../repositories/ledger/read/voyages.js';
import { requireLedgerShip } from '../../repositories/ledger/read/shared.js';
import { principalOf, principalShipScope } from '../../scope/principal.js';
import { preparedShipScope } from '../../scope/ships.js';

const VOYAGE_LIST = 'energy:voyage:list';
/**
 * The calls the energy-efficiency screen reads a voyage with: its inland read-only view
 * (`/cmsashipManage/cmsaEnergyEfficiency`, page `inland:energy`) reads them too, so either page
 * grants them. Writes stay with the energy-efficiency page's buttons.
 */
export const VOYAGE_READ = [VOYAGE_LIST, 'inland:energy:list'] as const;

/**
 * The ledger's read calls (docs/api-ledger-read.md): voyages with their
 * legs, legs and totals of a period, and what the screens need (records, episodes, snapshots,
 * report monitoring). Every call is scoped as ships are: a ship or voyage outside the caller's
 * scope answers 404.
 */
export default async function ledgerReadRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  // A session user's data scope, or an API key's ships (ship-side software reads what it wrote).
  const scope = (req: FastifyRequest) => principalShipScope(principalOf(req));
  // A session user's scope also comes with placeholders, for statements prepared once per shape.
  const preparedScope = (req: FastifyRequest) =>
    req.user && !req.apiKey ? preparedShipScope(req.user) : undefined;
  // Legs name their ports from the dictionary kept per reference-data revision (cache/portNames.ts).
  const portNames = portNamesFor(db);

  app.get(
    '/voyages',
    {
      config: {
        perm: VOYAGE_READ,
        apiKey: true,
        doc: { summary: 'Voyages with their legs', query: VoyageListQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, VoyageListQuery);
      // A named ship must be in scope (404 otherwise), like every call that names one.
      const { items, total } = await listVoyages(db, scope(req), q, portNames, preparedScope(req));
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get(
    '/voyages/:id',
    { config: { perm: VOYAGE_READ, apiKey: true, doc: { summary: 'One voyage' } } },
    async (req) => ok(await voyageDetail(db, scope(req), parseParams(req, IdParams).id, portNames)),
  );

  app.get(
    '/voyages/:id/records',
    { config: { perm: VOYAGE_READ, apiKey: true, doc: { summary: 'Port calls and stops of a voyage' } } },
    async (req) => {
      const v = await requireVoyage(db, scope(req), parseParams(req, IdParams).id);
      return ok(await voyageRecordDtos(db, v.id));
    },
  );

  app.get(
    '/voyages/:id/episodes',
    { config: { perm: VOYAGE_READ, apiKey: true, doc: { summary: 'Ice and rescue episodes of a voyage' } } },
    async (req) => {
      const v = await requireVoyage(db, scope(req), parseParams(req, IdParams).id);
      return ok(await voyageEpisodeDtos(db, v.id));
    },
  );

  app.get(
    '/voyage-data/legs',
    {
      config: {
        perm: VOYAGE_LIST,
        apiKey: true,
        doc: { summary: 'Legs of a ship in a period', query: LegsQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, LegsQuery);
      return ok(await legsInPeriod(db, scope(req), q, q.kind, q.from, q.to, portNames, preparedScope(req)));
    },
  );

  app.get(
    '/voyage-data/legs/:id',
    { config: { perm: VOYAGE_READ, apiKey: true, doc: { summary: 'One leg with its fuels' } } },
    async (req) => ok(await legDetail(db, scope(req), parseParams(req, IdParams).id)),
  );

  app.get(
    '/voyage-data/previous-rob',
    {
      config: {
        perm: VOYAGE_LIST,
        apiKey: true,
        doc: { summary: 'The ROB per fuel a ship left its previous call with', query: PreviousRobQuery },
      },
    },
    async (req) => ok(await previousRob(db, scope(req), parseQuery(req, PreviousRobQuery))),
  );

  app.get(
    '/voyage-data/totals',
    {
      config: {
        perm: VOYAGE_LIST,
        apiKey: true,
        doc: { summary: 'Period totals by the snapshot rule', query: ShipPeriodQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, ShipPeriodQuery);
      return ok(await periodTotals(db, scope(req), q, q.from, q.to, langOf(req), preparedScope(req)));
    },
  );

  app.get(
    '/snapshots',
    {
      config: {
        perm: 'energy:rob:list',
        apiKey: true,
        doc: { summary: 'ROB snapshots', query: SnapshotListQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, SnapshotListQuery);
      const shipId =
        q.ship !== undefined || q.shipId !== undefined
          ? (await requireLedgerShip(db, scope(req), q)).id
          : undefined;
      const { items, total } = await listSnapshots(db, scope(req), { ...q, shipId });
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get(
    '/ledger/monitoring',
    {
      config: {
        perm: 'energy:report:list',
        apiKey: true,
        doc: { summary: 'What each ship reported', query: MonitoringQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, MonitoringQuery);
      const { items, total } = await monitoring(db, scope(req), q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get(
    '/ledger/monitoring/:id/records',
    {
      config: {
        perm: 'energy:report:list',
        apiKey: true,
        doc: { summary: "A ship's raw records in a period", query: PeriodQuery },
      },
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const q = parseQuery(req, PeriodQuery);
      await requireLedgerShip(db, scope(req), { shipId: id });
      return ok(await monitoringRecords(db, id, q.from, q.to));
    },
  );
}
