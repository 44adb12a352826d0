import type { Page } from '../../domain/api.js';
/** The success envelope every route answers with. */
export const ok = <T>(data: T) => ({ success: true as const, data });

export type { Page };

export const page = <T>(items: T[], total: number, p: number, size: number): Page<T> => ({
  items,
  total,
  page: p,
  size,
});
