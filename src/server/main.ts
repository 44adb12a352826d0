import { ConfigError, loadConfig } from './config.js';
import { startApp } from './start.js';
import { seededAccountLines } from './printAccounts.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const { app, database, seeded, jobs } = await startApp(config, { clientDir: 'dist/client', logger: true });
  if (!config.captcha)
    app.log.warn('EEOI_CAPTCHA=off: logins need no captcha. Use this only for machine clients and tests.');
  if (seeded) {
    // Printed once, on the first start of an empty database; they are not stored anywhere in clear.
    console.log(seededAccountLines(seeded, config).join('\n'));
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Serving http://${config.host}:${config.port} on ${database.kind === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, stop taking jobs (a job cut short is taken
    // over when its lease runs out), then close the database.
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
