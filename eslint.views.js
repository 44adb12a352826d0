/**
 * The rules that keep the views one kit (docs/project-structure.md §1, area `kit`):
 *
 * - A view area imports only itself, the kit (views/shared, views/listForm) and the files at the
 *   root of views/ (the app context, the route paths). What two areas share moves into the kit.
 *   The shell's folders (layout, screens, guard, the sign-in and profile pages, the home
 *   dashboard) put areas together, so they may import any of them.
 * - Views hold no hex colours: colours come from Primer's CSS variables or components, so the
 *   theme stays in one place.
 * - An error is announced through views/shared's ErrorBanner (or LoadFailed), not an ad hoc
 *   role="alert" box with its own colours.
 *
 * - The DOM is the views' (and services/download.ts's): machines and domain code, which also run
 *   in node and on the server, touch neither `document` nor `window`.
 *
 * - A code of a code list (a fuel, a role, a purpose, a port) is not shown as it is: the field is
 *   read through its label in views/shared/labels (`fuelNameText(t, f.fuel)`, `<RoleName>`), never
 *   put straight into JSX, a template text, a table row's cells or a history row's `role`.
 *
 * test/lint/views.test.ts lints deliberately bad files to show each rule bites.
 */
import path from 'node:path';

const VIEWS = path.resolve(import.meta.dirname, 'src/views');

/** Folders of views/ that belong to one area key but carry another folder name. */
const AREA_OF_FOLDER = {
  ledgerAdmin: 'ledger',
  portal: 'documents',
  dictionaries: 'system',
  // The verifier's workspace is a tab of the report page, with its texts in the reports area.
  verification: 'reports',
};
/** The kit: every area may import it. */
const KIT = new Set(['shared', 'listForm']);
/** The shell: it gathers areas (routes, menus, the home screen) and may import any of them. */
const SHELL = new Set([
  'layout',
  'screens',
  'guard',
  'auth',
  'login',
  'password',
  'profile',
  'errors',
  'dashboard',
]);

/** The zone of a file under src/views: 'root', 'kit', 'shell', an area key, or null outside views. */
export function viewZoneOf(file) {
  const rel = path.relative(VIEWS, file).split(path.sep);
  if (rel[0] === '..' || path.isAbsolute(rel[0])) return null;
  if (rel.length === 1) return 'root';
  const [folder] = rel;
  if (KIT.has(folder)) return 'kit';
  if (SHELL.has(folder)) return 'shell';
  return AREA_OF_FOLDER[folder] ?? folder;
}

const zoneAllows = (from, to) =>
  to === 'root' || to === 'kit' || from === 'shell' || from === 'root' || from === to;

