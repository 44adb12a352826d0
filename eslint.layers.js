/**
 * The layers of the code base, enforced by lint (docs/architecture.md §1, docs/project-structure.md §3):
 *
 *   domain  <-  services  <-  machines  <-  views        (an arrow: "is imported by")
 *   domain  <-  machines/workflow  <-  server
 *
 * - domain is pure: it imports no other layer.
 * - services (the typed API client) import only domain.
 * - machines import domain and services, never views; the workflow charts in machines/workflow/,
 *   which the server runs too, import only domain (the client provides their actors).
 * - views render machine state: they may import a service's types, never its values.
 * - the server imports domain and machines/workflow only; the client never imports the server.
 *
 * Inside the server, imports run downwards only:
 *
 *   app  ->  routes/<area>/  ->  services/  ->  repositories/  ->  db/
 *
 * - a route area (routes/<area>/) imports no other area's files: what two areas share lives in a
 *   service, a repository or server/http. A route may call a repository directly.
 * - a service (services/<area>/) never imports a route; a repository never imports a service, a
 *   route or the infrastructure; db/ imports only db/ and the shared files.
 * - infrastructure (auth, cache, plugins, workflow) may be imported by routes and services; it
 *   imports the kit, repositories and db only, never a service or a route.
 * - the kit (http: errors and validation; i18n: the server's messages; scope: the ship-scope
 *   filters) sits below the repositories, which may use it; it imports no service, route or
 *   infrastructure. The shared files config, clock, types and version may be imported anywhere.
 * - the seed (db/seed/) fills a database the way the application would: it may use services,
 *   repositories and infrastructure, never a route.
 * - the job engine (jobs/engine.ts, jobs/queues.ts) sits beside the repositories: routes and
 *   services enqueue through it; it imports only db and the shared files. Its handlers
 *   (jobs/handlers.ts) run services, so only the assembly (start.ts, app.ts) imports them.
 * - app.ts, main.ts, start.ts and printAccounts.ts assemble the server and may import anything in it.
 *
 * A relative path cannot say which layer it reaches (the server has an i18n/ folder of its own), so
 * this small rule resolves every import against the importing file and compares layers.
 * test/lint/layers.test.ts lints deliberately bad imports to show each rule bites.
 */
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, 'src');

const INFRASTRUCTURE = ['auth', 'cache', 'plugins', 'workflow'];
const KIT = ['http', 'i18n', 'scope'];
const SHARED = ['config', 'clock', 'types', 'version'];
const stem = (name) => name.replace(/\.[jt]sx?$/, '');

/** The layer of a file under src/server/ (rel: its path parts below src/server). */
function serverLayerOf(rel) {
  const [top, second] = rel;
  if (rel.length === 1) return SHARED.includes(stem(top)) ? 'shared' : 'server';
  if (top === 'routes') return rel.length > 2 ? `route:${second}` : 'routes';
  if (top === 'services') return 'service';
  if (top === 'repositories') return 'repository';
  if (top === 'db') return second === 'seed' ? 'seed' : 'db';
  if (top === 'jobs') return stem(second) === 'handlers' ? 'jobHandlers' : 'jobs';
  if (INFRASTRUCTURE.includes(top)) return 'infrastructure';
  if (KIT.includes(top)) return 'kit';
  return 'server';
}

/** The layer a file under src/ belongs to, or null for files outside the layered tree. */
export function layerOf(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return rel.length === 1 && rel[0] !== '..' ? 'app' : null;
  const [top, second] = rel;
  if (top === 'machines' && second === 'workflow') return 'workflow';
  if (top === 'server') return serverLayerOf(rel.slice(1));
  return ['domain', 'services', 'machines', 'views', 'i18n'].includes(top) ? top : null;
}

const CLIENT = ['domain', 'services', 'machines', 'workflow', 'views', 'i18n', 'app'];
const SERVER = [
  'server',
  'routes',
  'service',
  'repository',
  'db',
  'seed',
  'infrastructure',
  'kit',
  'shared',
  'jobs',
  'jobHandlers',
];
const BELOW_ROUTES = [
  'domain',
  'workflow',
  'service',
  'repository',
  'db',
  'infrastructure',
  'kit',
  'shared',
  'jobs',
];
/** Which layers each layer may import; `services` from views only as types. */
const ALLOWED = {
  domain: ['domain'],
  services: ['domain', 'services'],
  workflow: ['domain', 'workflow'],
  machines: ['domain', 'services', 'machines', 'workflow'],
  views: ['domain', 'machines', 'workflow', 'views', 'i18n', 'services:type'],
  i18n: ['domain', 'services', 'i18n'],
  app: CLIENT,
  server: ['domain', 'workflow', ...SERVER],
  routes: ['domain', 'workflow', 'infrastructure', 'kit', 'shared'],
  service: BELOW_ROUTES,
  seed: [...BELOW_ROUTES, 'seed'],
  infrastructure: ['domain', 'workflow', 'infrastructure', 'kit', 'repository', 'db', 'shared'],
  repository: ['domain', 'workflow', 'repository', 'kit', 'db', 'shared'],
  kit: ['domain', 'kit', 'repository', 'db', 'shared'],
  shared: ['domain', 'shared', 'db', 'infrastructure:type'],
  db: ['domain', 'db', 'shared'],
  jobs: ['domain', 'jobs', 'db', 'shared'],
  jobHandlers: [...BELOW_ROUTES, 'jobHandlers'],
};

function allowed(from, to, typeOnly) {
  if (from.startsWith('route:')) return to === from || BELOW_ROUTES.includes(to);
  if (to.startsWith('route:')) return from === 'routes' || from === 'server';
  const list = ALLOWED[from] ?? [];
  return list.includes(to) || (typeOnly && list.includes(`${to}:type`));
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const layersRule = {
  meta: {
    type: 'problem',
    messages: {
      layer:
        "A {{from}} file cannot import {{to}} ('{{source}}'): see the layers in eslint.layers.js and docs/project-structure.md §3.",
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to || allowed(from, to, isTypeOnly(node))) return;
      context.report({ node, messageId: 'layer', data: { from, to, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // `import('./x.js').T` in a type position crosses layers as surely as an import statement.
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
    };
  },
};

export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { imports: layersRule } } },
    rules: { 'layers/imports': 'error' },
  },
  {
    // React and the DOM belong to views: machines and domain code run in node tests and on the server.
    files: ['src/domain/**', 'src/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^react(-dom)?(/|$)', message: 'Machines and domain code hold no React.' }] },
      ],
    },
  },
];
