import { z } from 'zod';
import { PageQuery } from './validate.js';

/** What a list query schema needs to know of a list: its filter kinds and sort keys. */
export interface ListShape {
  filters: Record<string, { kind: 'like' | 'eq' | 'bool' }>;
  sort: Record<string, unknown>;
}

const text = z.string().trim().max(100, 'msg.too_long').optional();
const bool = z.enum(['true', 'false', '1', '0'], { error: 'msg.boolean' }).optional();

/**
 * The query schema of a list: paging (none for exports: `defaultSize` null), `status`, `keyword`,
 * `sort` and the dictionary's own filters.
 */
export function listQuery(spec: ListShape, defaultSize: number | null = 20) {
  const keys = Object.keys(spec.sort);
  const base = defaultSize === null ? z.object({}) : PageQuery(defaultSize);
  return base.extend({
    status: z.enum(['0', '1'], { error: 'msg.status' }).optional(),
    keyword: text,
    sort: z
      .enum([...keys, ...keys.map((k) => `-${k}`)] as [string, ...string[]], { error: 'msg.choice' })
      .optional(),
    ...Object.fromEntries(Object.entries(spec.filters).map(([k, f]) => [k, f.kind === 'bool' ? bool : text])),
  });
}
