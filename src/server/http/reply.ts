/** The success envelope every route answers with. */
export const ok = <T>(data: T) => ({ success: true as const, data });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export const page = <T>(items: T[], total: number, p: number, size: number): Page<T> => ({
  items,
  total,
  page: p,
  size,
});
