/**
 * The lint rules that keep the layers apart (eslint.layers.js, docs/project-structure.md §3) are
 * shown to bite: each bad import below must be reported by `npm run lint`, each good one must not.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'layers/imports' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const bad: [string, string, string][] = [
  ['src/domain/x.ts', "import { x } from '../services/http';", 'domain cannot import services'],
  ['src/domain/x.ts', "import { x } from '../server/app';", 'domain cannot import server'],
  ['src/services/x.ts', "import { x } from '../machines/sessionMachine';", 'services cannot import machines'],
  ['src/machines/x.ts', "import { x } from '../views/routes';", 'machines cannot import views'],
  ['src/machines/x.ts', "import { x } from 'react';", 'machines hold no React'],
  [
    'src/machines/workflow/x.ts',
    "import { x } from '../../services/http';",
    'workflow cannot import services',
  ],
  ['src/machines/workflow/x.ts', "import { x } from '../sessionMachine';", 'workflow cannot import machines'],
  ['src/views/a/B.tsx', "import { x } from '../../services/http';", 'views import service values'],
  ['src/views/a/B.tsx', "import { x } from '../../server/app';", 'the client imports the server'],
  ['src/views/a/B.tsx', "const x = import('../../server/app');", 'a dynamic import of the server'],
  ['src/server/app.ts', "import { x } from '../machines/sessionMachine';", 'server imports a client machine'],
  ['src/server/app.ts', "import { x } from '../views/routes';", 'server imports views'],
  ['src/server/app.ts', "import { x } from '../i18n/index';", 'server imports the client i18n'],
  [
    'src/server/routes/fleet/x.ts',
    "import { x } from '../dictionaries/crud.js';",
    'a route area imports another',
  ],
  ['src/server/routes/fleet/x.ts', "export { x } from '../system/logs.js';", 're-export from another area'],
  [
    'src/server/services/reports/x.ts',
    "import { x } from '../../routes/reports/index.js';",
    'a service imports a route',
  ],
  [
    'src/server/repositories/x.ts',
    "import { x } from '../services/reports/service.js';",
    'a repository imports a service',
  ],
  [
    'src/server/repositories/x.ts',
    "import { x } from '../routes/fleet/ships.js';",
    'a repository imports a route',
  ],
  [
    'src/server/repositories/kit/x.ts',
    "import type { x } from '../../workflow/transition.js';",
    'a repository imports the infrastructure',
  ],
  [
    'src/server/db/schema/x.ts',
    "import { x } from '../../repositories/ships.js';",
    'db imports a repository',
  ],
  [
    'src/server/plugins/x.ts',
    "import { x } from '../services/ledger/write.js';",
    'infrastructure imports a service',
  ],
  ['src/server/auth/x.ts', "import { x } from '../routes/meta/index.js';", 'infrastructure imports a route'],
  ['src/server/http/x.ts', "import { x } from '../auth/sessions.js';", 'the kit imports the infrastructure'],
  ['src/server/db/seed/x.ts', "import { x } from '../../routes/fleet/ships.js';", 'the seed imports a route'],
  [
    'src/server/types.ts',
    "type P = import('./plugins/maintenance.js').PurgeCounts;",
    'an inline import() type upward',
  ],
  [
    'src/server/routes/index.ts',
    "import { x } from '../services/reports/jobs.js';",
    'the route index lists areas only',
  ],
  [
    'src/server/services/reports/x.ts',
    "import { x } from '../../jobs/handlers.js';",
    'a service imports the job handlers',
  ],
  [
    'src/server/jobs/engine.ts',
    "import { x } from '../services/reports/fleetJob.js';",
    'the job engine runs no service itself',
  ],
  [
    'src/server/jobs/engine.ts',
    "import { x } from '../repositories/ships.js';",
    'the job engine reads no repository',
  ],
];

const good: [string, string, string][] = [
  ['src/views/a/B.tsx', "import type { x } from '../../services/http';", 'views import service types'],
  ['src/views/a/B.tsx', "import { type x } from '../../services/http';", 'inline type-only specifiers'],
  ['src/views/a/B.tsx', "import { x } from '../../machines/sessionMachine';", 'views import machines'],
  ['src/machines/a/x.ts', "import { x } from '../../services/http';", 'machines import services'],
  ['src/server/app.ts', "import { x } from './i18n/messages.js';", "the server's own i18n"],
  ['src/server/app.ts', "import { x } from '../machines/workflow/accountStatusMachine';", 'workflow charts'],
  ['src/server/routes/fleet/x.ts', "import { x } from '../../http/errors.js';", 'server/http from a route'],
  ['src/server/routes/fleet/x.ts', "import { x } from './ships.js';", 'its own area'],
  ['src/server/routes/index.ts', "import { x } from './fleet/index.js';", 'the route index mounts areas'],
  [
    'src/server/routes/fleet/x.ts',
    "import { x } from '../../services/fleet/companyRules.js';",
    'a route calls a service',
  ],
  [
    'src/server/routes/fleet/x.ts',
    "import { x } from '../../repositories/ships.js';",
    'a route calls a repository',
  ],
  ['src/server/services/uploads/x.ts', "import { x } from '../ledger/write.js';", 'a service calls another'],
  [
    'src/server/services/reports/x.ts',
    "import { x } from '../../workflow/transition.js';",
    'a service uses infrastructure',
  ],
  ['src/server/repositories/x.ts', "import { x } from '../http/errors.js';", 'a repository uses the kit'],
  [
    'src/server/plugins/x.ts',
    "import { x } from '../repositories/apiKeys.js';",
    'infrastructure reads a repository',
  ],
  [
    'src/server/db/seed/x.ts',
    "import { x } from '../../services/ledger/write.js';",
    'the seed uses a service',
  ],
  ['src/server/plugins/x.ts', "import { x } from '../version.js';", 'the shared files, from anywhere'],
  [
    'src/server/services/derived/x.ts',
    "import { x } from '../../jobs/engine.js';",
    'a service enqueues a job',
  ],
  [
    'src/server/jobs/handlers.ts',
    "import { x } from '../services/reports/fleetJob.js';",
    'the handlers run services',
  ],
  ['src/server/start.ts', "import { x } from './jobs/handlers.js';", 'the assembly registers the handlers'],
];

describe('layer lint rules', () => {
  // The first lint loads the whole config and its plugins; on a busy machine that alone can take
  // longer than one test's time, so it happens here once.
  beforeAll(() => eslint.lintText('', { filePath: 'src/domain/x.ts' }), 120_000);
  it.each(bad)('%s: %s is refused (%s)', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });
  it.each(good)('%s: %s is allowed (%s)', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
