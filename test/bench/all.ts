/** `npm run bench`: every benchmark in turn; each prints its own figures and asserts nothing. */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

for (const name of ['calc', 'api', 'ledger', 'upload', 'bundle']) {
  const file = `test/bench/${name}.ts`;
  if (!existsSync(file)) {
    console.log(`\n== bench:${name}: not present`);
    continue;
  }
  console.log(`\n== bench:${name}`);
  spawnSync('npx', ['tsx', file], { stdio: 'inherit', env: process.env });
}
