import type { AppConfig } from './config.js';
import type { SeededAccount } from './db/seed/index.js';

/**
 * The start-up lines about accounts seeded on an empty database. Only passwords the server
 * generated are printed: one the operator set in the environment is theirs already, and
 * printing it would copy it into every log collector.
 */
export function seededAccountLines(seeded: SeededAccount[], config: AppConfig): string[] {
  const fromEnv = (a: SeededAccount) => (a.username === 'admin' ? config.adminPassword : config.demoPassword);
  const lines = seeded.map((a) =>
    fromEnv(a) !== undefined
      ? `  ${a.username.padEnd(16)} ${'(password from the environment)'.padEnd(22)} role ${a.role}`
      : `  ${a.username.padEnd(16)} ${a.password.padEnd(22)} role ${a.role}`,
  );
  return [
    '',
    'Accounts created on this empty database (change generated passwords after first login):',
    ...lines,
    '',
  ];
}
