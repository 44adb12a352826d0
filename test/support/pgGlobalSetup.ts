import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.js';
import { onceInRun } from './onceInRun.js';
import { PG_PREFIX, PG_TEMPLATE, adminUrl, migrateAndSeed, withDb } from './testDb.js';

async function buildTemplate() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_TEMPLATE} with (force)`);
  await admin.query(`create database ${PG_TEMPLATE}`);
  await admin.end();
  const database = await openDatabase({ url: withDb(adminUrl(), PG_TEMPLATE) });
  await migrateAndSeed(database);
  await database.close();
}

async function dropAll() {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  const { rows } = await c.query(`select datname from pg_database where datname like '${PG_PREFIX}\\_t\\_%'`);
  for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
  await c.query(`drop database if exists ${PG_TEMPLATE} with (force)`);
  await c.end();
}

/**
 * Builds the migrated, seeded PostgreSQL template once per run (the server suite and the journeys
 * share it); each test file copies it.
 */
export default async function setup() {
  const { release } = await onceInRun('pg-template', buildTemplate, dropAll);
  return release;
}