const zonesRule = {
  meta: {
    type: 'problem',
    messages: {
      zone: "A views/{{from}} file cannot import views/{{to}} ('{{source}}'): what two areas share belongs in views/shared or views/listForm.",
    },
    schema: [],
  },
  create(context) {
    const from = viewZoneOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = viewZoneOf(path.resolve(path.dirname(context.filename), source));
      if (!to || zoneAllows(from, to)) return;
      context.report({ node, messageId: 'zone', data: { from, to, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const HEX = /#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![0-9a-zA-Z_-])/;

const hexRule = {
  meta: {
    type: 'problem',
    messages: {
      hex: "A hex colour ('{{hex}}') in a view: use a Primer CSS variable (var(--fgColor-danger)) or a Primer component.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const m = HEX.exec(text);
      if (m) context.report({ node, messageId: 'hex', data: { hex: m[0] } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
    };
  },
};

/** Fields that hold a code of a code list: what the labels in views/shared/labels name. */
const CODE_FIELDS = /^(fuel|fuelCode|role|purpose|fromPort|toPort)$/;

const codesByLabelRule = {
  meta: {
    type: 'problem',
    messages: {
      code: "'{{field}}' holds a code: show it through its label in views/shared/labels (FuelName, RoleName, ReportStateName, PortName, PurposeName).",
    },
    schema: [],
  },
  create(context) {
    /** JSX attributes whose value a user reads; `key`, `value`, `id` and the like are not shown. */
    const TEXT_ATTRIBUTES = new Set(['title', 'aria-label', 'label', 'placeholder', 'alt']);
    /** An entry of a Map or of Object.fromEntries is a key and its value, not cells. */
    const isEntry = (array) => {
      for (let n = array.parent; n; n = n.parent) {
        if (n.type === 'NewExpression')
          return n.callee.type === 'Identifier' && /^(Map|Set)$/.test(n.callee.name);
        if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression') {
          if (n.callee.property.name === 'fromEntries') return true;
          if (n.callee.property.name !== 'map') return false;
        }
        if (n.type === 'JSXElement' || n.type === 'Program') return false;
      }
      return false;
    };
    /** Where a value is shown as text: a JSX child or text attribute, a template text, a row of cells, a history row's role. */
    const shown = (node) => {
      let n = node;
      // `{r.fuel ?? ''}`, `{a ? r.fuel : ''}`, `{r?.fuel}` show it just the same.
      // Its test (`r.fuel ? … : …`, `r.fuel && …`) is not shown.
      for (;;) {
        const q = n.parent;
        if (q.type === 'ConditionalExpression' && q.test === n) return false;
        if (q.type === 'LogicalExpression' && q.operator === '&&' && q.left === n) return false;
        if (!['LogicalExpression', 'ConditionalExpression', 'ChainExpression'].includes(q.type)) break;
        n = q;
      }
      const p = n.parent;
      if (p.type === 'JSXExpressionContainer')
        return p.parent.type !== 'JSXAttribute' || TEXT_ATTRIBUTES.has(p.parent.name.name);
      // A template built as an argument (`t(`status.${x.role}`)`), compared or indexed by is a key,
      // so is one in a `key` attribute; anywhere else it is a text.
      if (p.type === 'TemplateLiteral') {
        const q = p.parent;
        if (q.type === 'JSXExpressionContainer')
          return q.parent.type !== 'JSXAttribute' || TEXT_ATTRIBUTES.has(q.parent.name.name);
        return !['CallExpression', 'NewExpression', 'BinaryExpression', 'MemberExpression'].includes(q.type);
      }
      if (p.type === 'ArrayExpression') return !isEntry(p);
      return p.type === 'Property' && p.value === n && p.key.type === 'Identifier' && p.key.name === 'role';
    };
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier' || !CODE_FIELDS.test(node.property.name))
          return;
        if (shown(node)) context.report({ node, messageId: 'code', data: { field: node.property.name } });
      },
    };
  },
};

export const viewRules = [
  {
    files: ['src/views/**/*.{ts,tsx}'],
    plugins: {
      views: { rules: { zones: zonesRule, noHexColours: hexRule, codesByLabel: codesByLabelRule } },
    },
    rules: {
      'views/zones': 'error',
      'views/noHexColours': 'error',
      'views/codesByLabel': 'error',
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: ['src/views/shared/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='role'][value.value='alert']",
          message: 'Show an error with views/shared ErrorBanner (or LoadFailed), not an ad hoc role="alert".',
        },
      ],
    },
  },
  {
    // Colours no Primer variable holds: the legacy shell's dark sidebar and sign-in page, and the
    // charts, whose SVG fills and computed shades need colour values rather than CSS variables.
    files: [
      'src/views/layout/Sidebar.tsx',
      'src/views/layout/SidebarStrip.tsx',
      'src/views/login/LoginView.tsx',
      'src/views/portal/FleetCharts.tsx',
      'src/views/analysis/RelevanceChart.tsx',
    ],
    rules: { 'views/noHexColours': 'off' },
  },
  {
    // The labels are where a code becomes its words.
    files: ['src/views/shared/labels/**'],
    rules: { 'views/codesByLabel': 'off' },
  },
  {
    // An area's text hook read from another area; the one useAreaText of the i18n branch takes
    // its place.
    files: ['src/views/system/ApiKeysScreen.tsx', 'src/views/shared/ShipYearFilter.tsx'],
    rules: { 'views/zones': 'off' },
  },
  {
    files: ['src/machines/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'document',
          message: 'Machines and domain code hold no DOM: a service (services/download.ts) does.',
        },
        { name: 'window', message: 'Machines and domain code hold no DOM: a service does.' },
      ],
    },
  },
];
