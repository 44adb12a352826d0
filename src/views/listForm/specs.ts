import type { ZodType } from 'zod';
import { createElement } from 'react';
import i18n from 'i18next';
import { formatInstant, relativeTime, type Translate } from '../../i18n/format';
import type { Row } from '../../domain/api';
import type { ColumnSpec, FieldSpec, FieldType, FilterSpec, OptionsSource, ScreenConfig } from './types';

/**
 * Small builders so each screen config reads like the original screen's description: columns,
 * filters and dialog fields by name, with labels from `fields.<name>` in the admin namespace.
 */
export const col = (key: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  key,
  label: `fields.${key}`,
  ...extra,
});
/** A column showing `cnX` or `enX` by UI language. */
export const names = (key = 'name', zh = 'cnName', en = 'enName'): ColumnSpec => ({
  key,
  label: `fields.${key}`,
  bilingual: { zh, en },
});
/** A server time as docs/product-rules.md §9 shows it: `YYYY-MM-DD HH:mm:ss (UTC+8)`, on screen and in the export. */
export const timeCol = (key: string): ColumnSpec => {
  const text = (row: Row) => (row[key] ? formatInstant(String(row[key])) : '');
  return col(key, { render: text, text });
};
/**
 * A server time in the spec format with the §9 relative time ("5 minutes ago", "1 day ago") as its
 * tooltip, for lists read by recency (the system log). The export keeps the exact time only.
 */
export const recentTimeCol = (key: string): ColumnSpec => {
  const text = (row: Row) => (row[key] ? formatInstant(String(row[key])) : '');
  const render = (row: Row, lang: 'zh' | 'en') => {
    if (!row[key]) return '';
    const fixed = i18n.getFixedT(lang);
    const t: Translate = (key, options) => fixed(key, options ?? {});
    const title = relativeTime(String(row[key]), t, Date.now(), lang);
    return createElement('time', { dateTime: String(row[key]), title }, text(row));
  };
  return col(key, { render, text });
};
export const statusCol: ColumnSpec = { key: 'status', label: 'status.label' };

export const text = (name: string): FilterSpec => ({ name, label: `fields.${name}`, type: 'text' });
export const pick = (name: string, options: OptionsSource): FilterSpec => ({
  name,
  label: `fields.${name}`,
  type: 'select',
  options,
});

export const field = (name: string, type: FieldType = 'text', extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label: `fields.${name}`,
  type,
  ...extra,
});
export const req = (name: string, type: FieldType = 'text', extra: Partial<FieldSpec> = {}) =>
  field(name, type, { required: true, ...extra });

/** Fixed choices labelled by the admin i18n keys `<labelPrefix>.<code>` (fuel classes, ship types), or by the codes themselves. */
export const codes = (values: readonly string[], labelPrefix = ''): OptionsSource => ({
  kind: 'static',
  options: values.map((v) => ({ value: v, label: labelPrefix ? `${labelPrefix}.${v}` : v })),
});

/** Values of a new record: empty text, null numbers, unchecked flags, enabled status. */
export function defaultsOf(fields: FieldSpec[]): Record<string, unknown> {
  const empty: Record<FieldType, unknown> = {
    text: '',
    textarea: '',
    date: '',
    password: '',
    number: null,
    checkbox: false,
    select: null,
    multiselect: [],
    status: 1,
    file: null,
  };
  return Object.fromEntries(fields.map((f) => [f.name, empty[f.type]]));
}

/** A dictionary screen: `/api/dict/<name>`, permissions `<page>:add|edit|delete|export`. */
export function dictionary(
  name: string,
  page: string,
  parts: Pick<ScreenConfig, 'columns' | 'filters' | 'fields' | 'intro'> & {
    schema?: ZodType;
    title?: string;
  },
): ScreenConfig {
  // The remark is kept in both languages; the list shows the UI language's, else the other.
  const fields = [
    ...parts.fields,
    field('remark', 'textarea', { label: 'fields.remarkZh' }),
    field('remarkEn', 'textarea'),
  ];
  return {
    resource: `dict/${name}`,
    title: parts.title ?? `screens.${name}`,
    columns: [...parts.columns, statusCol, names('remark', 'remark', 'remarkEn')],
    intro: parts.intro,
    filters: parts.filters,
    fields,
    schema: parts.schema,
    defaults: { ...defaultsOf(fields), status: 1 },
    permissions: {
      add: `${page}:add`,
      edit: `${page}:edit`,
      delete: `${page}:delete`,
      export: `${page}:export`,
      status: `${page}:edit`,
    },
  };
}
