/**
 * The layers of the code base, enforced by lint (docs/architecture.md §1):
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
 * - a route area (src/server/routes/<area>/) imports no other area's files: what two areas share
 *   lives in the repositories or in server/http.
 *
 * A relative path cannot say which layer it reaches (the server has an i18n/ folder of its own), so
 * this small rule resolves every import against the importing file and compares layers.
 * test/lint/layers.test.ts lints deliberately bad imports to show each rule bites.
 */
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, 'src');

/** The layer a file under src/ belongs to, or null for files outside the layered tree. */
export function layerOf(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return rel.length === 1 && rel[0] !== '..' ? 'app' : null;
  const [top, second, third] = rel;
  if (top === 'machines' && second === 'workflow') return 'workflow';
  if (top === 'server' && second === 'routes' && third !== undefined && rel.length > 3)
    return `route:${third}`;
  return ['domain', 'services', 'machines', 'views', 'i18n', 'server'].includes(top) ? top : null;
}

const CLIENT = ['domain', 'services', 'machines', 'workflow', 'views', 'i18n', 'app'];
/** Which layers each layer may import; `services` from views only as types. */
const ALLOWED = {
  domain: ['domain'],
  services: ['domain', 'services'],
  workflow: ['domain', 'workflow'],
  machines: ['domain', 'services', 'machines', 'workflow'],
  views: ['domain', 'machines', 'workflow', 'views', 'i18n', 'services:type'],
  i18n: ['domain', 'services', 'i18n'],
  app: CLIENT,
  server: ['domain', 'workflow', 'server'],
};

function allowed(from, to, typeOnly) {
  if (from.startsWith('route:')) {
    // A route area: its own files, the server outside routes/, domain and the workflow charts.
    return to === from || ['domain', 'workflow', 'server'].includes(to);
  }
  if (to.startsWith('route:')) return from === 'server';
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
      layer: "A {{from}} file cannot import {{to}} ('{{source}}'): see the layers in docs/architecture.md.",
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
