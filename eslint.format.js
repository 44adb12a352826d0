/**
 * One formatting module (src/i18n/format.ts): views and machines turn instants, dates and numbers
 * into text through it, so every time a user reads carries its zone and one format
 * (`YYYY-MM-DD HH:mm:ss`), and no figure shows float noise or the browser's locale.
 *
 * Forbidden in src/views and src/machines:
 * - `toLocaleString`, `toLocaleDateString`, `toLocaleTimeString` (the browser's locale and zone);
 * - `Intl.DateTimeFormat`, `Intl.NumberFormat` (a second formatter beside the module's);
 * - printing a raw Date: `String(new Date(…))`, `new Date(…).toString()` or `.toDateString()`,
 *   `.toUTCString()`, `.toTimeString()` on anything; `String(x)` / `x.toString()` where x is named as
 *   a time (`date`, `…Date`, `…At`, `…Time`), which is what a raw Date is called without types;
 * - in views, `toISOString()` too: an ISO string is the wire's form, not a reader's;
 * - importing src/i18n/time.ts or number.ts directly: format.ts gathers them under one import.
 *
 * Machines may call `toISOString()`: they build request values and form values with it, which a
 * user never reads as such. The server (exports, seeds, logs) is outside the rule: a spreadsheet or
 * XML file has the formats its schema or form sets (ISO dates, plain decimals), not the screen's,
 * and a seed writes dictionary labels once, in a locale it names, as stored data rather than a
 * reading of the user's screen.
 *
 * test/lint/format.test.ts lints deliberately bad files to show the rule bites.
 */

const ALWAYS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);
const DATE_PRINTERS = new Set(['toDateString', 'toUTCString', 'toTimeString']);
const INTL = new Set(['DateTimeFormat', 'NumberFormat']);
/** How a variable holding a Date is named: `date`, `d`, `startDate`, `updatedAt`, `arrivalTime`. */
const DATE_NAME = /^(?:d|date|time|now)$|(?:Date|At|Time)$/;

const propertyName = (member) =>
  member.computed
    ? member.property.type === 'Literal'
      ? String(member.property.value)
      : null
    : member.property.name;

const isNewDate = (node) =>
  node?.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Date';

const namedAsDate = (node) => {
  if (!node) return false;
  if (node.type === 'Identifier') return DATE_NAME.test(node.name);
  if (node.type === 'MemberExpression' && !node.computed) return DATE_NAME.test(node.property.name);
  return false;
};

const looksLikeDate = (node) => isNewDate(node) || namedAsDate(node);

const onlyFormatModule = {
  meta: {
    type: 'problem',
    messages: {
      locale: "'{{name}}' formats with the browser's locale: use src/i18n/format.ts.",
      intl: "'Intl.{{name}}' is a second formatter: use src/i18n/format.ts (formatInstant, formatNumber).",
      module: "Import '{{source}}' through src/i18n/format.ts: the one formatting module.",
      rawDate:
        'A raw Date printed ({{how}}): use src/i18n/format.ts (formatInstant, formatDate, formatPeriod).',
    },
    schema: [{ type: 'object', properties: { allowIso: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const forbidIso = !context.options[0]?.allowIso;
    const importFrom = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && /(?:^|\/)i18n\/(?:time|number)$/.test(source))
        context.report({ node, messageId: 'module', data: { source } });
    };
    return {
      ImportDeclaration: importFrom,
      ExportNamedDeclaration: importFrom,
      ExportAllDeclaration: importFrom,
      MemberExpression(node) {
        const name = propertyName(node);
        if (!name) return;
        if (node.object.type === 'Identifier' && node.object.name === 'Intl' && INTL.has(name)) {
          context.report({ node, messageId: 'intl', data: { name } });
          return;
        }
        if (node.parent.type !== 'CallExpression' || node.parent.callee !== node) return;
        if (ALWAYS.has(name)) context.report({ node, messageId: 'locale', data: { name } });
        else if (DATE_PRINTERS.has(name)) context.report({ node, messageId: 'rawDate', data: { how: name } });
        else if (name === 'toISOString' && forbidIso)
          context.report({ node, messageId: 'rawDate', data: { how: 'toISOString' } });
        else if (name === 'toString' && looksLikeDate(node.object))
          context.report({ node, messageId: 'rawDate', data: { how: 'toString' } });
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'String') return;
        if (looksLikeDate(node.arguments[0]))
          context.report({ node, messageId: 'rawDate', data: { how: 'String' } });
      },
      // A Date in a template literal prints as String(date) does.
      TemplateLiteral(node) {
        for (const e of node.expressions)
          if (isNewDate(e)) context.report({ node: e, messageId: 'rawDate', data: { how: 'template' } });
      },
    };
  },
};

const plugin = { rules: { onlyFormatModule } };

export const formatRules = [
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/machines/**/*.ts'],
    plugins: { format: plugin },
    rules: { 'format/onlyFormatModule': 'error' },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: { 'format/onlyFormatModule': ['error', { allowIso: true }] },
  },
];
